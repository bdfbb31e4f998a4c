import { CURRENCY, insufficientStockMessage, PAYMENT_MESSAGES, STORE_MESSAGES } from '@gym/domain';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import { auditEvents, orderItems, orders, payments, products, type OrderRow } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { secretMatches } from '../../lib/tokens';
import type { PrivateFileStorage } from '../../storage/file-storage';
import type { AuthenticatedUser } from '../../types';
import { getPaymentView, type PaymentView } from '../payments/ledger';
import { bankAccounts, uploadTransferProof } from '../payments/proofs';
import { NOTHING_LOST, type PaymentSettlement } from '../payments/settlement';
import { recordOrderStatus } from './order-status-history';
import { orderRowFor, type OrderViewer } from './orders.service';
import { lockProducts, recordStockMovements, type MovementInput } from './stock.service';

/** The audit trail's name for store orders. */
export const ORDER_ENTITY = 'order';

/**
 * What a store order does when its payment settles (handed to the payments module): paid, a
 * pending order is confirmed; unpaid (a rejected transfer, a cancelled cash payment), a pending
 * order is cancelled and its units go back to stock (the 5 s catalogue cache shows them soon after).
 * An order staff already moved on is left alone.
 */
export const orderSettlement: PaymentSettlement = {
  async paid(tx, { payment, actorId }) {
    if (!payment.orderId) return;
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
    if (!order || order.status !== 'pending') return;
    await tx
      .update(orders)
      .set({ status: 'confirmed', updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    await recordAudit(tx, {
      entityType: ORDER_ENTITY,
      entityId: order.id,
      action: 'payment_confirmed',
      fromStatus: 'pending',
      toStatus: 'confirmed',
      actorId,
      details: { paymentId: payment.id },
    });
    await recordOrderStatus(tx, {
      orderId: order.id,
      fromStatus: 'pending',
      toStatus: 'confirmed',
      actorId,
      notes: payment.notes,
    });
  },
  async voided(tx, { payment, actorId, reason }) {
    if (!payment.orderId) return;
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
    if (!order || order.status !== 'pending') return;
    const restocked = await restock(tx, order, actorId ?? null);
    await tx
      .update(orders)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    await recordAudit(tx, {
      entityType: ORDER_ENTITY,
      entityId: order.id,
      action: 'payment_voided',
      fromStatus: 'pending',
      toStatus: 'cancelled',
      actorId,
      reason,
      details: { paymentId: payment.id, restocked },
    });
    await recordOrderStatus(tx, {
      orderId: order.id,
      fromStatus: 'pending',
      toStatus: 'cancelled',
      actorId,
      notes: reason,
    });
  },
  async reopened(tx, { payment, actorId }) {
    if (!payment.orderId) return NOTHING_LOST;
    await reopenVoidedOrder(tx, payment.orderId, payment.id, actorId);
    return NOTHING_LOST;
  },
};

/** What the customer reads in the order's history when a new proof brings it back. */
export const ORDER_REOPENED_NOTE = 'Nuevo comprobante de transferencia enviado';

/**
 * An order the rejection of `paymentId` cancelled waits for that payment again (a new proof was
 * sent): it takes its units off the shelf again (products locked in id order, as orders take
 * them) and goes back to pending, with its audit and status history rows. Refused, with nothing
 * changed, when a product is gone or short by now, or when the order changed since.
 */
async function reopenVoidedOrder(tx: Transaction, orderId: string, paymentId: string, actorId: string | null) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new AppError(409, PAYMENT_MESSAGES.orderNotReopenable);
  if (order.status === 'pending') return;
  const [last] = await tx
    .select({ action: auditEvents.action, fromStatus: auditEvents.fromStatus, details: auditEvents.details })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, ORDER_ENTITY), eq(auditEvents.entityId, order.id)))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.sequence))
    .limit(1);
  const voidedBy = (last?.details as { paymentId?: unknown } | null)?.paymentId;
  if (order.status !== 'cancelled' || last?.action !== 'payment_voided' || voidedBy !== paymentId)
    throw new AppError(409, PAYMENT_MESSAGES.orderNotReopenable);
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity, name: orderItems.productName })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const perProduct = new Map<string, { quantity: number; name: string }>();
  for (const line of lines) {
    // A product deleted since the order cannot be sold again.
    if (!line.productId)
      throw new AppError(409, PAYMENT_MESSAGES.orderStockGone(insufficientStockMessage(line.name, 0)));
    const entry = perProduct.get(line.productId) ?? { quantity: 0, name: line.name };
    entry.quantity += line.quantity;
    perProduct.set(line.productId, entry);
  }
  const locked = await lockProducts(tx, [...perProduct.keys()]);
  const movements: MovementInput[] = [];
  for (const [productId, { quantity, name }] of perProduct) {
    const product = locked.get(productId);
    const available = product?.isActive ? product.stockQuantity : 0;
    if (!product || available < quantity)
      throw new AppError(
        409,
        PAYMENT_MESSAGES.orderStockGone(insufficientStockMessage(product?.name ?? name, available)),
      );
    await tx
      .update(products)
      .set({ stockQuantity: product.stockQuantity - quantity, updatedAt: sql`now()` })
      .where(eq(products.id, productId));
    movements.push({
      productId,
      kind: 'order',
      stockBefore: product.stockQuantity,
      stockAfter: product.stockQuantity - quantity,
      reason: `Orden ${order.orderNumber} reactivada`,
      actorId,
      orderId: order.id,
    });
  }
  await recordStockMovements(tx, movements);
  const toStatus = last.fromStatus ?? 'pending';
  await tx
    .update(orders)
    .set({ status: toStatus, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  await recordAudit(tx, {
    entityType: ORDER_ENTITY,
    entityId: order.id,
    action: 'payment_reopened',
    fromStatus: 'cancelled',
    toStatus,
    actorId,
    details: { paymentId, taken: movements.reduce((sum, m) => sum + m.stockBefore - m.stockAfter, 0) },
  });
  await recordOrderStatus(tx, {
    orderId: order.id,
    fromStatus: 'cancelled',
    toStatus,
    actorId,
    notes: ORDER_REOPENED_NOTE,
  });
}

/** Puts an order's units back on the shelf (products locked in id order, as orders take them). */
export async function restock(tx: Transaction, order: OrderRow, actorId: string | null): Promise<number> {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), isNotNull(orderItems.productId)));
  const perProduct = new Map<string, number>();
  for (const line of lines)
    if (line.productId) perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + line.quantity);
  if (perProduct.size === 0) return 0;
  const locked = await lockProducts(tx, [...perProduct.keys()]);
  const movements: MovementInput[] = [];
  for (const [productId, quantity] of perProduct) {
    const product = locked.get(productId);
    if (!product) continue;
    await tx
      .update(products)
      .set({ stockQuantity: product.stockQuantity + quantity, updatedAt: sql`now()` })
      .where(eq(products.id, productId));
    movements.push({
      productId,
      kind: 'restock',
      stockBefore: product.stockQuantity,
      stockAfter: product.stockQuantity + quantity,
      reason: `Orden ${order.orderNumber} cancelada`,
      actorId,
      orderId: order.id,
    });
  }
  await recordStockMovements(tx, movements);
  return [...perProduct.values()].reduce((sum, n) => sum + n, 0);
}

