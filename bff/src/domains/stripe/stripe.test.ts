import { CARD_PAYMENT_MESSAGES as M } from '@gym/domain';
import { startFakeStripe, type FakeStripe } from '@gym/api/test/fake-stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
import { startStack, type Stack } from '../../test/stack';

const INTENT = 'paymentId paymentIntentId clientSecret amount currency status';

describe('card payments through the bff (real api, local fake Stripe)', () => {
  let stack: Stack;
  let fake: FakeStripe;
  let member: string;
  let admin: string;
  let monthlyPlanId: string;

  beforeAll(async () => {
    fake = await startFakeStripe();
    stack = await startStack({}, { stripe: fake.config });
    member = await stack.login('cliente');
    admin = await stack.login('admin');
    const { body } = await gql<{ membershipPlans: { id: string; durationType: string }[] }>(
      stack.bff,
      '{ membershipPlans { id durationType } }',
    );
    monthlyPlanId = body.data!.membershipPlans.find((p) => p.durationType === 'monthly')!.id;
  });
  afterAll(async () => {
    await stack?.close();
    await fake?.close();
  });

  it('gives the web the config it loads Stripe.js with', async () => {
    const { body } = await gql(stack.bff, '{ cardPaymentsConfig { enabled mode currency publishableKey } }');
    expect(body.data).toEqual({
      cardPaymentsConfig: { enabled: true, mode: 'test', currency: 'GTQ', publishableKey: 'pk_test_fakelocal' },
    });
  });

  it('pays a daily pass by card: intent with its client secret, then confirm once Stripe charged it', async () => {
    const anonymous = await gql(stack.bff, `mutation { createDailyCardIntent { ${INTENT} } }`);
    expect(firstError(anonymous.body).code).toBe('UNAUTHENTICATED');

    const created = await gql<{
      createDailyCardIntent: { paymentIntentId: string; clientSecret: string; amount: number };
    }>(stack.bff, `mutation { createDailyCardIntent { ${INTENT} } }`, { token: member });
    expect(created.body.errors).toBeUndefined();
    const intent = created.body.data!.createDailyCardIntent;
    expect(intent).toMatchObject({ currency: 'GTQ', status: 'pending' });
    expect(intent.clientSecret).toContain('_secret_');

    fake.succeed(intent.paymentIntentId);
    const confirm = `mutation($id: String!) { confirmCardIntent(paymentIntentId: $id) { status providerStatus amount message } }`;
    const confirmed = await gql<{ confirmCardIntent: { status: string; message: string } }>(stack.bff, confirm, {
      token: member,
      variables: { id: intent.paymentIntentId },
    });
    expect(confirmed.body.data!.confirmCardIntent).toMatchObject({
      status: 'completed',
      providerStatus: 'succeeded',
      amount: intent.amount,
      message: M.confirmed,
    });
    const malformed = await gql(stack.bff, confirm, { token: member, variables: { id: 'not-an-intent' } });
    expect(firstError(malformed.body)).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('cancels a pending card payment through the bff', async () => {
    const created = await gql<{ createDailyCardIntent: { paymentIntentId: string } }>(
      stack.bff,
      'mutation { createDailyCardIntent { paymentIntentId } }',
      { token: member },
    );
    const id = created.body.data!.createDailyCardIntent.paymentIntentId;
    const cancel = `mutation($id: String!) { cancelCardIntent(paymentIntentId: $id, reason: "Cambié de idea") { status providerStatus message } }`;
    const { body } = await gql<{ cancelCardIntent: { status: string } }>(stack.bff, cancel, {
      token: member,
      variables: { id },
    });
    expect(body.data!.cancelCardIntent).toEqual({
      status: 'cancelled',
      providerStatus: 'canceled',
      message: M.cancelled,
    });
    expect(fake.intents.get(id)!.status).toBe('canceled');
  });

  it('charges a guest store order its server total through the bff', async () => {
    const catalogue = await stack.api.inject({ url: '/api/store/products?limit=1' });
    const product = catalogue.json().data.products[0] as { id: string };
    const sessionId = 'guest_bff_card';
    const placed = await stack.api.inject({
      method: 'POST',
      url: '/api/store/orders',
      payload: {
        items: [{ productId: product.id, quantity: 1, price: 1 }],
        customerInfo: { name: 'Invitado Tarjeta', email: 'invitado@correo.gt', phone: '5555 3333' },
        shippingAddress: { street: 'Calle 4', city: 'Guatemala' },
        paymentMethod: 'card',
        sessionId,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data.order as { id: string; totalAmount: number };
    const create = `mutation($orderId: ID!, $sessionId: String) { createStoreCardIntent(orderId: $orderId, sessionId: $sessionId) { ${INTENT} } }`;
    const other = await gql(stack.bff, create, { variables: { orderId: order.id, sessionId: 'guest_someone_else' } });
    expect(firstError(other.body).code).toBe('NOT_FOUND');
    const { body } = await gql<{ createStoreCardIntent: { amount: number; paymentIntentId: string } }>(
      stack.bff,
      create,
      { variables: { orderId: order.id, sessionId } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.createStoreCardIntent.amount).toBe(order.totalAmount);
    expect(fake.intents.get(body.data!.createStoreCardIntent.paymentIntentId)!.amount).toBe(
      Math.round(order.totalAmount * 100),
    );
  });

  it('lets staff list card payments and refund in part, never above what was paid', async () => {
    const buy = await gql<{ createMembershipCardIntent: { paymentIntentId: string; amount: number } }>(
      stack.bff,
      `mutation($input: MembershipCardIntentInput!) { createMembershipCardIntent(input: $input) { ${INTENT} } }`,
      { token: member, variables: { input: { planId: monthlyPlanId } } },
    );
    expect(buy.body.errors).toBeUndefined();
    const intent = buy.body.data!.createMembershipCardIntent;
    expect(intent.amount).toBe(250);
    fake.succeed(intent.paymentIntentId);
    await gql(stack.bff, 'mutation($id: String!) { confirmCardIntent(paymentIntentId: $id) { status } }', {
      token: member,
      variables: { id: intent.paymentIntentId },
    });

    const list =
      '{ cardPayments { payments { id status amount refundedAmount paymentIntentId } pagination { limit total } } }';
    expect(firstError((await gql(stack.bff, list, { token: member })).body).code).toBe('FORBIDDEN');
    const page = await gql<{
      cardPayments: { payments: { paymentIntentId: string }[]; pagination: { limit: number } };
    }>(stack.bff, list, { token: admin });
    expect(page.body.data!.cardPayments.pagination.limit).toBe(30);
    expect(page.body.data!.cardPayments.payments.map((p) => p.paymentIntentId)).toContain(intent.paymentIntentId);

    const refund = `mutation($input: CardRefundInput!) { refundCardPayment(input: $input) { amount message payment { status refundedAmount } } }`;
    const part = await gql<{ refundCardPayment: { amount: number; payment: { refundedAmount: number } } }>(
      stack.bff,
      refund,
      { token: admin, variables: { input: { paymentIntentId: intent.paymentIntentId, amount: 50 } } },
    );
    expect(part.body.data!.refundCardPayment).toMatchObject({
      amount: 50,
      message: M.refunded,
      payment: { status: 'completed', refundedAmount: 50 },
    });
    const above = await gql(stack.bff, refund, {
      token: admin,
      variables: { input: { paymentIntentId: intent.paymentIntentId, amount: 200.01 } },
    });
    expect(firstError(above.body)).toMatchObject({ message: M.refundAboveRemaining(200), code: 'BAD_USER_INPUT' });
  });
});

describe('card payments switched off, through the bff', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('says enabled false and answers every card call with the Spanish message', async () => {
    const { body } = await gql(stack.bff, '{ cardPaymentsConfig { enabled mode currency publishableKey } }');
    expect(body.data).toEqual({
      cardPaymentsConfig: { enabled: false, mode: null, currency: 'GTQ', publishableKey: null },
    });
    const member = await stack.login('cliente');
    const daily = await gql(stack.bff, 'mutation { createDailyCardIntent { paymentIntentId } }', { token: member });
    expect(firstError(daily.body)).toMatchObject({ message: M.disabled, code: 'BAD_USER_INPUT', status: 409 });
  });
});
