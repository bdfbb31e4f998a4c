/**
 * Public website content is the same for every caller, so the bff keeps it for the lifetimes of
 * the staff spec §9 and drops it when an admin changes it through the bff. The interface lets a
 * shared store (Redis) replace the in-process map when several bff instances run.
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

export function contentCacheFor(apiBase: string, env: NodeJS.ProcessEnv = process.env): ContentCache {
  if (env.CONTENT_CACHE === 'off') return createDisabledCache();
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
