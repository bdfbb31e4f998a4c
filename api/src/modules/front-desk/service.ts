import {
  type BillingInput,
  businessDate,
  cashChange,
  dailyIncomeAmount,
  dailyIncomeType,
  freezeLabel,
  freezeRefusal,
  inactiveCutoff,
  LOCALE,
  WEEKDAY_LABELS,
  WEEKDAYS,
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_STATUS_LABELS,
  orderStatusInfo,
  PAYMENT_MESSAGES,
  dailyPassConcept,
} from '@gym/domain';
import { and, count, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  kioskDevices,
  membershipFreezes,
  membershipPlans,
  memberships,
  orders,
  payments,
  users,
  visits,
} from '../../db/schema/index';
import { alias } from 'drizzle-orm/pg-core';
import { saleBilling } from '../../lib/billing';
import { AppError } from '../../lib/errors';
import type { AuthenticatedUser } from '../../types';
import { membershipStats, runningMembershipOf } from '../memberships/admin.service';
import { membershipViews, type MembershipView } from '../memberships/memberships.service';
import { financialDashboard, pendingDashboard, visitFigures } from '../payments/figures.service';
import { dailyPassPrice, getPaymentView, recordDeskPayment, type PaymentView } from '../payments/ledger';
import { toPublicUser, type PublicUser } from '../users/presenter';

/** A client, or a 404 for anyone else (staff accounts, deleted ones). */
async function clientRow(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row || row.role !== 'cliente') throw new AppError(404, MEMBERSHIP_MESSAGES.clientNotFound);
  return row;
}

/**
 * The membership the desk talks about: the one running today, else one awaiting payment or
 * starting later, else the latest one (expired, cancelled...).
 */
async function cardMembership(db: Executor, userId: string, today: string): Promise<MembershipView | null> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), isNull(memberships.archivedAt)))
    .orderBy(
      sql`case when ${memberships.status} = 'active' and ${memberships.startDate} <= ${today} and ${memberships.endDate} >= ${today} then 0
        when ${memberships.status} in ('active', 'pending') and ${memberships.endDate} >= ${today} then 1 else 2 end`,
      desc(memberships.endDate),
      desc(memberships.createdAt),
    )
    .limit(1);
  return row ? ((await membershipViews(db, [row.id]))[0] ?? null) : null;
}

const LAST_ORDERS = 5;

export interface ClientCard {
  client: PublicUser;
  membership: MembershipView | null;
  membershipStatus: MembershipView['status'] | 'none';
  statusLabel: string;
  daysLeft: number;
  isExpiringSoon: boolean;
  pendingPayments: PaymentView[];
  lastOrders: {
    id: string;
    orderNumber: string;
    status: string;
    statusLabel: string;
    totalAmount: number;
    createdAt: string;
  }[];
  visits: { thisMonth: number; lastVisit: string | null; visitedToday: boolean };
  canRenew: boolean;
  canRegisterVisit: boolean;
}

