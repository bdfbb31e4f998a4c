import { describe, expect, it } from 'vitest';
import {
  daysActuallyFrozen,
  FREEZE_MESSAGES,
  freezeDays,
  freezeError,
  freezeLabel,
  freezeRefusal,
  shiftedEndDate,
  type FreezeRequest,
} from './membership-freeze';

const request = (overrides: Partial<FreezeRequest> = {}): FreezeRequest => ({
  membership: { status: 'active', endDate: '2026-12-31', hasOpenFreeze: false },
  today: '2026-11-29',
  startDate: '2026-12-01',
  endDate: '2026-12-10',
  capPerYear: null,
  usedThisYear: 0,
  ...overrides,
});

describe('membership freeze', () => {
  it('counts both ends and moves the end date by the frozen days', () => {
    expect(freezeDays({ startDate: '2026-12-01', endDate: '2026-12-10' })).toBe(10);
    expect(freezeDays({ startDate: '2026-12-01', endDate: '2026-12-01' })).toBe(1);
    expect(shiftedEndDate('2026-12-31', 10)).toBe('2027-01-10');
    expect(shiftedEndDate('2027-01-10', -4)).toBe('2027-01-06');
  });

  it('refuses at the door with the last frozen day, only while frozen', () => {
    const membership = { freeze: { startDate: '2026-12-01', endDate: '2026-12-10' } };
    expect(freezeRefusal(membership, '2026-12-01')).toBe('Membresía congelada hasta 10/12/2026');
    expect(freezeRefusal(membership, '2026-12-10')).toBe('Membresía congelada hasta 10/12/2026');
    expect(freezeRefusal(membership, '2026-11-30')).toBeNull();
    expect(freezeRefusal(membership, '2026-12-11')).toBeNull();
    expect(freezeRefusal({ freeze: null }, '2026-12-05')).toBeNull();
  });

  it('labels the card while frozen and before it starts', () => {
    const freeze = { startDate: '2026-12-01', endDate: '2026-12-10' };
    expect(freezeLabel(freeze, '2026-12-05')).toBe('Congelada hasta 10/12/2026');
    expect(freezeLabel(freeze, '2026-11-29')).toBe('Congelamiento programado del 01/12/2026 al 10/12/2026');
    expect(freezeLabel(freeze, '2026-12-11')).toBeNull();
  });

  it('refuses what cannot be frozen, with the reason', () => {
    expect(freezeError(request())).toBeNull();
    expect(
      freezeError(request({ membership: { status: 'expired', endDate: '2026-12-31', hasOpenFreeze: false } })),
    ).toBe(FREEZE_MESSAGES.notActive);
    expect(freezeError(request({ membership: { status: 'active', endDate: '2026-12-31', hasOpenFreeze: true } }))).toBe(
      FREEZE_MESSAGES.alreadyFrozen,
    );
    expect(freezeError(request({ startDate: '2026-11-28' }))).toBe(FREEZE_MESSAGES.startInPast);
    expect(freezeError(request({ endDate: '2026-11-30' }))).toBe(FREEZE_MESSAGES.endBeforeStart);
    expect(freezeError(request({ startDate: '2027-01-01', endDate: '2027-01-05' }))).toBe(
      FREEZE_MESSAGES.startAfterEnd,
    );
    expect(freezeError(request({ endDate: '2027-12-31' }))).toBe(FREEZE_MESSAGES.tooLong);
  });

  it('keeps to the plan’s cap per year', () => {
    expect(freezeError(request({ capPerYear: 10 }))).toBeNull();
    expect(freezeError(request({ capPerYear: 14, usedThisYear: 5 }))).toBe(
      'El plan permite 14 días de congelamiento por año; quedan 9',
    );
    expect(freezeError(request({ capPerYear: 0 }))).toBe('El plan de esta membresía no permite congelarla');
  });

  it('gives back the days not frozen on an early unfreeze', () => {
    const period = { startDate: '2026-12-01', endDate: '2026-12-10' };
    expect(daysActuallyFrozen(period, '2026-11-29')).toBe(0);
    expect(daysActuallyFrozen(period, '2026-12-01')).toBe(0);
    expect(daysActuallyFrozen(period, '2026-12-05')).toBe(4);
    expect(daysActuallyFrozen(period, '2026-12-11')).toBe(10);
    expect(daysActuallyFrozen(period, '2027-01-01')).toBe(10);
  });
});
