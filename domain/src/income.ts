/**
 * The income rule (issue 30): what the gym counts as money received, read the same way by the
 * admin home, the payments figures, the front desk's "today", the reports and every export.
 *
 * Income is money received, by the business day (America/Guatemala) it was received:
 * - memberships and passes: completed payments of type membership, daily and bulk_daily;
 * - online orders: completed store payments (a transfer once confirmed, a card once charged, cash
 *   on delivery once the cash is collected), on the payment's day, never the order's;
 * - local sales: completed counter sales, on their sale day.
 * A payment counts what was kept after its refunds; one refunded in full is no income.
 */
import type { PaymentType } from './payments';

export const INCOME_SOURCES = ['memberships', 'online-orders', 'local-sales'] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

/** Each source as a person reads it, on screen and in the exports. */
export const INCOME_SOURCE_LABELS: Record<IncomeSource, string> = {
  memberships: 'Membresías y pases diarios',
  'online-orders': 'Ventas en línea',
  'local-sales': 'Ventas locales',
};

/** Which payment types are the income of which source (local sales are not payments: their own table). */
export const INCOME_PAYMENT_TYPES = {
  memberships: ['membership', 'daily', 'bulk_daily'],
  'online-orders': ['store_cash_delivery', 'store_card_delivery', 'store_online', 'store_transfer'],
} as const satisfies Record<Exclude<IncomeSource, 'local-sales'>, readonly PaymentType[]>;

/** Every payment type that is income, whatever its source. */
export const INCOME_PAYMENT_TYPE_LIST: readonly PaymentType[] = [
  ...INCOME_PAYMENT_TYPES.memberships,
  ...INCOME_PAYMENT_TYPES['online-orders'],
];

/** The status a payment or a local sale has once its money is received. */
export const INCOME_STATUS = 'completed' as const;

/** The source a payment type's income belongs to. */
export function incomeSourceOfPaymentType(type: PaymentType): Exclude<IncomeSource, 'local-sales'> {
  return (INCOME_PAYMENT_TYPES.memberships as readonly string[]).includes(type) ? 'memberships' : 'online-orders';
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** What a payment leaves as income: its amount less what was refunded, never below zero. */
export function netIncome(amount: number, refundedAmount: number = 0): number {
  return Math.max(0, cents(amount - refundedAmount));
}

/** A count of receipts and the money they brought. */
export interface IncomeTally {
  count: number;
  amount: number;
}

/** Income of a period by source, and its total. */
export interface IncomeBySource {
  startDate: string;
  endDate: string;
  memberships: IncomeTally;
  onlineOrders: IncomeTally;
  localSales: IncomeTally;
  total: IncomeTally;
}

/** The total of the three sources, to the cent. */
export function incomeTotal(sources: Pick<IncomeBySource, 'memberships' | 'onlineOrders' | 'localSales'>): IncomeTally {
  const parts = [sources.memberships, sources.onlineOrders, sources.localSales];
  return {
    count: parts.reduce((sum, part) => sum + part.count, 0),
    amount: cents(parts.reduce((sum, part) => sum + part.amount, 0)),
  };
}
