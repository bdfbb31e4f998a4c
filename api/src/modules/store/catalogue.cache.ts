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
const MAX_ENTRIES = 500;

interface Entry {
  body: string;
  expires: number;
  version: number;
}

export interface CatalogueCache {
  /** The cached JSON for `key`, or `produce()`'s result serialized once; concurrent misses share one call. */
  json(key: string, produce: () => Promise<unknown>): Promise<string>;
  invalidate(): void;
}

export function createCatalogueCache(
  now: () => number = Date.now,
  shared: Pick<SharedState, 'announce' | 'onChange'> | null = null,
): CatalogueCache {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<string>>();
  let version = 0;
  const drop = () => {
    version += 1;
    entries.clear();
  };
  shared?.onChange('catalogue', drop);
  return {
    invalidate() {
      drop();
      shared?.announce('catalogue');
    },
    async json(key, produce) {
      const hit = entries.get(key);
      if (hit && hit.expires > now() && hit.version === version) return hit.body;
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const startedAt = version;
      const promise = produce()
        .then((value) => {
          const body = JSON.stringify(value);
          // A change made while we were reading must not hide behind this answer.
          if (startedAt === version) {
            if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
            entries.set(key, { body, expires: now() + TTL_MS, version });
          }
          return body;
        })
        .finally(() => pending.delete(key));
      pending.set(key, promise);
      return promise;
    },
  };
}
