import { randomUUID } from 'node:crypto';
import {
  businessDate,
  CARD_CURRENCY,
  CARD_PAYMENT_MESSAGES as M,
  CURRENCY,
  fromCents,
  roundMoney,
  toCents,
  type BillingInput,
  type PaymentStatus,
  dailyPassConcept,
} from '@gym/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships, payments, type PaymentRow } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { AuthenticatedUser } from '../../types';
import { purchaseMembership } from '../memberships/memberships.service';
import { createPendingPayment, dailyPassPrice, PAYMENT_ENTITY } from '../payments/ledger';
import { orderRowFor, type OrderViewer } from '../store/orders.service';
import { isProviderRefusal, type Stripe } from './client';
import { isStaff, paymentByIntent, provider, type CardContext } from './context';
import { customerOf } from './customers.service';
import { applyCardOutcome, last4Of, outcomeOfIntent } from './outcomes';

/*
 * A card payment's intent from start to end: created for a membership, a daily pass or a store
 * order; confirmed after the browser's card step; cancelled by the payer or staff.
 */

/** A payment intent as the web needs it to collect the card (Stripe Elements). */
export interface IntentView {
  paymentId: string;
  paymentIntentId: string;
  clientSecret: string;
  amount: number;
  currency: string;
  status: PaymentStatus;
}

const intentView = (payment: PaymentRow, intent: Stripe.PaymentIntent): IntentView => ({
  paymentId: payment.id,
  paymentIntentId: intent.id,
  clientSecret: intent.client_secret ?? '',
  amount: fromCents(intent.amount),
  currency: CURRENCY.code,
  status: payment.status as PaymentStatus,
});

/**
 * The payment intent of a pending card payment: the one it already has (a second call, a reload
 * of the checkout), or a new one created with the payment's id as idempotency key, so two calls
 * at once get the same intent and the card is never charged twice. `amount` is the server's.
 */
async function ensureIntent(
  ctx: CardContext,
  paymentId: string,
  actorId: string | null,
  amount?: number,
): Promise<IntentView> {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw new AppError(404, M.notFound);
  if (payment.method !== 'card') throw new AppError(400, M.notACardPayment);
  if (payment.status === 'completed' || payment.status === 'cancelled') throw new AppError(409, M.notPending);
  const charged = roundMoney(amount ?? Number(payment.amount));
  if (payment.providerIntentId) {
    const existing = await provider(ctx, 'retrieve intent', () =>
      ctx.stripe.paymentIntents.retrieve(payment.providerIntentId!),
    );
    if (existing.status === 'canceled') throw new AppError(409, M.notPending);
    return intentView(payment, existing);
  }
  const customer = await customerOf(ctx.db, payment.userId);
  const intent = await provider(ctx, 'create intent', () =>
    ctx.stripe.paymentIntents.create(
      {
        amount: toCents(charged),
        currency: CARD_CURRENCY,
        description: payment.concept,
        automatic_payment_methods: { enabled: true },
        ...(customer ? { customer } : {}),
        metadata: {
          paymentId: payment.id,
          paymentType: payment.paymentType,
          ...(payment.membershipId ? { membershipId: payment.membershipId } : {}),
          ...(payment.orderId ? { orderId: payment.orderId } : {}),
        },
      },
      { idempotencyKey: `payment-intent-${payment.id}` },
    ),
  );
  const stored = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!locked) throw new AppError(404, M.notFound);
    if (locked.providerIntentId) return locked;
    const [updated] = await tx
      .update(payments)
      .set({ providerIntentId: intent.id, updatedAt: sql`now()` })
      .where(eq(payments.id, paymentId))
      .returning();
    await recordAudit(tx, {
      entityType: PAYMENT_ENTITY,
      entityId: paymentId,
      action: 'card_intent_created',
      fromStatus: locked.status,
      toStatus: locked.status,
      actorId,
      details: { paymentIntentId: intent.id, amount: charged, currency: CURRENCY.code },
    });
    return updated ?? locked;
  });
  return intentView(stored, intent);
}

export interface MembershipIntentInput {
  membershipId?: string;
  planId?: string;
  selectedSchedule?: Record<string, number[]>;
  billing?: BillingInput | null;
}

