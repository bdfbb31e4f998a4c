import { useDebouncedValue as sharedDebouncedValue } from '../../shared/useDebouncedValue';

/**
 * Moved to `shared/` (the memberships screen uses it too). This file only keeps the dashboard's
 * import working (another branch owns that folder); delete it once that import points at shared/.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  return sharedDebouncedValue(value, delayMs);
}