async function paymentOfOrder(db: Executor, orderId: string): Promise<PaymentView | null> {
  const [row] = await db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, orderId));
  return row ? getPaymentView(db, row.id) : null;
}

/**
 * How to pay an order, for the checkout's confirmation and 'Mis pedidos': the amount, the
 * payment's state and, for a transfer, the gym's bank accounts and whether a proof may be sent.
 */
export async function orderPaymentInstructions(db: Executor, orderId: string, viewer: OrderViewer) {
  const order = await orderRowFor(db, orderId, viewer);
  const payment = await paymentOfOrder(db, order.id);
  const byTransfer = order.paymentMethod === 'transfer';
  // Voided with its cancelled order: nothing to pay, and the reason is the staff's own note.
  const voided = payment?.status === 'cancelled';
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    paymentMethod: order.paymentMethod,
    amount: Number(order.totalAmount),
    currency: CURRENCY.code,
    /** What the transfer should say, so staff find it in the bank statement. */
    reference: order.orderNumber,
    payment: payment
      ? {
          id: payment.id,
          userId: payment.userId,
          status: payment.status,
          method: payment.method,
          paymentMethod: payment.paymentMethod,
          paymentDate: payment.paymentDate,
          hasProof: payment.proofUrl !== null,
          proofUploadedAt: payment.proofUploadedAt,
          reason: voided ? null : payment.reason,
          rejectedAt: payment.rejectedAt,
          reuploadDeadline: payment.reuploadDeadline,
        }
      : null,
    bankAccounts: byTransfer && !voided ? await bankAccounts(db) : [],
    canUploadProof: byTransfer && payment?.method === 'transfer' && payment.status === 'pending',
  };
}

/**
 * The transfer proof of an order: its signed-in owner, or the guest holding the order's proof link
 * (header x-order-token), sends it. It joins the same transfer queue as the memberships'.
 */
export async function uploadOrderTransferProof(
  db: Database,
  storage: PrivateFileStorage,
  orderId: string,
  uploader: { actor: AuthenticatedUser | null; proofToken: string | null },
  data: Buffer,
): Promise<PaymentView> {
  const order = await orderRowFor(db, orderId, {
    userId: uploader.actor?.id ?? null,
    role: null,
    sessionId: null,
    proofToken: uploader.proofToken,
  }).catch((error: unknown) => {
    // A guest link that does not open this order says so; anyone else learns nothing.
    if (uploader.proofToken && !uploader.actor) throw new AppError(403, PAYMENT_MESSAGES.orderProofToken);
    throw error;
  });
  const payment = await paymentOfOrder(db, order.id);
  if (!payment) throw new AppError(404, STORE_MESSAGES.orderNotFound);
  if (order.userId) return uploadTransferProof(db, storage, uploader.actor, payment.id, data);
  if (!secretMatches(uploader.proofToken, order.guestTokenHash))
    throw new AppError(403, PAYMENT_MESSAGES.orderProofToken);
  return uploadTransferProof(db, storage, null, payment.id, data, order.id);
}
