import { randomUUID } from 'node:crypto';
import { changeChannel, decodeChange, encodeChange, type ChangeTopic } from '@gym/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { RedisConfig } from '../config';

/** `keys` of the change, or null: anything may have changed (the link to Redis was lost a while). */
export type ChangeListener = (keys: string[] | null) => void;

/**
 * What this process shares with the other instances. Without REDIS_URL it is this process alone:
 * `redis` is null and `announce` reaches no one (every cache lives here and is cleared here).
 */
export interface SharedState {
  redis: Redis | null;
  /** REDIS_PREFIX: every key starts with it. */
  prefix: string;
  /** Tells every other instance that `topic` changed (this one has already applied it). */
  announce(topic: ChangeTopic, keys?: string[]): void;
  /** `listener` runs when another instance announces `topic`, and after a lost link comes back. */
  onChange(topic: ChangeTopic, listener: ChangeListener): void;
  close(): Promise<void>;
}

export function localSharedState(): SharedState {
  return { redis: null, prefix: '', announce: () => undefined, onChange: () => undefined, close: async () => {} };
}

const CONNECT_TIMEOUT_MS = 5_000;

async function connected(client: Redis, url: string, log: FastifyBaseLogger): Promise<Redis> {
  client.on('error', (error) => log.warn({ err: error }, 'Redis'));
  try {
    await client.connect();
    return client;
  } catch (error) {
    client.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`No se pudo conectar a Redis (${new URL(url).host}): ${reason}`, { cause: error });
  }
}

/**
 * Connects to Redis (start fails with a clear message when it does not answer): one connection for
 * commands (rate limits, sign-in failures) and one subscribed to the change channel. A message
 * from this process is ignored (it applied the change before announcing it); when the subscriber
 * comes back after a lost link every listener runs with null, since changes may have been missed.
 */
export async function connectSharedState(config: RedisConfig, log: FastifyBaseLogger): Promise<SharedState> {
  // Loaded only when REDIS_URL is set: a single host never holds the client.
  const { Redis } = await import('ioredis');
  const options = {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // A request waits at most one reconnection for Redis, then fails instead of hanging.
    maxRetriesPerRequest: 1,
  };
  const redis = await connected(new Redis(config.url, options), config.url, log);
  const subscriber = await connected(
    new Redis(config.url, { ...options, maxRetriesPerRequest: null }),
    config.url,
    log,
  );
  const origin = randomUUID();
  const channel = changeChannel(config.prefix);
  const listeners = new Map<ChangeTopic, ChangeListener[]>();
  const tell = (topic: ChangeTopic, keys: string[] | null) => {
    for (const listener of listeners.get(topic) ?? []) listener(keys);
  };
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const change = decodeChange(text);
    if (change && change.origin !== origin) tell(change.topic, change.keys.length > 0 ? change.keys : null);
  });
  let lost = false;
  subscriber.on('close', () => {
    lost = true;
  });
  subscriber.on('ready', () => {
    if (!lost) return;
    lost = false;
    log.info('Redis de nuevo disponible: se vacían las cachés locales');
    for (const topic of listeners.keys()) tell(topic, null);
  });
  await subscriber.subscribe(channel);
  return {
    redis,
    prefix: config.prefix,
    announce(topic, keys = []) {
      redis.publish(channel, encodeChange({ origin, topic, keys })).catch((error: unknown) => {
        log.warn({ err: error, topic }, 'No se pudo anunciar un cambio a las demás instancias');
      });
    },
    onChange(topic, listener) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
    },
    async close() {
      subscriber.disconnect();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
