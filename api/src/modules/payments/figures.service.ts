import {
  businessDate,
  monthStart,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  reportRange,
  URGENCY_HOURS,
  type ReportPeriod,
} from '@gym/domain';
import { and, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { membershipPlans, memberships, payments, visits } from '../../db/schema/index';
import { businessDay } from '../../db/business-day';
import { paymentDayRange } from './ledger';

/** A count of payments and the money they carry. */
export interface Tally {
  count: number;
  amount: number;
}

const zero = (): Tally => ({ count: 0, amount: 0 });
const HOUR_MS = 3_600_000;
const STORE_TYPES = PAYMENT_TYPES.filter((type) => type.startsWith('store_'));
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
const onDay = (day: string) => paymentDayRange(day, day);

/** GET /payments/statistics: every payment by status, method and type, today and this month. */
export async function paymentStatistics(db: Executor, today: string = businessDate()) {
  const [byStatus, byMethod, byType, todayTally, monthTally] = await Promise.all([
    tallyBy(db, payments.status, PAYMENT_STATUSES, undefined),
    tallyBy(db, payments.method, PAYMENT_METHODS, completed),
    tallyBy(db, payments.paymentType, PAYMENT_TYPES, completed),
    tally(db, and(completed, ...onDay(today))),
    tally(db, and(completed, ...paymentDayRange(monthStart(today), today))),
  ]);
  const total = Object.values<Tally>(byStatus).reduce((sum, t) => sum + t.count, 0);
  return {
    total,
    income: byStatus.completed.amount,
    byStatus,
    byMethod,
    byType,
    today: todayTally,
    thisMonth: monthTally,
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
    .where(and(pending, eq(payments.method, method)));
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

/** GET /financial/dashboard: the money of today and of this month by method and type, and what is pending. */
export async function financialDashboard(db: Executor, now: Date = new Date()) {
  const today = businessDate(now);
  const from = monthStart(today);
  const period = async (start: string) => {
    const range = and(completed, ...paymentDayRange(start, today));
    const [total, byMethod, byType] = await Promise.all([
      tally(db, range),
      tallyBy(db, payments.method, PAYMENT_METHODS, range),
      tallyBy(db, payments.paymentType, PAYMENT_TYPES, range),
    ]);
    return {
      startDate: start,
      endDate: today,
      income: total.amount,
      count: total.count,
      byMethod,
      byType,
      memberships: byType.membership.amount,
      dailyPasses: byType.daily.amount + byType.bulk_daily.amount,
      store: STORE_TYPES.reduce((sum, type) => sum + byType[type].amount, 0),
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
 * period counts back from today). Income = memberships + online orders + local sales (the store's
 * local sales are not recorded yet: 0), plus the daily passes sold at the desk; a payment counts
 * once it is completed. Expenses are not recorded yet either.
 */
export async function paymentReport(
  db: Executor,
  query: { period?: ReportPeriod; startDate?: string; endDate?: string },
  today: string = businessDate(),
) {
  const period = query.period ?? 'month';
  const { startDate, endDate } = reportRange(period, query, today);
  const range = and(completed, ...paymentDayRange(startDate, endDate));
  const day = sql<string>`to_char(${businessDay(payments.paymentDate)}, 'YYYY-MM-DD')`;
  const [byType, byMethod, byPlanRows, byDayRows, visitsInRange, pendingTally, newMemberships] = await Promise.all([
    tallyBy(db, payments.paymentType, PAYMENT_TYPES, range),
    tallyBy(db, payments.method, PAYMENT_METHODS, range),
    db
      .select({ planId: membershipPlans.id, name: membershipPlans.name, ...tallyColumns })
      .from(payments)
      .innerJoin(memberships, eq(memberships.id, payments.membershipId))
      .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
      .where(and(range, eq(payments.paymentType, 'membership')))
      .groupBy(membershipPlans.id, membershipPlans.name),
    db
      .select({ day, ...tallyColumns })
      .from(payments)
      .where(range)
      .groupBy(day)
      .orderBy(day),
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
  const membershipTally = byType.membership;
  const onlineOrders = STORE_TYPES.reduce(
    (sum, type) => ({ count: sum.count + byType[type].count, amount: sum.amount + byType[type].amount }),
    zero(),
  );
  const dailyPasses = DAILY_TYPES.reduce(
    (sum, type) => ({ count: sum.count + byType[type].count, amount: sum.amount + byType[type].amount }),
    zero(),
  );
  const localSales = zero();
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    period,
    startDate,
    endDate,
    memberships: {
      total: membershipTally.amount,
      count: membershipTally.count,
      breakdown: byPlanRows.map((row) => ({ planId: row.planId, name: row.name, ...toTally(row) })),
      newMemberships: newMemberships[0]?.count ?? 0,
    },
    dailyPasses: { total: dailyPasses.amount, count: dailyPasses.count, visitors: visitsInRange.daily },
    onlineOrders: { total: onlineOrders.amount, count: onlineOrders.count },
    localSales: { total: localSales.amount, count: localSales.count },
    totalIncome: round(membershipTally.amount + onlineOrders.amount + localSales.amount + dailyPasses.amount),
    byMethod,
    byDay: byDayRows.map((row) => ({ date: row.day, ...toTally(row) })),
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
