import {
  INCOME_PAYMENT_TYPE_LIST,
  INCOME_PAYMENT_TYPES,
  INCOME_STATUS,
  incomeSourceOfPaymentType,
  incomeTotal,
  PAYMENT_METHODS,
  PAYMENT_TYPES,
  type IncomeBySource,
  type IncomeTally,
  type PaymentMethod,
  type PaymentType,
} from '@gym/domain';
import { and, count, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';
import { BUSINESS_ZONE, businessDaysRange } from './business-day';
import { localSales, payments } from './schema/index';

/**
 * The income rule of `@gym/domain` (income.ts) in SQL: the one place a query says which rows are
 * money received and how much each brought. The reports' sources, the payments figures, the admin
 * home and the front desk all read income through here, so they cannot disagree.
 */

/** What a payment left as income: its amount less its refunds. */
export const paymentNetAmount = sql<string>`(${payments.amount} - ${payments.refundedAmount})`;

/**
 * The payments that are income of a source (or of any source) received between two business days:
 * completed, of the source's types, on their payment day, not refunded in full.
 */
export function incomePaymentsWhere(
  source: keyof typeof INCOME_PAYMENT_TYPES | 'all',
  startDate: string,
  endDate: string,
): SQL | undefined {
  const types = source === 'all' ? INCOME_PAYMENT_TYPE_LIST : INCOME_PAYMENT_TYPES[source];
  return and(
    eq(payments.status, INCOME_STATUS),
    inArray(payments.paymentType, [...types]),
    businessDaysRange(payments.paymentDate, startDate, endDate),
    lt(payments.refundedAmount, payments.amount),
  );
}

/** The local sales that are income between two business days: completed, on their sale day. */
export function incomeLocalSalesWhere(startDate: string, endDate: string): SQL | undefined {
  return and(
    eq(localSales.status, INCOME_STATUS),
    gte(localSales.saleDate, startDate),
    lte(localSales.saleDate, endDate),
  );
}

/** Income of a period by source, plus by payment method (all sources) and by payment type (payments only). */
export interface IncomeFigures extends IncomeBySource {
  byMethod: Record<PaymentMethod, IncomeTally>;
  byType: Record<PaymentType, IncomeTally>;
}

const zero = (): IncomeTally => ({ count: 0, amount: 0 });
const add = (a: IncomeTally, count: number, amount: number): IncomeTally => ({
  count: a.count + count,
  amount: Math.round((a.amount + amount) * 100) / 100,
});

/**
 * The income received between two business days (inclusive, America/Guatemala): one grouped scan
 * of the payments and one of the local sales, summed by the database in numeric.
 */
export async function incomeBySource(db: Executor, startDate: string, endDate: string): Promise<IncomeFigures> {
  const [paymentRows, saleRows] = await Promise.all([
    db
      .select({
        type: payments.paymentType,
        method: payments.method,
        count: count(),
        amount: sql<string>`coalesce(sum(${paymentNetAmount}), 0)`,
      })
      .from(payments)
      .where(incomePaymentsWhere('all', startDate, endDate))
      .groupBy(payments.paymentType, payments.method),
    db
      .select({
        method: localSales.paymentMethod,
        count: count(),
        amount: sql<string>`coalesce(sum(${localSales.totalAmount}), 0)`,
      })
      .from(localSales)
      .where(incomeLocalSalesWhere(startDate, endDate))
      .groupBy(localSales.paymentMethod),
  ]);
  const byType = Object.fromEntries(PAYMENT_TYPES.map((type) => [type, zero()])) as Record<PaymentType, IncomeTally>;
  const byMethod = Object.fromEntries(PAYMENT_METHODS.map((m) => [m, zero()])) as Record<PaymentMethod, IncomeTally>;
  const sources = { memberships: zero(), onlineOrders: zero(), localSales: zero() };
  const isMethod = (key: string): key is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(key);
  for (const row of paymentRows) {
    const amount = Number(row.amount);
    const type = row.type as PaymentType;
    byType[type] = add(byType[type], row.count, amount);
    if (isMethod(row.method)) byMethod[row.method] = add(byMethod[row.method], row.count, amount);
    const source = incomeSourceOfPaymentType(type) === 'memberships' ? 'memberships' : 'onlineOrders';
    sources[source] = add(sources[source], row.count, amount);
  }
  for (const row of saleRows) {
    const amount = Number(row.amount);
    if (isMethod(row.method)) byMethod[row.method] = add(byMethod[row.method], row.count, amount);
    sources.localSales = add(sources.localSales, row.count, amount);
  }
  return { startDate, endDate, ...sources, total: incomeTotal(sources), byMethod, byType };
}

/** The income of each business day of a period that had any, oldest first (payments and local sales together). */
export async function incomeByDay(
  db: Executor,
  startDate: string,
  endDate: string,
): Promise<({ date: string } & IncomeTally)[]> {
  const paymentDay = sql`(${payments.paymentDate} at time zone ${BUSINESS_ZONE})::date`;
  const received = db
    .select({ day: sql<string>`${paymentDay}`.as('day'), amount: sql<string>`${paymentNetAmount}`.as('amount') })
    .from(payments)
    .where(incomePaymentsWhere('all', startDate, endDate))
    .unionAll(
      db
        .select({
          day: sql<string>`${localSales.saleDate}`.as('day'),
          amount: sql<string>`${localSales.totalAmount}`.as('amount'),
        })
        .from(localSales)
        .where(incomeLocalSalesWhere(startDate, endDate)),
    )
    .as('received');
  const rows = await db
    .select({
      date: sql<string>`to_char(${received.day}, 'YYYY-MM-DD')`,
      count: count(),
      amount: sql<string>`coalesce(sum(${received.amount}), 0)`,
    })
    .from(received)
    .groupBy(received.day)
    .orderBy(received.day);
  return rows.map((row) => ({ date: row.date, count: row.count, amount: Number(row.amount) }));
}