/** Everything the desk needs about a client in one call: membership, what they owe, last orders, visits. */
export async function clientCard(db: Executor, userId: string): Promise<ClientCard> {
  const row = await clientRow(db, userId);
  const today = businessDate();
  const monthStart = `${today.slice(0, 8)}01`;
  const [membership, pendingRows, orderRows, visitRows, todayVisit] = await Promise.all([
    cardMembership(db, userId, today),
    db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, 'pending')))
      .orderBy(desc(payments.createdAt)),
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)).limit(LAST_ORDERS),
    db
      .select({ n: count(), last: sql<Date | null>`max(${visits.visitedAt})`.mapWith(visits.visitedAt) })
      .from(visits)
      .where(and(eq(visits.userId, userId), gte(visits.visitDate, monthStart))),
    db
      .select({ id: visits.id })
      .from(visits)
      .where(and(eq(visits.userId, userId), eq(visits.visitDate, today)))
      .limit(1),
  ]);
  const pendingPayments: PaymentView[] = [];
  for (const payment of pendingRows) {
    const view = await getPaymentView(db, payment.id);
    if (view) pendingPayments.push(view);
  }
  const status = membership?.status ?? 'none';
  const running = membership?.status === 'active' && membership.startDate <= today;
  return {
    client: toPublicUser(row),
    membership,
    membershipStatus: status,
    // A frozen one reads 'Congelada hasta dd/MM/yyyy' (domain freezeLabel).
    statusLabel:
      status === 'none'
        ? 'Sin membresía'
        : ((membership?.isFrozen ? freezeLabel(membership.freeze, today) : null) ?? MEMBERSHIP_STATUS_LABELS[status]),
    daysLeft: membership?.daysLeft ?? 0,
    isExpiringSoon: membership?.isExpiringSoon ?? false,
    pendingPayments,
    lastOrders: orderRows.map((order) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      statusLabel: orderStatusInfo(order.status).label,
      totalAmount: Number(order.totalAmount),
      createdAt: order.createdAt.toISOString(),
    })),
    visits: {
      thisMonth: visitRows[0]?.n ?? 0,
      lastVisit: visitRows[0]?.last ? visitRows[0].last.toISOString() : null,
      visitedToday: todayVisit.length > 0,
    },
    canRenew: membership !== null && ['active', 'expired', 'suspended'].includes(membership.status),
    canRegisterVisit: running && !membership.isFrozen,
  };
}

export interface DailyIncomeInput {
  visitors: number;
  method: 'cash' | 'transfer';
  userId?: string;
  visitorName?: string | null;
  receivedAmount?: number | null;
  notes?: string | null;
  billing?: BillingInput | null;
}

/**
 * A daily pass at the desk: one visitor (`daily`) or several in one entry (`bulk_daily`), paid in
 * cash (completed, with the change) or by transfer (pending: it joins the transfer queue). The
 * visitors are let in now either way, and their entry feeds the day's figures and the frequent
 * daily clients (when the visitor is a registered client).
 */
export async function registerDailyIncome(
  db: Database,
  actor: AuthenticatedUser,
  input: DailyIncomeInput,
): Promise<{ payment: PaymentView; visitors: number; change: number | null }> {
  if (input.userId) await clientRow(db, input.userId);
  const pass = await dailyPassPrice(db);
  const amount = dailyIncomeAmount(pass.price, input.visitors);
  const billing = saleBilling(input.billing, amount);
  let change: number | null = null;
  if (input.method === 'cash') {
    const counted = cashChange(amount, input.receivedAmount ?? amount);
    if (!counted.ok) throw new AppError(400, counted.message);
    change = counted.change;
  }
  const today = businessDate();
  const type = dailyIncomeType(input.visitors);
  const paymentId = await db.transaction(async (tx) => {
    const payment = await recordDeskPayment(tx, actor.id, {
      userId: input.userId ?? null,
      amount,
      method: input.method,
      paymentType: type,
      concept: dailyPassConcept(pass.name, today, input.visitors),
      payerName: input.userId ? null : (input.visitorName ?? null),
      billing,
      notes: input.notes ?? null,
      receivedAmount: input.method === 'cash' ? (input.receivedAmount ?? amount) : null,
    });
    await tx.insert(visits).values({
      userId: input.userId ?? null,
      visitorName: input.visitorName ?? null,
      visitors: input.visitors,
      visitType: 'daily',
      visitDate: today,
      amount: payment.amount,
      paymentId: payment.id,
      registeredBy: actor.id,
    });
    return payment.id;
  });
  const payment = await getPaymentView(db, paymentId);
  if (!payment) throw new AppError(404, PAYMENT_MESSAGES.notFound);
  return { payment, visitors: input.visitors, change };
}

/**
 * 'Registrar visita': a member with a membership running today comes in. Once a day: a second
 * click (or a second clerk at the same moment) finds the visit already there.
 */
