import { describe, expect, it } from 'vitest';
import { canEditSchedule, SCHEDULE_MESSAGES, scheduleChangeType, validateScheduleChanges, weekdayOf } from './schedule';

describe('scheduleChangeType', () => {
  it('is single_day for 1, multiple_days for 2-3 and full_week for more', () => {
    expect(scheduleChangeType(0)).toBeNull();
    expect(scheduleChangeType(1)).toBe('single_day');
    expect(scheduleChangeType(2)).toBe('multiple_days');
    expect(scheduleChangeType(3)).toBe('multiple_days');
    expect(scheduleChangeType(4)).toBe('full_week');
    expect(scheduleChangeType(7)).toBe('full_week');
  });
});

describe('validateScheduleChanges', () => {
  it('asks for at least one change when nothing is given', () => {
    for (const input of [undefined, null, {}, [], 'monday']) {
      expect(validateScheduleChanges(input)).toEqual({ ok: false, message: SCHEDULE_MESSAGES.noChanges });
    }
  });
  it('reports no valid changes when every key or value is wrong', () => {
    expect(validateScheduleChanges({ lunes: [1], monday: [0], tuesday: ['2'], friday: [] })).toEqual({
      ok: false,
      message: SCHEDULE_MESSAGES.noValidChanges,
    });
    expect(validateScheduleChanges({ monday: [1.5] })).toMatchObject({
      ok: false,
      message: SCHEDULE_MESSAGES.noValidChanges,
    });
  });
  it('keeps the valid days, removes duplicate ids and derives the type', () => {
    expect(validateScheduleChanges({ tuesday: [4, 4], funday: [1] })).toEqual({
      ok: true,
      changes: { tuesday: [4] },
      changedDays: ['tuesday'],
      changeType: 'single_day',
    });
    const many = validateScheduleChanges({ monday: [1], tuesday: [2], wednesday: [3], thursday: [4] });
    expect(many).toMatchObject({ ok: true, changeType: 'full_week' });
  });
});

describe('schedule helpers', () => {
  it('lets active or pending memberships edit', () => {
    expect(canEditSchedule('active')).toBe(true);
    expect(canEditSchedule('pending')).toBe(true);
    expect(canEditSchedule('expired')).toBe(false);
    expect(canEditSchedule(null)).toBe(false);
  });
  it('names the weekday of a date', () => {
    expect(weekdayOf('2026-03-09')).toBe('monday');
    expect(weekdayOf('2026-03-15')).toBe('sunday');
  });
});
