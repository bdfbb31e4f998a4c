import {
  cashMovementKindOfPayment,
  completesAtDesk,
  dailyPassOf,
  pageCount,
  DEFAULT_CASH_CONFIRM_NOTE,
  proofReuploadDeadline,
  transferRejectedAt,
  roundMoney,
  type PaymentMethod,
  type PaymentStatus,
  type CashMovementKind,
  type PaymentType,
  type StoredBilling,
} from '@gym/domain';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { businessDay } from '../../db/business-day';
import type { Executor } from '../../db/client';
import { membershipPlans, memberships, orders, payments, users, type PaymentRow } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { recordEvent } from '../../events/outbox';
import { likePattern, phoneDigitsContain } from '../../lib/search';
import { recordCashMovement } from '../cash-drawer/ledger';

/*
 * The ledger: how any module writes a payment and reads one back. Memberships, the store, the
 * front desk, stripe and the staff's queues use it; it imports no other file of payments.
 */

/** The audit trail's name for payments. */
export const PAYMENT_ENTITY = 'payment';

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
  /** The payer's name when no client is linked (a visitor's daily pass at the desk). */
  payerName?: string | null;
  /** The invoice's buyer (lib/billing.ts `saleBilling`); absent: CF with the buyer's own name. */
  billing?: StoredBilling;
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
      payerName: input.payerName ?? null,
      billingTaxId: input.billing?.billingTaxId ?? null,
      billingName: input.billing?.billingName ?? null,
      orderId: input.orderId ?? null,
      membershipId: input.membershipId ?? null,
      registeredBy: input.registeredBy ?? null,
      notes: input.notes ?? null,
    })
    .returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

/**
 * A payment staff register at the desk, in the caller's transaction: cash is received on the spot
 * and completes at once; any other method waits for its validation. Its creation is audited.
 */
export async function recordDeskPayment(
  tx: Executor,
  actorId: string,
  input: PendingPaymentInput & { receivedAmount?: number | null; cashKind?: CashMovementKind },
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
  if (row.status === 'completed') {
    await recordPaymentEvent(tx, row, 'completed', null);
    if (row.method === 'cash') await recordCashPayment(tx, actorId, row, input.cashKind);
  }
  return row;
}

/** Cash a clerk took for a payment goes into the clerk's drawer, in the payment's transaction. */
export async function recordCashPayment(
  tx: Executor,
  clerkId: string,
  payment: Pick<PaymentRow, 'id' | 'amount' | 'paymentType' | 'concept'>,
  kind: CashMovementKind = cashMovementKindOfPayment(payment.paymentType),
): Promise<void> {
  await recordCashMovement(tx, clerkId, {
    kind,
    amount: Number(payment.amount),
    referenceType: PAYMENT_ENTITY,
    referenceId: payment.id,
    description: payment.concept,
  });
}

/** The event of a payment that left pending (completed, rejected as failed, or cancelled), in its transaction. */
export async function recordPaymentEvent(
  tx: Executor,
  payment: Pick<PaymentRow, 'id' | 'userId' | 'method' | 'amount'>,
  to: Exclude<PaymentStatus, 'pending'>,
  reason: string | null,
): Promise<void> {
  const base = { paymentId: payment.id, userId: payment.userId, method: payment.method };
  if (to === 'completed') await recordEvent(tx, 'payment.completed', { ...base, amount: Number(payment.amount) });
  else if (to === 'failed') await recordEvent(tx, 'payment.rejected', { ...base, reason });
  else await recordEvent(tx, 'payment.cancelled', { ...base, reason });
}