/**
 * A member pays a membership by card: a plan (and its slots) bought now through the one purchase
 * service, held like a transfer purchase until the money arrives; or a pending membership of
 * theirs, whose unpaid payment becomes a card payment.
 */
export async function createMembershipIntent(
  ctx: CardContext,
  actor: AuthenticatedUser,
  input: MembershipIntentInput,
): Promise<IntentView> {
  let paymentId: string;
  if (input.planId) {
    const bought = await purchaseMembership(ctx.db, actor, {
      planId: input.planId,
      selectedSchedule: input.selectedSchedule,
      paymentMethod: 'card',
      billing: input.billing,
    });
    paymentId = bought.payment.id;
  } else if (input.membershipId) {
    paymentId = await cardPaymentOfMembership(ctx.db, actor, input.membershipId);
  } else throw new AppError(400, M.membershipNeeded);
  return ensureIntent(ctx, paymentId, actor.id);
}

/** The member's unpaid payment of a pending membership, switched to card if it was cash or transfer. */
async function cardPaymentOfMembership(db: Database, actor: AuthenticatedUser, membershipId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [membership] = await tx
      .select()
      .from(memberships)
      .where(and(eq(memberships.id, membershipId), eq(memberships.userId, actor.id)))
      .for('update');
    if (!membership) throw new AppError(404, M.notFound);
    if (membership.status !== 'pending') throw new AppError(400, M.membershipNotPayable);
    const candidates = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.membershipId, membershipId), inArray(payments.status, ['pending', 'failed'])))
      .orderBy(desc(payments.createdAt))
      .for('update');
    const card = candidates.find((p) => p.method === 'card');
    if (card) return card.id;
    const other = candidates.find((p) => p.status === 'pending' && !p.proofKey);
    if (!other) throw new AppError(400, M.membershipNotPayable);
    await tx
      .update(payments)
      .set({ method: 'card', updatedAt: sql`now()` })
      .where(eq(payments.id, other.id));
    await recordAudit(tx, {
      entityType: PAYMENT_ENTITY,
      entityId: other.id,
      action: 'switch_to_card',
      fromStatus: other.status,
      toStatus: other.status,
      actorId: actor.id,
      details: { fromMethod: other.method },
    });
    return other.id;
  });
}

/**
 * A member buys today's daily pass by card. The intent is created first, under the payment's id
 * chosen here, and the pending card payment is written with it in one step: a provider that does
 * not answer leaves nothing behind.
 */
export async function createDailyIntent(ctx: CardContext, actor: AuthenticatedUser): Promise<IntentView> {
  const paymentId = randomUUID();
  const pass = await dailyPassPrice(ctx.db);
  const concept = dailyPassConcept(pass.name, businessDate());
  const customer = await customerOf(ctx.db, actor.id);
  const intent = await provider(ctx, 'create intent', () =>
    ctx.stripe.paymentIntents.create(
      {
        amount: toCents(pass.price),
        currency: CARD_CURRENCY,
        description: concept,
        automatic_payment_methods: { enabled: true },
        ...(customer ? { customer } : {}),
        metadata: { paymentId, paymentType: 'daily' },
      },
      { idempotencyKey: `payment-intent-${paymentId}` },
    ),
  );
  const payment = await ctx.db.transaction(async (tx) => {
    const row = await createPendingPayment(tx, {
      id: paymentId,
      providerIntentId: intent.id,
      userId: actor.id,
      amount: pass.price,
      method: 'card',
      paymentType: 'daily',
      concept,
    });
    await recordAudit(tx, {
      entityType: PAYMENT_ENTITY,
      entityId: row.id,
      action: 'card_intent_created',
      fromStatus: null,
      toStatus: row.status,
      actorId: actor.id,
      details: { paymentIntentId: intent.id, amount: pass.price, currency: CURRENCY.code, paymentType: 'daily' },
    });
    return row;
  });
  return intentView(payment, intent);
}

/**
 * A store order paid by card, by its owner, or the guest whose session placed it or who holds
 * its link. The amount is always the order's total as the server computed it.
 */
export async function createStoreIntent(ctx: CardContext, viewer: OrderViewer, orderId: string): Promise<IntentView> {
  const order = await orderRowFor(ctx.db, orderId, viewer);
  if (order.paymentMethod !== 'card') throw new AppError(400, M.orderNotByCard);
  if (order.status !== 'pending') throw new AppError(409, M.orderNotPending);
  const [payment] = await ctx.db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, order.id));
  if (!payment) throw new AppError(404, M.notFound);
  return ensureIntent(ctx, payment.id, viewer.userId, Number(order.totalAmount));
}

