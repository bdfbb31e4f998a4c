import { CURRENCY, PAYMENT_MESSAGES, STORE_MESSAGES } from '@gym/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import { orderItems, orders, payments, products, type OrderRow } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { secretMatches } from '../../lib/tokens';
import type { PrivateFileStorage } from '../../storage/file-storage';
import type { AuthenticatedUser } from '../../types';
import { getPaymentView, type PaymentView } from '../payments/ledger';
import { bankAccounts, uploadTransferProof } from '../payments/proofs';
import type { PaymentSettlement } from '../payments/settlement';
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
};

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
          status: payment.status,
          method: payment.method,
          hasProof: payment.proofUrl !== null,
          proofUploadedAt: payment.proofUploadedAt,
          reason: payment.reason,
        }
      : null,
    bankAccounts: byTransfer ? await bankAccounts(db) : [],
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
