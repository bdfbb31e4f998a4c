import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessDate,
  calendarDate,
  formatBusinessDate,
  formatDate,
  formatMonth,
  formatTypedDate,
  isBusinessDate,
  isBusinessDateOnOrBefore,
  isSessionExpiring,
  nextBusinessDayStart,
  typedBusinessDate,
} from './dates';

describe('dates in America/Guatemala', () => {
  it('formats as dd/MM/yyyy in Guatemala time (UTC-6)', () => {
    expect(formatDate('2026-01-02T03:00:00Z')).toBe('01/01/2026');
    expect(formatDate('2026-12-31T18:00:00Z')).toBe('31/12/2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
  it('gives the business date of an instant', () => {
    expect(businessDate(new Date('2026-03-01T05:59:00Z'))).toBe('2026-02-28');
  });
  it('tells whether the business date is on or before a day, to the minute around midnight', () => {
    expect(isBusinessDateOnOrBefore('2025-10-18', new Date('2025-10-19T05:59:00Z'))).toBe(true);
    expect(isBusinessDateOnOrBefore('2025-10-18', new Date('2025-10-19T06:00:00Z'))).toBe(false);
    const start = Date.parse('2025-10-16T00:00:00Z');
    for (let ms = start; ms < start + 4 * 24 * 3600 * 1000; ms += 17 * 60 * 1000) {
      const now = new Date(ms);
      expect(isBusinessDateOnOrBefore('2025-10-18', now)).toBe(businessDate(now) <= '2025-10-18');
    }
  });
  it('counts a session as expiring with 24 h or less left', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(isSessionExpiring(new Date('2026-01-02T00:00:00Z'), now)).toBe(true);
    expect(isSessionExpiring(new Date('2026-01-02T00:00:01Z'), now)).toBe(false);
  });
});

describe('business dates (calendar days, yyyy-mm-dd)', () => {
  it('a business date is yyyy-mm-dd and exists', () => {
    expect(isBusinessDate('2026-12-31')).toBe(true);
    expect(isBusinessDate('2028-02-29')).toBe(true);
    expect(isBusinessDate('2027-02-29')).toBe(false);
    expect(isBusinessDate('31/12/2026')).toBe(false);
  });

  it('shows the same calendar day, never the day before in Guatemala', () => {
    expect(formatBusinessDate('2025-10-18')).toBe('18/10/2025');
    expect(formatBusinessDate('2026-01-01')).toBe('01/01/2026');
    expect(formatBusinessDate('2026-02-30')).toBe('');
    expect(formatBusinessDate(null)).toBe('');
  });
});

describe('the next business day', () => {
  it('starts at midnight in Guatemala (06:00 UTC)', () => {
    expect(nextBusinessDayStart(new Date('2026-03-10T12:00:00Z')).toISOString()).toBe('2026-03-11T06:00:00.000Z');
    // 23:30 in Guatemala is already the next UTC day: still the coming Guatemala midnight.
    expect(nextBusinessDayStart(new Date('2026-03-11T05:30:00Z')).toISOString()).toBe('2026-03-11T06:00:00.000Z');
    expect(nextBusinessDayStart(new Date('2026-12-31T06:00:00Z')).toISOString()).toBe('2027-01-01T06:00:00.000Z');
  });
});

describe('formatMonth', () => {
  it('writes a month as its short Spanish name and year, anything else as it is', () => {
    expect(formatMonth('2025-12')).toBe('dic 2025');
    expect(formatMonth('2026-01')).toBe('ene 2026');
    expect(formatMonth('2026-13')).toBe('2026-13');
    expect(formatMonth('sin fecha')).toBe('sin fecha');
  });
});

describe('addDays', () => {
  it('moves a calendar day across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-10', 0)).toBe('2026-03-10');
  });
});

