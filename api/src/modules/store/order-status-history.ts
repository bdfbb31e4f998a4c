/**
 * An online order's status history: one row per change (who, when, from, to, notes), written in
 * the transaction that makes the change. The store writes the creation and the changes its
 * payment settles; order-management writes the staff's. Read back with every order.
 */
import { orderStatusInfo } from '@gym/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { orderStatusHistory, users } from '../../db/schema/index';

export interface OrderStatusChange {
  orderId: string;
  fromStatus: string | null;
  toStatus: string;
  actorId: string | null;
  notes?: string | null;
}

export interface OrderStatusEntry {
  id: string;
  fromStatus: string | null;
  toStatus: string;
  toStatusLabel: string;
  /** Who made it: null for the customer's own order or the system. Never shown to a customer beyond the role. */
  actor: { id: string; name: string; role: string } | null;
  notes: string | null;
  createdAt: string;
}

/** Every status an order takes passes here: its history row and its event (order.created or order.status_changed). */
export async function recordOrderStatus(tx: Executor, change: OrderStatusChange): Promise<void> {
  await tx.insert(orderStatusHistory).values({
    orderId: change.orderId,
    fromStatus: change.fromStatus,
    toStatus: change.toStatus,
    actorId: change.actorId,
    notes: change.notes ?? null,
  });
  if (change.fromStatus === null)
    await recordEvent(tx, 'order.created', { orderId: change.orderId, status: change.toStatus });
  else
    await recordEvent(tx, 'order.status_changed', {
      orderId: change.orderId,
      from: change.fromStatus,
      to: change.toStatus,
    });
}

/** The histories of several orders, oldest change first, by order id. */
export async function statusHistories(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, OrderStatusEntry[]>> {
  const byOrder = new Map<string, OrderStatusEntry[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      row: orderStatusHistory,
      actor: { id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role },
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.actorId))
    .where(inArray(orderStatusHistory.orderId, [...orderIds]))
    .orderBy(asc(orderStatusHistory.sequence));
  for (const { row, actor } of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push({
      id: row.id,
      fromStatus: row.fromStatus,
      toStatus: row.toStatus,
      toStatusLabel: orderStatusInfo(row.toStatus).label,
      actor: actor?.id ? { id: actor.id, name: `${actor.firstName} ${actor.lastName}`.trim(), role: actor.role } : null,
      notes: row.notes,
      createdAt: row.createdAt.toISOString(),
    });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}
