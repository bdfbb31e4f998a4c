import { describe, expect, it } from 'vitest';
import {
  isMembershipExpiringSoon,
  MEMBERSHIP_STATUS_COLORS,
  MEMBERSHIP_STATUS_LABELS,
  membershipDaysLeft,
  membershipEndDate,
  nextDay,
} from './memberships';

describe('membership status labels', () => {
  it('labels active as Activa and colours it green', () => {
    expect(MEMBERSHIP_STATUS_LABELS.active).toBe('Activa');
    expect(MEMBERSHIP_STATUS_COLORS.active).toBe('success');
    expect(MEMBERSHIP_STATUS_LABELS.pending).toBe('En validación');
    expect(MEMBERSHIP_STATUS_COLORS.expired).toBe('error');
  });
});

describe('membershipEndDate', () => {
  it('ends a daily pass the same day and a week after 7 days', () => {
    expect(membershipEndDate('2026-03-10', 'daily')).toBe('2026-03-10');
    expect(membershipEndDate('2026-03-10', 'weekly')).toBe('2026-03-16');
  });
  it('ends monthly, quarterly and annual plans the day before the same date', () => {
    expect(membershipEndDate('2026-01-15', 'monthly')).toBe('2026-02-14');
    expect(membershipEndDate('2026-01-15', 'quarterly')).toBe('2026-04-14');
    expect(membershipEndDate('2026-01-15', 'annual')).toBe('2027-01-14');
  });
  it('clamps month ends', () => {
    expect(membershipEndDate('2026-01-31', 'monthly')).toBe('2026-02-27');
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
  });
});

describe('days left and expiring soon', () => {
  it('counts today and stops at zero', () => {
    expect(membershipDaysLeft('2026-03-10', '2026-03-10')).toBe(1);
    expect(membershipDaysLeft('2026-03-16', '2026-03-10')).toBe(7);
    expect(membershipDaysLeft('2026-03-01', '2026-03-10')).toBe(0);
  });
  it('flags an active membership within 7 days only', () => {
    expect(isMembershipExpiringSoon({ status: 'active', endDate: '2026-03-16' }, '2026-03-10')).toBe(true);
    expect(isMembershipExpiringSoon({ status: 'active', endDate: '2026-03-17' }, '2026-03-10')).toBe(false);
    expect(isMembershipExpiringSoon({ status: 'pending', endDate: '2026-03-12' }, '2026-03-10')).toBe(false);
    expect(isMembershipExpiringSoon({ status: 'active', endDate: '2026-03-09' }, '2026-03-10')).toBe(false);
  });
});
