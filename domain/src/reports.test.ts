import { describe, expect, it } from 'vitest';
import { businessDate } from './dates';
import {
  growthFirstMonth,
  GROWTH_MONTHS,
  monthlySeries,
  monthsBetween,
  monthEnd,
  monthStart,
  quarterStart,
  REPORT_PERIOD_LABELS,
  reportRange,
  weekStart,
} from './reports';

const TODAY = '2026-03-10';

describe('report periods', () => {
  it('are calendar periods up to the end day, this month by default; given dates win', () => {
    // 2026-03-10 is a Tuesday.
    expect(reportRange(undefined, {}, TODAY)).toEqual({ startDate: '2026-03-01', endDate: TODAY });
    expect(reportRange('month', {}, TODAY)).toEqual({ startDate: '2026-03-01', endDate: TODAY });
    expect(reportRange('today', {}, TODAY)).toEqual({ startDate: TODAY, endDate: TODAY });
    expect(reportRange('week', {}, TODAY)).toEqual({ startDate: '2026-03-09', endDate: TODAY });
    expect(reportRange('quarter', {}, TODAY).startDate).toBe('2026-01-01');
    expect(reportRange('quarter', {}, '2026-12-31').startDate).toBe('2026-10-01');
    expect(reportRange('year', {}, '2024-02-29').startDate).toBe('2024-01-01');
    expect(reportRange('year', { startDate: '2026-01-01', endDate: '2026-01-31' }, TODAY)).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
    // A given end day alone: the calendar period of that day.
    expect(reportRange('month', { endDate: '2026-02-14' }, TODAY)).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-02-14',
    });
    expect(monthStart(TODAY)).toBe('2026-03-01');
    expect(monthEnd('2024-02-10')).toBe('2024-02-29');
    expect(monthEnd('2026-12-01')).toBe('2026-12-31');
    expect(monthEnd('2026-04-30')).toBe('2026-04-30');
  });

  it('starts a week on Monday: a Monday is its own start, a Sunday goes back six days', () => {
    expect(weekStart('2026-03-09')).toBe('2026-03-09');
    expect(weekStart('2026-03-15')).toBe('2026-03-09');
    // Across a month and a year.
    expect(weekStart('2026-03-01')).toBe('2026-02-23');
    expect(weekStart('2027-01-02')).toBe('2026-12-28');
    expect(quarterStart('2026-05-31')).toBe('2026-04-01');
  });

  it('keeps the last 30 days as a separate choice: 30 days with today, across months', () => {
    expect(reportRange('last30', {}, TODAY)).toEqual({ startDate: '2026-02-09', endDate: TODAY });
    expect(reportRange('last30', {}, '2026-11-28')).toEqual({ startDate: '2026-10-30', endDate: '2026-11-28' });
    expect(REPORT_PERIOD_LABELS.last30).toBe('Últimos 30 días');
    expect(REPORT_PERIOD_LABELS.month).toBe('Este mes');
  });

  it('reads today in Guatemala: 23:59 there on the 30th is still November; midnight there is December', () => {
    const lastMinute = businessDate(new Date('2026-12-01T05:59:00Z'));
    expect(reportRange('month', {}, lastMinute)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
    const midnight = businessDate(new Date('2026-12-01T06:00:00Z'));
    expect(reportRange('month', {}, midnight)).toEqual({ startDate: '2026-12-01', endDate: '2026-12-01' });
    // Sunday 23:30 in Guatemala is Monday in UTC, still the week that began on the Monday before.
    const sundayNight = businessDate(new Date('2026-03-16T05:30:00Z'));
    expect(reportRange('week', {}, sundayNight)).toEqual({ startDate: '2026-03-09', endDate: '2026-03-15' });
  });
});

describe('monthly series', () => {
  it('lists every month in order, across a year, labelled in Spanish, empty months as zero', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03', '2026-03')).toEqual(['2026-03']);
    expect(
      monthlySeries(
        [
          { key: '2025-12', count: 3 },
          { key: '2026-02', count: 1 },
        ],
        '2025-11',
        '2026-02',
      ),
    ).toEqual([
      { key: '2025-11', label: 'nov 2025', count: 0, amount: 0 },
      { key: '2025-12', label: 'dic 2025', count: 3, amount: 0 },
      { key: '2026-01', label: 'ene 2026', count: 0, amount: 0 },
      { key: '2026-02', label: 'feb 2026', count: 1, amount: 0 },
    ]);
  });

  it('covers this month and the twelve before it', () => {
    expect(growthFirstMonth('2026-11-28')).toBe('2025-11');
    expect(monthsBetween(growthFirstMonth('2026-11-28'), '2026-11')).toHaveLength(GROWTH_MONTHS);
  });
});
