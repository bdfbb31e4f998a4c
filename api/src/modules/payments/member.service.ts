import {
  type BillingInput,
  businessDate,
  MEMBERSHIP_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENTS_PAGE_SIZE,
  paymentUrgency,
  type PaymentMethod,
  type PaymentStatus,
  type PaymentType,
  type PaymentUrgency,
  dailyPassConcept,
} from '@gym/domain';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/client';
import { countedRows } from '../../db/row-counts';
import { membershipPlans, memberships, orders, payments, users, visits } from '../../db/schema/index';
import { saleBilling } from '../../lib/billing';
import { AppError } from '../../lib/errors';
import type { AuthenticatedUser } from '../../types';
import {
  createPendingPayment,
  dailyPassPrice,
  getPaymentView,
  joinedToView,
  paymentDayRange,
  paymentSearch,
  paymentsPage,
  paymentsWithMembership,
  recordDeskPayment,
  type PaymentView,
} from './ledger';
import type { PaymentSettlements } from './settlement';

/*
 * The use cases of the member routes (routes.ts): a member's history and payment, the staff's
 * pending transfers and an order's payment made on request.
 */

export interface ListPaymentsQuery {
  page: number;
  limit: number;
  status?: PaymentStatus;
  paymentMethod?: PaymentMethod;
  paymentType?: PaymentType;
  userId?: string;
  search?: string;
  startDate?: string;
  endDate?: string;
  /** Staff: false lists only the payments of the caller's own account; absent or true, everyone's. */
  includeAll?: boolean;
}

/** A member's own history; staff with view_payments see everyone's (optionally one user's). */
export async function listPayments(db: Executor, actor: AuthenticatedUser, query: ListPaymentsQuery) {
  const conditions: SQL[] = [];
  const staff = actor.permissions.includes('view_payments');
  if (!staff || query.includeAll === false) conditions.push(eq(payments.userId, actor.id));
  else if (query.userId) conditions.push(eq(payments.userId, query.userId));
  if (query.status) conditions.push(eq(payments.status, query.status));
  if (query.paymentMethod) conditions.push(eq(payments.method, query.paymentMethod));
  if (query.paymentType) conditions.push(eq(payments.paymentType, query.paymentType));
  if (query.search) conditions.push(paymentSearch(query.search));
  conditions.push(...paymentDayRange(query.startDate, query.endDate));
  const where = conditions.length ? and(...conditions) : undefined;
  const limit = query.limit || PAYMENTS_PAGE_SIZE;
  const byStatusOnly =
    staff &&
    query.includeAll !== false &&
    !query.userId &&
    !query.paymentMethod &&
    !query.paymentType &&
    !query.search &&
    !query.startDate &&
    !query.endDate;
  const countedTotal = byStatusOnly
    ? () => countedRows(db, 'payments', query.status ? [query.status] : undefined)
    : undefined;
  const { rows, pagination } = await paymentsPage(db, where, query.page, limit, countedTotal);
  return { payments: rows.map(joinedToView), pagination };
}

export interface CreatePaymentInput {
  paymentType: 'daily' | 'membership';
  method: PaymentMethod;
  membershipId?: string;
  userId?: string;
  notes?: string | null;
  billing?: BillingInput | null;
}

/**
 * A daily pass or the payment of a membership that has none pending. A member's payment waits
 * for staff; staff taking cash at the desk record it completed (a membership activates, a daily
 * pass is recorded as a visit).
 */