describe('a typed day (dd/mm/aaaa)', () => {
  it('puts the slashes in as the digits come', () => {
    const typed = ['0', '01', '011', '0111', '01112', '011120', '0111202', '01112026'];
    expect(typed.map(formatTypedDate)).toEqual([
      '0',
      '01',
      '01/1',
      '01/11',
      '01/11/2',
      '01/11/20',
      '01/11/202',
      '01/11/2026',
    ]);
    // Each keystroke is typed after what the field already shows.
    expect(formatTypedDate('01/11/2026' + '7')).toBe('01/11/2026');
    expect(formatTypedDate('01/1' + '1')).toBe('01/11');
  });

  it('lets a slash close a one-digit day or month, and deleting a slash works', () => {
    expect(formatTypedDate('1/')).toBe('1/');
    expect(formatTypedDate('1/3/2026')).toBe('1/3/2026');
    expect(formatTypedDate('01/')).toBe('01/');
    expect(formatTypedDate('01//')).toBe('01/');
    expect(formatTypedDate('/')).toBe('');
  });

  it('turns a pasted yyyy-mm-dd into dd/mm/aaaa and leaves other text to be refused', () => {
    expect(formatTypedDate('2026-11-01')).toBe('01/11/2026');
    expect(formatTypedDate('ayer')).toBe('ayer');
  });

  it('reads a complete real day, and nothing else', () => {
    expect(typedBusinessDate('01/11/2026')).toBe('2026-11-01');
    expect(typedBusinessDate('1/3/2026')).toBe('2026-03-01');
    expect(typedBusinessDate(' 2026-11-01 ')).toBe('2026-11-01');
    expect(typedBusinessDate('29/02/2028')).toBe('2028-02-29');
    expect(typedBusinessDate('29/02/2027')).toBeNull();
    expect(typedBusinessDate('31/04/2026')).toBeNull();
    expect(typedBusinessDate('01/13/2026')).toBeNull();
    expect(typedBusinessDate('01/11/26')).toBeNull();
    expect(typedBusinessDate('')).toBeNull();
  });
});

describe('formatDateTime', () => {
  it('writes an instant as dd/MM/yyyy HH:mm in Guatemala', async () => {
    const { formatDateTime } = await import('./dates');
    expect(formatDateTime('2026-03-01T03:05:00Z')).toBe('28/02/2026 21:05');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('calendarDate: a day sent as yyyy-mm-dd or a full ISO date-time', () => {
  it('keeps the written day of a plain day, a wall-clock time and a midnight in any offset', () => {
    expect(calendarDate('2026-12-31')).toBe('2026-12-31');
    expect(calendarDate(' 2026-12-31 ')).toBe('2026-12-31');
    expect(calendarDate('2026-12-31T22:00')).toBe('2026-12-31');
    expect(calendarDate('2026-12-31T00:00:00.000Z')).toBe('2026-12-31');
    expect(calendarDate('2026-12-31T00:00+02:00')).toBe('2026-12-31');
  });

  it('reads any other instant as its day in America/Guatemala', () => {
    expect(calendarDate('2026-12-31T06:00:00.000Z')).toBe('2026-12-31');
    expect(calendarDate('2027-01-01T05:59:59.999Z')).toBe('2026-12-31');
    expect(calendarDate('2027-01-01T06:00:00Z')).toBe('2027-01-01');
    expect(calendarDate('2026-12-31T23:30:00-06:00')).toBe('2026-12-31');
    expect(calendarDate('2027-01-01T01:00:00+0200')).toBe('2026-12-31');
    expect(calendarDate('2026-12-31T12:00:00.123456789z')).toBe('2026-12-31');
  });

  it('leaves what is not a day for the contract to refuse', () => {
    expect(calendarDate('31/12/2026')).toBe('31/12/2026');
    expect(calendarDate('2027-02-30T10:00:00Z')).toBe('2027-02-30');
    expect(isBusinessDate(calendarDate('2027-02-30T10:00:00Z'))).toBe(false);
  });
});
