/** Report periods (staff spec §2 and §9): which days a report covers. */
import { addDays, businessDate } from './dates';
import type { ReportPeriod } from './payment-fields';

function shiftMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const target = new Date(Date.UTC(y!, (m ?? 1) - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d ?? 1, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The first and last day (inclusive, Guatemala calendar days) of a report: given dates win; else
 * the period counts back from the end day: today the same day, week 7 days, month 1 month (the
 * default), quarter 3 months, year 1 year. The end day defaults to today.
 */
export function reportRange(
  period: ReportPeriod = 'month',
  given: { startDate?: string | null; endDate?: string | null } = {},
  today: string = businessDate(),
): { startDate: string; endDate: string } {
  const endDate = given.endDate || today;
  if (given.startDate) return { startDate: given.startDate, endDate };
  const startDate = {
    today: endDate,
    week: addDays(endDate, -7),
    month: shiftMonths(endDate, -1),
    quarter: shiftMonths(endDate, -3),
    year: shiftMonths(endDate, -12),
  }[period];
  return { startDate, endDate };
}

/** The first day of the month of a calendar day: what "this month" means in the figures. */
export function monthStart(isoDate: string = businessDate()): string {
  return `${isoDate.slice(0, 8)}01`;
}
