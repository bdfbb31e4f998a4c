import {
  businessDate,
  cashChange,
  dailyIncomeAmount,
  dailyIncomeType,
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_STATUS_LABELS,
  orderStatusInfo,
  PAYMENT_MESSAGES,
} from '@gym/domain';
import { and, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { memberships, orders, payments, users, visits } from '../../db/schema/index';
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
    statusLabel: status === 'none' ? 'Sin membresía' : MEMBERSHIP_STATUS_LABELS[status],
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
    canRegisterVisit: running,
  };
}

export interface DailyIncomeInput {
  visitors: number;
  method: 'cash' | 'transfer';
  userId?: string;
  visitorName?: string | null;
  receivedAmount?: number | null;
  notes?: string | null;
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
      concept: type === 'daily' ? `${pass.name} ${today}` : `${pass.name} x ${input.visitors} ${today}`,
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

/** The desk's day: money in by method, people let in, what waits in the queues, memberships ending soon. */
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
    },
    visits: people,
    dailyPasses: { entries: dailyRows[0]?.entries ?? 0, visitors: dailyRows[0]?.visitors ?? 0 },
    queues,
    memberships: { active: stats.active, pending: stats.pending, expiringSoon: stats.expiringSoon },
  };
}
