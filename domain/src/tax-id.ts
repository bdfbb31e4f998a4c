/**
 * The buyer's tax identity on an invoice (FEL, Acuerdo Gubernativo 245-2022): a NIT, a CUI (the
 * 13 digits of the DPI) when the buyer has no NIT, or "CF" (consumidor final) below Q 2,500.
 * Check digits as SAT (NIT, modulo 11 with K for 10) and RENAP (CUI) compute them.
 */
import { textField } from './field-contract';

/** A sale of this amount or more needs the buyer's NIT or CUI: CF is refused. */
export const CF_MAX_EXCLUSIVE = 2500;

export const CONSUMIDOR_FINAL = 'CF';

export type TaxIdType = 'NIT' | 'CUI' | 'CF';

export interface TaxId {
  type: TaxIdType;
  /** NIT: digits and its check character (K upper case), no dashes; CUI: 13 digits; CF: 'CF'. */
  id: string;
}

export const TAX_ID_MESSAGES = {
  required: 'Ingresa el NIT, el CUI o CF',
  invalidNit: 'El NIT no es válido: revisa el dígito verificador',
  invalidCui: 'El CUI no es válido: revisa los 13 dígitos del DPI',
  unreadable: 'Escribe un NIT (por ejemplo 1234567-K), un CUI de 13 dígitos o CF',
  cfNotAllowed: 'Para compras de Q 2,500.00 o más ingresa el NIT o el CUI del comprador (no se permite CF)',
  billingNameRequired: 'Ingresa el nombre para la factura',
} as const;

/** The field as forms show it (its length and characters); the check digit is `taxIdError`'s. */
export const TAX_ID_FIELD = textField('El NIT', {
  max: 20,
  pattern: /^[0-9kKcCfF\s-]*$/,
  patternMessage: TAX_ID_MESSAGES.unreadable,
});

export const BILLING_NAME_FIELD = textField('El nombre para la factura', { max: 150 });

/** Municipalities per department (01 Guatemala ... 22 Jutiapa), as RENAP numbers them. */
const MUNICIPALITIES_PER_DEPARTMENT = [
  17, 8, 16, 16, 13, 14, 19, 8, 24, 21, 9, 30, 32, 21, 8, 17, 14, 5, 11, 11, 7, 17,
];

/** The NIT's check character for its digits: weights n+1..2 from the left, 11 - sum mod 11, K for 10. */
export function nitCheckCharacter(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[i]) * (digits.length + 1 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'K' : String(check);
}

export function isValidNit(text: string): boolean {
  const nit = text.replace(/[\s-]/g, '').toUpperCase();
  if (!/^\d{1,12}[\dK]$/.test(nit)) return false;
  const digits = nit.slice(0, -1);
  if (/^0+$/.test(digits)) return false;
  return nitCheckCharacter(digits) === nit.slice(-1);
}

export function isValidCui(text: string): boolean {
  const cui = text.replace(/[\s-]/g, '');
  if (!/^\d{13}$/.test(cui)) return false;
  const department = Number(cui.slice(9, 11));
  const municipality = Number(cui.slice(11, 13));
  if (department < 1 || department > MUNICIPALITIES_PER_DEPARTMENT.length) return false;
  if (municipality < 1 || municipality > MUNICIPALITIES_PER_DEPARTMENT[department - 1]!) return false;
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += Number(cui[i]) * (i + 2);
  return sum % 11 === Number(cui[8]);
}

/**
 * Reads what a person typed: 'cf', 'C/F' -> CF; 13 digits -> CUI; else a NIT ('1234567-k' ->
 * '1234567K'). Null when it is none of them (the check digits are `taxIdError`'s).
 */
export function readTaxId(text: string): TaxId | null {
  const compact = text.replace(/[\s\-/.]/g, '').toUpperCase();
  if (compact === 'CF') return { type: 'CF', id: CONSUMIDOR_FINAL };
  // 13 digits are a DPI's CUI, unless only a NIT's check digit makes sense of them.
  if (/^\d{13}$/.test(compact))
    return !isValidCui(compact) && isValidNit(compact) ? { type: 'NIT', id: compact } : { type: 'CUI', id: compact };
  if (/^\d{1,12}[\dK]$/.test(compact)) return { type: 'NIT', id: compact };
  return null;
}

/**
 * The message a person reads for a tax id on a sale of `total` quetzales, or null when it may be
 * invoiced. A blank id is required (callers default a blank one to CF where the sale allows it).
 */
export function taxIdError(text: string | null | undefined, total: number): string | null {
  if (text === null || text === undefined || text.trim() === '') return TAX_ID_MESSAGES.required;
  const taxId = readTaxId(text);
  if (!taxId) return TAX_ID_MESSAGES.unreadable;
  if (taxId.type === 'CF') return total >= CF_MAX_EXCLUSIVE ? TAX_ID_MESSAGES.cfNotAllowed : null;
  if (taxId.type === 'CUI') return isValidCui(taxId.id) ? null : TAX_ID_MESSAGES.invalidCui;
  return isValidNit(taxId.id) ? null : TAX_ID_MESSAGES.invalidNit;
}

/** '1234567K' -> '1234567-K', as Guatemalans write it; CUI in its 4-5-4 groups; CF as is. */
export function formatTaxId(taxId: TaxId): string {
  if (taxId.type === 'NIT') return `${taxId.id.slice(0, -1)}-${taxId.id.slice(-1)}`;
  if (taxId.type === 'CUI') return `${taxId.id.slice(0, 4)} ${taxId.id.slice(4, 9)} ${taxId.id.slice(9)}`;
  return CONSUMIDOR_FINAL;
}

/** What a sale's request may carry for its invoice: the NIT, CUI or 'CF' typed, and the name. */
export interface BillingInput {
  taxId: string;
  name?: string | null;
}

/** How a sale stores it: `billingTaxId` null is CF; `billingName` null is the buyer's own name. */
export interface StoredBilling {
  billingTaxId: string | null;
  billingName: string | null;
}

export type BillingResult = { ok: true; value: StoredBilling } | { ok: false; message: string };

/**
 * The invoice's buyer of a sale of `total` quetzales, as stored: no billing is CF (refused at
 * Q 2,500 or more); a typed id must pass `taxIdError`, and is kept in `readTaxId`'s form ('CF' as
 * null). The name is the one given, trimmed and cut to its contract; blank is the buyer's own.
 */
export function billingFor(billing: BillingInput | null | undefined, total: number): BillingResult {
  const text = billing?.taxId?.trim() ?? '';
  const error = taxIdError(text === '' ? CONSUMIDOR_FINAL : text, total);
  if (error) return { ok: false, message: error };
  const taxId = text === '' ? null : readTaxId(text);
  const name = billing?.name?.trim() ?? '';
  return {
    ok: true,
    value: {
      billingTaxId: !taxId || taxId.type === 'CF' ? null : taxId.id,
      billingName: name === '' ? null : name.slice(0, BILLING_NAME_FIELD.max),
    },
  };
}

/** A member's default tax id on the profile (no sale yet, so CF is allowed and stored as none). */
export function defaultBillingFor(billing: BillingInput | null | undefined): BillingResult {
  return billingFor(billing, 0);
}

/** The stored id as a form shows it: '1234567K' -> '1234567-K'; null -> '' (CF). */
export function taxIdText(stored: string | null | undefined): string {
  if (!stored) return '';
  const taxId = readTaxId(stored);
  return taxId ? formatTaxId(taxId) : stored;
}
