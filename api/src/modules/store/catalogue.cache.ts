import { CATALOGUE_CACHE_TTL_MS } from '@gym/domain';
import type { SharedState } from '../../lib/shared-state';

/**
 * A short-lived cache of public catalogue answers (already serialized JSON), one per app. The
 * catalogue is read far more than it changes; whatever changes stock or products through this
 * app calls `invalidate()`. With REDIS_URL the change is announced, and every other api instance
 * (and bff) empties its copy on hearing it; without it, the TTL bounds what another instance can
 * serve stale (the stock shown on a list; an order always checks stock under a row lock).
 */
const TTL_MS = CATALOGUE_CACHE_TTL_MS;
/**
 * More distinct catalogue questions than a store gets in one TTL. A page is ~30 KB of JSON, kept
 * as UTF-8 bytes outside the JS heap (as a string with one accent V8 holds it at two bytes a
 * character, and the GC walks it): with 500 strings, a flood of distinct URLs grew the api's heap
 * by ~30 MB (docs/performance-notes.md, "The catalogue cache's bytes").
 */
export const MAX_CACHED_ANSWERS = 200;

interface Entry {
  body: Buffer;
  expires: number;
  version: number;
}

export interface CatalogueCache {
  /** The cached JSON for `key` (UTF-8), or `produce()`'s result serialized once; concurrent misses share one call. */
  json(key: string, produce: () => Promise<unknown>): Promise<Buffer>;
  invalidate(): void;
  /** Answers held now (expired ones go as new ones come). */
  size(): number;
}

export function createCatalogueCache(
  now: () => number = Date.now,
  shared: Pick<SharedState, 'announce' | 'onChange'> | null = null,
): CatalogueCache {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Buffer>>();
  let version = 0;
  const drop = () => {
    version += 1;
    entries.clear();
  };
  // Every entry lives TTL_MS, so the map's insertion order is the order they expire in.
  const keep = (key: string, body: Buffer) => {
    entries.delete(key);
    const at = now();
    for (const [oldest, entry] of entries) {
      if (entry.expires > at && entries.size < MAX_CACHED_ANSWERS) break;
      entries.delete(oldest);
    }
    entries.set(key, { body, expires: at + TTL_MS, version });
  };
  shared?.onChange('catalogue', drop);
  return {
    invalidate() {
      drop();
      shared?.announce('catalogue');
    },
    size: () => entries.size,
    async json(key, produce) {
      const hit = entries.get(key);
      if (hit && hit.expires > now() && hit.version === version) return hit.body;
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const startedAt = version;
      const promise = produce()
        .then((value) => {
          const body = Buffer.from(JSON.stringify(value));
          // A change made while we were reading must not hide behind this answer.
          if (startedAt === version) keep(key, body);
          return body;
        })
        .finally(() => pending.delete(key));
      pending.set(key, promise);
      return promise;
    },
  };
}
