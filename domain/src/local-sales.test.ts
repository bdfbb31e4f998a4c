import { describe, expect, it } from 'vitest';
import {
  cancelSaleError,
  confirmTransferError,
  localSaleChange,
  localSaleNumber,
  localSaleTotals,
} from './local-sales';
import { fieldError } from './field-contract';
import { zeroedInventoryStats } from './inventory';
import { canOperateStore } from './roles';
import { LOCAL_SALE_FIELDS } from './local-sales';
import { orderTotals } from './store';

describe('local sales', () => {
  it('totals a sale with the online orders VAT-included rule and no shipping', () => {
    const lines = [
      { price: 365, quantity: 2 },
      { price: 199.99, quantity: 1 },
    ];
    const totals = localSaleTotals(lines);
    expect(totals).toMatchObject({ totalAmount: 929.99, subtotal: 830.35, taxAmount: 99.64, shippingAmount: 0 });
    expect(totals.totalAmount).toBe(orderTotals(lines, 'pickup').totalAmount);
    // A small sale pays no shipping at the counter (online it would).
    expect(localSaleTotals([{ price: 10, quantity: 1 }]).totalAmount).toBe(10);
  });

  it('gives the change, or refuses cash below the total', () => {
    expect(localSaleChange(929.99, 1000)).toEqual({ ok: true, change: 70.01 });
    expect(localSaleChange(100, 100)).toEqual({ ok: true, change: 0 });
    expect(localSaleChange(100, 99.99)).toEqual({
      ok: false,
      message: 'El efectivo recibido es menor al total de la venta',
    });
  });

  it('numbers receipts per business day', () => {
    expect(localSaleNumber('2026-03-15', 7)).toBe('VL-260315-0007');
    expect(localSaleNumber('2026-12-01', 12345)).toBe('VL-261201-12345');
  });

  it('confirms a pending transfer once and cancels only a pending transfer', () => {
    expect(confirmTransferError({ paymentMethod: 'transfer', status: 'pending' })).toBeNull();
    expect(confirmTransferError({ paymentMethod: 'transfer', status: 'completed' })).toBe(
      'Esta transferencia ya fue confirmada',
    );
    expect(confirmTransferError({ paymentMethod: 'cash', status: 'completed' })).toBe(
      'Esta venta no es por transferencia',
    );
    expect(cancelSaleError({ paymentMethod: 'transfer', status: 'pending' })).toBeNull();
    expect(cancelSaleError({ paymentMethod: 'cash', status: 'completed' })).not.toBeNull();
  });

  it('lets the admin and a colaborador sell, never a cliente', () => {
    expect(canOperateStore({ role: 'admin' })).toBe(true);
    expect(canOperateStore({ role: 'colaborador' })).toBe(true);
    expect(canOperateStore({ role: 'cliente' })).toBe(false);
  });

  it('asks for at least one product in the sale own words', () => {
    expect(fieldError(LOCAL_SALE_FIELDS.items, [])).toBe('La venta debe tener al menos un producto');
    expect(fieldError(LOCAL_SALE_FIELDS.items, null)).toBe('La venta debe tener al menos un producto');
  });

  it('lets the counter staff read the inventory and zeroes failed stats for the period asked', () => {
    expect(canOperateStore({ role: 'colaborador' })).toBe(true);
    expect(canOperateStore({ role: 'cliente' })).toBe(false);
    const zero = zeroedInventoryStats('week', { startDate: '2026-03-01', endDate: '2026-03-08' });
    expect(zero).toMatchObject({ period: 'week', startDate: '2026-03-01', sales: { period: 'week', data: [] } });
    expect(zero.inventory.totalValue).toBe(0);
  });
});
