/**
 * The figures of an invoice (FEL) line and of its totals, as SAT checks them and a person reads
 * them. Prices include the 12 % VAT: a line's VAT is the 12/112 part of what it charges. A small
 * taxpayer (pequeño contribuyente) invoices no VAT at all.
 */
import { roundMoney, splitIncludedVat } from './money';

export interface InvoiceLineInput {
  quantity: number;
  /** With VAT included. */
  unitPrice: number;
  /** On the whole line, VAT included (0 when none). */
  discount: number;
}

export interface InvoiceLineAmounts {
  /** quantity x unit price (SAT's Precio). */
  price: number;
  discount: number;
  /** price - discount: what the line charges, VAT included (SAT's Total). */
  total: number;
  /** total / 1.12 rounded to cents (SAT's MontoGravable); the total when no VAT applies. */
  taxable: number;
  /** total - taxable (SAT's MontoImpuesto); 0 when no VAT applies. */
  vat: number;
}

export interface InvoiceTotals {
  /** The sum of the lines' VAT (SAT's TotalMontoImpuesto). */
  vat: number;
  /** The sum of the lines' totals (SAT's GranTotal). */
  total: number;
}

/** quantity x unit price, to the cent. */
export function linePrice(quantity: number, unitPrice: number): number {
  return roundMoney(quantity * unitPrice);
}

/** A line's figures; `withVat` false for a small taxpayer's invoice. */
export function invoiceLineAmounts(line: InvoiceLineInput, withVat = true): InvoiceLineAmounts {
  const price = linePrice(line.quantity, line.unitPrice);
  const discount = roundMoney(line.discount);
  const total = roundMoney(price - discount);
  if (!withVat) return { price, discount, total, taxable: total, vat: 0 };
  const { subtotal, tax } = splitIncludedVat(total);
  return { price, discount, total, taxable: subtotal, vat: tax };
}

/** An invoice's totals: the sums of its lines (never recomputed from the grand total). */
export function invoiceTotals(lines: readonly InvoiceLineAmounts[]): InvoiceTotals {
  let vat = 0;
  let total = 0;
  for (const line of lines) {
    vat = roundMoney(vat + line.vat);
    total = roundMoney(total + line.total);
  }
  return { vat, total };
}
