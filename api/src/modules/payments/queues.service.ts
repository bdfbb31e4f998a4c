import {
  paymentUrgency,
  transferUrgencyWindow,
  URGENCY_HOURS,
  URGENT_TRANSFER_HOURS,
  waitingHours,
  type PaymentMethod,
  type PaymentUrgency,
  type SortOrder,
  type TransferPriority,
  type TransferQueueSortKey,
  pageCount,
  COLLECTED_ON_DELIVERY_TYPE,
} from '@gym/domain';
import { and, asc, count, desc, eq, gt, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  membershipPlans,
  memberships,
  orders,
  payments,
  users,
  type OrderCustomerInfo,
  type PaymentRow,
} from '../../db/schema/index';
import { joinedToView, paymentSearch, type PaymentView } from './ledger';

const HOUR_MS = 3_600_000;

/** What a pending payment pays for, as the queues group it. */
export type PaymentKind = 'membership' | 'daily' | 'store';

/** A pending payment as a queue shows it: who pays, what for, how long it has waited. */
export interface QueueItem extends PaymentView {
  payer: { id: string | null; name: string; email: string | null; phone: string | null; isGuest: boolean };
  order: { id: string; orderNumber: string; status: string } | null;
  kind: PaymentKind;
  waitingHours: number;
  urgency: PaymentUrgency;
  isUrgent: boolean;
  hasProof: boolean;
}

interface QueueRow {
  payment: PaymentRow;
  membership: { id: string; status: string; startDate: string; endDate: string; planId: string } | null;
  plan: { id: string; name: string } | null;
  user: { id: string; firstName: string; lastName: string; email: string; phone: string | null } | null;
  order: { id: string; orderNumber: string; status: string; customerInfo: OrderCustomerInfo } | null;
}

const ids = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];

/**
 * What a page of payments refers to (membership and plan, payer, order), read by id in three small
 * reads rather than one five-table join per page: planning that join cost more than running it
 * on the embedded database.
 */
async function withRelations(db: Executor, page: PaymentRow[]): Promise<QueueRow[]> {
  const membershipIds = ids(page.map((p) => p.membershipId));
  const userIds = ids(page.map((p) => p.userId));
  const orderIds = ids(page.map((p) => p.orderId));
  const [membershipRows, userRows, orderRows] = await Promise.all([
    membershipIds.length
      ? db
          .select({
            id: memberships.id,
            status: memberships.status,
            startDate: memberships.startDate,
            endDate: memberships.endDate,
            planId: memberships.planId,
            planName: membershipPlans.name,
          })
          .from(memberships)
          .leftJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
          .where(inArray(memberships.id, membershipIds))
      : [],
    userIds.length
      ? db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            phone: users.phone,
          })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
    orderIds.length
      ? db
          .select({
            id: orders.id,
            orderNumber: orders.orderNumber,
            status: orders.status,
            customerInfo: orders.customerInfo,
          })
          .from(orders)
          .where(inArray(orders.id, orderIds))
      : [],
  ]);
  return page.map((payment) => {
    const found = membershipRows.find((m) => m.id === payment.membershipId);
    const { planName, ...membership } = found ?? { planName: null };
    return {
      payment,
      membership: found ? (membership as NonNullable<QueueRow['membership']>) : null,
      plan: found && planName ? { id: found.planId, name: planName } : null,
      user: userRows.find((u) => u.id === payment.userId) ?? null,
      order: orderRows.find((o) => o.id === payment.orderId) ?? null,
    };
  });
}

function kindOf(row: QueueRow): PaymentKind {
  if (row.payment.orderId) return 'store';
  if (row.payment.membershipId) return 'membership';
  return 'daily';
}

/** A row as a queue shows it; `urgentHours` draws the "urgent" line (transfers: 72 h by default). */
function toQueueItem(row: QueueRow, now: Date, urgentHours: number): QueueItem {
  const view = joinedToView({ payment: row.payment, membership: row.membership, plan: row.plan });
  const hours = waitingHours(row.payment.createdAt, now);
  const user = row.user;
  const customer = row.order?.customerInfo ?? null;
  return {
    ...view,
    payer: user
      ? {
          id: user.id,
          name: `${user.firstName} ${user.lastName}`.trim(),
          email: user.email,
          phone: user.phone,
          isGuest: false,
        }
      : {
          id: null,
          name: customer?.name ?? row.payment.payerName ?? '',
          email: customer?.email ?? null,
          phone: customer?.phone ?? null,
          isGuest: true,
        },
    order: row.order ? { id: row.order.id, orderNumber: row.order.orderNumber, status: row.order.status } : null,
    kind: kindOf(row),
    waitingHours: hours,
    urgency: paymentUrgency(row.payment.method as PaymentMethod, row.payment.createdAt, now),
    isUrgent: (now.getTime() - row.payment.createdAt.getTime()) / HOUR_MS >= urgentHours,
    hasProof: Boolean(row.payment.proofKey),
  };
}

