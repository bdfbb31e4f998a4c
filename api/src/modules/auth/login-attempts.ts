import { SHARED_STATE_MESSAGES, SHARED_STATE_RETRY_SECONDS } from '@gym/domain';
import { AppError } from '../../lib/errors';

/**
 * Counts failures per key: failed sign-ins per email + IP and per account, wrong current
 * passwords per user. Behind an interface so a shared store (Redis) can replace the in-memory one
 * when the API runs as several processes.
 */
export interface LoginAttemptStore {
  /** Failures recorded for the key inside the current window. */
  failures(key: string): Promise<number>;
  /** Records one more failure now; answers the key's count including it. */
  recordFailure(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Milliseconds since the key's last recorded failure inside the window; null when it has none. */
  sinceLastFailure(key: string): Promise<number | null>;
}

interface Entry {
  count: number;
  windowEndsAt: number;
  lastFailureAt: number;
}

export function createMemoryLoginAttemptStore(windowMs: number, now: () => number = Date.now): LoginAttemptStore {
  const entries = new Map<string, Entry>();

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.windowEndsAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  const sweep = () => {
    const current = now();
    for (const [key, entry] of entries) if (entry.windowEndsAt <= current) entries.delete(key);
  };

  return {
    async failures(key) {
      return live(key)?.count ?? 0;
    },
    async recordFailure(key) {
      // Bound memory under a spray of distinct emails.
      if (entries.size > 10_000) sweep();
      const current = now();
      const entry = live(key) ?? { count: 0, windowEndsAt: current + windowMs, lastFailureAt: current };
      entry.count += 1;
      entry.lastFailureAt = current;
      entries.set(key, entry);
      return entry.count;
    },
    async reset(key) {
      entries.delete(key);
    },
    async sinceLastFailure(key) {
      const entry = live(key);
      return entry ? now() - entry.lastFailureAt : null;
    },
  };
}

/**
 * A count that cannot be read or written refuses the sign-in with a 503 (fail closed: a lockout is
 * never skipped because Redis is away), saying when to come back.
 */
async function orUnavailable<T>(command: Promise<T>): Promise<T> {
  try {
    return await command;
  } catch (error) {
    throw Object.assign(
      new AppError(503, SHARED_STATE_MESSAGES.unavailable, undefined, {
        'retry-after': String(SHARED_STATE_RETRY_SECONDS),
      }),
      { cause: error },
    );
  }
}

/** What the Redis store needs of a client (ioredis): a Lua script and the hash commands. */
interface RedisCommands {
  eval(script: string, numberOfKeys: number, ...args: (string | number)[]): Promise<unknown>;
  hget(key: string, field: string): Promise<string | null>;
  del(...keys: string[]): Promise<number>;
}

/** One more failure: the count and the time of this one; the window starts with the first. */
const RECORD_FAILURE = `
local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
redis.call('HSET', KEYS[1], 'last', ARGV[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return count`;

/**
 * The same counts in Redis (REDIS_URL), shared by every api instance and kept across restarts:
 * one hash per key (`count`, `last`) that expires with its window. `namespace` keeps each
 * store's keys apart (sign-ins, reset requests).
 */
export function createRedisLoginAttemptStore(
  redis: RedisCommands,
  namespace: string,
  windowMs: number,
  now: () => number = Date.now,
): LoginAttemptStore {
  const keyOf = (key: string) => `${namespace}${key}`;
  return {
    async failures(key) {
      return Number((await orUnavailable(redis.hget(keyOf(key), 'count'))) ?? 0);
    },
    async recordFailure(key) {
      return Number(await orUnavailable(redis.eval(RECORD_FAILURE, 1, keyOf(key), now(), windowMs)));
    },
    async reset(key) {
      await orUnavailable(redis.del(keyOf(key)));
    },
    async sinceLastFailure(key) {
      const last = await orUnavailable(redis.hget(keyOf(key), 'last'));
      return last === null ? null : Math.max(0, now() - Number(last));
    },
  };
}
