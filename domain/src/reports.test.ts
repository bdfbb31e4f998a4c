import { describe, expect, it } from 'vitest';
import { monthStart, reportRange } from './reports';

const TODAY = '2026-03-10';

describe('report periods', () => {
  it('counts back from the end day, month by default; given dates win', () => {
    expect(reportRange(undefined, {}, TODAY)).toEqual({ startDate: '2026-02-10', endDate: TODAY });
    expect(reportRange('today', {}, TODAY)).toEqual({ startDate: TODAY, endDate: TODAY });
    expect(reportRange('week', {}, TODAY).startDate).toBe('2026-03-03');
    expect(reportRange('quarter', {}, TODAY).startDate).toBe('2025-12-10');
    expect(reportRange('year', {}, '2024-02-29').startDate).toBe('2023-02-28');
    expect(reportRange('year', { startDate: '2026-01-01', endDate: '2026-01-31' }, TODAY)).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
    expect(monthStart(TODAY)).toBe('2026-03-01');
  });
});