export interface ConfirmView {
  paymentId: string;
  paymentIntentId: string;
  status: PaymentStatus;
  providerStatus: string;
  amount: number;
  currency: string;
  message: string;
}

/**
 * After the card step in the browser: reads the intent from the provider (never the caller's
 * word) and settles the payment if it succeeded. The owner, staff, or for a guest's order anyone
 * holding the intent id may ask: the answer only repeats what the provider says.
 */
export async function confirmPayment(
  ctx: CardContext,
  actor: AuthenticatedUser | null,
  intentId: string,
): Promise<ConfirmView> {
  const payment = await paymentByIntent(ctx.db, intentId);
  const mayAsk = payment && (payment.userId === null || payment.userId === actor?.id || isStaff(actor));
  if (!payment || !mayAsk) throw new AppError(404, M.notFound);
  const intent = await provider(ctx, 'retrieve intent', () =>
    ctx.stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] }),
  );
  const outcome = outcomeOfIntent(intent);
  const current = outcome
    ? (
        await ctx.db.transaction((tx) =>
          applyCardOutcome(tx, ctx.settlements, {
            paymentId: payment.id,
            outcome,
            intentId,
            actorId: actor?.id ?? null,
            source: 'confirm',
            chargedCents: intent.amount_received,
            cardLast4: last4Of(intent),
            reason: outcome === 'failed' ? M.cardDeclined : null,
          }),
        )
      ).payment
    : payment;
  const status = current.status as PaymentStatus;
  const message =
    status === 'completed'
      ? M.confirmed
      : status === 'failed'
        ? M.cardDeclined
        : status === 'cancelled'
          ? M.cancelled
          : M.stillProcessing;
  return {
    paymentId: current.id,
    paymentIntentId: intentId,
    status,
    providerStatus: intent.status,
    amount: Number(current.amount),
    currency: CURRENCY.code,
    message,
  };
}

/**
 * The member (or staff) gives up a card payment: the intent is cancelled at the provider, then
 * the payment and what it held (the membership's slots, the order's units) are released.
 */
export async function cancelPaymentIntent(
  ctx: CardContext,
  actor: AuthenticatedUser,
  intentId: string,
  reason: string | null,
): Promise<ConfirmView> {
  const payment = await paymentByIntent(ctx.db, intentId);
  if (!payment || (payment.userId !== actor.id && !isStaff(actor))) throw new AppError(404, M.notFound);
  if (payment.status === 'completed') throw new AppError(409, M.alreadyCompleted);
  if (payment.status === 'cancelled') throw new AppError(409, M.notPending);
  let intent: Stripe.PaymentIntent;
  try {
    intent = await ctx.stripe.paymentIntents.cancel(intentId, { cancellation_reason: 'requested_by_customer' });
  } catch (error) {
    if (!isProviderRefusal(error)) return provider(ctx, 'cancel intent', () => Promise.reject(error));
    // Refused: the card may have been charged a moment ago. What the provider says wins.
    intent = await provider(ctx, 'retrieve intent', () =>
      ctx.stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] }),
    );
    if (intent.status !== 'succeeded' && intent.status !== 'canceled') throw new AppError(409, M.providerRefused);
  }
  const outcome = outcomeOfIntent(intent) ?? 'canceled';
  const { payment: current } = await ctx.db.transaction((tx) =>
    applyCardOutcome(tx, ctx.settlements, {
      paymentId: payment.id,
      outcome,
      intentId,
      actorId: actor.id,
      source: 'cancel',
      chargedCents: intent.amount_received,
      cardLast4: last4Of(intent),
      reason: outcome === 'canceled' ? (reason ?? M.cancelled) : null,
    }),
  );
  if (current.status === 'completed') throw new AppError(409, M.alreadyCompleted);
  return {
    paymentId: current.id,
    paymentIntentId: intentId,
    status: current.status as PaymentStatus,
    providerStatus: intent.status,
    amount: Number(current.amount),
    currency: CURRENCY.code,
    message: M.cancelled,
  };
}
