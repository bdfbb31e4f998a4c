import { CONTENT_CACHE_TTL_MS } from '@gym/domain';
import type { PublicContentCache } from '../../kernel/public-content';
import type { SharedState } from '../../kernel/shared-state';

/**
 * Public website content is the same for every caller, so the bff keeps it for the lifetimes of
 * the staff spec §9 and drops it when an admin changes it through the bff. Each instance keeps its
 * own copy; with REDIS_URL a change made through one instance is announced and every other drops
 * the same parts (`sharedContentCache`).
 */
export interface ContentCache {
  get<T>(key: string): T | undefined;
  set<T>(key: string, value: T, ttlMs: number): void;
  /** Drops every entry whose key starts with one of the prefixes. */
  invalidate(...prefixes: string[]): void;
  clear(): void;
}

const PENDING = '__pending:';

interface Entry {
  value: unknown;
  expiresAt: number;
}

export function createMemoryCache(now: () => number = Date.now): ContentCache {
  const entries = new Map<string, Entry>();
  return {
    get<T>(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value as T;
    },
    set(key, value, ttlMs) {
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    invalidate(...prefixes) {
      const all = prefixes.flatMap((p) => [p, `${PENDING}${p}`]);
      for (const key of [...entries.keys()]) if (all.some((p) => key.startsWith(p))) entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}

/** Never keeps anything: CONTENT_CACHE=off (measuring the uncached path, chasing a stale page). */
export function createDisabledCache(): ContentCache {
  return { get: () => undefined, set: () => undefined, invalidate: () => undefined, clear: () => undefined };
}

/** One cache per api the bff talks to (tests start several stacks in one process). */
const caches = new Map<string, ContentCache>();

/** `enabled` false (CONTENT_CACHE=off) gives a cache that keeps nothing. */
export function contentCacheFor(apiBase: string, enabled = true): ContentCache {
  if (!enabled) return createDisabledCache();
  let cache = caches.get(apiBase);
  if (!cache) {
    cache = createMemoryCache();
    caches.set(apiBase, cache);
  }
  return cache;
}

/** Reads through the cache; concurrent misses of one key share a single api call. */
export async function cached<T>(cache: ContentCache, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const hit = cache.get<T>(key);
  if (hit !== undefined) return hit;
  const pendingKey = `${PENDING}${key}`;
  const pending = cache.get<Promise<T>>(pendingKey);
  if (pending) return pending;
  const promise = load();
  cache.set(pendingKey, promise, ttlMs);
  try {
    const value = await promise;
    // An admin change during the load invalidated the pending entry: do not store the stale answer.
    if (cache.get(pendingKey) === promise) cache.set(key, value, ttlMs);
    return value;
  } finally {
    if (cache.get(pendingKey) === promise) cache.invalidate(pendingKey);
  }
}

/** The website's parts in the cache (plans and weekly hours are kept by memberships and schedule). */
export const WEBSITE_KEYS = {
  config: 'config',
  statistics: 'statistics',
  services: 'services',
  social: 'social',
  testimonials: 'testimonials',
  promotions: 'promotions',
  landing: 'landing',
} as const;

/** Spec §9 lifetimes; the landing bundle lives as long as its shortest part. */
export const WEBSITE_TTL = { ...CONTENT_CACHE_TTL_MS, landing: CONTENT_CACHE_TTL_MS.gymStats } as const;

/** The cache as the clients use it: read through, and a change drops the landing bundle too. */
export function publicContentCache(cache: ContentCache): PublicContentCache {
  return {
    read: (key, ttlMs, load) => cached(cache, key, ttlMs, load),
    changed: (...keys) => cache.invalidate(...keys, WEBSITE_KEYS.landing),
  };
}

/**
 * `publicContentCache` whose changes reach every bff instance: a change drops the parts here and is
 * announced; another instance's announcement drops the same parts here (null: every part, after
 * a lost link to Redis).
 */
export function sharedContentCache(
  cache: ContentCache,
  changes: Pick<SharedState, 'announce' | 'onChange'>,
): PublicContentCache {
  const local = publicContentCache(cache);
  changes.onChange('content', (keys) => (keys ? local.changed(...keys) : cache.clear()));
  return {
    read: local.read,
    changed(...keys) {
      local.changed(...keys);
      changes.announce('content', keys);
    },
  };
}
