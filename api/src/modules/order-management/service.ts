/**
 * Online order handling by staff: status changes along the pickup and delivery chains (under the
 * order's row lock, each at most once), cancellation restoring stock, the transfer confirmation
 * (the same settlement as the payments transfer queue), and the figures.
 */
import {
  CASH_DRAWER_MESSAGES,
  collectedChange,
  collectsCashOnDelivery,
  businessDate,
  canCancelOrder,
  isUuid,
  orderChangeNeedsReason,
  orderStatusInfo,
  orderTransitionRefusal,
  ORDER_CLOSED_STATUSES,
  ORDER_MANAGEMENT_MESSAGES as M,
  ORDER_STATUSES,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  ORDER_FINISHED_STATUSES,
  type OrderStatus,
} from '@gym/domain';
import { and, eq, sql } from 'drizzle-orm';
import { recordEvent } from '../../events/outbox';
import { businessDay, businessDayStart } from '../../db/business-day';
import type { Database, Executor } from '../../db/client';
import { orders, orderStatusTotals, payments } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { recordCashPayment, recordPaymentEvent } from '../payments/ledger';
import { recordCashMovement } from '../cash-drawer/ledger';
import { AppError } from '../../lib/errors';
import type { AuthenticatedUser } from '../../types';
import { settlePayment } from '../payments/admin.service';
import { PAYMENT_ENTITY } from '../payments/ledger';
import { NO_SETTLEMENT } from '../payments/settlement';
import { getManagedOrder, pendingTransferOrders } from '../store/management-orders.service';
import { ORDER_ENTITY, orderSettlement, restock } from '../store/order-payment.service';
import { recordOrderStatus } from '../store/order-status-history';
import type { ConfirmTransferBody, StatusBody } from './schemas';

const isClosed = (status: string) => (ORDER_CLOSED_STATUSES as readonly string[]).includes(status);
const NOT_SOLD = ['cancelled', 'refunded'];

function orderId(id: string): string {
  if (!isUuid(id)) throw new AppError(404, M.orderNotFound);
  return id;
}

/**
 * Moves an order one step: the chain's next status, cancelled (restocks, voids a pending payment)
 * or refunded (after delivery). The order row is locked, so of two cancels sent together the
 * second waits, reads a cancelled order and gets a 409; stock comes back once.
 */
export async function changeStatus(db: Database, actor: AuthenticatedUser, id: string, body: StatusBody) {
  orderId(id);
  const notes = body.notes?.trim() || null;
  const to = body.status;
  if (orderChangeNeedsReason(to) && !notes) throw new AppError(400, M.reasonRequired);
  let collected = null as { received: number; change: number } | null;
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw new AppError(404, M.orderNotFound);
    const refusal = orderTransitionRefusal(order, to);
    // Already there, or nothing left to change: someone else got there first.
    if (refusal) throw new AppError(isClosed(order.status) || order.status === to ? 409 : 400, refusal);
    let restocked = 0;
    let voidedPaymentId: string | null = null;
    if (collectsCashOnDelivery(order.paymentMethod, to))
      collected = await collectCashOnDelivery(tx, order.id, actor.id, body.amountReceived ?? null);
    if (to === 'refunded') await refundOrderPayment(tx, order.id, order.orderNumber, actor.id, notes);
    if (to === 'cancelled' && canCancelOrder(order.status)) {
      restocked = await restock(tx, order, actor.id);
      voidedPaymentId = await voidPendingPayment(tx, order.id, actor.id, notes);
    }
    await tx
      .update(orders)
      .set({ status: to, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    await recordAudit(tx, {
      entityType: ORDER_ENTITY,
      entityId: order.id,
      action: to === 'cancelled' ? 'cancel' : to === 'refunded' ? 'refund' : 'status_change',
      fromStatus: order.status,
      toStatus: to,
      actorId: actor.id,
      reason: notes,
      details: { restocked, ...(voidedPaymentId ? { voidedPaymentId } : {}) },
    });
    await recordOrderStatus(tx, {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: to,
      actorId: actor.id,
      notes,
    });
  });
  const message = M.statusUpdated(orderStatusInfo(to).label);
  return {
    order: await getManagedOrder(db, id),
    message: collected
      ? `${message}. ${CASH_DRAWER_MESSAGES.codCollected(collected.received, collected.change)}`
      : message,
  };
}