const hoursAgo = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR_MS);

/** The transfers of one priority, by the domain's waiting windows (or `urgent`: from urgentHours). */
function priorityCondition(priority: TransferPriority, now: Date, urgentHours: number): SQL | undefined {
  if (priority === 'urgent') return lte(payments.createdAt, hoursAgo(now, urgentHours));
  const window = transferUrgencyWindow(priority);
  const conditions = [lte(payments.createdAt, hoursAgo(now, window.from))];
  if (window.to !== null) conditions.push(gt(payments.createdAt, hoursAgo(now, window.to)));
  return and(...conditions);
}

const SORT_DEFAULT_ORDER: Record<TransferQueueSortKey, SortOrder> = {
  waiting_time: 'desc',
  amount: 'desc',
  client: 'asc',
  type: 'asc',
};

function sortColumns(sortBy: TransferQueueSortKey, order: SortOrder): SQL[] {
  const dir = (column: SQL | typeof payments.amount) => (order === 'asc' ? asc(column) : desc(column));
  switch (sortBy) {
    // The longest wait is the oldest payment: "desc" by waiting time is ascending by creation.
    case 'waiting_time':
      return [order === 'desc' ? asc(payments.createdAt) : desc(payments.createdAt)];
    case 'amount':
      return [dir(payments.amount), asc(payments.createdAt)];
    case 'client':
      return [
        dir(
          sql`lower(coalesce(${users.lastName} || ' ' || ${users.firstName}, ${orders.customerInfo} ->> 'name', ''))`,
        ),
        asc(payments.createdAt),
      ];
    case 'type':
      return [dir(sql`${payments.paymentType}`), asc(payments.createdAt)];
  }
}

export interface TransferQueueQuery {
  search?: string;
  sortBy: TransferQueueSortKey;
  sortOrder?: SortOrder;
  priority?: TransferPriority;
  urgentHours: number;
  page: number;
  limit: number;
}

export interface QueueSummary {
  total: number;
  totalAmount: number;
  urgent: number;
  withProof: number;
  oldestWaitingHours: number;
  byUrgency: Record<'normal' | 'medium' | 'high' | 'critical', number>;
}

const pendingTransfer = and(eq(payments.method, 'transfer'), eq(payments.status, 'pending'));

/**
 * The whole transfer queue's figures (not narrowed by the page's search or priority) and, in the
 * same pass, how many of it match the page's filter: one aggregate read instead of two.
 */