export interface PaymentView {
  id: string;
  userId: string | null;
  amount: number;
  method: PaymentMethod;
  /** The staff spec's name of `method` (the same value). */
  paymentMethod: PaymentMethod;
  status: PaymentStatus;
  paymentType: PaymentType;
  concept: string;
  /** Who paid when no client account is linked (the visitor named at the desk); null otherwise. */
  payerName: string | null;
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
  /** When staff rejected this transfer (null unless it is a rejected transfer). */
  rejectedAt: string | null;
  /** Until when its owner may send a new proof on it (rejection + PROOF_REUPLOAD_DAYS). */
  reuploadDeadline: string | null;
  registeredBy: string | null;
  validatedBy: string | null;
  validatedAt: string | null;
  paymentDate: string;
  createdAt: string;
  updatedAt: string;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The one address of a payment's proof: the authorized route, never a public file. */
export const transferProofPath = (paymentId: string) => `/api/payments/${paymentId}/transfer-proof`;

function toView(
  row: PaymentRow,
  membership: { id: string; status: string; startDate: string; endDate: string; planId: string } | null,
  plan: { id: string; name: string } | null,
): PaymentView {
  const rejectedAt = transferRejectedAt(row);
  return {
    id: row.id,
    userId: row.userId,
    amount: Number(row.amount),
    method: row.method as PaymentMethod,
    paymentMethod: row.method as PaymentMethod,
    status: row.status as PaymentStatus,
    paymentType: row.paymentType as PaymentType,
    concept: row.concept,
    payerName: row.payerName,
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
    rejectedAt: iso(rejectedAt),
    reuploadDeadline: iso(proofReuploadDeadline(rejectedAt)),
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

/**
 * One page of the payments matching `where` (as the caller filters), newest first, with their
 * membership, and the pagination: the total counted, or from `countedTotal` when the caller knows
 * its filter is one the row counts keep (db/row-counts.ts).
 */
export async function paymentsPage(
  db: Executor,
  where: SQL | undefined,
  page: number,
  limit: number,
  countedTotal?: () => Promise<number>,
) {
  const total = countedTotal
    ? await countedTotal()
    : ((await db.select({ total: count() }).from(payments).where(where))[0]?.total ?? 0);
  // The page's ids first (a walk of payments_created_idx, index only when unfiltered), then their
  // rows and memberships: a deep page (500 of years) no longer joins every row it skips.
  const pageIds = db
    .select({ id: payments.id })
    .from(payments)
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const rows = await paymentsWithMembership(db)
    .where(inArray(payments.id, pageIds))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return { rows, pagination: { total, page, pages: pageCount(total, limit), limit } };
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof paymentsWithMembership>['where']>>[number];
export const joinedToView = (r: JoinedRow) =>
  toView(r.payment, r.membership?.id ? r.membership : null, r.plan?.id ? r.plan : null);

export async function getPaymentView(db: Executor, id: string): Promise<PaymentView | null> {
  const [row] = await paymentsWithMembership(db).where(eq(payments.id, id));
  return row ? joinedToView(row) : null;
}

/** Payments whose business day (Guatemala) falls within [startDate, endDate]. */
export function paymentDayRange(startDate?: string, endDate?: string): SQL[] {
  const day = businessDay(payments.paymentDate);
  const conditions: SQL[] = [];
  if (startDate) conditions.push(sql`${day} >= ${startDate}::date`);
  if (endDate) conditions.push(sql`${day} <= ${endDate}::date`);
  return conditions;
}

/** A payment matching a free-text search: the payer's name, email or phone (a client's, or a visitor's named at the desk), the concept, or the order number. */
export function paymentSearch(search: string): SQL {
  const pattern = likePattern(search);
  const phone = phoneDigitsContain(search, users.phoneDigits) ?? sql`false`;
  return sql`(${payments.concept} ilike ${pattern} or ${payments.payerName} ilike ${pattern} or exists (select 1 from ${users} where ${users.id} = ${payments.userId} and (${users.firstName} || ' ' || ${users.lastName} ilike ${pattern} or ${users.email} ilike ${pattern} or ${phone})) or exists (select 1 from ${orders} where ${orders.id} = ${payments.orderId} and (${orders.orderNumber} ilike ${pattern} or ${orders.customerInfo} ->> 'name' ilike ${pattern})))`;
}

/** The daily pass price (domain `dailyPassOf`: the first active daily plan), what one visitor pays at the desk. */
export async function dailyPassPrice(db: Executor): Promise<{ price: number; name: string }> {
  const plans = await db
    .select({ price: membershipPlans.price, name: membershipPlans.name, durationType: membershipPlans.durationType })
    .from(membershipPlans)
    .where(and(eq(membershipPlans.durationType, 'daily'), eq(membershipPlans.isActive, true)))
    .orderBy(asc(membershipPlans.displayOrder), asc(membershipPlans.price))
    .limit(1);
  return dailyPassOf(plans.map((plan) => ({ ...plan, price: Number(plan.price) })));
}
