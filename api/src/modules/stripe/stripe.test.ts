import { CARD_PAYMENT_MESSAGES as M } from '@gym/domain';
import { and, count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  gymTimeSlots,
  memberships,
  orders,
  payments,
  products,
  slotReservations,
} from '../../db/schema/index';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import {
  backends,
  bearer,
  createTestApp,
  signIn,
  signInDemo,
  WITHOUT_ORDER_LIMITS,
  type SignedIn,
  type TestApp,
} from '../../test/test-app';

/** The SDK's own signer, as the provider signs what it sends. */
const webhooks = new Stripe('sk_test_signer').webhooks;

interface Intent {
  paymentId: string;
  paymentIntentId: string;
  clientSecret: string;
  amount: number;
  currency: string;
  status: string;
}

describe.each(backends)('card payments through Stripe on %s', (backend) => {
  let t: TestApp;
  let fake: FakeStripe;
  let admin: Record<string, string>;
  let plans: { id: string; durationType: string; price: number }[] = [];
  let fresh = 0;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(backend, { stripe: fake.config, ...WITHOUT_ORDER_LIMITS });
    admin = bearer((await signInDemo(t.app, 'admin')).token);
    plans = (await t.app.inject({ url: '/api/memberships/plans' })).json().data.plans;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const newClient = async (): Promise<SignedIn> => {
    fresh += 1;
    const email = `tarjeta${fresh}@example.com`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { email, password: 'Miembro123', firstName: 'Tarjeta', lastName: 'Prueba', role: 'cliente' },
    });
    expect(created.statusCode).toBe(201);
    return signIn(t.app, email, 'Miembro123');
  };
  const monthly = () => plans.find((p) => p.durationType === 'monthly')!;
  const slotId = async (day: string, startTime: string) => {
    const [row] = await t.app.db
      .select({ id: gymTimeSlots.id })
      .from(gymTimeSlots)
      .where(and(eq(gymTimeSlots.day, day), eq(gymTimeSlots.startTime, startTime)));
    return row!.id;
  };
  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/stripe/${url}`, headers, payload });
  const membershipIntent = async (member: SignedIn, payload: Record<string, unknown>) => {
    const response = await post('create-membership-intent', payload, bearer(member.token));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as Intent;
  };
  const paymentRow = async (id: string) => (await t.app.db.select().from(payments).where(eq(payments.id, id)))[0]!;
  const membershipOf = async (paymentId: string) => {
    const payment = await paymentRow(paymentId);
    return (await t.app.db.select().from(memberships).where(eq(memberships.id, payment.membershipId!)))[0]!;
  };
  const auditCount = async (entityId: string, action: string) => {
    const [row] = await t.app.db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, entityId), eq(auditEvents.action, action)));
    return row?.n ?? 0;
  };
  /** Sends an event signed with the webhook secret (or as told: tampered, stale, unsigned). */
  const sendEvent = (
    event: { payload: string },
    options: { timestamp?: number; tamper?: (payload: string) => string; unsigned?: boolean } = {},
  ) => {
    const header = webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: fake.config.webhookSecret,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', ...(options.unsigned ? {} : { 'stripe-signature': header }) },
      payload: options.tamper ? options.tamper(event.payload) : event.payload,
    });
  };
  const intentEvent = (type: string, intentId: string, id?: string) =>
    fake.event(type, { ...fake.intents.get(intentId)! }, id);

  it('tells the web it is on, in test mode, in quetzales, with the publishable key', async () => {
    const response = await t.app.inject({ url: '/api/stripe/config' });
    expect(response.json()).toEqual({
      success: true,
      data: { enabled: true, mode: 'test', currency: 'GTQ', publishableKey: 'pk_test_fakelocal' },
    });
  });

  it('buys a plan by card: slots held, one intent in centavos with an idempotency key, reused on a second call', async () => {
    const member = await newClient();
    const tuesday = await slotId('tuesday', '06:00');
    const intent = await membershipIntent(member, { planId: monthly().id, selectedSchedule: { tuesday: [tuesday] } });
    expect(intent).toMatchObject({ amount: 250, currency: 'GTQ', status: 'pending' });
    expect(intent.clientSecret).toMatch(/^pi_\w+_secret_/);
    const created = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    const mine = created.find((r) => r.body['metadata[paymentId]'] === intent.paymentId)!;
    expect(mine.body).toMatchObject({ amount: '25000', currency: 'gtq' });
    expect(mine.idempotencyKey).toBe(`payment-intent-${intent.paymentId}`);

    const payment = await paymentRow(intent.paymentId);
    expect(payment).toMatchObject({ method: 'card', status: 'pending', providerIntentId: intent.paymentIntentId });
    const membership = await membershipOf(intent.paymentId);
    expect(membership.status).toBe('pending');
    const held = await t.app.db.select().from(slotReservations).where(eq(slotReservations.membershipId, membership.id));
    expect(held.map((r) => r.slotId)).toEqual([tuesday]);

    const again = await membershipIntent(member, { membershipId: membership.id });
    expect(again.paymentIntentId).toBe(intent.paymentIntentId);
    expect(fake.requests.filter((r) => r.body['metadata[paymentId]'] === intent.paymentId)).toHaveLength(1);
  });

  it('activates the membership once when Stripe reports success; a replay and a late failure change nothing', async () => {
    const member = await newClient();
    const intent = await membershipIntent(member, { planId: monthly().id });
    fake.succeed(intent.paymentIntentId, '4242');
    const succeeded = intentEvent('payment_intent.succeeded', intent.paymentIntentId);

    const first = await sendEvent(succeeded);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ received: true, duplicate: false, outcome: 'completed' });
    expect(await paymentRow(intent.paymentId)).toMatchObject({
      status: 'completed',
      transactionId: intent.paymentIntentId,
    });
    expect((await membershipOf(intent.paymentId)).status).toBe('active');

    const replay = await sendEvent(succeeded);
    expect(replay.json()).toMatchObject({ duplicate: true });
    const lateFailure = await sendEvent(intentEvent('payment_intent.payment_failed', intent.paymentIntentId));
    expect(lateFailure.json()).toMatchObject({ duplicate: false, outcome: 'unchanged' });
    expect((await paymentRow(intent.paymentId)).status).toBe('completed');
    expect((await membershipOf(intent.paymentId)).status).toBe('active');
    expect(await auditCount(intent.paymentId, 'card_succeeded')).toBe(1);
  });

  it('applies a concurrent duplicate event once', async () => {
    const member = await newClient();
    const intent = await membershipIntent(member, { planId: monthly().id });
    fake.succeed(intent.paymentIntentId);
    const event = intentEvent('payment_intent.succeeded', intent.paymentIntentId);
    const answers = await Promise.all([sendEvent(event), sendEvent(event), sendEvent(event)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.json().duplicate === false)).toHaveLength(1);
    expect(await auditCount(intent.paymentId, 'card_succeeded')).toBe(1);
    const membership = await membershipOf(intent.paymentId);
    expect(membership.status).toBe('active');
    expect(await auditCount(membership.id, 'activate')).toBeLessThanOrEqual(1);
  });

  it('does not complete a payment on a success for less than its amount', async () => {
    const member = await newClient();
    const intent = await membershipIntent(member, { planId: monthly().id });
    const charged = fake.succeed(intent.paymentIntentId);
    const short = await sendEvent(fake.event('payment_intent.succeeded', { ...charged, amount_received: 100 }));
    expect(short.json()).toMatchObject({ duplicate: false, outcome: 'unchanged' });
    expect((await paymentRow(intent.paymentId)).status).toBe('pending');
  });

  it('keeps a payment taken online out of the manual confirmation and cancellation by staff', async () => {
    const member = await newClient();
    const intent = await membershipIntent(member, { planId: monthly().id });
    for (const [path, payload] of [
      ['confirm-card', { transactionId: 'TX-1', cardLast4: '4242' }],
      ['cancel-card', { reason: 'No pagó' }],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/payments/${intent.paymentId}/${path}`,
        headers: admin,
        payload,
      });
      expect(response.statusCode, path).toBe(409);
      expect(response.json().message).toBe(M.settledByProvider);
    }
    expect((await paymentRow(intent.paymentId)).status).toBe('pending');
  });

  it('records a charge that arrives after staff cancelled the membership, so it gets refunded', async () => {
    const member = await newClient();
    const intent = await membershipIntent(member, { planId: monthly().id });
    const membership = await membershipOf(intent.paymentId);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/memberships/${membership.id}/cancel`,
      headers: admin,
      payload: { reason: 'El cliente ya no vendrá' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await paymentRow(intent.paymentId)).status).toBe('cancelled');
    fake.succeed(intent.paymentIntentId);
    const late = await sendEvent(intentEvent('payment_intent.succeeded', intent.paymentIntentId));
    expect(late.json()).toMatchObject({ outcome: 'charged_after_cancel' });
    expect((await membershipOf(intent.paymentId)).status).toBe('cancelled');
    expect(await auditCount(intent.paymentId, 'card_charged_after_cancel')).toBe(1);
  });

  it('refuses a tampered, stale or unsigned event and changes nothing', async () => {
    const member = await newClient();
    const intent = await membershipIntent(member, { planId: monthly().id });
    fake.succeed(intent.paymentIntentId);
    const event = intentEvent('payment_intent.succeeded', intent.paymentIntentId);
    const tamper = (payload: string) => payload.replace('"amount": 25000', '"amount": 1');
    expect(tamper(event.payload)).not.toBe(event.payload);
    const tampered = await sendEvent(event, { tamper });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toEqual({ success: false, message: M.webhookSignatureInvalid });
    const stale = await sendEvent(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.statusCode).toBe(400);
    const unsigned = await sendEvent(event, { unsigned: true });
    expect(unsigned.json()).toEqual({ success: false, message: M.webhookSignatureMissing });
    expect((await paymentRow(intent.paymentId)).status).toBe('pending');
    // Still within the 300 s window: accepted.
    const recent = await sendEvent(event, { timestamp: Math.floor(Date.now() / 1000) - 200 });
    expect(recent.json()).toMatchObject({ duplicate: false, outcome: 'completed' });
  });

  it('keeps the membership waiting after a declined card, and activates it when another card succeeds', async () => {
    const member = await newClient();
    const intent = await membershipIntent(member, { planId: monthly().id });
    fake.decline(intent.paymentIntentId);
    const failed = await sendEvent(intentEvent('payment_intent.payment_failed', intent.paymentIntentId));
    expect(failed.json()).toMatchObject({ outcome: 'failed' });
    expect(await paymentRow(intent.paymentId)).toMatchObject({ status: 'failed', reason: M.cardDeclined });
    expect((await membershipOf(intent.paymentId)).status).toBe('pending');
    fake.succeed(intent.paymentIntentId);
    const confirmed = await post('confirm-payment', { paymentIntentId: intent.paymentIntentId }, bearer(member.token));
    expect(confirmed.json().data).toMatchObject({ status: 'completed', providerStatus: 'succeeded' });
    expect((await membershipOf(intent.paymentId)).status).toBe('active');
  });

  it('pays a daily pass by card and settles it once through confirm-payment', async () => {
    const member = await newClient();
    const response = await post('create-daily-intent', {}, bearer(member.token));
    expect(response.statusCode, response.body).toBe(201);
    const intent = response.json().data as Intent;
    const daily = plans.find((p) => p.durationType === 'daily')!;
    expect(intent.amount).toBe(daily.price);
    const pending = await post('confirm-payment', { paymentIntentId: intent.paymentIntentId }, bearer(member.token));
    expect(pending.json().data).toMatchObject({ status: 'pending', message: M.stillProcessing });
    fake.succeed(intent.paymentIntentId, '1881');
    for (let i = 0; i < 2; i += 1) {
      const confirmed = await post(
        'confirm-payment',
        { paymentIntentId: intent.paymentIntentId },
        bearer(member.token),
      );
      expect(confirmed.json()).toMatchObject({ success: true, data: { status: 'completed' }, message: M.confirmed });
    }
    expect(await paymentRow(intent.paymentId)).toMatchObject({ status: 'completed', cardLast4: '1881' });
    expect(await auditCount(intent.paymentId, 'card_succeeded')).toBe(1);
    const stranger = await newClient();
    const other = await post('confirm-payment', { paymentIntentId: intent.paymentIntentId }, bearer(stranger.token));
    expect(other.statusCode).toBe(404);
  });

  it('charges a store order its server total whatever the client sends, and confirms the order when paid', async () => {
    const [product] = await t.app.db.select().from(products).where(eq(products.sku, 'PRO-ON-GS5'));
    const sessionId = `guest_card_${backend}`;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/store/orders',
      payload: {
        items: [{ productId: product!.id, quantity: 1, price: 1 }],
        customerInfo: { name: 'Invitada Tarjeta', email: 'tarjeta@correo.gt', phone: '5555 2222' },
        shippingAddress: { street: 'Calle 3', city: 'Guatemala' },
        paymentMethod: 'card',
        sessionId,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data.order as { id: string; totalAmount: number };
    expect(order.totalAmount).toBeGreaterThan(1);

    const stranger = await post('create-store-intent', { orderId: order.id, sessionId: 'guest_someone_else' });
    expect(stranger.statusCode).toBe(404);
    const response = await post('create-store-intent', { orderId: order.id, sessionId, amount: 1 });
    expect(response.statusCode, response.body).toBe(201);
    const intent = response.json().data as Intent;
    expect(intent.amount).toBe(order.totalAmount);
    expect(fake.intents.get(intent.paymentIntentId)!.amount).toBe(Math.round(order.totalAmount * 100));

    fake.succeed(intent.paymentIntentId);
    const paid = await sendEvent(intentEvent('payment_intent.succeeded', intent.paymentIntentId));
    expect(paid.json()).toMatchObject({ outcome: 'completed' });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('confirmed');
    const again = await post('create-store-intent', { orderId: order.id, sessionId });
    expect(again.json()).toEqual({ success: false, message: M.orderNotPending });
  });

  it('refunds in part and in full, never above what was paid, each audited', async () => {
    const member = await newClient();
    const intent = await membershipIntent(member, { planId: monthly().id });
    const early = await post('refund', { paymentIntentId: intent.paymentIntentId }, admin);
    expect(early.json()).toEqual({ success: false, message: M.refundNotCompleted });
    fake.succeed(intent.paymentIntentId);
    await post('confirm-payment', { paymentIntentId: intent.paymentIntentId }, bearer(member.token));

    const part = await post(
      'refund',
      { paymentIntentId: intent.paymentIntentId, amount: 100, reason: 'Lesión' },
      admin,
    );
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data).toMatchObject({ amount: 100, payment: { refundedAmount: 100, status: 'completed' } });
    expect(fake.refunds.at(-1)).toMatchObject({ amount: 10000, payment_intent: intent.paymentIntentId });

    const above = await post('refund', { paymentIntentId: intent.paymentIntentId, amount: 150.01 }, admin);
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toBe(M.refundAboveRemaining(150));
    const rest = await post('refund', { paymentIntentId: intent.paymentIntentId }, admin);
    expect(rest.json().data).toMatchObject({ amount: 150, payment: { refundedAmount: 250 } });
    const more = await post('refund', { paymentIntentId: intent.paymentIntentId, amount: 1 }, admin);
    expect(more.json()).toEqual({ success: false, message: M.refundNothingLeft });
    expect(await auditCount(intent.paymentId, 'card_refund')).toBe(2);

    // Stripe reports the same refunds back: nothing more is recorded.
    const reported = await sendEvent(fake.event('charge.refunded', fake.chargeOf(intent.paymentIntentId)));
    expect(reported.json()).toMatchObject({ outcome: 'unchanged' });
    expect((await paymentRow(intent.paymentId)).refundedAmount).toBe('250.00');
  });

  it('lets only one of two refunds at once pass when together they exceed what was paid', async () => {
    const member = await newClient();
    const intent = await membershipIntent(member, { planId: monthly().id });
    fake.succeed(intent.paymentIntentId);
    await post('confirm-payment', { paymentIntentId: intent.paymentIntentId }, bearer(member.token));
    const staff = bearer((await signInDemo(t.app, 'colaborador')).token);
    const answers = await Promise.all([
      post('refund', { paymentIntentId: intent.paymentIntentId, amount: 150 }, admin),
      post('refund', { paymentIntentId: intent.paymentIntentId, amount: 150 }, staff),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().message).toBe(M.refundAboveRemaining(100));
    expect((await paymentRow(intent.paymentId)).refundedAmount).toBe('150.00');
    expect(fake.refunds.filter((r) => r.payment_intent === intent.paymentIntentId)).toHaveLength(1);
  });

  it('records a refund made in the Stripe dashboard from charge.refunded, growing only', async () => {
    const member = await newClient();
    const intent = await membershipIntent(member, { planId: monthly().id });
    fake.succeed(intent.paymentIntentId);
    await post('confirm-payment', { paymentIntentId: intent.paymentIntentId }, bearer(member.token));
    const charge = fake.chargeOf(intent.paymentIntentId);
    const partial = await sendEvent(fake.event('charge.refunded', { ...charge, amount_refunded: 5000 }));
    expect(partial.json()).toMatchObject({ outcome: 'refunded' });
    const older = await sendEvent(fake.event('charge.refunded', { ...charge, amount_refunded: 2000 }));
    expect(older.json()).toMatchObject({ outcome: 'unchanged' });
    expect((await paymentRow(intent.paymentId)).refundedAmount).toBe('50.00');
    expect(await auditCount(intent.paymentId, 'card_refund_reported')).toBe(1);
  });

  it('cancels a pending card payment: the intent, the payment and the membership with its slots', async () => {
    const member = await newClient();
    const intent = await membershipIntent(member, {
      planId: monthly().id,
      selectedSchedule: { wednesday: [await slotId('wednesday', '06:00')] },
    });
    const stranger = await newClient();
    const refused = await post(
      'cancel-payment-intent',
      { paymentIntentId: intent.paymentIntentId },
      bearer(stranger.token),
    );
    expect(refused.statusCode).toBe(404);
    const cancelled = await post(
      'cancel-payment-intent',
      { paymentIntentId: intent.paymentIntentId },
      bearer(member.token),
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', providerStatus: 'canceled' });
    expect(fake.intents.get(intent.paymentIntentId)!.status).toBe('canceled');
    const membership = await membershipOf(intent.paymentId);
    expect(membership.status).toBe('cancelled');
    const held = await t.app.db.select().from(slotReservations).where(eq(slotReservations.membershipId, membership.id));
    expect(held).toHaveLength(0);
    const twice = await post(
      'cancel-payment-intent',
      { paymentIntentId: intent.paymentIntentId },
      bearer(member.token),
    );
    expect(twice.statusCode).toBe(409);
  });

  it('will not cancel a paid one', async () => {
    const member = await newClient();
    const intent = await membershipIntent(member, { planId: monthly().id });
    fake.succeed(intent.paymentIntentId);
    const response = await post(
      'cancel-payment-intent',
      { paymentIntentId: intent.paymentIntentId },
      bearer(member.token),
    );
    expect(response.json()).toEqual({ success: false, message: M.alreadyCompleted });
    expect((await membershipOf(intent.paymentId)).status).toBe('active');
  });

  it('lists the card payments for staff, 30 a page, with their intent and refunds', async () => {
    const response = await t.app.inject({ url: '/api/stripe/payments', headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    const { payments: list, pagination } = response.json().data;
    expect(pagination).toMatchObject({ page: 1, limit: 30 });
    expect(list.length).toBeGreaterThan(3);
    expect(
      list.every((p: { paymentIntentId: string | null; method: string }) => p.paymentIntentId?.startsWith('pi_')),
    ).toBe(true);
    const member = bearer((await newClient()).token);
    expect((await t.app.inject({ url: '/api/stripe/payments', headers: member })).statusCode).toBe(403);
    const refund = await post('refund', { paymentIntentId: list[0].paymentIntentId }, member);
    expect(refund.statusCode).toBe(403);
    const failed = await t.app.inject({ url: '/api/stripe/payments?status=cancelled', headers: admin });
    expect(failed.json().data.payments.every((p: { status: string }) => p.status === 'cancelled')).toBe(true);
  });

  it('creates a customer once and shows its saved cards only to its owner and staff', async () => {
    const member = await newClient();
    const first = await post('create-customer', {}, bearer(member.token));
    expect(first.statusCode, first.body).toBe(201);
    const { customerId } = first.json().data;
    const second = await post('create-customer', {}, bearer(member.token));
    expect(second.statusCode).toBe(200);
    expect(second.json().data.customerId).toBe(customerId);
    fake.addCard(customerId, '4242');
    const mine = await t.app.inject({
      url: `/api/stripe/payment-methods/${customerId}`,
      headers: bearer(member.token),
    });
    expect(mine.json().data.paymentMethods).toEqual([
      { id: expect.stringMatching(/^pm_/), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    ]);
    const other = await newClient();
    const theirs = await t.app.inject({
      url: `/api/stripe/payment-methods/${customerId}`,
      headers: bearer(other.token),
    });
    expect(theirs.statusCode).toBe(404);
    const staff = await t.app.inject({ url: `/api/stripe/payment-methods/${customerId}`, headers: admin });
    expect(staff.statusCode).toBe(200);
  });

  it('reports health and status to staff, and a clear message when Stripe does not answer', async () => {
    const health = await t.app.inject({ url: '/api/stripe/health', headers: admin });
    expect(health.json().data).toMatchObject({ healthy: true, mode: 'test' });
    const status = await t.app.inject({ url: '/api/stripe/status', headers: admin });
    expect(status.json().data).toMatchObject({ enabled: true, mode: 'test', currency: 'GTQ' });
    expect(status.json().data.eventsReceived).toBeGreaterThan(0);

    const member = await newClient();
    const before = await t.app.db.select({ n: count() }).from(payments);
    fake.setDown(true);
    try {
      const down = await post('create-daily-intent', {}, bearer(member.token));
      expect(down.statusCode).toBe(502);
      expect(down.json()).toEqual({ success: false, message: M.providerUnavailable });
      expect((await t.app.inject({ url: '/api/stripe/health', headers: admin })).json().data.healthy).toBe(false);
    } finally {
      fake.setDown(false);
    }
    // Nothing half-written: no payment without its intent.
    expect(await t.app.db.select({ n: count() }).from(payments)).toEqual(before);
  });
});

describe.each(backends)('card payments switched off on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says so in the config and refuses every other call with a Spanish 409', async () => {
    expect((await t.app.inject({ url: '/api/stripe/config' })).json().data).toEqual({
      enabled: false,
      mode: null,
      currency: 'GTQ',
      publishableKey: null,
    });
    const member = bearer((await signInDemo(t.app, 'cliente')).token);
    const admin = bearer((await signInDemo(t.app, 'admin')).token);
    const calls = [
      { method: 'POST' as const, url: '/api/stripe/create-membership-intent', headers: member },
      { method: 'POST' as const, url: '/api/stripe/create-daily-intent', headers: member },
      { method: 'POST' as const, url: '/api/stripe/create-store-intent', headers: {} },
      { method: 'POST' as const, url: '/api/stripe/confirm-payment', headers: {} },
      { method: 'POST' as const, url: '/api/stripe/cancel-payment-intent', headers: member },
      { method: 'POST' as const, url: '/api/stripe/create-customer', headers: member },
      { method: 'GET' as const, url: '/api/stripe/payment-methods/cus_123', headers: member },
      { method: 'POST' as const, url: '/api/stripe/refund', headers: admin },
      { method: 'GET' as const, url: '/api/stripe/payments', headers: admin },
      { method: 'GET' as const, url: '/api/stripe/health', headers: admin },
      { method: 'GET' as const, url: '/api/stripe/status', headers: admin },
      { method: 'POST' as const, url: '/api/stripe/webhook', headers: { 'stripe-signature': 't=1,v1=x' } },
    ];
    for (const call of calls) {
      const response = await t.app.inject({ ...call, ...(call.method === 'POST' ? { payload: {} } : {}) });
      expect(response.statusCode, call.url).toBe(409);
      expect(response.json(), call.url).toEqual({ success: false, message: M.disabled });
    }
  });
});
