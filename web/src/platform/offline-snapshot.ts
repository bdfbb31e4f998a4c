import { useEffect, useSyncExternalStore } from 'react';

/**
 * The member's app with no signal (issue 32): the last successful answer of the few queries its
 * home shows (the profile, the memberships, the week's slots) kept in localStorage per user, and
 * shown from there when the network fails, with the time it was saved. A sign-out removes them.
 */

const PREFIX = 'gym_offline_';

interface Stored<T> {
  userId: string;
  savedAt: string;
  data: T;
}

export interface Snapshot<T> {
  data: T;
  /** When it was saved (ISO instant). */
  savedAt: string;
}

export function saveSnapshot<T>(name: string, userId: string, data: T, now: Date = new Date()): void {
  try {
    localStorage.setItem(
      PREFIX + name,
      JSON.stringify({ userId, savedAt: now.toISOString(), data } satisfies Stored<T>),
    );
  } catch {
    // A full or blocked storage only costs the offline view.
  }
}

export function readSnapshot<T>(name: string, userId: string | null): Snapshot<T> | null {
  if (!userId) return null;
  try {
    const stored = JSON.parse(localStorage.getItem(PREFIX + name) ?? 'null') as Stored<T> | null;
    return stored && stored.userId === userId ? { data: stored.data, savedAt: stored.savedAt } : null;
  } catch {
    return null;
  }
}

/** Every snapshot goes with the session: the next person on this browser sees none of it. */
export function clearSnapshots(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  served.clear();
  emit();
}

// The snapshots this page is showing instead of live answers, for one 'Sin conexión' note.
const served = new Map<string, string>();
const listeners = new Set<() => void>();
let oldest: string | null = null;
function emit() {
  oldest = [...served.values()].sort()[0] ?? null;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the oldest data on screen was saved, while any is shown from a snapshot; else null. */
export function useOfflineSince(): string | null {
  return useSyncExternalStore(subscribe, () => oldest);
}

/**
 * A query's data with its snapshot behind it: a live answer is saved (and shown); with no answer
 * and a failure, the saved one is shown instead (`savedAt` says when it was saved) and counted for
 * the offline note.
 */
export function useSnapshotFallback<T>(
  name: string,
  userId: string | null | undefined,
  data: T | undefined,
  failed: boolean,
): { data: T | undefined; savedAt: string | null } {
  const fallback = !data && failed ? readSnapshot<T>(name, userId ?? null) : null;
  useEffect(() => {
    if (data && userId) saveSnapshot(name, userId, data);
  }, [data, name, userId]);
  const servedAt = fallback?.savedAt ?? null;
  useEffect(() => {
    if (!servedAt) return;
    served.set(name, servedAt);
    emit();
    return () => {
      served.delete(name);
      emit();
    };
  }, [name, servedAt]);
  return data ? { data, savedAt: null } : { data: fallback?.data, savedAt: servedAt };
}
