import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, products } from '../../db/schema/index';
import { backends, createTestApp, WITHOUT_ORDER_LIMITS, type TestApp } from '../../test/test-app';

// Row locks only mean something with real concurrent connections: PostgreSQL (PGlite is one connection).
describe.runIf(backends.includes('postgres'))('orders under concurrency on postgres', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('postgres', WITHOUT_ORDER_LIMITS);
  });
  afterAll(async () => {
    await t?.close();
  });

  const order = (productId: string, n: number, extraHeaders: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/store/orders',
      headers: extraHeaders,
      payload: {
        items: [{ productId, quantity: 1, price: 1 }],
        customerInfo: { name: `Invitado ${n}`, email: `invitado${n}@correo.gt`, phone: '5555 0000' },
        shippingAddress: { street: 'Calle 1', city: 'Guatemala' },
        paymentMethod: 'cash_on_delivery',
        sessionId: `guest_race_${n}`,
      },
    });

  it('sells exactly 10 units when 50 orders of 1 meet a stock of 10', async () => {
    const [product] = await t.app.db.select().from(products).where(eq(products.sku, 'PRO-ON-GS5'));
    if (!product) throw new Error('seed product missing');
    await t.app.db.update(products).set({ stockQuantity: 10 }).where(eq(products.id, product.id));

    const responses = await Promise.all(Array.from({ length: 50 }, (_, n) => order(product.id, n)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(`Sin stock disponible para ${product.name}`);
    }
    const [after] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(after?.stockQuantity).toBe(0);
    const numbers = responses.filter((r) => r.statusCode === 201).map((r) => r.json().data.order.orderNumber);
    expect(new Set(numbers).size).toBe(10);
    const placed = await t.app.db.select().from(orders);
    expect(placed).toHaveLength(10);
    expect(await t.app.db.select().from(payments).where(eq(payments.paymentType, 'store_cash_delivery'))).toHaveLength(
      10,
    );
  });

  it('creates one order for 10 concurrent repeats of the same idempotency key', async () => {
    const [product] = await t.app.db.select().from(products).where(eq(products.sku, 'CRE-ON-300'));
    if (!product) throw new Error('seed product missing');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/store/orders',
          headers: { 'idempotency-key': 'same-key-race-1' },
          payload: {
            items: [{ productId: product.id, quantity: 2, price: 1 }],
            customerInfo: { name: 'Ana', email: 'ana@correo.gt', phone: '5555 0000' },
            shippingAddress: { street: 'Calle 1', city: 'Guatemala' },
            paymentMethod: 'transfer',
            sessionId: 'guest_idem',
          },
        }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 200)).toBe(true);
    expect(new Set(responses.map((r) => r.json().data.order.id)).size).toBe(1);
    const [after] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(after?.stockQuantity).toBe(product.stockQuantity - 2);
  });
});
