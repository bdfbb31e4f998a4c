import { describe, expect, it } from 'vitest';
import { DEFAULT_STATE, membershipsSearchParams, membershipsUrl, readMembershipsUrl } from './urls';

describe('memberships URL', () => {
  it('keeps only what differs from the defaults and reads it back', () => {
    const state = {
      ...DEFAULT_STATE,
      tab: 'all' as const,
      search: 'luis',
      status: 'active' as const,
      type: 'monthly' as const,
      from: '2026-03-01',
      to: '2026-03-31',
      sortBy: 'endDate' as const,
      sortOrder: 'asc' as const,
      page: 2,
      id: 'm-1',
    };
    const params = membershipsSearchParams(state);
    expect(params.toString()).toBe(
      'q=luis&status=active&type=monthly&from=2026-03-01&to=2026-03-31&sort=endDate&dir=asc&page=3&id=m-1',
    );
    expect(readMembershipsUrl(params)).toEqual(state);
    expect(membershipsUrl()).toBe('/dashboard/memberships');
    expect(membershipsUrl({ tab: 'expiring', days: 14 })).toBe('/dashboard/memberships?tab=expiring&days=14');
  });

  it('ignores values the screen does not know', () => {
    const read = readMembershipsUrl(
      new URLSearchParams('tab=x&status=gone&type=yearly&from=ayer&sort=color&page=-1&size=5000&days=abc'),
    );
    expect(read).toEqual(DEFAULT_STATE);
  });
});
