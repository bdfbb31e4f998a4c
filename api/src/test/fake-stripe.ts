/**
 * A local stand-in for the Stripe API (node:http), so tests never reach the internet: the
 * official SDK is pointed at it through its host, port and protocol options and makes its real
 * requests (form-encoded bodies, Idempotency-Key headers). It keeps payment intents, refunds,
 * customers and their cards in memory, answers a repeated idempotency key with the first answer
 * (as Stripe does), and builds the webhook events a test signs with the SDK's test-header helper.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeConfig } from '../config';

type Json = Record<string, unknown>;

export interface FakeIntent extends Json {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  customer: string | null;
  description: string | null;
  latest_charge: string | null;
  last_payment_error: Json | null;
}

export interface FakeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: Record<string, string>;
}

export interface FakeStripe {
  /** The SDK configuration that points at this server (keys of test mode). */
  config: StripeConfig;
  requests: FakeRequest[];
  intents: Map<string, FakeIntent>;
  refunds: Json[];
  /** The card was charged (what Stripe.js and the bank do in the browser). */
  succeed(intentId: string, last4?: string): FakeIntent;
  /** The card was declined; the intent waits for another card. */
  decline(intentId: string): FakeIntent;
  /** A saved card on a customer. */
  addCard(customerId: string, last4: string): void;
  /** Answer every call with a 500 until told otherwise (the provider is down). */
  setDown(down: boolean): void;
  /** A webhook event as Stripe sends it, and its `stripe-signature`-ready JSON body. */
  event(type: string, object: Json, id?: string): { id: string; payload: string };
  /** The charge of a succeeded intent, as charge.refunded carries it. */
  chargeOf(intentId: string): Json;
  close(): Promise<void>;
}

const WEBHOOK_SECRET = 'whsec_fake_local_secret';

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`metadata[paymentId]=...`, `expand[0]=...`) read back into flat keys. */
function readForm(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

function prefixed(form: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = key.match(/^(\w+)\[(\w+)\]$/);
    if (match && match[1] === prefix && match[2]) out[match[2]] = value;
  }
  return out;
}

