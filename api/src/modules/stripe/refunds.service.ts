import {
  CARD_PAYMENT_MESSAGES as M,
  PAGINATION,
  refundDecision,
  roundMoney,
  toCents,
  type PaymentStatus,
} from '@gym/domain';
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { recordEvent } from '../../events/outbox';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { AuthenticatedUser } from '../../types';
import {
  joinedToView,
  PAYMENT_ENTITY,
  paymentsPage,
  paymentsWithMembership,
  type PaymentView,
} from '../payments/ledger';
import { paymentByIntent, provider, type CardContext } from './context';

/* Staff's side of card payments: the list of those taken through the provider, and refunds. */

export interface CardPaymentView extends PaymentView {
  paymentIntentId: string | null;
  refundedAmount: number;
}

type JoinedRow = Parameters<typeof joinedToView>[0];
const cardView = (row: JoinedRow): CardPaymentView => ({
  ...joinedToView(row),
  paymentIntentId: row.payment.providerIntentId,
  refundedAmount: Number(row.payment.refundedAmount),
});

async function cardPaymentView(db: Executor, paymentId: string): Promise<CardPaymentView> {
  const [row] = await paymentsWithMembership(db).where(eq(payments.id, paymentId));
  if (!row) throw new AppError(404, M.notFound);
  return cardView(row);
}

export interface RefundInput {
  paymentIntentId: string;
  /** Absent: everything not refunded yet. */
  amount?: number;
  reason?: string | null;
}

/**
 * Staff give money back on a completed card payment, in part or in full, never above what was
 * paid minus earlier refunds. The payment row stays locked while the provider is asked, so two
 * clerks refunding at once cannot both pass the check; the idempotency key is the payment, what
 * was refunded before and the amount, so a retried request never refunds twice.
 */
export async function refundPayment(
  ctx: CardContext,
  actor: AuthenticatedUser,
  input: RefundInput,
): Promise<{ payment: CardPaymentView; refundId: string; amount: number }> {
  const done = await ctx.db.transaction(async (tx) => {
    const locked = await paymentByIntent(tx, input.paymentIntentId, true);
    if (!locked) throw new AppError(404, M.notFound);
    if (locked.method !== 'card' || locked.status !== 'completed') throw new AppError(400, M.refundNotCompleted);
    const before = Number(locked.refundedAmount);
    const decision = refundDecision(Number(locked.amount), before, input.amount ?? null);
    if (!decision.ok) throw new AppError(400, decision.message);
    const refund = await provider(ctx, 'create refund', () =>
      ctx.stripe.refunds.create(
        {
          payment_intent: input.paymentIntentId,
          amount: toCents(decision.amount),
          reason: 'requested_by_customer',
          metadata: { paymentId: locked.id, actorId: actor.id },
        },
        { idempotencyKey: `refund-${locked.id}-${toCents(before)}-${toCents(decision.amount)}` },
      ),
    );
    const refunded = roundMoney(before + decision.amount);
    await tx
      .update(payments)
      .set({ refundedAmount: refunded.toFixed(2), updatedAt: sql`now()` })
      .where(eq(payments.id, locked.id));
    await recordAudit(tx, {
      entityType: PAYMENT_ENTITY,
      entityId: locked.id,
      action: 'card_refund',
      fromStatus: locked.status,
      toStatus: locked.status,
      actorId: actor.id,
      reason: input.reason ?? null,
      details: {
        refundId: refund.id,
        amount: decision.amount,
        refundedTotal: refunded,
        full: toCents(refunded) === toCents(Number(locked.amount)),
      },
    });
    await recordEvent(tx, 'payment.refunded', {
      paymentId: locked.id,
      amount: decision.amount,
      refundedTotal: refunded,
      reason: input.reason ?? null,
    });
    return { paymentId: locked.id, refundId: refund.id, amount: decision.amount };
  });
  return { payment: await cardPaymentView(ctx.db, done.paymentId), refundId: done.refundId, amount: done.amount };
}

export interface CardPaymentsQuery {
  page: number;
  limit: number;
  status?: PaymentStatus;
}

/** Payments that went through the card provider (an intent was created), newest first, 30 a page. */
export async function listCardPayments(db: Executor, query: CardPaymentsQuery) {
  const conditions: SQL[] = [isNotNull(payments.providerIntentId)];
  if (query.status) conditions.push(eq(payments.status, query.status));
  const where = and(...conditions);
  const limit = query.limit || PAGINATION.cardProviderPayments;
  const { rows, pagination } = await paymentsPage(db, where, query.page, limit);
  return { payments: rows.map(cardView), pagination };
}
