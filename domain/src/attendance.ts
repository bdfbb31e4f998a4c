/**
 * Attendance for the staff (issue 32 item 6): who stopped coming. A member with a membership
 * running today and no visit in the last 14 days is 'inactivo', someone to call back.
 */
import { addDays } from './dates';
import { intField } from './field-contract';

export const INACTIVE_AFTER_DAYS = 14;

export const ATTENDANCE_FIELDS = {
  /** GET /front-desk/inactive?days */
  days: intField('Los días sin visita', 1, 365),
} as const;

/** The last day a visit still counts as recent: a member whose last visit is before it is inactive. */
export function inactiveCutoff(today: string, days: number = INACTIVE_AFTER_DAYS): string {
  return addDays(today, -days);
}

/** A member with no visit, or whose last one came before the cutoff, is inactive. */
export function isInactive(lastVisitDate: string | null, today: string, days: number = INACTIVE_AFTER_DAYS): boolean {
  return lastVisitDate === null || lastVisitDate < inactiveCutoff(today, days);
}
