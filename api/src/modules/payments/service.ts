import { randomUUID } from 'node:crypto';
import {
  businessDate,
  checkTransferProof,
  completesAtDesk,
  DEFAULT_CASH_CONFIRM_NOTE,
  LOCALE,
  MEMBERSHIP_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENTS_PAGE_SIZE,
  paymentUrgency,
  roundMoney,
  type PaymentMethod,
  type PaymentStatus,
  type PaymentType,
  type PaymentUrgency,
  pageCount,
} from '@gym/domain';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fileTypeFromBuffer } from 'file-type';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/client';
import {
  membershipPlans,
  memberships,
  orders,
  payments,
  transferBankAccounts,
  users,
  visits,
  type PaymentRow,
} from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { likePattern } from '../../lib/search';
import type { PrivateFileStorage } from '../../storage/file-storage';
import type { AuthenticatedUser } from '../../types';
import type { PaymentSettlements } from './settlement';

export interface PendingPaymentInput {
  /** Chosen by the caller when something outside (a card intent) must name the payment first. */
  id?: string;
  /** The card provider's intent already created for this payment. */
  providerIntentId?: string | null;
  userId: string | null;
  amount: number;
  method: PaymentMethod;
  paymentType: PaymentType;
  concept: string;
  orderId?: string;
  membershipId?: string;
  registeredBy?: string | null;
  notes?: string | null;
}

/**
 * Records a pending payment inside the caller's transaction (store orders, membership purchases).
 * The amount is rounded to cents here; callers compute it with the domain money helpers.
 */
export async function createPendingPayment(tx: Executor, input: PendingPaymentInput): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({
      ...(input.id ? { id: input.id } : {}),
      providerIntentId: input.providerIntentId ?? null,
      userId: input.userId,
      amount: roundMoney(input.amount).toFixed(2),
      method: input.method,
      status: 'pending',
      paymentType: input.paymentType,
      concept: input.concept,
      orderId: input.orderId ?? null,
      membershipId: input.membershipId ?? null,
      registeredBy: input.registeredBy ?? null,
      notes: input.notes ?? null,
    })
    .returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

