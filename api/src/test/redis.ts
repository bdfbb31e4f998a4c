import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** TEST_REDIS_URL, or the local default the CI machine runs. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** True when a Redis answers at TEST_REDIS_URL (tests that need one skip, saying so, otherwise). */
export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** A key prefix of its own for one test run, so runs and other apps on the same Redis never meet. */
export const testRedisPrefix = (): string => `gym-test-${randomBytes(5).toString('hex')}:`;

/** Deletes every key under `prefix` (the end of a test run). */
export async function dropRedisKeys(prefix: string, url = TEST_REDIS_URL): Promise<void> {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}
