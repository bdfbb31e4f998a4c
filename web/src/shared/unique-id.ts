/**
 * A unique id made in the browser (an idempotency key, a new list item's id). A UUID where the
 * page is a secure context (crypto.randomUUID exists only there: https or localhost), else a
 * time-and-random id, so a gym served over plain http on its own network still works.
 */
export function uniqueId(prefix: string): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
