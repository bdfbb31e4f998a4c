/**
 * Counts failed sign-ins per key (email + IP). Behind an interface so a shared store
 * (Redis) can replace the in-memory one when the API runs as several processes.
 */
export interface LoginAttemptStore {
  /** Failures recorded for the key inside the current window. */
  failures(key: string): Promise<number>;
  recordFailure(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

interface Entry {
  count: number;
  windowEndsAt: number;
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
      const entry = live(key) ?? { count: 0, windowEndsAt: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return entry.count;
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}
