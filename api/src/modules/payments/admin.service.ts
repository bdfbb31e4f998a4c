import {
  CARD_PAYMENT_MESSAGES,
  cashChange,
  DEFAULT_CASH_CONFIRM_NOTE,
  PAYMENT_MESSAGES,
  PAYMENT_STATUS_LABELS,
  paymentStatusChangeError,
  statusChangeNeedsReason,
  type PaymentMethod,
  type PaymentStatus,
  isCollectedOnDelivery,
} from '@gym/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import { payments, type PaymentRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { recordCashPayment, recordPaymentEvent } from './ledger';
import { auditTrail, recordAudit, type AuditEventView } from '../../lib/audit';
import type { AuthenticatedUser } from '../../types';
import { getPaymentView, PAYMENT_ENTITY, type PaymentView } from './ledger';
import { settlementOf, type PaymentSettlements } from './settlement';

const NOT_OF_METHOD: Partial<Record<PaymentMethod, string>> = {
  transfer: PAYMENT_MESSAGES.notATransfer,
  cash: PAYMENT_MESSAGES.notCash,
  card: PAYMENT_MESSAGES.notCard,
};

/** One settlement of a pending payment: where it goes and what it records on the way. */
interface Settlement {
  to: Exclude<PaymentStatus, 'pending'>;
  /** The audit action: 'approve_transfer', 'confirm_cash', 'cancel', ... (maybe read from the locked row). */
  action: string | ((locked: PaymentRow) => string);
  /** The method the call is for (a cash confirmation of a transfer is refused). */
  method?: PaymentMethod;
  /** Only a membership's payment (cancel-cash-membership). */
  membershipOnly?: boolean;
  reason?: string | null;
  notes?: string | null;
  /** Columns set from the locked row (received amount, card details); may refuse with an AppError. */
  columns?: (locked: PaymentRow) => Partial<typeof payments.$inferInsert>;
  details?: Record<string, unknown>;
}

/**
 * Settles a pending payment at most once. The row is locked (SELECT ... FOR UPDATE) and its status
 * checked in one transaction, so of two clerks confirming the same payment at the same moment the
 * second waits for the first, then reads a settled payment and gets a 409 that says what happened.
 * The change, its audit row and the effect on what it pays for (a membership activated, an order
 * confirmed, held slots freed) commit together.
 */
export async function settlePayment(
  db: Database,
  settlements: PaymentSettlements,
  actor: AuthenticatedUser,
  paymentId: string,
  settlement: Settlement,
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!locked) throw new AppError(404, PAYMENT_MESSAGES.notFound);
    // A card payment taken online is settled by what Stripe reports (modules/stripe), never by hand:
    // a clerk confirming it would activate a membership without the money, and cancelling it here
    // would leave its intent chargeable at Stripe.
    if (locked.providerIntentId) throw new AppError(409, CARD_PAYMENT_MESSAGES.settledByProvider);
    if (settlement.method && locked.method !== settlement.method)
      throw new AppError(400, NOT_OF_METHOD[settlement.method] ?? PAYMENT_MESSAGES.invalidMethod);
    if (settlement.membershipOnly && !locked.membershipId)
      throw new AppError(400, PAYMENT_MESSAGES.notAMembershipPayment);
    const refusal = paymentStatusChangeError(locked.status as PaymentStatus, settlement.to);
    if (refusal) throw new AppError(409, refusal);
    if (settlement.to === 'completed' && isCollectedOnDelivery(locked.paymentType))
      throw new AppError(409, PAYMENT_MESSAGES.collectedOnDelivery);
    const columns = settlement.columns?.(locked) ?? {};
    const action = typeof settlement.action === 'function' ? settlement.action(locked) : settlement.action;
    const [updated] = await tx
      .update(payments)
      .set({
        status: settlement.to,
        reason: settlement.reason ?? null,
        notes: settlement.notes ?? locked.notes,
        validatedBy: actor.id,
        validatedAt: sql`now()`,
        updatedAt: sql`now()`,
        ...columns,
      })
      .where(eq(payments.id, paymentId))
      .returning();
    if (!updated) throw new AppError(404, PAYMENT_MESSAGES.notFound);
    await recordAudit(tx, {
      entityType: PAYMENT_ENTITY,
      entityId: paymentId,
      action,
      fromStatus: locked.status,
      toStatus: settlement.to,
      actorId: actor.id,
      reason: settlement.reason ?? null,
      details: { ...(settlement.notes ? { notes: settlement.notes } : {}), ...settlement.details },
    });
    await recordPaymentEvent(tx, updated, settlement.to, settlement.reason ?? null);
    // Cash confirmed by a clerk (the cash queue, a cash membership) went into the clerk's drawer.
    if (settlement.to === 'completed' && updated.method === 'cash') await recordCashPayment(tx, actor.id, updated);
    const target = settlementOf(updated, settlements);
    const settled = { payment: updated, actorId: actor.id, reason: settlement.reason ?? null };
    if (settlement.to === 'completed') await target.paid(tx, settled);
    else await target.voided(tx, settled);
    return updated;
  });
}

