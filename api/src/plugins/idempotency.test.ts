import { IDEMPOTENCY_MESSAGES } from '@gym/domain';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, localSales, products } from '../db/schema/index';
import { AppError } from '../lib/errors';
import { backends, useStaffTestApp } from '../test/test-app';
import { errorHandlerPlugin } from './error-handler';
import { forgetOldIdempotencyKeys, IDEMPOTENT, idempotencyPlugin } from './idempotency';

describe.each(backends)('Idempotency-Key on a counter sale on %s', (backend) => {
  const t = useStaffTestApp(backend);

  const seedProduct = async (sku: string, stockQuantity: number) => {
    const [row] = await t.app.db
      .update(products)
      .set({ stockQuantity, price: '100.00' })
      .where(eq(products.sku, sku))
      .returning();
    if (!row) throw new Error(`seed product ${sku} missing`);
    return row;
  };
  const stockOf = async (id: string) =>
    (await t.app.db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, id)))[0]?.s;
  const salesCount = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(localSales))[0]?.n;
  const sell = (key: string | undefined, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/local-sales/cash',
      headers: { ...t.staff, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload,
    });

  it('answers a repeated key with the first sale, marked as replayed, and sells nothing more', async () => {
    const whey = await seedProduct('PRO-ON-GS2', 10);
    const body = { items: [{ productId: whey.id, quantity: 2 }], cashReceived: 500 };
    const before = await salesCount();

    const first = await sell('till-1-sale-1', body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const second = await sell('till-1-sale-1', body);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(second.json().data.sale.change).toBe(300);

    expect(await salesCount()).toBe((before ?? 0) + 1);
    expect(await stockOf(whey.id)).toBe(8);

    // A new key is a new sale.
    const third = await sell('till-1-sale-2', body);
    expect(third.statusCode).toBe(201);
    expect(third.json().data.sale.id).not.toBe(first.json().data.sale.id);
    expect(await stockOf(whey.id)).toBe(6);
  });

  it('refuses a key used with other data (422) and a malformed key (400), selling nothing', async () => {
    const bars = await seedProduct('PRO-ON-GS5', 10);
    const first = await sell('till-2-sale-1', { items: [{ productId: bars.id, quantity: 1 }], cashReceived: 100 });
    expect(first.statusCode).toBe(201);
    const before = await salesCount();

    const other = await sell('till-2-sale-1', { items: [{ productId: bars.id, quantity: 3 }], cashReceived: 300 });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ success: false, message: IDEMPOTENCY_MESSAGES.reusedWithOtherData });

    for (const bad of ['', 'con espacio', 'ñandú', 'x'.repeat(256)]) {
      const refused = await sell(bad, { items: [{ productId: bars.id, quantity: 1 }], cashReceived: 100 });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().message).toBe(IDEMPOTENCY_MESSAGES.invalidKey);
    }
    expect(await salesCount()).toBe(before);
    expect(await stockOf(bars.id)).toBe(9);
  });

  it('stores a refused sale (4xx) and answers it again, even once the stock would allow it', async () => {
    const creatine = await seedProduct('CRE-ON-300', 1);
    const body = { items: [{ productId: creatine.id, quantity: 2 }], cashReceived: 200 };
    const first = await sell('till-3-sale-1', body);
    expect(first.statusCode).toBe(409);
    await seedProduct('CRE-ON-300', 5);
    const again = await sell('till-3-sale-1', body);
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await stockOf(creatine.id)).toBe(5);
  });

  it('makes one sale of 10 concurrent requests with the same key; the others replay it or wait their turn', async () => {
    const iso = await seedProduct('PRO-DY-ISO', 20);
    const body = { items: [{ productId: iso.id, quantity: 1 }], cashReceived: 100 };
    const before = await salesCount();
    const responses = await Promise.all(Array.from({ length: 10 }, () => sell('till-4-sale-1', body)));
    const created = responses.filter((r) => r.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.json().data.sale.id)).size).toBe(1);
    for (const r of responses.filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(IDEMPOTENCY_MESSAGES.inProgress);
    }
    expect(await salesCount()).toBe((before ?? 0) + 1);
    expect(await stockOf(iso.id)).toBe(19);
  });

  it('after a lost answer (the process died after the commit) a retry sells nothing; before the commit it sells', async () => {
    const gel = await seedProduct('PRO-ON-GS2', 10);
    const body = { items: [{ productId: gel.id, quantity: 1 }], cashReceived: 100 };
    const keyRow = async (key: string) =>
      (await t.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0];
    const answerLost = (key: string) =>
      t.app.db
        .update(idempotencyKeys)
        .set({
          status: 'in_progress',
          responseStatus: null,
          responseBody: null,
          createdAt: sql`now() - interval '10 minutes'`,
        })
        .where(eq(idempotencyKeys.key, key));

    expect((await sell('till-6-sale-1', body)).statusCode).toBe(201);
    // The sale's own transaction marked the key: that mark is what survives a kill -9.
    expect((await keyRow('till-6-sale-1'))?.committedAt).toBeInstanceOf(Date);
    const before = await salesCount();
    await answerLost('till-6-sale-1');
    const retried = await sell('till-6-sale-1', body);
    expect(retried.statusCode).toBe(409);
    expect(retried.json().message).toBe(IDEMPOTENCY_MESSAGES.committedAnswerLost);
    expect(await salesCount()).toBe(before);
    expect(await stockOf(gel.id)).toBe(9);

    // A request that died before its commit left an unmarked key: the retry makes the sale.
    await t.app.db.insert(idempotencyKeys).values({
      scope: (await keyRow('till-6-sale-1'))!.scope,
      key: 'till-6-sale-2',
      route: 'POST /api/local-sales/cash',
      requestHash: (await keyRow('till-6-sale-1'))!.requestHash,
      status: 'in_progress',
      createdAt: new Date(Date.now() - 10 * 60_000),
    });
    const resumed = await sell('till-6-sale-2', body);
    expect(resumed.statusCode, resumed.body).toBe(201);
    expect(await salesCount()).toBe((before ?? 0) + 1);
    expect(await stockOf(gel.id)).toBe(8);
  });

  it('without the header works as before: two requests, two sales', async () => {
    const platinum = await seedProduct('CRE-MT-PLAT', 10);
    const body = { items: [{ productId: platinum.id, quantity: 1 }], cashReceived: 100 };
    expect((await sell(undefined, body)).statusCode).toBe(201);
    expect((await sell(undefined, body)).statusCode).toBe(201);
    expect(await stockOf(platinum.id)).toBe(8);
  });

  it('forgets keys older than a day', async () => {
    await t.app.db.insert(idempotencyKeys).values([
      {
        scope: 'user:x',
        key: 'old',
        route: 'POST /x',
        requestHash: 'h',
        status: 'done',
        createdAt: new Date(Date.now() - 25 * 3_600_000),
      },
      { scope: 'user:x', key: 'recent', route: 'POST /x', requestHash: 'h', status: 'done' },
    ]);
    expect(await forgetOldIdempotencyKeys(t.app.db)).toBe(1);
    const left = await t.app.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.scope, 'user:x'));
    expect(left.map((r) => r.key)).toEqual(['recent']);
  });
});

