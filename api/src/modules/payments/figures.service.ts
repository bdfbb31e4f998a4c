import {
  businessDate,
  monthStart,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  reportRange,
  URGENCY_HOURS,
  type ReportPeriod,
  COLLECTED_ON_DELIVERY_TYPE,
} from '@gym/domain';
import { and, count, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { membershipPlans, memberships, payments, visits } from '../../db/schema/index';
import { businessDay } from '../../db/business-day';
import { paymentDayRange } from './ledger';
import { incomeByDay, incomeBySource, incomePaymentsWhere, paymentNetAmount } from '../../db/income';

/** A count of payments and the money they carry. */
export interface Tally {
  count: number;
  amount: number;
}

const zero = (): Tally => ({ count: 0, amount: 0 });
const HOUR_MS = 3_600_000;
const DAILY_TYPES = ['daily', 'bulk_daily'] as const;

/** Money is summed by the database in numeric and read back as a number of quetzales. */
const tallyColumns = {
  count: count(),
  amount: sql<string>`coalesce(sum(${payments.amount}), 0)`,
};

const toTally = (row: { count: number; amount: string } | undefined): Tally => ({
  count: row?.count ?? 0,
  amount: Number(row?.amount ?? 0),
});

async function tally(db: Executor, where: SQL | undefined): Promise<Tally> {
  const [row] = await db.select(tallyColumns).from(payments).where(where);
  return toTally(row);
}

/** Tallies grouped by a column, with every known key present (0 when none). */
async function tallyBy<K extends string>(
  db: Executor,
  column: typeof payments.method | typeof payments.status | typeof payments.paymentType,
  keys: readonly K[],
  where: SQL | undefined,
): Promise<Record<K, Tally>> {
  const rows = await db
    .select({ key: column, ...tallyColumns })
    .from(payments)
    .where(where)
    .groupBy(column);
  const out = Object.fromEntries(keys.map((key) => [key, zero()])) as Record<K, Tally>;
  for (const row of rows) if ((keys as readonly string[]).includes(row.key)) out[row.key as K] = toTally(row);
  return out;
}

const completed = eq(payments.status, 'completed');
const pending = eq(payments.status, 'pending');

/**
 * GET /payments/statistics: every payment by status, method and type; today's and this month's
 * income (memberships and passes, online orders, local sales: the income rule of db/income.ts).
 */
export async function paymentStatistics(db: Executor, today: string = businessDate()) {
  const [byStatus, byMethod, byType, todayIncome, monthIncome] = await Promise.all([
    tallyBy(db, payments.status, PAYMENT_STATUSES, undefined),
    tallyBy(db, payments.method, PAYMENT_METHODS, completed),
    tallyBy(db, payments.paymentType, PAYMENT_TYPES, completed),
    incomeBySource(db, today, today),
    incomeBySource(db, monthStart(today), today),
  ]);
  const total = Object.values<Tally>(byStatus).reduce((sum, t) => sum + t.count, 0);
  return {
    total,
    income: byStatus.completed.amount,
    byStatus,
    byMethod,
    byType,
    // Today's and this month's income by the one income rule (local sales included, net of refunds).
    today: todayIncome.total,
    thisMonth: monthIncome.total,
    pending: byStatus.pending,
  };
}

const olderThan = (now: Date, hours: number) =>
  sql`${payments.createdAt} <= ${new Date(now.getTime() - hours * HOUR_MS).toISOString()}::timestamptz`;

/** Pending payments of one method: how many, how much, how many past its urgent line. */
async function pendingOf(db: Executor, method: 'cash' | 'card' | 'transfer', urgentHours: number, now: Date) {
  const [row] = await db
    .select({
      ...tallyColumns,
      urgent: sql<number>`count(*) filter (where ${olderThan(now, urgentHours)})`.mapWith(Number),
      oldest: sql<Date | null>`min(${payments.createdAt})`.mapWith(payments.createdAt),
    })
    .from(payments)
    .where(and(pending, eq(payments.method, method), ne(payments.paymentType, COLLECTED_ON_DELIVERY_TYPE)));
  return {
    ...toTally(row),
    urgent: row?.urgent ?? 0,
    oldestWaitingHours: row?.oldest ? Math.floor((now.getTime() - row.oldest.getTime()) / HOUR_MS) : 0,
  };
}

/** GET /payments/pending-dashboard: what waits for staff, per queue, with its urgent part. */
export async function pendingDashboard(db: Executor, now: Date = new Date()) {
  const [transfers, cash, card] = await Promise.all([
    pendingOf(db, 'transfer', URGENCY_HOURS.transfer.critical, now),
    pendingOf(db, 'cash', URGENCY_HOURS.cash.urgent, now),
    pendingOf(db, 'card', URGENCY_HOURS.card.urgent, now),
  ]);
  return {
    transfers,
    cash,
    card,
    total: {
      count: transfers.count + cash.count + card.count,
      amount: transfers.amount + cash.amount + card.amount,
      urgent: transfers.urgent + cash.urgent + card.urgent,
    },
  };
}

/** GET /payments/cash/stats and /card/stats: the queue, and what was settled today. */
export async function methodStats(db: Executor, method: 'cash' | 'card', now: Date = new Date()) {
  const today = businessDate(now);
  const urgentHours = method === 'cash' ? URGENCY_HOURS.cash.urgent : URGENCY_HOURS.card.urgent;
  const settledToday = sql`${businessDay(payments.validatedAt)} = ${today}::date`;
  const [queue, confirmedToday, cancelledToday, month] = await Promise.all([
    pendingOf(db, method, urgentHours, now),
    tally(db, and(eq(payments.method, method), completed, settledToday)),
    tally(db, and(eq(payments.method, method), eq(payments.status, 'cancelled'), settledToday)),
    tally(db, and(eq(payments.method, method), completed, ...paymentDayRange(monthStart(today), today))),
  ]);
  return { date: today, pending: queue, confirmedToday, cancelledToday, thisMonth: month };
}

/** GET /payments/membership-stats: membership payments by status and method, the month, the pending cash ones. */
export async function membershipPaymentStats(db: Executor, today: string = businessDate()) {
  const ofMemberships = eq(payments.paymentType, 'membership');
  const [byStatus, byMethod, thisMonth, pendingByMethod] = await Promise.all([
    tallyBy(db, payments.status, PAYMENT_STATUSES, ofMemberships),
    tallyBy(db, payments.method, PAYMENT_METHODS, and(ofMemberships, completed)),
    tally(db, and(ofMemberships, completed, ...paymentDayRange(monthStart(today), today))),
    tallyBy(db, payments.method, PAYMENT_METHODS, and(ofMemberships, pending)),
  ]);
  return {
    total: Object.values<Tally>(byStatus).reduce((sum, t) => sum + t.count, 0),
    income: byStatus.completed.amount,
    byStatus,
    byMethod,
    thisMonth,
    pendingByMethod,
    pendingCashMemberships: pendingByMethod.cash.count,
  };
}

/** People let in on a day or over a period: members' visits and daily-pass visitors. */
export async function visitFigures(db: Executor, startDate: string, endDate: string) {
  const [row] = await db
    .select({
      entries: count(),
      people: sql<number>`coalesce(sum(${visits.visitors}), 0)`.mapWith(Number),
      members:
        sql<number>`coalesce(sum(${visits.visitors}) filter (where ${visits.visitType} = 'membership'), 0)`.mapWith(
          Number,
        ),
      daily: sql<number>`coalesce(sum(${visits.visitors}) filter (where ${visits.visitType} = 'daily'), 0)`.mapWith(
        Number,
      ),
    })
    .from(visits)
    .where(and(sql`${visits.visitDate} >= ${startDate}::date`, sql`${visits.visitDate} <= ${endDate}::date`));
  return { total: row?.people ?? 0, members: row?.members ?? 0, daily: row?.daily ?? 0, entries: row?.entries ?? 0 };
}

/**
 * GET /financial/dashboard: the income of today and of this month by the income rule (money
 * received, net of refunds, by business day: memberships and passes, online orders, local sales),
 * by method and by payment type, and what is pending.
 */
export async function financialDashboard(db: Executor, now: Date = new Date()) {
  const today = businessDate(now);
  const from = monthStart(today);
  const period = async (start: string) => {
    const income = await incomeBySource(db, start, today);
    return {
      startDate: start,
      endDate: today,
      income: income.total.amount,
      count: income.total.count,
      byMethod: income.byMethod,
      byType: income.byType,
      memberships: income.byType.membership.amount,
      dailyPasses: Math.round((income.byType.daily.amount + income.byType.bulk_daily.amount) * 100) / 100,
      store: income.onlineOrders.amount,
      localSales: income.localSales.amount,
      bySource: { memberships: income.memberships, onlineOrders: income.onlineOrders, localSales: income.localSales },
    };
  };
  const [todayFigures, monthFigures, pendingByMethod, visitsToday] = await Promise.all([
    period(today),
    period(from),
    tallyBy(db, payments.method, PAYMENT_METHODS, pending),
    visitFigures(db, today, today),
  ]);
  const pendingTotal = Object.values<Tally>(pendingByMethod).reduce(
    (sum, t) => ({ count: sum.count + t.count, amount: sum.amount + t.amount }),
    zero(),
  );
  return {
    date: today,
    today: todayFigures,
    month: monthFigures,
    pending: { ...pendingTotal, byMethod: pendingByMethod },
    visitsToday,
  };
}

/**
 * GET /payments/reports: the staff spec's income figures for a period (given dates win; else the
 * calendar period up to today), by the income rule: memberships, daily passes, online orders and
 * local sales, money received net of refunds by business day.
 */
export async function paymentReport(
  db: Executor,
  query: { period?: ReportPeriod; startDate?: string; endDate?: string },
  today: string = businessDate(),
) {
  const period = query.period ?? 'month';
  const { startDate, endDate } = reportRange(period, query, today);
  const [income, byPlanRows, byDay, visitsInRange, pendingTally, newMemberships] = await Promise.all([
    incomeBySource(db, startDate, endDate),
    db
      .select({
        planId: membershipPlans.id,
        name: membershipPlans.name,
        count: count(),
        amount: sql<string>`coalesce(sum(${paymentNetAmount}), 0)`,
      })
      .from(payments)
      .innerJoin(memberships, eq(memberships.id, payments.membershipId))
      .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
      .where(and(incomePaymentsWhere('memberships', startDate, endDate), eq(payments.paymentType, 'membership')))
      .groupBy(membershipPlans.id, membershipPlans.name),
    incomeByDay(db, startDate, endDate),
    visitFigures(db, startDate, endDate),
    tally(db, and(pending, ...paymentDayRange(startDate, endDate))),
    db
      .select({ count: count() })
      .from(memberships)
      .where(
        and(
          sql`${memberships.startDate} >= ${startDate}::date`,
          sql`${memberships.startDate} <= ${endDate}::date`,
          inArray(memberships.status, ['active', 'expired', 'suspended']),
        ),
      ),
  ]);
  const { byType } = income;
  const dailyPasses = DAILY_TYPES.reduce(
    (sum, type) => ({ count: sum.count + byType[type].count, amount: sum.amount + byType[type].amount }),
    zero(),
  );
  return {
    period,
    startDate,
    endDate,
    memberships: {
      total: byType.membership.amount,
      count: byType.membership.count,
      breakdown: byPlanRows.map((row) => ({ planId: row.planId, name: row.name, ...toTally(row) })),
      newMemberships: newMemberships[0]?.count ?? 0,
    },
    dailyPasses: {
      total: Math.round(dailyPasses.amount * 100) / 100,
      count: dailyPasses.count,
      visitors: visitsInRange.daily,
    },
    onlineOrders: { total: income.onlineOrders.amount, count: income.onlineOrders.count },
    localSales: { total: income.localSales.amount, count: income.localSales.count },
    totalIncome: income.total.amount,
    byMethod: income.byMethod,
    byDay,
    visits: visitsInRange,
    pending: pendingTally,
  };
}

/** GET /payments/health: the payments store answers, and whether a queue waits too long. */
export async function paymentsHealth(db: Executor, now: Date = new Date()) {
  const started = performance.now();
  const dashboard = await pendingDashboard(db, now);
  const latencyMs = Math.round(performance.now() - started);
  const [withProofWaiting] = await db
    .select({ count: count() })
    .from(payments)
    .where(and(pending, eq(payments.method, 'transfer'), isNotNull(payments.proofKey)));
  return {
    status: dashboard.transfers.urgent > 0 ? ('degraded' as const) : ('healthy' as const),
    checkedAt: now.toISOString(),
    latencyMs,
    database: 'ok' as const,
    pending: dashboard.total,
    criticalTransfers: dashboard.transfers.urgent,
    transfersWithProof: withProofWaiting?.count ?? 0,
  };
}
