import { LOCALE } from './constants';

/**
 * The formatters are made on first use, not on import: a browser's first time-zone formatter
 * costs tens of milliseconds (its zone data), which a page without dates (the landing, the store)
 * should not pay while it starts.
 */
let datePartsFormat: Intl.DateTimeFormat | undefined;
const datePartsFormatter = () =>
  (datePartsFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: LOCALE.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

function parts(date: Date): { day: string; month: string; year: string } {
  const out = { day: '', month: '', year: '' };
  for (const part of datePartsFormatter().formatToParts(date)) {
    if (part.type === 'day' || part.type === 'month' || part.type === 'year') out[part.type] = part.value;
  }
  return out;
}

/** dd/MM/yyyy in America/Guatemala. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const { day, month, year } = parts(date);
  return `${day}/${month}/${year}`;
}

/** The business date (yyyy-mm-dd) of an instant in America/Guatemala. */
export function businessDate(value: Date = new Date()): string {
  const { day, month, year } = parts(value);
  return `${year}-${month}-${day}`;
}

/** No time zone is further than 14 hours from UTC (Kiribati is +14, the furthest west -12). */
const WIDEST_ZONE_OFFSET_MS = 14 * 3600 * 1000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Whether the business date of `now` is on or before `day` (yyyy-mm-dd). Away from that day the
 * answer is the same in every time zone, so the time-zone formatter (tens of milliseconds on a
 * browser's first use) is only made within a day of it: the landing page checks its promotions
 * while it starts.
 */
export function isBusinessDateOnOrBefore(day: string, now: Date = new Date()): boolean {
  if (utcDay(now.getTime() + WIDEST_ZONE_OFFSET_MS) <= day) return true;
  if (utcDay(now.getTime() - WIDEST_ZONE_OFFSET_MS) > day) return false;
  return businessDate(now) <= day;
}

/**
 * A day as a client may send it: yyyy-mm-dd, or a full ISO date-time (what a date picker's Date
 * serialises to, `2026-12-31T06:00:00.000Z`) with or without its offset. `calendarDate` reads it.
 * Its longest form (nanoseconds and an offset) is 35 characters.
 */
export const DAY_OR_DATE_TIME_PATTERN =
  /^(\d{4}-\d{2}-\d{2})(T([01]\d|2[0-3]):([0-5]\d)(:([0-5]\d)(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * The business date (yyyy-mm-dd) a day or date-time stands for (DAY_OR_DATE_TIME_PATTERN), the
 * one reader of a day sent as a date-time (a membership's dates, a date of birth):
 * - yyyy-mm-dd, a date-time without an offset (a wall-clock time, read as Guatemala's) and a
 *   midnight in any offset (a day serialised as a date-time: `new Date('2026-12-31')` gives
 *   `2026-12-31T00:00:00.000Z`, which is the 31st, not the evening of the 30th in Guatemala) keep
 *   the date as written;
 * - any other instant is read as its date in America/Guatemala: `2027-01-01T05:59:59.999Z`, the
 *   last moment of the 31st in Guatemala, is 2026-12-31.
 * Text of another shape, or a date part that is no real day, is returned as written, for the
 * contract's check (isBusinessDate) to refuse.
 */
export function calendarDate(value: string): string {
  const text = value.trim();
  const match = DAY_OR_DATE_TIME_PATTERN.exec(text);
  if (!match) return value;
  const day = match[1]!;
  const zone = match[8];
  if (!match[2] || !zone || !isBusinessDate(day)) return day;
  const seconds = match[6] ?? '00';
  const fraction = (match[7] ?? '').replace(/[.0]/g, '');
  if (match[3] === '00' && match[4] === '00' && seconds === '00' && fraction === '') return day;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const millis = Number(((match[7] ?? '.0').slice(1) + '00').slice(0, 3));
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== 'Z') {
    const digits = zone.replace(':', '');
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
  }
  const utc =
    Date.UTC(year, month - 1, date, Number(match[3]), Number(match[4]), Number(seconds), millis) -
    offsetMinutes * 60_000;
  return businessDate(new Date(utc));
}

const BUSINESS_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written yyyy-mm-dd (2027-02-29 is not one). */
export function isBusinessDate(value: string | null | undefined): boolean {
  const match = BUSINESS_DATE.exec(value ?? '');
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A business date (yyyy-mm-dd: a calendar day, with no time or zone, such as a membership's last
 * day or a promotion's end) as dd/MM/yyyy. Read as an instant it would shift a day in Guatemala.
 */
export function formatBusinessDate(value: string | null | undefined): string {
  if (!value || !isBusinessDate(value)) return '';
  const [year, month, day] = value.split('-');
  return `${day}/${month}/${year}`;
}

const SHORT_MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'] as const;

/** A month (yyyy-mm) as a chart reads it: '2025-12' -> 'dic 2025'; anything else as it is. */
export function formatMonth(value: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  const name = match ? SHORT_MONTHS[Number(match[2]) - 1] : undefined;
  return name ? `${name} ${match![1]}` : value;
}

/** A calendar day (yyyy-mm-dd) moved by whole days: 2026-03-01 - 1 is 2026-02-28. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y!, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** Whole calendar days from one day (yyyy-mm-dd) to another: negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A session is expiring when 24 hours or less remain. */
export function isSessionExpiring(expiresAt: Date, now: Date = new Date()): boolean {
  return expiresAt.getTime() - now.getTime() <= 24 * 3600 * 1000;
}

let zonePartsFormat: Intl.DateTimeFormat | undefined;
const zonePartsFormatter = () =>
  (zonePartsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: LOCALE.timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }));

/** How far the business time zone is ahead of UTC at an instant, in ms (Guatemala: -6 h). */
function zoneOffsetMs(at: Date): number {
  const get = (type: string) =>
    Number(
      zonePartsFormatter()
        .formatToParts(at)
        .find((p) => p.type === type)?.value ?? 0,
    );
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** dd/MM/yyyy HH:mm in America/Guatemala (a drawer's opening and close, a printed report). */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const get = (type: string) =>
    zonePartsFormatter()
      .formatToParts(date)
      .find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}

/** The instant the next business day begins: midnight in America/Guatemala after `now`. */
export function nextBusinessDayStart(now: Date = new Date()): Date {
  const [y, m, d] = businessDate(now).split('-').map(Number);
  const utcMidnight = Date.UTC(y!, m! - 1, d! + 1);
  return new Date(utcMidnight - zoneOffsetMs(new Date(utcMidnight)));
}

/**
 * A day as a person types it: dd/mm/aaaa whatever the browser's language (a browser's own date
 * input would show mm/dd/yyyy in English). The placeholder and the refusal shown under the field.
 */
export const TYPED_DATE = {
  placeholder: 'dd/mm/aaaa',
  invalid: 'Fecha no válida',
} as const;

/** The most digits of each part of a typed day: dd, mm, aaaa. */
const TYPED_PART_DIGITS = [2, 2, 4] as const;

/**
 * What a date field shows while the user types: the slashes go in by themselves (01112026 reads
 * 01/11/2026), a slash typed after one digit closes that part (1/11/2026), digits past the year are
 * dropped, and a pasted yyyy-mm-dd becomes dd/mm/aaaa. Anything else is left as typed, to be refused.
 */
export function formatTypedDate(raw: string): string {
  const pasted = BUSINESS_DATE.exec(raw);
  if (pasted) return `${pasted[3]}/${pasted[2]}/${pasted[1]}`;
  if (!/^[\d/]*$/.test(raw)) return raw;
  const closed: string[] = [];
  let current = '';
  for (const char of raw) {
    const part = closed.length;
    if (char === '/') {
      if (current && part < 2) {
        closed.push(current);
        current = '';
      }
      continue;
    }
    if (current.length === TYPED_PART_DIGITS[part]) {
      if (part === 2) continue;
      closed.push(current);
      current = '';
    }
    current += char;
  }
  return [...closed, current].join('/');
}

const TYPED_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** The business date (yyyy-mm-dd) a typed dd/mm/aaaa (or a pasted yyyy-mm-dd) names, or null. */
export function typedBusinessDate(text: string): string | null {
  const match = TYPED_DAY.exec(formatTypedDate(text.trim()));
  if (!match) return null;
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return isBusinessDate(iso) ? iso : null;
}