const notFound = (kind: string, id: string) => ({
  status: 404,
  body: {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'` },
  },
});
const invalid = (message: string, code = 'parameter_invalid') => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', code, message } },
});

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeRequest[] = [];
  const intents = new Map<string, FakeIntent>();
  const charges = new Map<string, Json>();
  const refunds: Json[] = [];
  const customers = new Map<string, Json>();
  const cards = new Map<string, Json[]>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let down = false;

  const chargeFor = (intent: FakeIntent, last4: string): Json => {
    const charge: Json = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      payment_intent: intent.id,
      refunded: false,
      status: 'succeeded',
      payment_method_details: { type: 'card', card: { brand: 'visa', last4 } },
    };
    charges.set(charge.id as string, charge);
    return charge;
  };

  /**
   * What Stripe.js and the card's bank do in the browser, reached with the intent's client secret
   * (the publishable side): `confirm` charges the card typed (Stripe's test numbers: ...0002 is
   * declined, ...3155 asks for 3-D Secure, any other is charged) and `authenticate` is the bank's
   * 3-D Secure answer (`result=approve` or not).
   */
  function browserStep(intent: FakeIntent, action: 'confirm' | 'authenticate', form: Record<string, string>) {
    if (form.client_secret !== intent.client_secret) return notFound('payment_intent', intent.id);
    const number = (form['payment_method_data[card][number]'] ?? '').replace(/\D/g, '');
    const cardError = (code: string, message: string) => {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { code, message };
      return { status: 402, body: { error: { type: 'card_error', code, message, payment_intent: intent } } };
    };
    if (intent.status === 'succeeded' || intent.status === 'canceled')
      return invalid(`This PaymentIntent's status is ${intent.status}.`, 'payment_intent_unexpected_state');
    if (action === 'authenticate') {
      if (intent.status !== 'requires_action')
        return invalid('Nothing to authenticate', 'payment_intent_unexpected_state');
      if (form.result !== 'approve')
        return cardError('payment_intent_authentication_failure', 'No pudimos autenticar tu método de pago.');
      return { status: 200, body: succeed(intent, intent.pending_last4 as string) };
    }
    if (!/^\d{15,16}$/.test(number)) return cardError('incorrect_number', 'El número de tarjeta es incorrecto.');
    if (number.endsWith('0002')) return cardError('card_declined', 'Se ha rechazado tu tarjeta.');
    if (number.endsWith('3155')) {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk' };
      intent.pending_last4 = number.slice(-4);
      return { status: 200, body: intent };
    }
    return { status: 200, body: succeed(intent, number.slice(-4)) };
  }

  function succeed(intent: FakeIntent, last4 = '4242'): FakeIntent {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    intent.next_action = null;
    intent.latest_charge = chargeFor(intent, last4).id as string;
    return intent;
  }

  function route(method: string, path: string, form: Record<string, string>, query: URLSearchParams) {
    const parts = path.split('/').filter(Boolean); // ['v1', 'payment_intents', id?, action?]
    const [, resource, id, action] = parts;
    if (resource === 'payment_intents' && method === 'POST' && !id) {
      const amount = Number(form.amount);
      if (!Number.isInteger(amount) || amount < 1) return invalid('Invalid positive integer');
      const intentId = newId('pi');
      const intent: FakeIntent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: form.currency ?? '',
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        metadata: prefixed(form, 'metadata'),
        customer: form.customer ?? null,
        description: form.description ?? null,
        latest_charge: null,
        last_payment_error: null,
        livemode: false,
      };
      intents.set(intentId, intent);
      return { status: 200, body: intent };
    }
    if (resource === 'payment_intents' && id) {
      const intent = intents.get(id);
      if (!intent) return notFound('payment_intent', id);
      if (method === 'GET' && !action) {
        const expand = [...query.entries()].filter(([k]) => k.startsWith('expand')).map(([, v]) => v);
        if (expand.includes('latest_charge') && intent.latest_charge)
          return { status: 200, body: { ...intent, latest_charge: charges.get(intent.latest_charge) } };
        return { status: 200, body: intent };
      }
      if (method === 'POST' && (action === 'confirm' || action === 'authenticate'))
        return browserStep(intent, action, form);
      if (method === 'POST' && action === 'cancel') {
        if (intent.status === 'succeeded' || intent.status === 'canceled')
          return invalid(
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            'payment_intent_unexpected_state',
          );
        intent.status = 'canceled';
        return { status: 200, body: intent };
      }
    }
    if (resource === 'refunds' && method === 'POST') {
      const intent = intents.get(form.payment_intent ?? '');
      if (!intent || !intent.latest_charge) return notFound('payment_intent', form.payment_intent ?? '');
      const charge = charges.get(intent.latest_charge)!;
      const amount = form.amount ? Number(form.amount) : intent.amount - (charge.amount_refunded as number);
      if (amount > intent.amount - (charge.amount_refunded as number))
        return invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge`, 'amount_too_large');
      charge.amount_refunded = (charge.amount_refunded as number) + amount;
      charge.refunded = charge.amount_refunded === intent.amount;
      const refund = {
        id: newId('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        charge: charge.id,
        status: 'succeeded',
        metadata: prefixed(form, 'metadata'),
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    if (resource === 'customers' && method === 'POST' && !id) {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: form.email ?? null,
        name: form.name ?? null,
        metadata: prefixed(form, 'metadata'),
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (resource === 'customers' && id && action === 'payment_methods' && method === 'GET') {
      if (!customers.has(id)) return notFound('customer', id);
      return {
        status: 200,
        body: {
          object: 'list',
          data: cards.get(id) ?? [],
          has_more: false,
          url: `/v1/customers/${id}/payment_methods`,
        },
      };
    }
    if (resource === 'balance' && method === 'GET') {
      return { status: 200, body: { object: 'balance', available: [], pending: [], livemode: false } };
    }
    return notFound('route', path);
  }

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake-stripe');
      const form = readForm(Buffer.concat(chunks).toString('utf8'));
      const key = (request.headers['idempotency-key'] as string | undefined) ?? null;
      const method = request.method ?? 'GET';
      requests.push({ method, path: url.pathname, idempotencyKey: key, body: form });
      let answer: { status: number; body: unknown };
      if (down) answer = { status: 500, body: { error: { type: 'api_error', message: 'Fake outage' } } };
      else if (key && idempotent.has(`${method} ${url.pathname} ${key}`))
        answer = idempotent.get(`${method} ${url.pathname} ${key}`)!;
      else {
        answer = route(method, url.pathname, form, url.searchParams);
        if (key) idempotent.set(`${method} ${url.pathname} ${key}`, answer);
      }
      // Stripe's API answers browsers too (Stripe.js with the publishable key).
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': newId('req'),
        'access-control-allow-origin': '*',
      });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const intentOf = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`fake stripe: no intent ${id}`);
    return intent;
  };

  return {
    config: {
      secretKey: 'sk_test_fakelocal',
      publishableKey: 'pk_test_fakelocal',
      webhookSecret: WEBHOOK_SECRET,
      api: { host: '127.0.0.1', port, protocol: 'http' },
    },
    requests,
    intents,
    refunds,
    succeed(intentId, last4 = '4242') {
      return succeed(intentOf(intentId), last4);
    },
    decline(intentId) {
      const intent = intentOf(intentId);
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { code: 'card_declined', message: 'Your card was declined.' };
      return intent;
    },
    addCard(customerId, last4) {
      const list = cards.get(customerId) ?? [];
      list.push({
        id: newId('pm'),
        object: 'payment_method',
        type: 'card',
        customer: customerId,
        card: { brand: 'visa', last4, exp_month: 12, exp_year: 2030 },
      });
      cards.set(customerId, list);
    },
    setDown(value) {
      down = value;
    },
    event(type, object, id = newId('evt')) {
      const event = {
        id,
        object: 'event',
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        type,
        data: { object },
      };
      return { id, payload: JSON.stringify(event, null, 2) };
    },
    chargeOf(intentId) {
      const intent = intentOf(intentId);
      const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (!charge) throw new Error(`fake stripe: intent ${intentId} has no charge`);
      return { ...charge };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
