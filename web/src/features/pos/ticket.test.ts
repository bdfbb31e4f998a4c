import { STORAGE_KEYS } from '@gym/domain';
import { describe, expect, it } from 'vitest';
import { addProduct, readStoredTicket, removeLine, setQuantity, storeTicket, ticketTotals } from './ticket';

const whey = { id: 'p-1', name: 'Whey', sku: 'W-1', price: 365, stockQuantity: 3 };
const bar = { id: 'p-2', name: 'Barra', sku: 'B-1', price: 12.5, stockQuantity: 40 };

describe('the ticket', () => {
  it('adds a product once per line, caps at the stock and totals with VAT included', () => {
    let lines = addProduct([], whey);
    lines = addProduct(lines, bar);
    lines = addProduct(lines, whey);
    expect(lines.map((l) => [l.sku, l.quantity])).toEqual([
      ['W-1', 2],
      ['B-1', 1],
    ]);
    lines = setQuantity(lines, 'p-1', 9);
    expect(lines[0]!.quantity).toBe(3);
    lines = setQuantity(lines, 'p-1', 0);
    expect(lines[0]!.quantity).toBe(1);
    expect(ticketTotals(lines)).toMatchObject({
      totalAmount: 377.5,
      subtotal: 337.05,
      taxAmount: 40.45,
      itemsCount: 2,
    });
    expect(removeLine(lines, 'p-1').map((l) => l.sku)).toEqual(['B-1']);
  });

  it('survives in sessionStorage and ignores what it cannot read', () => {
    storeTicket(addProduct([], bar));
    expect(readStoredTicket()).toMatchObject([{ productId: 'p-2', quantity: 1 }]);
    sessionStorage.setItem(STORAGE_KEYS.posTicket, '{nope');
    expect(readStoredTicket()).toEqual([]);
    sessionStorage.setItem(STORAGE_KEYS.posTicket, JSON.stringify([{ productId: 1 }]));
    expect(readStoredTicket()).toEqual([]);
    storeTicket([]);
    expect(sessionStorage.getItem(STORAGE_KEYS.posTicket)).toBeNull();
  });
});
