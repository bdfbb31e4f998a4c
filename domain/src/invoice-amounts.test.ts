import { describe, expect, it } from 'vitest';
import { invoiceLineAmounts, invoiceTotals, linePrice } from './invoice-amounts';

describe('invoice amounts (VAT included)', () => {
  it('splits a line into its taxable amount and the 12/112 VAT, to the cent', () => {
    expect(invoiceLineAmounts({ quantity: 1, unitPrice: 250, discount: 0 })).toEqual({
      price: 250,
      discount: 0,
      total: 250,
      taxable: 223.21,
      vat: 26.79,
    });
    expect(invoiceLineAmounts({ quantity: 1, unitPrice: 349.99, discount: 35 })).toEqual({
      price: 349.99,
      discount: 35,
      total: 314.99,
      taxable: 281.24,
      vat: 33.75,
    });
  });

  it('a small taxpayer invoices no VAT', () => {
    expect(invoiceLineAmounts({ quantity: 1, unitPrice: 180, discount: 10 }, false)).toEqual({
      price: 180,
      discount: 10,
      total: 170,
      taxable: 170,
      vat: 0,
    });
  });

  it('multiplies without binary drift and sums the lines for the totals', () => {
    expect(linePrice(3, 12.75)).toBe(38.25);
    expect(linePrice(3, 0.1)).toBe(0.3);
    const lines = [
      invoiceLineAmounts({ quantity: 2, unitPrice: 8.5, discount: 0 }),
      invoiceLineAmounts({ quantity: 1, unitPrice: 349.99, discount: 35 }),
      invoiceLineAmounts({ quantity: 3, unitPrice: 12.75, discount: 0 }),
    ];
    expect(invoiceTotals(lines)).toEqual({ vat: 39.67, total: 370.24 });
  });
});
