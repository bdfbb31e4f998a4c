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
