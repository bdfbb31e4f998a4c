import { SHARED_STATE_MESSAGES, STORE_MESSAGES } from '@gym/domain';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { readSharedStateConfig } from '../config';
import { products } from '../db/schema/index';
import { createCatalogueCache } from '../modules/store/catalogue.cache';
import { createTestApp, type TestApp } from '../test/test-app';
import { dropRedisKeys, redisAnswers, TEST_REDIS_URL, testRedisPrefix } from '../test/redis';
import { connectSharedState, type SharedState } from './shared-state';

const hasRedis = await redisAnswers();
if (!hasRedis)
  console.warn(`Sin Redis en ${TEST_REDIS_URL} (TEST_REDIS_URL): se omiten las pruebas del estado compartido.`);

const silent = pino({ level: 'silent' });
const until = async (check: () => boolean, ms = 1000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
  return check();
};

// Each of these builds two or three apps on their own databases: slow on a busy machine.
describe.skipIf(!hasRedis)('shared state through Redis (REDIS_URL)', () => {
  const prefix = testRedisPrefix();
  const redis = { url: TEST_REDIS_URL, prefix };
  const opened: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const thing of opened.reverse()) await thing.close();
    await dropRedisKeys(prefix);
  });
  const connect = async (): Promise<SharedState> => {
    const shared = await connectSharedState(redis, silent);
    opened.push(shared);
    return shared;
  };
  const app = async (overrides = {}): Promise<TestApp> => {
    const t = await createTestApp('pglite', { redis, ...overrides });
    opened.push(t);
    return t;
  };

  it('a catalogue change on one instance empties every other instance’s catalogue cache within a second', async () => {
    const [a, b] = [await connect(), await connect()];
    const cacheA = createCatalogueCache(Date.now, a);
    const cacheB = createCatalogueCache(Date.now, b);
    let price = 100;
    const read = async () => ({ price });
    expect((await cacheA.json('p', read)).toString()).toBe('{"price":100}');
    expect((await cacheB.json('p', read)).toString()).toBe('{"price":100}');
    price = 80;
    cacheA.invalidate();
    expect((await cacheA.json('p', read)).toString()).toBe('{"price":80}');
    let seen = '';
    expect(
      await until(() => {
        void cacheB.json('p', read).then((body) => (seen = body.toString()));
        return seen === '{"price":80}';
      }),
    ).toBe(true);
  });

  it('counts failed sign-ins across instances: the 6th attempt is refused on either, and after a restart', async () => {
    const [one, two] = [await app(), await app()];
    const attempt = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@gimnasio.demo', password: 'equivocada-1' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await attempt(i % 2 === 0 ? one : two)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await attempt(two)).statusCode).toBe(429);
    expect((await attempt(one)).statusCode).toBe(429);
    await one.close();
    opened.splice(opened.indexOf(one), 1);
    const restarted = await app();
    expect((await attempt(restarted)).statusCode).toBe(429);
  }, 90_000);

  it('limits requests across instances (@fastify/rate-limit in Redis)', async () => {
    // Its own prefix: the sign-ins above already count against this address.
    const limit = { authRouteLimit: { max: 3, windowMs: 60_000 }, redis: { ...redis, prefix: `${prefix}limits:` } };
    const [one, two] = [await app(limit), await app(limit)];
    const hit = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x@y.z', password: 'a' } });
    const statuses = [];
    for (const t of [one, two, one, two]) statuses.push((await hit(t)).statusCode);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  }, 90_000);

  it('counts guest orders across instances: the 3rd of a limit of 2 a minute is refused on the other', async () => {
    const config = {
      orderRateLimit: { guest: { max: 2, windowMs: 60_000 }, member: null },
      redis: { ...redis, prefix: `${prefix}orders:` },
    };
    const [one, two] = [await app(config), await app(config)];
    const order = async (t: TestApp, sessionId: string) => {
      const [product] = await t.app.db.select().from(products).where(eq(products.sku, 'VIT-NOW-D3'));
      return t.app.inject({
        method: 'POST',
        url: '/api/store/orders',
        remoteAddress: '203.0.113.50',
        payload: {
          items: [{ productId: product?.id, quantity: 1, price: 145 }],
          customerInfo: { name: 'Ana Invitada', email: 'ana@correo.gt', phone: '5555 1234' },
          shippingAddress: { street: '6a Avenida 10-25', city: 'Guatemala' },
          paymentMethod: 'cash_on_delivery',
          sessionId,
        },
      });
    };
    expect((await order(one, 'guest_redis_1')).statusCode).toBe(201);
    expect((await order(two, 'guest_redis_2')).statusCode).toBe(201);
    const third = await order(one, 'guest_redis_3');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ message: STORE_MESSAGES.tooManyOrders });
  }, 90_000);

  it('while Redis is away a sign-in answers 503 with when to come back, and the request caps let it through', async () => {
    const t = await app({
      authRouteLimit: { max: 1, windowMs: 60_000 },
      redis: { ...redis, prefix: `${prefix}away:` },
    });
    t.app.sharedState.redis?.disconnect();
    for (let i = 0; i < 2; i += 1) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@gimnasio.demo', password: 'Admin123' },
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ success: false, message: SHARED_STATE_MESSAGES.unavailable });
      expect(answer.headers['retry-after']).toBe('5');
    }
  }, 90_000);

  it('refuses to start when REDIS_URL does not answer, saying so', async () => {
    await expect(createTestApp('pglite', { redis: { url: 'redis://127.0.0.1:1', prefix } })).rejects.toThrow(
      /No se pudo conectar a Redis \(127\.0\.0\.1:1\)/,
    );
  });
});

describe('REDIS_URL and REDIS_PREFIX', () => {
  it('keep everything in this process unless REDIS_URL is set; the prefix defaults to gym:', () => {
    expect(readSharedStateConfig({}).redis).toBeNull();
    expect(readSharedStateConfig({ REDIS_URL: 'redis://redis:6379/1' }).redis).toEqual({
      url: 'redis://redis:6379/1',
      prefix: 'gym:',
    });
    expect(readSharedStateConfig({ REDIS_URL: 'rediss://r.example:6380', REDIS_PREFIX: 'sede-2:' }).redis).toEqual({
      url: 'rediss://r.example:6380',
      prefix: 'sede-2:',
    });
  });

  it.each([
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['REDIS_PREFIX', 'con espacios'],
  ])('refuses %s=%s at start, naming it', (name, value) => {
    expect(() => readSharedStateConfig({ REDIS_URL: 'redis://127.0.0.1:6379', [name]: value })).toThrow(
      new RegExp(`^Configuración inválida: ${name}: `),
    );
  });
});