export interface PaymentView {
  id: string;
  userId: string | null;
  amount: number;
  method: PaymentMethod;
  status: PaymentStatus;
  paymentType: PaymentType;
  concept: string;
  orderId: string | null;
  membershipId: string | null;
  membership: { id: string; status: string; startDate: string; endDate: string; planId: string } | null;
  plan: { id: string; name: string } | null;
  proofUrl: string | null;
  proofUploadedAt: string | null;
  notes: string | null;
  receivedAmount: number | null;
  transactionId: string | null;
  cardLast4: string | null;
  reason: string | null;
  registeredBy: string | null;
  validatedBy: string | null;
  validatedAt: string | null;
  paymentDate: string;
  createdAt: string;
  updatedAt: string;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Private storage folder of the proofs (once public under /uploads/proofs, moved at start-up). */
export const TRANSFER_PROOF_FOLDER = 'proofs';

/** The one address of a payment's proof: the authorized route, never a public file. */
export const transferProofPath = (paymentId: string) => `/api/payments/${paymentId}/transfer-proof`;

function toView(
  row: PaymentRow,
  membership: { id: string; status: string; startDate: string; endDate: string; planId: string } | null,
  plan: { id: string; name: string } | null,
): PaymentView {
  return {
    id: row.id,
    userId: row.userId,
    amount: Number(row.amount),
    method: row.method as PaymentMethod,
    status: row.status as PaymentStatus,
    paymentType: row.paymentType as PaymentType,
    concept: row.concept,
    orderId: row.orderId,
    membershipId: row.membershipId,
    membership,
    plan,
    proofUrl: row.proofKey ? transferProofPath(row.id) : null,
    proofUploadedAt: iso(row.proofUploadedAt),
    notes: row.notes,
    receivedAmount: row.receivedAmount === null ? null : Number(row.receivedAmount),
    transactionId: row.transactionId,
    cardLast4: row.cardLast4,
    reason: row.reason,
    registeredBy: row.registeredBy,
    validatedBy: row.validatedBy,
    validatedAt: iso(row.validatedAt),
    paymentDate: row.paymentDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function paymentsWithMembership(db: Executor) {
  return db
    .select({
      payment: payments,
      membership: {
        id: memberships.id,
        status: memberships.status,
        startDate: memberships.startDate,
        endDate: memberships.endDate,
        planId: memberships.planId,
      },
      plan: { id: membershipPlans.id, name: membershipPlans.name },
    })
    .from(payments)
    .leftJoin(memberships, eq(memberships.id, payments.membershipId))
    .leftJoin(membershipPlans, eq(membershipPlans.id, memberships.planId));
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof paymentsWithMembership>['where']>>[number];
export const joinedToView = (r: JoinedRow) =>
  toView(r.payment, r.membership?.id ? r.membership : null, r.plan?.id ? r.plan : null);

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

/**
 * The business time zone as an SQL literal (a constant of the domain, never user input): written
 * once into the text, so a GROUP BY on a day expression matches the same expression in the select.
 */
export const BUSINESS_ZONE = sql.raw(`'${LOCALE.timeZone.replace(/'/g, "''")}'`);

/** The business day (Guatemala) of a timestamp column. */
export const businessDay = (column: AnyPgColumn) => sql`(${column} at time zone ${BUSINESS_ZONE})::date`;

/** Payments whose business day (Guatemala) falls within [startDate, endDate]. */
export function paymentDayRange(startDate?: string, endDate?: string): SQL[] {
  const day = businessDay(payments.paymentDate);
  const conditions: SQL[] = [];
  if (startDate) conditions.push(sql`${day} >= ${startDate}::date`);
  if (endDate) conditions.push(sql`${day} <= ${endDate}::date`);
  return conditions;
}

/** A payment matching a free-text search: the payer's name or email, the concept, or the order number. */
export function paymentSearch(search: string): SQL {
  const pattern = likePattern(search);
  return sql`(${payments.concept} ilike ${pattern} or exists (select 1 from ${users} where ${users.id} = ${payments.userId} and (${users.firstName} || ' ' || ${users.lastName} ilike ${pattern} or ${users.email} ilike ${pattern})) or exists (select 1 from ${orders} where ${orders.id} = ${payments.orderId} and (${orders.orderNumber} ilike ${pattern} or ${orders.customerInfo} ->> 'name' ilike ${pattern})))`;
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
  const [totalRow] = await db.select({ total: count() }).from(payments).where(where);
  const rows = await paymentsWithMembership(db)
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .offset((query.page - 1) * limit);
  const total = totalRow?.total ?? 0;
  return {
    payments: rows.map(joinedToView),
    pagination: { total, page: query.page, pages: pageCount(total, limit), limit },
  };
}

export async function getPaymentView(db: Executor, id: string): Promise<PaymentView | null> {
  const [row] = await paymentsWithMembership(db).where(eq(payments.id, id));
  return row ? joinedToView(row) : null;
}

export interface CreatePaymentInput {
  paymentType: 'daily' | 'membership';
  method: PaymentMethod;
  membershipId?: string;
  userId?: string;
  notes?: string | null;
}

const DAILY_PASS_FALLBACK = 25;

/** The daily pass price (the first active daily plan), what one visitor pays at the desk. */
export async function dailyPassPrice(db: Executor): Promise<{ price: number; name: string }> {
  const [plan] = await db
    .select({ price: membershipPlans.price, name: membershipPlans.name })
    .from(membershipPlans)
    .where(and(eq(membershipPlans.durationType, 'daily'), eq(membershipPlans.isActive, true)))
    .orderBy(asc(membershipPlans.displayOrder))
    .limit(1);
  return plan ? { price: Number(plan.price), name: plan.name } : { price: DAILY_PASS_FALLBACK, name: 'Pase diario' };
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
      concept = `${pass.name} ${businessDate()}`;
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

/** The audit trail's name for payments. */
export const PAYMENT_ENTITY = 'payment';

/**
 * A payment staff register at the desk, in the caller's transaction: cash is received on the spot
 * and completes at once; any other method waits for its validation. Its creation is audited.
 */
export async function recordDeskPayment(
  tx: Executor,
  actorId: string,
  input: PendingPaymentInput & { receivedAmount?: number | null },
): Promise<PaymentRow> {
  const created = await createPendingPayment(tx, { ...input, registeredBy: actorId });
  let row = created;
  if (completesAtDesk(input.method)) {
    const [completed] = await tx
      .update(payments)
      .set({
        status: 'completed',
        receivedAmount: (input.receivedAmount ?? Number(created.amount)).toFixed(2),
        notes: input.notes || DEFAULT_CASH_CONFIRM_NOTE,
        validatedBy: actorId,
        validatedAt: sql`now()`,
      })
      .where(eq(payments.id, created.id))
      .returning();
    if (completed) row = completed;
  }
  await recordAudit(tx, {
    entityType: PAYMENT_ENTITY,
    entityId: row.id,
    action: 'register_at_desk',
    fromStatus: null,
    toStatus: row.status,
    actorId,
    details: { method: row.method, paymentType: row.paymentType },
  });
  return row;
}

const PROOF_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * Attaches the bank-transfer proof to the member's own pending transfer payment (judged by
 * content). A guest has no account: `guestOrderId` is the store order whose secret the store
 * module has already checked, and only that guest order's payment takes the proof.
 */
export async function uploadTransferProof(
  db: Database,
  storage: PrivateFileStorage,
  actor: AuthenticatedUser | null,
  paymentId: string,
  data: Buffer,
  guestOrderId?: string,
): Promise<PaymentView> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  const mayAttach = guestOrderId
    ? payment?.orderId === guestOrderId && payment.userId === null
    : Boolean(actor) && payment?.userId === actor?.id;
  if (!payment || !mayAttach) throw new AppError(404, PAYMENT_MESSAGES.notFound);
  if (payment.method !== 'transfer' || payment.status !== 'pending')
    throw new AppError(400, PAYMENT_MESSAGES.proofNotAllowed);
  const detected = await fileTypeFromBuffer(data);
  const check = checkTransferProof(data.length, detected?.mime);
  if (!check.ok) throw new AppError(check.status, check.message);
  const mime = detected?.mime ?? '';
  const key = `${TRANSFER_PROOF_FOLDER}/${randomUUID()}.${PROOF_EXTENSIONS[mime] ?? 'bin'}`;
  await storage.save(key, data);
  let previousKey: string | null;
  try {
    previousKey = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!locked || locked.status !== 'pending') throw new AppError(400, PAYMENT_MESSAGES.proofNotAllowed);
      await tx
        .update(payments)
        .set({ proofKey: key, proofUploadedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(payments.id, paymentId));
      return locked.proofKey;
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  if (previousKey && previousKey !== key) await storage.remove(previousKey);
  const view = await getPaymentView(db, paymentId);
  if (!view) throw new AppError(404, PAYMENT_MESSAGES.notFound);
  return view;
}

export interface TransferProofFile {
  data: Buffer;
  contentType: string;
  /** What the browser offers as the name when the proof is saved. */
  filename: string;
}

/**
 * A payment's proof for its owner or for staff who see every payment; anyone else is told the
 * payment does not exist, as the rest of the payment routes do.
 */
export async function readTransferProof(
  db: Executor,
  storage: PrivateFileStorage,
  actor: AuthenticatedUser,
  paymentId: string,
): Promise<TransferProofFile> {
  const [payment] = await db
    .select({ userId: payments.userId, proofKey: payments.proofKey })
    .from(payments)
    .where(eq(payments.id, paymentId));
  const allowed = payment && (payment.userId === actor.id || actor.permissions.includes('view_payments'));
  if (!allowed) throw new AppError(404, PAYMENT_MESSAGES.notFound);
  const data = payment.proofKey ? await storage.read(payment.proofKey) : null;
  if (!data) throw new AppError(404, PAYMENT_MESSAGES.proofMissing);
  // The type is read from the bytes again (as at upload): the answer names what it really holds.
  const sniffed = (await fileTypeFromBuffer(data))?.mime;
  const contentType = sniffed && PROOF_EXTENSIONS[sniffed] ? sniffed : 'application/octet-stream';
  return { data, contentType, filename: `comprobante-${paymentId}.${PROOF_EXTENSIONS[contentType] ?? 'bin'}` };
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

export async function bankAccounts(db: Executor) {
  const rows = await db
    .select()
    .from(transferBankAccounts)
    .where(eq(transferBankAccounts.isActive, true))
    .orderBy(asc(transferBankAccounts.displayOrder));
  return rows.map((r) => ({
    id: r.id,
    bankName: r.bankName,
    accountName: r.accountName,
    accountNumber: r.accountNumber,
    accountType: r.accountType,
    instructions: r.instructions,
  }));
}
