import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { dropRedisKeys, redisAnswers, TEST_REDIS_URL, testRedisPrefix } from '@gym/api/test/redis';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyCatalogueAnswersOnChange } from '../domains/store/catalogue-responses';
import { createMemoryCache, sharedContentCache, WEBSITE_KEYS } from '../domains/website/website.cache';
import { connectSharedState, type SharedState } from './shared-state';

const hasRedis = await redisAnswers();
if (!hasRedis)
  console.warn(`Sin Redis en ${TEST_REDIS_URL} (TEST_REDIS_URL): se omiten las pruebas del estado compartido del bff.`);

const until = async (check: () => boolean, ms = 1000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
  return check();
};

describe.skipIf(!hasRedis)('bff instances through Redis (REDIS_URL)', () => {
  const prefix = testRedisPrefix();
  const opened: SharedState[] = [];
  const connect = async () => {
    const shared = await connectSharedState({ url: TEST_REDIS_URL, prefix }, Fastify({ logger: false }).log);
    opened.push(shared);
    return shared;
  };
  afterAll(async () => {
    for (const shared of opened) await shared.close();
    await dropRedisKeys(prefix);
  });

  it('website content changed through one instance is dropped by the other within a second', async () => {
    const [a, b] = [await connect(), await connect()];
    const cacheA = createMemoryCache();
    const cacheB = createMemoryCache();
    const contentA = sharedContentCache(cacheA, a);
    const contentB = sharedContentCache(cacheB, b);
    let name = 'Gimnasio Uno';
    const load = async () => name;
    for (const content of [contentA, contentB]) {
      expect(await content.read(WEBSITE_KEYS.config, 60_000, load)).toBe('Gimnasio Uno');
      expect(await content.read(WEBSITE_KEYS.landing, 60_000, load)).toBe('Gimnasio Uno');
      expect(await content.read(WEBSITE_KEYS.services, 60_000, async () => 'servicios')).toBe('servicios');
    }
    name = 'Gimnasio Dos';
    contentA.changed(WEBSITE_KEYS.config);
    expect(await until(() => cacheB.get(WEBSITE_KEYS.config) === undefined)).toBe(true);
    expect(cacheB.get(WEBSITE_KEYS.landing)).toBeUndefined();
    expect(cacheB.get(WEBSITE_KEYS.services)).toBe('servicios');
    expect(await contentB.read(WEBSITE_KEYS.config, 60_000, load)).toBe('Gimnasio Dos');
  });

  it('empties the catalogue answers when an api instance announces a catalogue change', async () => {
    const [api, bff] = [await connect(), await connect()];
    const answers = new InMemoryLRUCache<string>();
    emptyCatalogueAnswersOnChange(bff, answers);
    await answers.set('products', '{"price":100}');
    api.announce('catalogue');
    expect(await until(() => answers.keys().length === 0)).toBe(true);
    // A stale answer stored right after the message (from an api that had not heard it yet) goes too.
    await answers.set('products', '{"price":100}');
    expect(await until(() => answers.keys().length === 0, 1000)).toBe(true);
  });
});
