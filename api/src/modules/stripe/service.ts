import { randomUUID } from 'node:crypto';
import {
  businessDate,
  CARD_CURRENCY,
  CARD_PAYMENT_MESSAGES as M,
  cardOutcomeStatus,
  cardProviderMode,
  CURRENCY,
  fromCents,
  PAGINATION,
  refundDecision,
  roundMoney,
  toCents,
  type CardOutcome,
  type PaymentStatus,
  pageCount,
} from '@gym/domain';
import { and, count, desc, eq, inArray, isNotNull, max, sql, sum, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { StripeConfig } from '../../config';
import type { Database, Executor, Transaction } from '../../db/client';
import {
  cardProviderCustomers,
  cardProviderEvents,
  memberships,
  payments,
  users,
  type PaymentRow,
} from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { AuthenticatedUser } from '../../types';
import { purchaseMembership } from '../memberships/memberships.service';
import {
  createPendingPayment,
  dailyPassPrice,
  joinedToView,
  PAYMENT_ENTITY,
  paymentsWithMembership,
  type PaymentView,
} from '../payments/service';
import { settlementOf, type PaymentSettlements } from '../payments/settlement';
import { orderRowFor, type OrderViewer } from '../store/orders.service';
import { isProviderRefusal, type Stripe } from './client';

/** What every card call needs: the database, the SDK client and what a settled payment tells. */
export interface CardContext {
  db: Database;
  stripe: Stripe;
  config: StripeConfig;
  settlements: PaymentSettlements;
  log: FastifyBaseLogger;
}

/** A payment intent as the web needs it to collect the card (Stripe Elements). */
export interface IntentView {
  paymentId: string;
  paymentIntentId: string;
  clientSecret: string;
  amount: number;
  currency: string;
  status: PaymentStatus;
}

/**
 * One call to the provider. Its refusal (4xx) or absence (timeout, 5xx) becomes our Spanish
 * message; what the provider said stays in the log with the request id.
 */
async function provider<T>(ctx: CardContext, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    ctx.log.warn({ what, detail }, 'card provider call failed');
    if (isProviderRefusal(error)) throw new AppError(409, M.providerRefused);
    throw new AppError(502, M.providerUnavailable);
  }
}

const isStaff = (actor: Pick<AuthenticatedUser, 'permissions'> | null) =>
  Boolean(actor?.permissions.includes('view_payments'));

async function paymentByIntent(db: Executor, intentId: string, lock = false): Promise<PaymentRow | undefined> {
  const query = db.select().from(payments).where(eq(payments.providerIntentId, intentId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

async function customerOf(db: Executor, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ customerId: cardProviderCustomers.customerId })
    .from(cardProviderCustomers)
    .where(eq(cardProviderCustomers.userId, userId));
  return row?.customerId ?? null;
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
  const concept = `${pass.name} ${businessDate()}`;
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

function last4Of(intent: Stripe.PaymentIntent): string | null {
  const charge = intent.latest_charge;
  if (!charge || typeof charge === 'string') return null;
  return charge.payment_method_details?.card?.last4 ?? null;
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
  const [totalRow] = await db.select({ total: count() }).from(payments).where(where);
  const rows = await paymentsWithMembership(db)
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .offset((query.page - 1) * limit);
  const total = totalRow?.total ?? 0;
  return {
    payments: rows.map(cardView),
    pagination: { total, page: query.page, pages: pageCount(total, limit), limit },
  };
}

/** The caller's customer at the provider, created once (its saved cards live there). */
export async function createCustomer(
  ctx: CardContext,
  actor: AuthenticatedUser,
): Promise<{ customerId: string; created: boolean }> {
  const existing = await customerOf(ctx.db, actor.id);
  if (existing) return { customerId: existing, created: false };
  const [user] = await ctx.db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!user) throw new AppError(404, M.customerNotFound);
  const customer = await provider(ctx, 'create customer', () =>
    ctx.stripe.customers.create(
      { email: user.email, name: `${user.firstName} ${user.lastName}`, metadata: { userId: actor.id } },
      { idempotencyKey: `customer-${actor.id}` },
    ),
  );
  const inserted = await ctx.db
    .insert(cardProviderCustomers)
    .values({ userId: actor.id, customerId: customer.id })
    .onConflictDoNothing()
    .returning();
  return { customerId: (await customerOf(ctx.db, actor.id)) ?? customer.id, created: inserted.length > 0 };
}

export interface SavedCardView {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The saved cards of a customer: its own account's, or any for staff. */
export async function paymentMethods(
  ctx: CardContext,
  actor: AuthenticatedUser,
  customerId: string,
): Promise<SavedCardView[]> {
  const [owner] = await ctx.db
    .select({ userId: cardProviderCustomers.userId })
    .from(cardProviderCustomers)
    .where(eq(cardProviderCustomers.customerId, customerId));
  if (!owner || (owner.userId !== actor.id && !isStaff(actor))) throw new AppError(404, M.customerNotFound);
  const list = await provider(ctx, 'list payment methods', () =>
    ctx.stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 20 }),
  );
  return list.data.flatMap((method) =>
    method.card
      ? [
          {
            id: method.id,
            brand: method.card.brand,
            last4: method.card.last4,
            expMonth: method.card.exp_month,
            expYear: method.card.exp_year,
          },
        ]
      : [],
  );
}

/** Whether the provider answers (its balance, the cheapest authenticated call), and how fast. */
export async function providerHealth(ctx: CardContext): Promise<{ healthy: boolean; latencyMs: number; mode: string }> {
  const started = Date.now();
  let healthy = true;
  try {
    await ctx.stripe.balance.retrieve();
  } catch (error) {
    ctx.log.warn({ detail: error instanceof Error ? error.message : String(error) }, 'card provider health failed');
    healthy = false;
  }
  return { healthy, latencyMs: Date.now() - started, mode: cardProviderMode(ctx.config.secretKey) };
}

/** The card payments at a glance for staff: mode, the last webhook event, counts and refunds. */
export async function cardStatus(ctx: CardContext) {
  const [events] = await ctx.db
    .select({ last: max(cardProviderEvents.receivedAt), total: count() })
    .from(cardProviderEvents);
  const byStatus = await ctx.db
    .select({
      status: payments.status,
      total: count(),
      amount: sum(payments.amount),
      refunded: sum(payments.refundedAmount),
    })
    .from(payments)
    .where(isNotNull(payments.providerIntentId))
    .groupBy(payments.status);
  const of = (status: PaymentStatus) => byStatus.find((row) => row.status === status);
  return {
    enabled: true,
    mode: cardProviderMode(ctx.config.secretKey),
    currency: CURRENCY.code,
    webhookPath: '/api/stripe/webhook',
    lastEventAt: events?.last ? new Date(events.last).toISOString() : null,
    eventsReceived: events?.total ?? 0,
    pending: of('pending')?.total ?? 0,
    completed: of('completed')?.total ?? 0,
    failed: of('failed')?.total ?? 0,
    cancelled: of('cancelled')?.total ?? 0,
    completedAmount: roundMoney(Number(of('completed')?.amount ?? 0)),
    refundedAmount: roundMoney(byStatus.reduce((total, row) => total + Number(row.refunded ?? 0), 0)),
  };
}