async function viewOf(db: Executor, id: string): Promise<PaymentView> {
  const view = await getPaymentView(db, id);
  if (!view) throw new AppError(404, PAYMENT_MESSAGES.notFound);
  return view;
}

export interface ValidateTransferInput {
  approved: boolean;
  notes?: string | null;
  reason?: string | null;
}

/** Approves (completed) or rejects (failed, with its reason) a pending transfer. */
export async function validateTransfer(
  db: Database,
  settlements: PaymentSettlements,
  actor: AuthenticatedUser,
  paymentId: string,
  input: ValidateTransferInput,
): Promise<PaymentView> {
  // A rejection without a reason is refused before any row is touched.
  const reason = input.approved ? null : (input.reason ?? input.notes ?? null);
  if (!input.approved && !reason) throw new AppError(400, PAYMENT_MESSAGES.rejectionNeedsReason);
  await settlePayment(db, settlements, actor, paymentId, {
    to: input.approved ? 'completed' : 'failed',
    action: input.approved ? 'approve_transfer' : 'reject_transfer',
    method: 'transfer',
    reason,
    notes: input.notes ?? null,
  });
  return viewOf(db, paymentId);
}

/** Confirms cash received at the desk; answers the change to hand back. */
export async function confirmCash(
  db: Database,
  settlements: PaymentSettlements,
  actor: AuthenticatedUser,
  paymentId: string,
  input: { receivedAmount?: number | null; notes?: string | null },
): Promise<{ payment: PaymentView; change: number }> {
  let change = 0;
  await settlePayment(db, settlements, actor, paymentId, {
    to: 'completed',
    action: 'confirm_cash',
    method: 'cash',
    notes: input.notes || DEFAULT_CASH_CONFIRM_NOTE,
    columns: (locked) => {
      const amount = Number(locked.amount);
      const received = input.receivedAmount ?? amount;
      const counted = cashChange(amount, received);
      if (!counted.ok) throw new AppError(400, counted.message);
      change = counted.change;
      return { receivedAmount: received.toFixed(2) };
    },
    details: { receivedAmount: input.receivedAmount ?? null },
  });
  return { payment: await viewOf(db, paymentId), change };
}

/**
 * Settles any item of the desk's cash queue (GET /payments/cash/pending) from the queue's own call,
 * POST /activate-cash-membership: a membership's payment completes and the membership activates
 * (audit 'activate_cash_membership'); any other cash payment the queue lists (a daily pass, a
 * store order's) is confirmed as confirm-cash confirms it (audit 'confirm_cash', the exact amount
 * received). Either way in one transaction with its drawer movement, at most once (a second call
 * is a 409 that says it is settled); a cash-on-delivery payment, which the queue does not list, is
 * refused as confirm-cash refuses it.
 */
export async function activateCashMembership(
  db: Database,
  settlements: PaymentSettlements,
  actor: AuthenticatedUser,
  paymentId: string,
  notes?: string | null,
): Promise<{ payment: PaymentView; membership: boolean }> {
  let membership = false;
  await settlePayment(db, settlements, actor, paymentId, {
    to: 'completed',
    action: (locked) => {
      membership = locked.membershipId !== null;
      return membership ? 'activate_cash_membership' : 'confirm_cash';
    },
    method: 'cash',
    notes: notes || DEFAULT_CASH_CONFIRM_NOTE,
    columns: (locked) => ({ receivedAmount: locked.amount }),
  });
  return { payment: await viewOf(db, paymentId), membership };
}

/** Cancels a pending payment of the given method (cash, card), with its reason. */
export async function cancelPayment(
  db: Database,
  settlements: PaymentSettlements,
  actor: AuthenticatedUser,
  paymentId: string,
  method: PaymentMethod,
  input: { reason: string; notes?: string | null },
): Promise<PaymentView> {
  await settlePayment(db, settlements, actor, paymentId, {
    to: 'cancelled',
    action: `cancel_${method}`,
    method,
    reason: input.reason,
    notes: input.notes ?? null,
  });
  return viewOf(db, paymentId);
}

