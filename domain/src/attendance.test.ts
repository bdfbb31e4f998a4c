import { describe, expect, it } from 'vitest';
import { inactiveCutoff, isInactive } from './attendance';

describe('attendance', () => {
  it('is inactive after 14 days without a visit, or with none', () => {
    expect(inactiveCutoff('2026-11-29')).toBe('2026-11-15');
    expect(isInactive('2026-11-15', '2026-11-29')).toBe(false);
    expect(isInactive('2026-11-14', '2026-11-29')).toBe(true);
    expect(isInactive(null, '2026-11-29')).toBe(true);
    expect(isInactive('2026-11-20', '2026-11-29', 7)).toBe(true);
  });
});
