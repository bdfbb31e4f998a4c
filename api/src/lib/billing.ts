/**
 * The buyer's tax id on a sale's request (issue 33: NIT, CUI or CF on every sale). One body shape
 * for every route that sells, built from domain tax-id.ts; `saleBilling` turns it into the
 * columns `billing_tax_id` and `billing_name` (payments, orders, local_sales) or refuses with the
 * domain's Spanish message, before anything is written.
 */
import {
  billingFor,
  defaultBillingFor,
  BILLING_NAME_FIELD,
  TAX_ID_FIELD,
  type BillingInput,
  type StoredBilling,
} from '@gym/domain';
import { z } from 'zod';
import { AppError } from './errors';
import { zClearableText, zText } from './field-schemas';

/** `billing: { taxId, name? }`: absent is CF (only below Q 2,500); 'CF' may be typed too. */
export const billingBody = z
  .object({
    taxId: zText(TAX_ID_FIELD).describe("NIT (con o sin guion), CUI de 13 dígitos o 'CF'"),
    name: zClearableText(BILLING_NAME_FIELD).describe('Nombre para la factura; vacío: el nombre del comprador'),
  })
  .nullish()
  .describe('Datos de facturación; sin ellos la venta es a CF (solo por menos de Q 2,500.00)');

/** The columns a sale of `total` stores, or a 400 with the domain's message (field `billing.taxId`). */
export function saleBilling(billing: BillingInput | null | undefined, total: number): StoredBilling {
  const result = billingFor(billing, total);
  if (!result.ok) throw new AppError(400, result.message, [{ field: 'billing.taxId', message: result.message }]);
  return result.value;
}

/**
 * A member's default NIT or CUI on the profile: absent keeps it, blank or 'CF' clears it (null),
 * otherwise checked by its digit and stored in `readTaxId`'s form.
 */
export const defaultTaxIdField = zClearableText(TAX_ID_FIELD)
  .superRefine((text, ctx) => {
    if (!text) return;
    const result = defaultBillingFor({ taxId: text });
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
  })
  .transform((text) => {
    if (text === undefined) return undefined;
    if (!text) return null;
    const result = defaultBillingFor({ taxId: text });
    return result.ok ? result.value.billingTaxId : null;
  })
  .describe("NIT o CUI predeterminado para las facturas; vacío o 'CF': ninguno");

/** The name that default invoices carry; blank: the member's own name. */
export const defaultBillingNameField = zClearableText(BILLING_NAME_FIELD);
