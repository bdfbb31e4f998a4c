import { describe, expect, it } from 'vitest';
import {
  effectiveMembershipStatus,
  endDateAfterMonths,
  isMembershipExpiringSoon,
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_STATUS_COLORS,
  MEMBERSHIP_STATUS_LABELS,
  membershipCancelError,
  membershipDaysLeft,
  membershipEndDate,
  membershipRenewError,
  membershipPurchaseBlock,
  orderMembershipsForMember,
  membershipStatusChangeError,
  nextDay,
  renewalPeriod,
  renewalPrice,
  renewalRate,
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

const TODAY = '2026-03-10';

describe('membership status as read', () => {
  it('reads a running membership past its last day as expired, and nothing else', () => {
    expect(effectiveMembershipStatus('active', '2026-03-09', TODAY)).toBe('expired');
    expect(effectiveMembershipStatus('pending', '2026-03-09', TODAY)).toBe('expired');
    expect(effectiveMembershipStatus('active', TODAY, TODAY)).toBe('active');
    expect(effectiveMembershipStatus('cancelled', '2026-03-01', TODAY)).toBe('cancelled');
    expect(effectiveMembershipStatus('suspended', '2026-03-01', TODAY)).toBe('suspended');
  });
});

describe('renewal', () => {
  it('follows a running membership and starts today after an ended one', () => {
    expect(renewalPeriod({ status: 'active', endDate: '2026-03-20' }, 1, TODAY)).toEqual({
      startDate: '2026-03-21',
      endDate: '2026-04-20',
    });
    expect(renewalPeriod({ status: 'active', endDate: '2026-03-01' }, 2, TODAY)).toEqual({
      startDate: TODAY,
      endDate: '2026-05-09',
    });
    expect(renewalPeriod({ status: 'expired', endDate: '2026-02-01' }, 1, TODAY).startDate).toBe(TODAY);
  });
  it('ends after whole months, clamping month ends', () => {
    expect(endDateAfterMonths('2026-01-31', 1)).toBe('2026-02-27');
    expect(endDateAfterMonths('2026-01-15', 12)).toBe('2027-01-14');
  });
  it('prices by the plan per month, else the default Q 250 a month', () => {
    expect(renewalPrice({ price: 250, durationType: 'monthly' }, 1)).toBe(250);
    expect(renewalPrice({ price: 675, durationType: 'quarterly' }, 2)).toBe(450);
    expect(renewalPrice({ price: 2400, durationType: 'annual' }, 1)).toBe(200);
    expect(renewalPrice({ price: 100, durationType: 'quarterly' }, 1)).toBe(33.33);
    expect(renewalPrice({ price: 25, durationType: 'daily' }, 1)).toBe(250);
    expect(renewalPrice(null, 3)).toBe(750);
  });
  it('rates renewals over ended memberships, 0 when none ended', () => {
    expect(renewalRate(1, 3)).toBe(33.3);
    expect(renewalRate(0, 0)).toBe(0);
    expect(renewalRate(4, 4)).toBe(100);
  });
  it('renews neither a pending nor a cancelled membership', () => {
    expect(membershipRenewError('pending')).toBe(MEMBERSHIP_MESSAGES.cannotRenewPending);
    expect(membershipRenewError('cancelled')).toBe(MEMBERSHIP_MESSAGES.cannotRenewCancelled);
    expect(membershipRenewError('expired')).toBeNull();
    expect(membershipRenewError('active')).toBeNull();
  });
});

describe('membership status changes by staff', () => {
  it('suspends and resumes; activation, cancellation and expiry have their own ways', () => {
    expect(membershipStatusChangeError('active', 'suspended', '2026-04-01', TODAY)).toBeNull();
    expect(membershipStatusChangeError('suspended', 'active', '2026-04-01', TODAY)).toBeNull();
    expect(membershipStatusChangeError('suspended', 'active', '2026-03-01', TODAY)).toBe(
      MEMBERSHIP_MESSAGES.endDateInPast,
    );
    expect(membershipStatusChangeError('expired', 'active', '2026-04-01', TODAY)).toBeNull();
    expect(membershipStatusChangeError('pending', 'active', '2026-04-01', TODAY)).toBe(
      MEMBERSHIP_MESSAGES.activateThroughPayment,
    );
    expect(membershipStatusChangeError('active', 'cancelled', '2026-04-01', TODAY)).toBe(
      MEMBERSHIP_MESSAGES.cancelNeedsReason,
    );
    expect(membershipStatusChangeError('cancelled', 'active', '2026-04-01', TODAY)).toBe(
      MEMBERSHIP_MESSAGES.alreadyCancelled,
    );
    expect(membershipStatusChangeError('active', 'active', '2026-01-01', TODAY)).toBeNull();
  });
  it('cancels once and never an expired one', () => {
    expect(membershipCancelError('cancelled')).toBe(MEMBERSHIP_MESSAGES.alreadyCancelled);
    expect(membershipCancelError('expired')).toBe(MEMBERSHIP_MESSAGES.cannotCancelExpired);
    expect(membershipCancelError('pending')).toBeNull();
  });
});

describe('buying another membership', () => {
  const today = '2026-03-10';
  it('is blocked while one awaits payment, with the message for the member or the desk', () => {
    const held = [
      { status: 'active', endDate: '2026-03-20' },
      { status: 'pending', endDate: '2026-04-20' },
    ];
    expect(membershipPurchaseBlock(held, {}, today)).toBe(MEMBERSHIP_MESSAGES.pendingExists);
    expect(membershipPurchaseBlock(held, { atDesk: true }, today)).toBe(MEMBERSHIP_MESSAGES.clientPendingExists);
  });

  it('is allowed with only active, ended or stale pending ones', () => {
    expect(membershipPurchaseBlock([{ status: 'active', endDate: '2026-03-20' }], {}, today)).toBeNull();
    expect(membershipPurchaseBlock([{ status: 'pending', endDate: '2026-03-09' }], {}, today)).toBeNull();
    expect(membershipPurchaseBlock([{ status: 'cancelled', endDate: '2026-04-20' }], {}, today)).toBeNull();
    expect(membershipPurchaseBlock([], {}, today)).toBeNull();
  });
});

describe('orderMembershipsForMember', () => {
  const today = '2026-03-10';
  const m = (id: string, status: string, startDate: string, endDate: string, createdAt = '2026-01-01') => ({
    id,
    status,
    startDate,
    endDate,
    createdAt,
  });
  it('puts the running one first, then pending, queued, suspended, and ended ones latest first', () => {
    const list = [
      m('cancelled', 'cancelled', '2026-02-01', '2026-02-28'),
      m('expired-old', 'expired', '2025-12-01', '2025-12-31'),
      m('queued', 'active', '2026-03-21', '2026-04-20'),
      m('pending', 'pending', '2026-03-10', '2026-04-09'),
      m('expired', 'expired', '2026-01-01', '2026-01-31'),
      m('running', 'active', '2026-02-21', '2026-03-20'),
      m('stale-active', 'active', '2026-01-01', '2026-03-09'),
    ];
    expect(orderMembershipsForMember(list, today).map((x) => x.id)).toEqual([
      'running',
      'pending',
      'queued',
      'stale-active',
      'cancelled',
      'expired',
      'expired-old',
    ]);
  });
});