async function transferSummary(
  db: Executor,
  now: Date,
  urgentHours: number,
  filter: SQL | undefined,
): Promise<QueueSummary & { matching: number }> {
  const at = URGENCY_HOURS.transfer;
  const olderThan = (hours: number) => sql`${payments.createdAt} <= ${hoursAgo(now, hours).toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      total: count(),
      totalAmount: sql<string>`coalesce(sum(${payments.amount}), 0)`,
      urgent: sql<number>`count(*) filter (where ${olderThan(urgentHours)})`.mapWith(Number),
      withProof: sql<number>`count(*) filter (where ${payments.proofKey} is not null)`.mapWith(Number),
      medium: sql<number>`count(*) filter (where ${olderThan(at.medium)})`.mapWith(Number),
      high: sql<number>`count(*) filter (where ${olderThan(at.high)})`.mapWith(Number),
      critical: sql<number>`count(*) filter (where ${olderThan(at.critical)})`.mapWith(Number),
      oldest: sql<Date | null>`min(${payments.createdAt})`.mapWith(payments.createdAt),
      matching: filter ? sql<number>`count(*) filter (where ${filter})`.mapWith(Number) : count(),
    })
    .from(payments)
    .where(pendingTransfer);
  const total = row?.total ?? 0;
  const atLeastMedium = row?.medium ?? 0;
  const atLeastHigh = row?.high ?? 0;
  const critical = row?.critical ?? 0;
  return {
    total,
    matching: row?.matching ?? 0,
    totalAmount: Number(row?.totalAmount ?? 0),
    urgent: row?.urgent ?? 0,
    withProof: row?.withProof ?? 0,
    oldestWaitingHours: row?.oldest ? waitingHours(row.oldest, now) : 0,
    byUrgency: {
      normal: total - atLeastMedium,
      medium: atLeastMedium - atLeastHigh,
      high: atLeastHigh - critical,
      critical,
    },
  };
}

/**
 * The transfer queue for staff (memberships, daily passes and store orders alike): each with its
 * payer, what it pays for, its wait and urgency (domain rule), a page of it, and the figures of the
 * whole queue.
 */
export async function transferQueue(db: Executor, query: TransferQueueQuery, now: Date = new Date()) {
  const filters: SQL[] = [];
  if (query.search) filters.push(paymentSearch(query.search));
  if (query.priority) {
    const priority = priorityCondition(query.priority, now, query.urgentHours);
    if (priority) filters.push(priority);
  }
  const filter = filters.length ? and(...filters) : undefined;
  const order = query.sortOrder ?? SORT_DEFAULT_ORDER[query.sortBy];
  const where = and(pendingTransfer, filter);
  const orderBy = [...sortColumns(query.sortBy, order), asc(payments.id)];
  const offset = (query.page - 1) * query.limit;
  // Only the client order needs the payer's name in the page query.
  const pageRows =
    query.sortBy === 'client'
      ? db
          .select({ payment: payments })
          .from(payments)
          .leftJoin(users, eq(users.id, payments.userId))
          .leftJoin(orders, eq(orders.id, payments.orderId))
          .where(where)
          .orderBy(...orderBy)
          .limit(query.limit)
          .offset(offset)
          .then((rows) => rows.map((r) => r.payment))
      : db
          .select()
          .from(payments)
          .where(where)
          .orderBy(...orderBy)
          .limit(query.limit)
          .offset(offset);
  const [page, { matching: total, ...summary }] = await Promise.all([
    pageRows,
    transferSummary(db, now, query.urgentHours, filter),
  ]);
  const rows = await withRelations(db, page);
  return {
    transfers: rows.map((row) => toQueueItem(row, now, query.urgentHours)),
    summary,
    urgentHours: query.urgentHours,
    pagination: { total, page: query.page, pages: pageCount(total, query.limit), limit: query.limit },
  };
}

/** Pending payments of one method, the longest waiting first (cash and card queues). */
export async function methodQueue(
  db: Executor,
  method: 'cash' | 'card',
  options: { limit: number; membershipsOnly?: boolean; search?: string },
  now: Date = new Date(),
): Promise<{ payments: QueueItem[]; total: number; totalAmount: number; urgent: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(payments.method, method),
    eq(payments.status, 'pending'),
    ne(payments.paymentType, COLLECTED_ON_DELIVERY_TYPE),
  ];
  if (options.membershipsOnly) conditions.push(sql`${payments.membershipId} is not null`);
  if (options.search) conditions.push(paymentSearch(options.search));
  const where = and(...conditions);
  const urgentFrom = method === 'cash' ? URGENCY_HOURS.cash.urgent : URGENCY_HOURS.card.urgent;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(asc(payments.createdAt), asc(payments.id))
      .limit(options.limit)
      .then((page) => withRelations(db, page)),
    db
      .select({
        total: count(),
        totalAmount: sql<string>`coalesce(sum(${payments.amount}), 0)`,
        urgent:
          sql<number>`count(*) filter (where ${payments.createdAt} <= ${hoursAgo(now, urgentFrom).toISOString()}::timestamptz)`.mapWith(
            Number,
          ),
      })
      .from(payments)
      .where(where),
  ]);
  return {
    payments: rows.map((row) => toQueueItem(row, now, urgentFrom)),
    total: totals?.total ?? 0,
    totalAmount: Number(totals?.totalAmount ?? 0),
    urgent: totals?.urgent ?? 0,
  };
}

/** One payment with its payer and order, as the queues show it (the detail view adds its history). */
export async function queueItem(db: Executor, paymentId: string, now: Date = new Date()): Promise<QueueItem | null> {
  const [row] = await withRelations(db, await db.select().from(payments).where(eq(payments.id, paymentId)));
  return row ? toQueueItem(row, now, URGENT_TRANSFER_HOURS) : null;
}

/** Payments found by the payer's name or email, the concept or the order number, newest first. */
export async function searchPayments(db: Executor, q: string, limit: number, now: Date = new Date()) {
  const rows = await withRelations(
    db,
    await db
      .select()
      .from(payments)
      .where(paymentSearch(q))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit),
  );
  return rows.map((row) => toQueueItem(row, now, URGENT_TRANSFER_HOURS));
}
