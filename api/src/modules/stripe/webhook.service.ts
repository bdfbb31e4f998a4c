import {
  CARD_PAYMENT_MESSAGES as M,
  fromCents,
  toCents,
  WEBHOOK_TOLERANCE_SECONDS,
  type CardOutcome,
} from '@gym/domain';
import { eq, sql } from 'drizzle-orm';
import { recordEvent } from '../../events/outbox';
import type { Transaction } from '../../db/client';
import { cardProviderEvents, payments } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { PAYMENT_ENTITY } from '../payments/ledger';
import type { Stripe } from './client';
import type { CardContext } from './context';
import { applyCardOutcome } from './outcomes';

/**
 * The event, if its signature (computed by the provider over the exact bytes it sent, with our
 * webhook secret) is right and at most 5 minutes old; anything else is a 400 that changes nothing.
 */
export function verifiedEvent(ctx: CardContext, rawBody: string, signature: string | undefined): Stripe.Event {
  if (!signature) throw new AppError(400, M.webhookSignatureMissing);
  try {
    return ctx.stripe.webhooks.constructEvent(rawBody, signature, ctx.config.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw new AppError(400, M.webhookSignatureInvalid);
  }
}

const INTENT_OUTCOMES: Partial<Record<string, CardOutcome>> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'canceled',
};

export interface WebhookResult {
  duplicate: boolean;
  outcome: string;
}

/**
 * Acts on one verified event at most once. Its id is inserted first, in the same transaction as
 * its effect: a replay finds the id taken and does nothing; a concurrent duplicate waits on the
 * id's unique index until the first commits, then finds it taken (or, had the first rolled back,
 * does the work itself). Events may arrive in any order; the domain's outcome rule keeps a late
 * failure from undoing a success.
 */
export async function handleWebhookEvent(ctx: CardContext, event: Stripe.Event): Promise<WebhookResult> {
  return ctx.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(cardProviderEvents)
      .values({ id: event.id, type: event.type, outcome: 'received' })
      .onConflictDoNothing()
      .returning({ id: cardProviderEvents.id });
    if (!fresh) return { duplicate: true, outcome: 'duplicate' };
    const effect = await applyEvent(ctx, tx, event);
    await tx
      .update(cardProviderEvents)
      .set({ outcome: effect.outcome, paymentId: effect.paymentId })
      .where(eq(cardProviderEvents.id, event.id));
    return { duplicate: false, outcome: effect.outcome };
  });
}

async function paymentIdOfIntent(tx: Transaction, intentId: string | null | undefined): Promise<string | null> {
  if (!intentId) return null;
  const [row] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.providerIntentId, intentId));
  return row?.id ?? null;
}

async function applyEvent(
  ctx: CardContext,
  tx: Transaction,
  event: Stripe.Event,
): Promise<{ outcome: string; paymentId: string | null }> {
  const outcome = INTENT_OUTCOMES[event.type];
  if (outcome) {
    const intent = event.data.object as Stripe.PaymentIntent;
    const paymentId = await paymentIdOfIntent(tx, intent.id);
    if (!paymentId) return { outcome: 'unknown_payment', paymentId: null };
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const result = await applyCardOutcome(tx, ctx.settlements, {
      paymentId,
      outcome,
      intentId: intent.id,
      actorId: null,
      source: 'webhook',
      eventId: event.id,
      chargedCents: intent.amount_received,
      cardLast4: charge?.payment_method_details?.card?.last4 ?? null,
      reason: outcome === 'failed' ? M.cardDeclined : outcome === 'canceled' ? M.cancelled : null,
    });
    if (!result.changed && outcome === 'succeeded' && result.payment.status === 'cancelled') {
      // Charged after staff cancelled what it paid for (the membership, with its payment): the
      // money is at Stripe and nothing here stands for it. Recorded so staff refund it.
      await recordAudit(tx, {
        entityType: PAYMENT_ENTITY,
        entityId: paymentId,
        action: 'card_charged_after_cancel',
        fromStatus: 'cancelled',
        toStatus: 'cancelled',
        actorId: null,
        reason: M.chargedAfterCancel,
        details: { eventId: event.id, paymentIntentId: intent.id, amount: fromCents(intent.amount_received) },
      });
      return { outcome: 'charged_after_cancel', paymentId };
    }
    return { outcome: result.changed ? result.payment.status : 'unchanged', paymentId };
  }
  if (event.type === 'charge.refunded') {
    const charge = event.data.object as Stripe.Charge;
    const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    const paymentId = await paymentIdOfIntent(tx, intentId);
    if (!paymentId) return { outcome: 'unknown_payment', paymentId: null };
    return { outcome: await recordReportedRefund(tx, paymentId, charge, event.id), paymentId };
  }
  return { outcome: 'ignored', paymentId: null };
}

/**
 * The provider's running total of refunds on the charge (a refund made in its dashboard, or ours
 * reported back). Totals only grow, so the larger one wins and an old event changes nothing.
 */
async function recordReportedRefund(
  tx: Transaction,
  paymentId: string,
  charge: Stripe.Charge,
  eventId: string,
): Promise<string> {
  const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!locked) return 'unknown_payment';
  const paidCents = toCents(Number(locked.amount));
  const reportedCents = Math.min(charge.amount_refunded, paidCents);
  const beforeCents = toCents(Number(locked.refundedAmount));
  if (reportedCents <= beforeCents) return 'unchanged';
  const refunded = fromCents(reportedCents);
  await tx
    .update(payments)
    .set({ refundedAmount: refunded.toFixed(2), updatedAt: sql`now()` })
    .where(eq(payments.id, paymentId));
  await recordAudit(tx, {
    entityType: PAYMENT_ENTITY,
    entityId: paymentId,
    action: 'card_refund_reported',
    fromStatus: locked.status,
    toStatus: locked.status,
    actorId: null,
    details: {
      eventId,
      amount: fromCents(reportedCents - beforeCents),
      refundedTotal: refunded,
      full: reportedCents === paidCents,
    },
  });
  await recordEvent(tx, 'payment.refunded', {
    paymentId,
    amount: fromCents(reportedCents - beforeCents),
    refundedTotal: refunded,
    reason: null,
  });
  return 'refunded';
}
