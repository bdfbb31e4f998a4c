import {
  PERFORMANCE_PLACEHOLDERS,
  renewalRate,
  type KpiStatus,
  type KpiTrend,
  type PerformanceKpi,
  type ReportBreakdownLine,
} from '@gym/domain';
import { and, count, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { gymTimeSlots, membershipPlans, memberships, slotReservations, testimonials } from '../../db/schema/index';
import { businessDay } from '../../db/business-day';
import { userGrowth } from '../users/service';
import { previousPeriod } from './service';

interface Measured {
  value: number | null;
}

/** Percent of the active slots' capacity held by memberships running at some point of the period. */
async function occupancy(db: Executor, startDate: string, endDate: string): Promise<Measured> {
  const [capacity] = await db
    .select({ seats: sql<string>`coalesce(sum(${gymTimeSlots.capacity}), 0)` })
    .from(gymTimeSlots)
    .where(eq(gymTimeSlots.isActive, true));
  const [held] = await db
    .select({ count: count() })
    .from(slotReservations)
    .innerJoin(memberships, eq(memberships.id, slotReservations.membershipId))
    .innerJoin(gymTimeSlots, eq(gymTimeSlots.id, slotReservations.slotId))
    .where(
      and(
        eq(gymTimeSlots.isActive, true),
        sql`${memberships.status} in ('active', 'expired')`,
        lte(memberships.startDate, endDate),
        gte(memberships.endDate, startDate),
      ),
    );
  const seats = Number(capacity?.seats ?? 0);
  const reserved = held?.count ?? 0;
  if (seats === 0 || reserved === 0) return { value: null };
  return { value: Math.round((reserved / seats) * 1000) / 10 };
}

/** Percent of the memberships that ended in the period followed by another of the same member. */
async function retention(db: Executor, startDate: string, endDate: string): Promise<Measured> {
  const followed = sql`exists (select 1 from ${memberships} as next where next.user_id = ${memberships.userId}
    and next.id <> ${memberships.id} and next.start_date > ${memberships.startDate}
    and next.status <> 'cancelled' and next.archived_at is null)`;
  const [row] = await db
    .select({ ended: count(), renewed: sql<number>`count(*) filter (where ${followed})`.mapWith(Number) })
    .from(memberships)
    .where(
      and(
        isNull(memberships.archivedAt),
        sql`${memberships.status} <> 'cancelled'`,
        gte(memberships.endDate, startDate),
        lte(memberships.endDate, endDate),
      ),
    );
  const ended = row?.ended ?? 0;
  return { value: ended === 0 ? null : renewalRate(row?.renewed ?? 0, ended) };
}

/** Average rating (1 to 5) of the testimonials sent in the period. */
async function satisfaction(db: Executor, startDate: string, endDate: string): Promise<Measured> {
  const day = businessDay(testimonials.submittedAt);
  const [row] = await db
    .select({ count: count(), average: sql<string | null>`avg(${testimonials.rating})` })
    .from(testimonials)
    .where(and(sql`${day} >= ${startDate}::date`, sql`${day} <= ${endDate}::date`));
  if (!row?.count || row.average === null) return { value: null };
  return { value: Math.round(Number(row.average) * 10) / 10 };
}

function kpi(
  name: string,
  unit: PerformanceKpi['unit'],
  current: Measured,
  previous: Measured,
  placeholder: number,
  goodAt: number,
): PerformanceKpi {
  const value = current.value ?? placeholder;
  const change =
    current.value !== null && previous.value !== null && previous.value !== 0
      ? Math.round(((current.value - previous.value) / previous.value) * 1000) / 10
      : null;
  const trend: KpiTrend = change === null || change === 0 ? 'flat' : change > 0 ? 'up' : 'down';
  const status: KpiStatus = value >= goodAt ? 'good' : value >= goodAt * 0.75 ? 'warning' : 'bad';
  return { name, value, change, trend, status, unit, placeholder: current.value === null };
}

/**
 * The performance report: occupancy, retention and satisfaction measured from the data, each
 * compared with the previous period of the same length; the spec's figures only where nothing
 * was measured, flagged `placeholder`.
 */
export async function performanceReport(db: Executor, startDate: string, endDate: string) {
  const before = previousPeriod(startDate, endDate);
  const [occ, prevOcc, ret, prevRet, sat, prevSat] = await Promise.all([
    occupancy(db, startDate, endDate),
    occupancy(db, before.startDate, before.endDate),
    retention(db, startDate, endDate),
    retention(db, before.startDate, before.endDate),
    satisfaction(db, startDate, endDate),
    satisfaction(db, before.startDate, before.endDate),
  ]);
  const P = PERFORMANCE_PLACEHOLDERS;
  const kpis = [
    kpi('Ocupación de horarios', 'percent', occ, prevOcc, P.occupancyRate, 70),
    kpi('Retención de clientes', 'percent', ret, prevRet, P.customerRetention, 80),
    kpi('Satisfacción de clientes', 'rating', sat, prevSat, P.customerSatisfaction, 4),
  ];
  return {
    startDate,
    endDate,
    kpis,
    occupancyRate: kpis[0]!.value,
    customerRetention: kpis[1]!.value,
    customerSatisfaction: kpis[2]!.value,
  };
}

/** Memberships by plan (count and the plan price they carry) and new users per month (this month and the twelve before, empty months as zero). */
export async function breakdowns(db: Executor, today: string) {
  const byPlanRows = await db
    .select({
      key: sql<string>`${membershipPlans.id}::text`,
      label: membershipPlans.name,
      count: count(),
      amount: sql<string>`coalesce(sum(${membershipPlans.price}), 0)`,
    })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .where(isNull(memberships.archivedAt))
    .groupBy(membershipPlans.id, membershipPlans.name)
    .orderBy(sql`count(*) desc`);
  const byPlan: ReportBreakdownLine[] = byPlanRows.map((row) => ({ ...row, amount: Number(row.amount) }));
  return { byPlan, userGrowth: await userGrowth(db, today) };
}
