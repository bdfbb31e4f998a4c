import { describe, expect, it } from 'vitest';
import {
  INCOME_PAYMENT_TYPE_LIST,
  INCOME_SOURCE_LABELS,
  incomeSourceOfPaymentType,
  incomeTotal,
  netIncome,
} from './income';
import { PAYMENT_TYPES } from './payments';

describe('income rule', () => {
  it('puts every payment type in one source: memberships and passes, or online orders', () => {
    expect(incomeSourceOfPaymentType('membership')).toBe('memberships');
    expect(incomeSourceOfPaymentType('daily')).toBe('memberships');
    expect(incomeSourceOfPaymentType('bulk_daily')).toBe('memberships');
    expect(incomeSourceOfPaymentType('store_transfer')).toBe('online-orders');
    expect(incomeSourceOfPaymentType('store_cash_delivery')).toBe('online-orders');
    expect(incomeSourceOfPaymentType('store_online')).toBe('online-orders');
    expect([...INCOME_PAYMENT_TYPE_LIST].sort()).toEqual([...PAYMENT_TYPES].sort());
  });

  it('labels the sources in Spanish', () => {
    expect(INCOME_SOURCE_LABELS).toEqual({
      memberships: 'Membresías y pases diarios',
      'online-orders': 'Ventas en línea',
      'local-sales': 'Ventas locales',
    });
  });

  it('counts a payment net of its refunds, to the cent; a full refund is no income', () => {
    expect(netIncome(300, 100)).toBe(200);
    expect(netIncome(100.1, 0.2)).toBe(99.9);
    expect(netIncome(150, 150)).toBe(0);
    expect(netIncome(80)).toBe(80);
  });

  it('adds the three sources to the cent', () => {
    expect(
      incomeTotal({
        memberships: { count: 2, amount: 350.1 },
        onlineOrders: { count: 1, amount: 480.2 },
        localSales: { count: 1, amount: 405 },
      }),
    ).toEqual({ count: 4, amount: 1235.3 });
  });
});