/**
 * A cash-on-delivery order delivered or picked up: its pending cash payment completes now (its
 * payment date is the collection), with the cash received (never less than the total), and the cash
 * goes into the clerk's drawer, all in the status change's transaction. A payment already settled
 * (confirmed at the cash queue) asks for nothing.
 */
async function collectCashOnDelivery(tx: Executor, id: string, actorId: string, received: number | null) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, id), eq(payments.status, 'pending')))
    .for('update');
  if (!payment) return null;
  if (received === null) throw new AppError(422, CASH_DRAWER_MESSAGES.amountReceivedRequired);
  const counted = collectedChange(Number(payment.amount), received);
  if (!counted.ok) throw new AppError(422, counted.message);
  const [completed] = await tx
    .update(payments)
    .set({
      status: 'completed',
      receivedAmount: received.toFixed(2),
      paymentDate: sql`now()`,
      validatedBy: actorId,
      validatedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, payment.id))
    .returning();
  if (!completed) throw new AppError(404, M.noPayment);
  await recordAudit(tx, {
    entityType: PAYMENT_ENTITY,
    entityId: payment.id,
    action: 'collect_on_delivery',
    fromStatus: 'pending',
    toStatus: 'completed',
    actorId,
    details: { orderId: id, receivedAmount: received, change: counted.change },
  });
  await recordPaymentEvent(tx, completed, 'completed', null);
  await recordCashPayment(tx, actorId, completed, 'cod_collected');
  return { received, change: counted.change };
}

/**
 * A refunded order gives its money back: the completed payment records the refund (so income,
 * net of refunds, drops by it) and, paid in cash, the cash leaves the clerk's drawer. A card
 * payment is refunded through the card provider, which records its own refund.
 */
async function refundOrderPayment(
  tx: Executor,
  id: string,
  orderNumber: string,
  actorId: string,
  reason: string | null,
) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, id), eq(payments.status, 'completed')))
    .for('update');
  if (!payment || payment.method === 'card') return;
  const outstanding = Number(payment.amount) - Number(payment.refundedAmount);
  if (outstanding <= 0) return;
  await tx
    .update(payments)
    .set({ refundedAmount: payment.amount, updatedAt: sql`now()` })
    .where(eq(payments.id, payment.id));
  await recordAudit(tx, {
    entityType: PAYMENT_ENTITY,
    entityId: payment.id,
    action: 'refund_with_order',
    fromStatus: 'completed',
    toStatus: 'completed',
    actorId,
    reason,
    details: { orderId: id, refundedAmount: outstanding },
  });
  await recordEvent(tx, 'payment.refunded', {
    paymentId: payment.id,
    amount: outstanding,
    refundedTotal: Number(payment.amount),
    reason,
  });
  if (payment.method !== 'cash') return;
  await recordCashMovement(tx, actorId, {
    kind: 'cash_refund',
    amount: outstanding,
    referenceType: PAYMENT_ENTITY,
    referenceId: payment.id,
    description: `Reembolso pedido ${orderNumber}`,
  });
}

