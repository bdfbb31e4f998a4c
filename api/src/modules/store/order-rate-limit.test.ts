import { STORE_MESSAGES } from '@gym/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { products } from '../../db/schema/index';
import { backends, bearer, createTestApp, signInDemo, type TestApp } from '../../test/test-app';

describe('order limits: configuration', () => {
  it('allows 10 guest orders a minute and 30 per signed-in account unless told otherwise', () => {
    expect(loadConfig({}).orderRateLimit).toEqual({
      guest: { max: 10, windowMs: 60_000 },
      member: { max: 30, windowMs: 60_000 },
    });
    expect(loadConfig({ ORDER_RATE_LIMIT: '3/s', ORDER_RATE_LIMIT_MEMBER: 'off' }).orderRateLimit).toEqual({
      guest: { max: 3, windowMs: 1000 },
      member: null,
    });
    expect(loadConfig({ ORDER_RATE_LIMIT: '100/h' }).orderRateLimit.guest).toEqual({ max: 100, windowMs: 3_600_000 });
  });

  it.each(['10', 'diez/min', '0/min', '10/day', '-1/min'])('refuses ORDER_RATE_LIMIT=%s at start', (value) => {
    expect(() => loadConfig({ ORDER_RATE_LIMIT: value })).toThrow(/ORDER_RATE_LIMIT debe ser N\/s, N\/min, N\/h/);
  });
});

describe.each(backends)('order limits on %s', (backend) => {
  let t: TestApp;
  let productId: string;
  let counter = 0;

  beforeAll(async () => {
    // The default guest limit (10 a minute); a small member limit so the test stays short.
    t = await createTestApp(backend, {
      orderRateLimit: { guest: { max: 10, windowMs: 60_000 }, member: { max: 3, windowMs: 60_000 } },
    });
    const [product] = await t.app.db.select().from(products).where(eq(products.sku, 'VIT-NOW-D3'));
    if (!product) throw new Error('seed product missing');
    productId = product.id;
    await t.app.db.update(products).set({ stockQuantity: 10_000 }).where(eq(products.id, productId));
  });
  afterAll(async () => {
    await t?.close();
  });

  const newSession = () => `guest_limit_${(counter += 1)}_${Date.now()}`;
  const placeOrder = (from: string, options: { sessionId?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/store/orders',
      remoteAddress: from,
      headers: options.headers ?? {},
      payload: {
        items: [{ productId, quantity: 1, price: 145 }],
        customerInfo: { name: 'Ana Invitada', email: 'ana@correo.gt', phone: '5555 1234' },
        shippingAddress: { street: '6a Avenida 10-25', city: 'Guatemala' },
        paymentMethod: 'cash_on_delivery',
        ...(options.headers ? {} : { sessionId: options.sessionId ?? newSession() }),
      },
    });
  const stock = async () =>
    (await t.app.db.select().from(products).where(eq(products.id, productId)))[0]?.stockQuantity;

  it('refuses the 11th guest order in a minute from one address with 429, and serves another address', async () => {
    for (let n = 1; n <= 10; n += 1) {
      const response = await placeOrder('203.0.113.10');
      expect(response.statusCode, `order ${n}`).toBe(201);
    }
    const before = await stock();
    const eleventh = await placeOrder('203.0.113.10');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ success: false, message: STORE_MESSAGES.tooManyOrders });
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stock()).toBe(before);

    expect((await placeOrder('203.0.113.11')).statusCode).toBe(201);
  });

  it('limits one guest session across addresses', async () => {
    const sessionId = newSession();
    for (let n = 1; n <= 10; n += 1) {
      expect((await placeOrder(`198.51.100.${n}`, { sessionId })).statusCode, `order ${n}`).toBe(201);
    }
    const refused = await placeOrder('198.51.100.200', { sessionId });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(STORE_MESSAGES.tooManyOrders);
    // The address itself is not to blame: a fresh session from it is served.
    expect((await placeOrder('198.51.100.200')).statusCode).toBe(201);
  });

  it("counts a signed-in member per account, not against the guests' address", async () => {
    const member = await signInDemo(t.app, 'cliente');
    const headers = bearer(member.token);
    // 203.0.113.10 has used up its guest allowance in the first test.
    expect((await placeOrder('203.0.113.10')).statusCode).toBe(429);
    for (let n = 1; n <= 3; n += 1) {
      expect((await placeOrder('203.0.113.10', { headers })).statusCode, `order ${n}`).toBe(201);
    }
    const fourth = await placeOrder('192.0.2.50', { headers });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(STORE_MESSAGES.tooManyOrders);
  });

  it('does not count an order refused by the schema', async () => {
    const sessionId = newSession();
    for (let n = 1; n <= 12; n += 1) {
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/store/orders',
        remoteAddress: '203.0.113.77',
        payload: { items: 'no', sessionId },
      });
      expect(malformed.statusCode).toBe(422);
    }
    expect((await placeOrder('203.0.113.77', { sessionId })).statusCode).toBe(201);
  });
});