export async function createPayment(
  db: Database,
  settlements: PaymentSettlements,
  actor: AuthenticatedUser,
  input: CreatePaymentInput,
): Promise<PaymentView> {
  const staff = actor.permissions.includes('create_payments');
  const userId = staff && input.userId ? input.userId : actor.id;
  if (staff && input.userId) {
    const [target] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, input.userId));
    if (!target || target.role !== 'cliente') throw new AppError(404, MEMBERSHIP_MESSAGES.clientNotFound);
  }

  const id = await db.transaction(async (tx) => {
    let amount: number;
    let concept: string;
    let membershipId: string | undefined;
    if (input.paymentType === 'daily') {
      const pass = await dailyPassPrice(tx);
      amount = pass.price;
      concept = dailyPassConcept(pass.name, businessDate());
    } else {
      if (!input.membershipId) throw new AppError(400, PAYMENT_MESSAGES.membershipNeeded);
      const [row] = await tx
        .select({ membership: memberships, planName: membershipPlans.name })
        .from(memberships)
        .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
        .where(and(eq(memberships.id, input.membershipId), eq(memberships.userId, userId)))
        .for('update', { of: memberships });
      if (!row) throw new AppError(404, MEMBERSHIP_MESSAGES.membershipNotFound);
      const [pending] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.membershipId, row.membership.id), inArray(payments.status, ['pending', 'completed'])));
      if (row.membership.status !== 'pending' || pending)
        throw new AppError(400, PAYMENT_MESSAGES.membershipNotPayable);
      amount = Number(row.membership.price);
      concept = `Membresía ${row.planName}`;
      membershipId = row.membership.id;
    }
    const details = {
      userId,
      amount,
      method: input.method,
      paymentType: input.paymentType,
      concept,
      membershipId,
      notes: input.notes ?? null,
      billing: saleBilling(input.billing, amount),
    };
    const payment = staff ? await recordDeskPayment(tx, actor.id, details) : await createPendingPayment(tx, details);
    if (payment.status === 'completed') {
      if (membershipId) await settlements.membership.paid(tx, { payment, actorId: actor.id, reason: null });
      else
        await tx.insert(visits).values({
          userId,
          visitType: 'daily',
          visitDate: businessDate(),
          amount: payment.amount,
          paymentId: payment.id,
          registeredBy: actor.id,
        });
    }
    return payment.id;
  });
  const view = await getPaymentView(db, id);
  if (!view) throw new AppError(404, PAYMENT_MESSAGES.notFound);
  return view;
}

export interface PendingTransferView extends PaymentView {
  user: { id: string; firstName: string; lastName: string; email: string } | null;
  waitingHours: number;
  urgency: PaymentUrgency;
}

/** Pending transfers for staff, oldest first, with how long each has waited. */
export async function pendingTransfers(db: Executor, now: Date = new Date()): Promise<PendingTransferView[]> {
  const rows = await paymentsWithMembership(db)
    .where(and(eq(payments.method, 'transfer'), eq(payments.status, 'pending')))
    .orderBy(asc(payments.createdAt));
  const userIds = [...new Set(rows.map((r) => r.payment.userId).filter((id): id is string => Boolean(id)))];
  const people = userIds.length
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  return rows.map((r) => ({
    ...joinedToView(r),
    user: people.find((p) => p.id === r.payment.userId) ?? null,
    waitingHours: Math.floor((now.getTime() - r.payment.createdAt.getTime()) / 3_600_000),
    urgency: paymentUrgency('transfer', r.payment.createdAt, now),
  }));
}

const ORDER_PAYMENT: Record<string, { method: PaymentMethod; paymentType: PaymentType }> = {
  cash_on_delivery: { method: 'cash', paymentType: 'store_cash_delivery' },
  card: { method: 'card', paymentType: 'store_online' },
  transfer: { method: 'transfer', paymentType: 'store_transfer' },
};

/** The pending payment of a store order, created once; a repeated call returns the existing one. */
export async function paymentFromOrder(
  db: Database,
  actor: AuthenticatedUser,
  orderId: string,
): Promise<{ payment: PaymentView; created: boolean }> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError(404, PAYMENT_MESSAGES.orderNotFound);
  const existing = async () => {
    const [row] = await db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, orderId));
    return row ? getPaymentView(db, row.id) : null;
  };
  const found = await existing();
  if (found) return { payment: found, created: false };
  const mapping = ORDER_PAYMENT[order.paymentMethod] ?? ORDER_PAYMENT.cash_on_delivery!;
  try {
    const row = await createPendingPayment(db, {
      userId: order.userId,
      amount: Number(order.totalAmount),
      method: mapping.method,
      paymentType: mapping.paymentType,
      concept: `Orden ${order.orderNumber}`,
      orderId: order.id,
      billing: { billingTaxId: order.billingTaxId, billingName: order.billingName },
      registeredBy: actor.id,
    });
    const view = await getPaymentView(db, row.id);
    if (!view) throw new AppError(404, PAYMENT_MESSAGES.notFound);
    return { payment: view, created: true };
  } catch (error) {
    // Two staff racing on the same order: the unique index keeps one; answer with it.
    if (isUniqueViolation(error)) {
      const winner = await existing();
      if (winner) return { payment: winner, created: false };
    }
    throw error;
  }
}