export async function registerMemberVisit(db: Database, actor: AuthenticatedUser, userId: string) {
  await clientRow(db, userId);
  const today = businessDate();
  const membershipId = await runningMembershipOf(db, userId, today);
  if (!membershipId) throw new AppError(400, MEMBERSHIP_MESSAGES.noActiveMembership);
  const [running] = await membershipViews(db, [membershipId]);
  const frozen = running ? freezeRefusal(running, today) : null;
  if (frozen) throw new AppError(400, frozen);
  const { visit, created } = await db.transaction(async (tx) => {
    // The client's row serialises two clerks registering the same arrival.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [earlier] = await tx
      .select()
      .from(visits)
      .where(and(eq(visits.userId, userId), eq(visits.visitDate, today), eq(visits.visitType, 'membership')))
      .limit(1);
    if (earlier) return { visit: earlier, created: false };
    const [inserted] = await tx
      .insert(visits)
      .values({ userId, visitType: 'membership', visitDate: today, registeredBy: actor.id })
      .returning();
    return { visit: inserted!, created: true };
  });
  const [membership] = await membershipViews(db, [membershipId]);
  return {
    visit: { id: visit.id, userId, visitDate: visit.visitDate, visitedAt: visit.visitedAt.toISOString() },
    alreadyRegistered: !created,
    membership: membership ?? null,
  };
}

/** The desk's day: money in by method (the income rule: local sales included), people let in, what waits in the queues, memberships ending soon. */
export async function todayAtTheDesk(db: Executor) {
  const today = businessDate();
  const [money, queues, people, stats, dailyRows] = await Promise.all([
    financialDashboard(db),
    pendingDashboard(db),
    visitFigures(db, today, today),
    membershipStats(db, today),
    db
      .select({ entries: count(), visitors: sql<number>`coalesce(sum(${visits.visitors}), 0)`.mapWith(Number) })
      .from(visits)
      .where(and(eq(visits.visitDate, today), inArray(visits.visitType, ['daily']))),
  ]);
  return {
    date: today,
    income: {
      total: money.today.income,
      count: money.today.count,
      byMethod: money.today.byMethod,
      memberships: money.today.memberships,
      dailyPasses: money.today.dailyPasses,
      store: money.today.store,
      localSales: money.today.localSales,
    },
    visits: people,
    dailyPasses: { entries: dailyRows[0]?.entries ?? 0, visitors: dailyRows[0]?.visitors ?? 0 },
    queues,
    memberships: { active: stats.active, pending: stats.pending, expiringSoon: stats.expiringSoon },
  };
}

export interface InactiveMember {
  userId: string;
  fullName: string;
  email: string;
  phone: string | null;
  membershipId: string;
  planName: string;
  endDate: string;
  /** Business date of the last visit; null when the member never came. */
  lastVisit: string | null;
}

/**
 * 'Inactivos': members with a membership running today (not frozen) and no visit in the last
 * `days` days (domain `inactiveCutoff`), longest absent first; someone for the desk to call back.
 */