describe('Idempotency-Key around a failing handler', () => {
  const t = useStaffTestApp('pglite');
  let server: FastifyInstance;
  let runs = 0;
  let failNext = true;
  let release: (() => void) | null = null;

  beforeAll(async () => {
    server = Fastify();
    server.decorate('db', t.app.db);
    server.decorateRequest('auth', null);
    await server.register(errorHandlerPlugin);
    await server.register(idempotencyPlugin);
    server.post('/charge', { config: IDEMPOTENT }, async () => {
      runs += 1;
      if (failNext) {
        failNext = false;
        throw new Error('la base de datos se cayó');
      }
      return { success: true, charged: runs };
    });
    server.post('/slow', { config: IDEMPOTENT }, async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { success: true };
    });
    server.post('/refused', { config: IDEMPOTENT }, async () => {
      runs += 1;
      throw new AppError(400, 'No alcanza el efectivo');
    });
    await server.ready();
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = (url: string, key: string) =>
    server.inject({ method: 'POST', url, headers: { 'idempotency-key': key }, payload: { amount: 10 } });

  it('frees the key after a 5xx, so the retry runs; then replays the retry', async () => {
    const failed = await post('/charge', 'k-5xx');
    expect(failed.statusCode).toBe(500);
    const retried = await post('/charge', 'k-5xx');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ success: true, charged: 2 });
    const replayed = await post('/charge', 'k-5xx');
    expect(replayed.json()).toEqual({ success: true, charged: 2 });
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(2);
  });

  it('answers 409 while the first request with the key still runs', async () => {
    const first = post('/slow', 'k-slow');
    while (!release) await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await post('/slow', 'k-slow');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(IDEMPOTENCY_MESSAGES.inProgress);
    (release as () => void)();
    expect((await first).statusCode).toBe(200);
    expect((await post('/slow', 'k-slow')).headers['idempotent-replayed']).toBe('true');
  });

  it('keeps a 4xx answer: the retry gets it without running the handler again', async () => {
    const before = runs;
    expect((await post('/refused', 'k-4xx')).statusCode).toBe(400);
    const again = await post('/refused', 'k-4xx');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('No alcanza el efectivo');
    expect(runs).toBe(before + 1);
  });
});