/**
 * Cancels a pending cash membership: its pending cash payment is cancelled and the membership with
 * it (the membership's settlement frees its slots). Named by the payment or by the membership.
 */
export async function cancelCashMembership(
  db: Database,
  settlements: PaymentSettlements,
  actor: AuthenticatedUser,
  input: { paymentId?: string; membershipId?: string; reason: string },
): Promise<PaymentView> {
  let paymentId = input.paymentId;
  if (!paymentId && input.membershipId) {
    const [row] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(eq(payments.membershipId, input.membershipId), eq(payments.method, 'cash'), eq(payments.status, 'pending')),
      )
      .limit(1);
    // No pending cash payment left: either it never existed or it was settled a moment ago.
    if (!row) {
      const [any] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.membershipId, input.membershipId), eq(payments.method, 'cash')))
        .limit(1);
      if (!any) throw new AppError(404, PAYMENT_MESSAGES.notFound);
      paymentId = any.id;
    } else paymentId = row.id;
  }
  if (!paymentId) throw new AppError(400, PAYMENT_MESSAGES.paymentOrMembershipNeeded);
  await settlePayment(db, settlements, actor, paymentId, {
    to: 'cancelled',
    action: 'cancel_cash_membership',
    method: 'cash',
    membershipOnly: true,
    reason: input.reason,
  });
  return viewOf(db, paymentId);
}

/** Confirms a card payment with its terminal's transaction number. */
export async function confirmCard(
  db: Database,
  settlements: PaymentSettlements,
  actor: AuthenticatedUser,
  paymentId: string,
  input: { transactionId: string; cardLast4?: string | null; notes?: string | null },
): Promise<PaymentView> {
  await settlePayment(db, settlements, actor, paymentId, {
    to: 'completed',
    action: 'confirm_card',
    method: 'card',
    notes: input.notes ?? null,
    columns: () => ({ transactionId: input.transactionId, cardLast4: input.cardLast4 ?? null }),
    details: { transactionId: input.transactionId },
  });
  return viewOf(db, paymentId);
}

/** Sets a pending payment's status by hand (any method); leaving it unpaid needs a reason. */
export async function setPaymentStatus(
  db: Database,
  settlements: PaymentSettlements,
  actor: AuthenticatedUser,
  paymentId: string,
  input: { status: PaymentStatus; reason?: string | null; notes?: string | null },
): Promise<PaymentView> {
  if (input.status === 'pending') {
    const [row] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId));
    if (!row) throw new AppError(404, PAYMENT_MESSAGES.notFound);
    throw new AppError(
      409,
      paymentStatusChangeError(row.status as PaymentStatus, 'pending') ?? PAYMENT_MESSAGES.sameStatus,
    );
  }
  if (statusChangeNeedsReason(input.status) && !input.reason)
    throw new AppError(400, PAYMENT_MESSAGES.statusNeedsReason);
  await settlePayment(db, settlements, actor, paymentId, {
    to: input.status,
    action: 'set_status',
    reason: input.reason ?? null,
    notes: input.notes ?? null,
    details: { label: PAYMENT_STATUS_LABELS[input.status] },
  });
  return viewOf(db, paymentId);
}

/**
 * Cancels, inside the caller's transaction, the pending payments of a membership that staff cancel
 * (the membership's own call: its settlement is not told again).
 */
export async function cancelPendingPaymentsOfMembership(
  tx: Transaction,
  membershipId: string,
  actorId: string | null,
  reason: string,
): Promise<number> {
  const pending = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.membershipId, membershipId), eq(payments.status, 'pending')))
    .for('update');
  if (pending.length === 0) return 0;
  await tx
    .update(payments)
    .set({ status: 'cancelled', reason, validatedBy: actorId, validatedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      inArray(
        payments.id,
        pending.map((p) => p.id),
      ),
    );
  await recordAudit(
    tx,
    pending.map((p) => ({
      entityType: PAYMENT_ENTITY,
      entityId: p.id,
      action: 'cancel_with_membership',
      fromStatus: p.status,
      toStatus: 'cancelled',
      actorId,
      reason,
    })),
  );
  for (const payment of pending) await recordPaymentEvent(tx, payment, 'cancelled', reason);
  return pending.length;
}

/** A payment's history (who changed it, when, from and to which status, why). */
export function paymentHistory(db: Executor, paymentId: string): Promise<AuditEventView[]> {
  return auditTrail(db, PAYMENT_ENTITY, paymentId);
}