/** A cancelled order's pending payment leaves the queues (cancelled, audited); a settled one stays as it is. */
async function voidPendingPayment(tx: Executor, id: string, actorId: string, reason: string | null) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, id), eq(payments.status, 'pending')))
    .for('update');
  if (!payment) return null;
  await tx
    .update(payments)
    .set({ status: 'cancelled', reason, validatedBy: actorId, validatedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(payments.id, payment.id));
  await recordAudit(tx, {
    entityType: PAYMENT_ENTITY,
    entityId: payment.id,
    action: 'cancel_with_order',
    fromStatus: 'pending',
    toStatus: 'cancelled',
    actorId,
    reason,
    details: { orderId: id },
  });
  await recordPaymentEvent(tx, payment, 'cancelled', reason);
  return payment.id;
}

/**
 * Confirms the transfer that pays an order: its payment completes exactly as the payments
 * transfer queue would approve it (payment row locked, at most once, audited) and a pending
 * order becomes confirmed. A second confirmation gets 409.
 */
export async function confirmTransfer(db: Database, actor: AuthenticatedUser, id: string, body: ConfirmTransferBody) {
  orderId(id);
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw new AppError(404, M.orderNotFound);
  if (order.paymentMethod !== 'transfer') throw new AppError(400, M.notATransfer);
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, id));
  if (!payment) throw new AppError(400, M.noPayment);
  if (payment.status !== 'pending')
    throw new AppError(
      409,
      M.transferAlreadySettled(PAYMENT_STATUS_LABELS[payment.status as PaymentStatus] ?? payment.status),
    );
  if (isClosed(order.status)) throw new AppError(409, M.orderClosedForTransfer(orderStatusInfo(order.status).label));
  const voucherDetails = body.voucherDetails?.trim() || null;
  const bankReference = body.bankReference?.trim() || null;
  await settlePayment(db, { membership: NO_SETTLEMENT, order: orderSettlement }, actor, payment.id, {
    to: 'completed',
    action: 'approve_transfer',
    method: 'transfer',
    notes: body.notes?.trim() || null,
    columns: () => (bankReference ? { transactionId: bankReference } : {}),
    details: { voucherDetails, bankReference, orderId: id, via: 'order-management' },
  });
  return { order: await getManagedOrder(db, id), message: M.transferConfirmed };
}

const DAY = businessDay(orders.createdAt);
const sold = sql`${orders.status} not in ('cancelled', 'refunded')`;

