import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { orderItems, orders, products } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import type { PaymentSettlement } from '../payments/settlement';

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
  },
  async voided(tx, { payment, actorId, reason }) {
    if (!payment.orderId) return;
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
    if (!order || order.status !== 'pending') return;
    const restocked = await restock(tx, order.id);
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
  },
};

/** Puts an order's units back on the shelf (products locked in id order, as orders take them). */
async function restock(tx: Transaction, orderId: string): Promise<number> {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)));
  const perProduct = new Map<string, number>();
  for (const line of lines)
    if (line.productId) perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + line.quantity);
  if (perProduct.size === 0) return 0;
  const ids = [...perProduct.keys()].sort();
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
  for (const [productId, quantity] of perProduct)
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${quantity}`, updatedAt: sql`now()` })
      .where(eq(products.id, productId));
  return [...perProduct.values()].reduce((sum, n) => sum + n, 0);
}
