import {
  CARD_PAYMENT_MESSAGES as M,
  cardOutcomeStatus,
  toCents,
  type CardOutcome,
  type PaymentStatus,
} from '@gym/domain';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { payments, type PaymentRow } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { PAYMENT_ENTITY, recordPaymentEvent } from '../payments/ledger';
import { settlementOf, type PaymentSettlements } from '../payments/settlement';
import type { Stripe } from './client';

/*
 * What the provider reports about an intent, applied to its payment: shared by the browser's
 * confirmation and cancellation (intents.service.ts) and the webhook (webhook.service.ts).
 */

export interface OutcomeInput {
  paymentId: string;
  outcome: CardOutcome;
  intentId: string;
  actorId: string | null;
  /** Who told us: the webhook, a confirm-payment call, a cancellation. */
  source: 'webhook' | 'confirm' | 'cancel';
  cardLast4?: string | null;
  reason?: string | null;
  eventId?: string;
  /** What the provider says it charged (centavos); a success for less than the payment is not one. */
  chargedCents?: number;
}

/**
 * Applies what the provider reports about an intent to its payment, at most once: the row is
 * locked, the domain rule says whether the report still changes anything (a late failure never
 * undoes a success), and the change, its audit row and the effect on what it pays for (membership
 * activated, order confirmed; or, cancelled, released) commit together. A declined card leaves
 * the membership or order waiting: the member may try another card on the same intent.
 */
export async function applyCardOutcome(
  tx: Transaction,
  settlements: PaymentSettlements,
  input: OutcomeInput,
): Promise<{ changed: boolean; payment: PaymentRow }> {
  const [locked] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for('update');
  if (!locked) throw new AppError(404, M.notFound);
  const to = cardOutcomeStatus(locked.status as PaymentStatus, input.outcome);
  if (!to) return { changed: false, payment: locked };
  if (to === 'completed' && input.chargedCents !== undefined && input.chargedCents < toCents(Number(locked.amount)))
    return { changed: false, payment: locked };
  const settled = to === 'completed' || to === 'cancelled';
  const [updated] = await tx
    .update(payments)
    .set({
      status: to,
      ...(to === 'completed' ? { transactionId: input.intentId, receivedAmount: locked.amount } : {}),
      ...(input.cardLast4 ? { cardLast4: input.cardLast4 } : {}),
      reason: to === 'completed' ? null : (input.reason ?? null),
      ...(settled ? { validatedBy: input.actorId, validatedAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, locked.id))
    .returning();
  if (!updated) throw new AppError(404, M.notFound);
  await recordAudit(tx, {
    entityType: PAYMENT_ENTITY,
    entityId: locked.id,
    action: `card_${input.outcome}`,
    fromStatus: locked.status,
    toStatus: to,
    actorId: input.actorId,
    reason: input.reason ?? null,
    details: {
      paymentIntentId: input.intentId,
      source: input.source,
      ...(input.eventId ? { eventId: input.eventId } : {}),
    },
  });
  if (to !== 'pending') await recordPaymentEvent(tx, updated, to, input.reason ?? null);
  const target = settlementOf(updated, settlements);
  const news = { payment: updated, actorId: input.actorId, reason: input.reason ?? null };
  if (to === 'completed') await target.paid(tx, news);
  else if (to === 'cancelled') await target.voided(tx, news);
  return { changed: true, payment: updated };
}

/** What the provider's intent says, as an outcome for our payment (null: still in progress). */
export function outcomeOfIntent(intent: Stripe.PaymentIntent): CardOutcome | null {
  if (intent.status === 'succeeded') return 'succeeded';
  if (intent.status === 'canceled') return 'canceled';
  if (intent.status === 'requires_payment_method' && intent.last_payment_error) return 'failed';
  return null;
}

export function last4Of(intent: Stripe.PaymentIntent): string | null {
  const charge = intent.latest_charge;
  if (!charge || typeof charge === 'string') return null;
  return charge.payment_method_details?.card?.last4 ?? null;
}