export async function inactiveMembers(
  db: Executor,
  days: number,
  today: string = businessDate(),
): Promise<InactiveMember[]> {
  const cutoff = inactiveCutoff(today, days);
  const lastVisit = sql<
    string | null
  >`(select max(${visits.visitDate}) from ${visits} where ${visits.userId} = ${users.id})`;
  const rows = await db
    .selectDistinctOn([users.id], {
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      membershipId: memberships.id,
      planName: membershipPlans.name,
      endDate: memberships.endDate,
      lastVisit,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .where(
      and(
        eq(memberships.status, 'active'),
        isNull(memberships.archivedAt),
        isNull(users.deletedAt),
        lte(memberships.startDate, today),
        gte(memberships.endDate, today),
        sql`not exists (select 1 from ${membershipFreezes} where ${membershipFreezes.membershipId} = ${memberships.id} and ${membershipFreezes.status} = 'open' and ${membershipFreezes.startDate} <= ${today} and ${membershipFreezes.endDate} >= ${today})`,
        sql`coalesce(${lastVisit}, '0001-01-01'::date) < ${cutoff}::date`,
      ),
    )
    .orderBy(users.id, desc(memberships.endDate));
  return rows
    .map((row) => ({
      userId: row.userId,
      fullName: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      phone: row.phone,
      membershipId: row.membershipId,
      planName: row.planName,
      endDate: row.endDate,
      lastVisit: row.lastVisit === null ? null : String(row.lastVisit).slice(0, 10),
    }))
    .sort((a, b) => (a.lastVisit ?? '').localeCompare(b.lastVisit ?? '') || a.fullName.localeCompare(b.fullName));
}

/** A client's visits, newest first: when, what kind, and who registered it. */
/** The staff member who registered a visit (the desk's button or scanner). */
const visitRecorder = alias(users, 'visit_recorder');

/**
 * A client's visits, newest first, with who recorded each: the clerk's name (the desk's button or
 * scanner) or the door kiosk's name.
 */
export async function clientVisits(db: Executor, userId: string, limit: number) {
  await clientRow(db, userId);
  const rows = await db
    .select({
      id: visits.id,
      visitDate: visits.visitDate,
      visitedAt: visits.visitedAt,
      visitType: visits.visitType,
      visitors: visits.visitors,
      recorderFirstName: visitRecorder.firstName,
      recorderLastName: visitRecorder.lastName,
      deviceName: kioskDevices.name,
    })
    .from(visits)
    .leftJoin(visitRecorder, eq(visitRecorder.id, visits.registeredBy))
    .leftJoin(kioskDevices, eq(kioskDevices.id, visits.deviceId))
    .where(eq(visits.userId, userId))
    .orderBy(desc(visits.visitedAt))
    .limit(limit);
  return rows.map(({ recorderFirstName, recorderLastName, deviceName, ...row }) => ({
    ...row,
    visitedAt: row.visitedAt.toISOString(),
    recordedBy: recorderFirstName ? `${recorderFirstName} ${recorderLastName ?? ''}`.trim() : null,
    deviceName,
  }));
}

/**
 * Visits by hour of the day and by weekday over a period (Guatemala time), for the admin's
 * reports: every hour 0-23 and every weekday Monday first, zero where nobody came, and each
 * weekday-and-hour where someone came (the heat map). A bulk daily entry counts its visitors.
 */
export async function visitsByTime(db: Executor, startDate: string, endDate: string) {
  const period = and(gte(visits.visitDate, startDate), lte(visits.visitDate, endDate));
  // The zone as a literal: a parameter would make the SELECT and GROUP BY expressions differ.
  const hourOf = sql<number>`extract(hour from ${visits.visitedAt} at time zone ${sql.raw(`'${LOCALE.timeZone}'`)})::int`;
  const dayOf = sql<number>`extract(isodow from ${visits.visitDate})::int`;
  // One pass by weekday and hour: the heat map's cells, and the hour and weekday totals summed from them.
  const cells = await db
    .select({ day: dayOf, hour: hourOf, visits: sql<number>`sum(${visits.visitors})::int` })
    .from(visits)
    .where(period)
    .groupBy(dayOf, hourOf);
  const sumOf = (match: (cell: (typeof cells)[number]) => boolean) =>
    cells.filter(match).reduce((sum, cell) => sum + Number(cell.visits), 0);
  const byHour = Array.from({ length: 24 }, (_, hour) => ({
    hour,
    visits: sumOf((cell) => Number(cell.hour) === hour),
  }));
  const byWeekday = WEEKDAYS.map((weekday, index) => ({
    weekday,
    label: WEEKDAY_LABELS[weekday],
    visits: sumOf((cell) => Number(cell.day) === index + 1),
  }));
  // Only where someone came, Monday first then by hour.
  const byWeekdayHour = cells
    .map((cell) => ({ weekday: WEEKDAYS[Number(cell.day) - 1]!, hour: Number(cell.hour), visits: Number(cell.visits) }))
    .filter((cell) => cell.visits > 0)
    .sort((a, b) => WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday) || a.hour - b.hour);
  return { startDate, endDate, byHour, byWeekday, byWeekdayHour };
}
