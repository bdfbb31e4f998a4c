import { describe, expect, it } from 'vitest';
import { felPhrasesOf, formatInvoiceSources, INVOICE_SOURCES_MAX, parseInvoiceSources } from './invoices';

const id = (n: number) => `3f2b8c1e-9a4d-4c7e-8b1a-${String(n).padStart(12, '0')}`;

describe('the sales a list asks the documents of', () => {
  it('travel as type:id pairs and read back the same', () => {
    const sources = [
      { sourceType: 'payment' as const, sourceId: id(1) },
      { sourceType: 'order' as const, sourceId: id(2) },
      { sourceType: 'local_sale' as const, sourceId: id(3) },
    ];
    const text = formatInvoiceSources(sources);
    expect(text).toBe(`payment:${id(1)},order:${id(2)},local_sale:${id(3)}`);
    expect(parseInvoiceSources(text)).toEqual(sources);
    expect(parseInvoiceSources(`order:${id(2).toUpperCase()}`)).toEqual([{ sourceType: 'order', sourceId: id(2) }]);
  });

  it('refuses an unknown type, a non-UUID, extra parts, none, and more than the maximum', () => {
    expect(parseInvoiceSources(`refund:${id(1)}`)).toBeNull();
    expect(parseInvoiceSources('payment:42')).toBeNull();
    expect(parseInvoiceSources(`payment:${id(1)}:x`)).toBeNull();
    expect(parseInvoiceSources('')).toBeNull();
    const many = Array.from({ length: INVOICE_SOURCES_MAX + 1 }, (_, n) => `payment:${id(n)}`).join(',');
    expect(parseInvoiceSources(many)).toBeNull();
    expect(parseInvoiceSources(many.slice(0, many.lastIndexOf(',')))).toHaveLength(INVOICE_SOURCES_MAX);
  });
});

describe('the phrases an invoice carries', () => {
  it('states how a general-regime gym pays ISR, no VAT credit for a small taxpayer, none on a credit note', () => {
    expect(felPhrasesOf('FACT')).toEqual([{ type: 1, scenario: 1, text: 'Sujeto a pagos trimestrales ISR' }]);
    expect(felPhrasesOf('FACT', 'simplified')).toEqual([
      { type: 1, scenario: 2, text: 'Sujeto a retención definitiva ISR' },
    ]);
    expect(felPhrasesOf('FPEQ', 'simplified')).toEqual([
      { type: 3, scenario: 1, text: 'No genera derecho a crédito fiscal' },
    ]);
    expect(felPhrasesOf('NCRE')).toEqual([]);
    expect(felPhrasesOf('COMP')).toEqual([]);
  });
});
