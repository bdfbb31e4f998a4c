/** Online orders as the back office searches them: by order number, customer name and product name. */
import { isUuid, SEARCH, PAGINATION, STORE_MESSAGES, pageCount } from '@gym/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { businessDay } from '../../db/business-day';
import { orderItems, orders, payments, users, type OrderRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { likePattern } from '../../lib/search';
import type { ManagementOrdersQuery } from './management.schemas';
import { loadOrders } from './orders.service';

const BUSINESS_DAY = businessDay(orders.createdAt);

/** The name staff read: the customer's on the order, else the account's, else ''. */
async function present(db: Executor, rows: OrderRow[], names: Map<string, string>) {
  const loaded = await loadOrders(db, rows, true);
  return loaded.map((order) => ({
    ...order,
    customerName: order.customerInfo.name || (order.userId ? (names.get(order.userId) ?? '') : ''),
  }));
}

async function accountNames(db: Executor, rows: OrderRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((r) => r.userId).filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]));
}

export async function listManagedOrders(db: Executor, query: ManagementOrdersQuery) {
  const searching = Boolean(query.orderNumber || query.customerName || query.productName);
  const limit = query.limit ?? (searching ? SEARCH.orderSearchLimit : PAGINATION.defaultLimit);
  const conditions: (SQL | undefined)[] = [];
  if (query.orderNumber) conditions.push(ilike(orders.orderNumber, likePattern(query.orderNumber)));
  if (query.customerName) {
    const pattern = likePattern(query.customerName);
    conditions.push(
      or(
        sql`${orders.customerInfo}->>'name' ilike ${pattern}`,
        sql`exists (select 1 from ${users} where ${users.id} = ${orders.userId} and (${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern})`,
      ),
    );
  }
  if (query.productName)
    conditions.push(
      sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.productName} ilike ${likePattern(query.productName)})`,
    );
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.startDate) conditions.push(sql`${BUSINESS_DAY} >= ${query.startDate}::date`);
  if (query.endDate) conditions.push(sql`${BUSINESS_DAY} <= ${query.endDate}::date`);
  // The total apart from the page: `count(*) over()` read every matching order (years of them) in
  // full before the limit; the page alone walks orders_created_idx and stops at its limit.
  const where = and(...conditions);
  const [totalRow] = await db.select({ total: count() }).from(orders).where(where);
  const orderRows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset((query.page - 1) * limit);
  const total = totalRow?.total ?? 0;
  return {
    orders: await present(db, orderRows, await accountNames(db, orderRows)),
    pagination: { total, page: query.page, pages: pageCount(total, limit), limit },
  };
}

export async function getManagedOrder(db: Executor, id: string) {
  if (!isUuid(id)) throw new AppError(404, STORE_MESSAGES.orderNotFound);
  const rows = await db.select().from(orders).where(eq(orders.id, id));
  if (rows.length === 0) throw new AppError(404, STORE_MESSAGES.orderNotFound);
  const [order] = await present(db, rows, await accountNames(db, rows));
  if (!order) throw new AppError(404, STORE_MESSAGES.orderNotFound);
  return order;
}

/**
 * Online orders paid by transfer whose payment still waits, the oldest first (served at
 * /store/management/orders/pending-transfers and /order-management/pending-transfers).
 */
export async function pendingTransferOrders(db: Executor) {
  const rows = await db
    .select({
      order: orders,
      payment: { id: payments.id, proofKey: payments.proofKey, proofUploadedAt: payments.proofUploadedAt },
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.paymentMethod, 'transfer'),
        eq(payments.status, 'pending'),
        sql`${orders.status} not in ('cancelled', 'refunded')`,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const now = Date.now();
  const transfers = rows.map(({ order, payment, firstName, lastName }) => ({
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    customerName: order.customerInfo.name || `${firstName ?? ''} ${lastName ?? ''}`.trim(),
    totalAmount: Number(order.totalAmount),
    paymentId: payment.id,
    hasProof: payment.proofKey !== null,
    proofUploadedAt: payment.proofUploadedAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    waitingHours: Math.floor((now - order.createdAt.getTime()) / 3_600_000),
  }));
  return { transfers, total: transfers.length };
}
