import { STORAGE_KEYS } from '@gym/domain';

/** Ids of the users who already saw the one-time welcome on this browser. */
function seenIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.welcomeShown) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function hasSeenWelcome(userId: string): boolean {
  return seenIds().includes(userId);
}

export function rememberWelcome(userId: string): void {
  const ids = seenIds();
  if (!ids.includes(userId)) localStorage.setItem(STORAGE_KEYS.welcomeShown, JSON.stringify([...ids, userId]));
}