/** Counts by status; revenue is what was delivered or picked up; today and this month in Guatemala. */
export async function dashboard(db: Executor) {
  const today = businessDate();
  const monthStart = `${today.slice(0, 8)}01`;
  const [byStatusRows, [periods], transfers] = await Promise.all([
    // All-time figures from the totals a trigger keeps per status: a few rows however many orders.
    db
      .select({
        status: orderStatusTotals.status,
        count: orderStatusTotals.orders,
        amount: sql<number>`${orderStatusTotals.amount}`.mapWith(Number),
      })
      .from(orderStatusTotals),
    db
      .select({
        todayOrders: sql<number>`count(*) filter (where ${DAY} = ${today}::date)`.mapWith(Number),
        todayRevenue:
          sql<number>`coalesce(sum(${orders.totalAmount}) filter (where ${DAY} = ${today}::date and ${sold}), 0)`.mapWith(
            Number,
          ),
        monthOrders: sql<number>`count(*) filter (where ${DAY} >= ${monthStart}::date)`.mapWith(Number),
        monthRevenue:
          sql<number>`coalesce(sum(${orders.totalAmount}) filter (where ${DAY} >= ${monthStart}::date and ${sold}), 0)`.mapWith(
            Number,
          ),
      })
      .from(orders)
      // A plain range on created_at, which its index serves; a day computed per row meant reading every order.
      .where(sql`${orders.createdAt} >= ${businessDayStart(monthStart)}`),
    pendingTransferOrders(db),
  ]);
  const count = (...statuses: string[]) =>
    byStatusRows.filter((r) => statuses.includes(r.status)).reduce((sum, r) => sum + r.count, 0);
  const revenue = byStatusRows
    .filter((r) => ORDER_FINISHED_STATUSES.includes(r.status as OrderStatus))
    .reduce((sum, r) => sum + r.amount, 0);
  return {
    totalOrders: byStatusRows.reduce((sum, r) => sum + r.count, 0),
    pendingOrders: count('pending'),
    confirmedOrders: count('confirmed'),
    inProgressOrders: count('preparing', 'ready_pickup', 'packed', 'shipped'),
    deliveredOrders: count(...ORDER_FINISHED_STATUSES),
    cancelledOrders: count('cancelled'),
    refundedOrders: count('refunded'),
    totalRevenue: round(revenue),
    pendingTransfers: transfers.total,
    byStatus: ORDER_STATUSES.map((status) => ({ status, label: orderStatusInfo(status).label, count: count(status) })),
    today: { orders: periods?.todayOrders ?? 0, revenue: round(periods?.todayRevenue ?? 0) },
    month: { orders: periods?.monthOrders ?? 0, revenue: round(periods?.monthRevenue ?? 0) },
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Orders created between two Guatemala days (inclusive): totals, breakdowns and a daily series. */
export async function rangeReport(db: Executor, startDate: string, endDate: string) {
  if (startDate > endDate) throw new AppError(400, M.dateRange);
  const within = and(sql`${DAY} >= ${startDate}::date`, sql`${DAY} <= ${endDate}::date`);
  const [byStatus, byDelivery, byMethod, daily] = await Promise.all([
    db
      .select({
        key: orders.status,
        count: sql<number>`count(*)`.mapWith(Number),
        amount: sql<number>`coalesce(sum(${orders.totalAmount}), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(within)
      .groupBy(orders.status),
    db
      .select({
        key: orders.deliveryType,
        count: sql<number>`count(*)`.mapWith(Number),
        amount: sql<number>`coalesce(sum(${orders.totalAmount}), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(and(within, sold))
      .groupBy(orders.deliveryType),
    db
      .select({
        key: orders.paymentMethod,
        count: sql<number>`count(*)`.mapWith(Number),
        amount: sql<number>`coalesce(sum(${orders.totalAmount}), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(and(within, sold))
      .groupBy(orders.paymentMethod),
    db
      .select({
        date: sql<string>`to_char(${DAY}, 'YYYY-MM-DD')`,
        orders: sql<number>`count(*)`.mapWith(Number),
        revenue: sql<number>`coalesce(sum(${orders.totalAmount}) filter (where ${sold}), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(within)
      .groupBy(DAY)
      .orderBy(DAY),
  ]);
  const totalOrders = byStatus.reduce((sum, r) => sum + r.count, 0);
  const soldRows = byStatus.filter((r) => !NOT_SOLD.includes(r.key));
  const totalRevenue = round(soldRows.reduce((sum, r) => sum + r.amount, 0));
  const soldCount = soldRows.reduce((sum, r) => sum + r.count, 0);
  return {
    startDate,
    endDate,
    totalOrders,
    completedOrders: byStatus
      .filter((r) => ORDER_FINISHED_STATUSES.includes(r.key as OrderStatus))
      .reduce((sum, r) => sum + r.count, 0),
    cancelledOrders: byStatus.filter((r) => r.key === 'cancelled').reduce((sum, r) => sum + r.count, 0),
    totalRevenue,
    averageOrderValue: soldCount ? round(totalRevenue / soldCount) : 0,
    byStatus: byStatus.map((r) => ({
      status: r.key,
      label: orderStatusInfo(r.key).label,
      count: r.count,
      amount: round(r.amount),
    })),
    byDeliveryType: byDelivery.map((r) => ({ deliveryType: r.key, count: r.count, amount: round(r.amount) })),
    byPaymentMethod: byMethod.map((r) => ({ paymentMethod: r.key, count: r.count, amount: round(r.amount) })),
    daily: daily.map((r) => ({ date: r.date, orders: r.orders, revenue: round(r.revenue) })),
  };
}
