/**
 * Freezing a membership (issue 32 item 4): staff stop a member's days from one date to another
 * (an injury, a trip) with a reason. The end date moves by the frozen days; on the day after the
 * last one a scheduled job resumes it, and an early unfreeze moves the end date by the days
 * actually frozen. A plan may cap the frozen days per calendar year. Pure rules: the api and the
 * door (check-in) read them from here.
 */
import { addDays, daysBetween, formatBusinessDate } from './dates';
import { intField, textField } from './field-contract';
import type { MembershipStatus } from './memberships';

const dateField = (label: string) =>
  textField(label, {
    required: true,
    max: 10,
    pattern: /^\d{4}-\d{2}-\d{2}$/,
    patternMessage: `${label} debe tener el formato AAAA-MM-DD`,
  });

export const FREEZE_FIELDS = {
  /** POST /memberships/{id}/freeze: first and last frozen day (inclusive) and why. */
  startDate: dateField('La fecha de inicio del congelamiento'),
  endDate: dateField('La fecha de fin del congelamiento'),
  reason: textField('El motivo', {
    required: true,
    max: 500,
    multiline: true,
    requiredMessage: 'Indica el motivo del congelamiento',
  }),
  /** A plan's cap (membership_plans.max_freeze_days_per_year); empty: no cap. */
  maxFreezeDaysPerYear: intField('Los días de congelamiento por año', 0, 366),
} as const;

/** The longest single freeze: a year. */
export const FREEZE_MAX_DAYS = 366;

export const FREEZE_MESSAGES = {
  frozen: (until: string) => `Membresía congelada hasta ${formatBusinessDate(until)}`,
  unfrozen: 'Membresía reanudada',
  frozenLabel: (until: string) => `Congelada hasta ${formatBusinessDate(until)}`,
  scheduledLabel: (from: string, until: string) =>
    `Congelamiento programado del ${formatBusinessDate(from)} al ${formatBusinessDate(until)}`,
  notActive: 'Solo se puede congelar una membresía activa',
  startInPast: 'El congelamiento no puede empezar antes de hoy',
  endBeforeStart: 'La fecha de fin del congelamiento debe ser igual o posterior a la de inicio',
  startAfterEnd: 'El congelamiento debe empezar antes de que venza la membresía',
  tooLong: `Un congelamiento dura como máximo ${FREEZE_MAX_DAYS} días`,
  alreadyFrozen: 'La membresía ya tiene un congelamiento vigente o programado',
  notFrozen: 'La membresía no está congelada',
  capExceeded: (cap: number, left: number) =>
    cap === 0
      ? 'El plan de esta membresía no permite congelarla'
      : `El plan permite ${cap} días de congelamiento por año; quedan ${left}`,
} as const;

/** A freeze as the rules read it: first and last frozen day (inclusive), and whether it ended. */
export interface FreezePeriod {
  startDate: string;
  endDate: string;
}

/** Days from the first to the last frozen day, both included. */
export function freezeDays(period: FreezePeriod): number {
  return daysBetween(period.startDate, period.endDate) + 1;
}

/** The membership's end date once `days` more are frozen (negative: given back by an early unfreeze). */
export function shiftedEndDate(endDate: string, days: number): string {
  return addDays(endDate, days);
}

/** The membership is frozen today: the freeze has started and its last day has not passed. */
export function isFrozenOn(freeze: FreezePeriod | null | undefined, today: string): boolean {
  return Boolean(freeze && freeze.startDate <= today && today <= freeze.endDate);
}

/**
 * What the door answers a frozen member ('Membresía congelada hasta dd/MM/yyyy', the last frozen
 * day), or null when the membership is not frozen today. For the check-in.
 */
export function freezeRefusal(membership: { freeze: FreezePeriod | null }, today: string): string | null {
  return isFrozenOn(membership.freeze, today) ? FREEZE_MESSAGES.frozen(membership.freeze!.endDate) : null;
}

/** The card's line: 'Congelada hasta dd/MM/yyyy' today, the planned period before it starts, else null. */
export function freezeLabel(freeze: FreezePeriod | null | undefined, today: string): string | null {
  if (!freeze || today > freeze.endDate) return null;
  return isFrozenOn(freeze, today)
    ? FREEZE_MESSAGES.frozenLabel(freeze.endDate)
    : FREEZE_MESSAGES.scheduledLabel(freeze.startDate, freeze.endDate);
}

export interface FreezeRequest extends FreezePeriod {
  membership: { status: MembershipStatus; endDate: string; hasOpenFreeze: boolean };
  today: string;
  /** The plan's cap of frozen days per calendar year; null: no cap. */
  capPerYear: number | null;
  /** Days this membership already froze in the calendar year the new freeze starts in. */
  usedThisYear: number;
}

/** Why a freeze is refused, in Spanish, or null when it may go ahead. */
export function freezeError(request: FreezeRequest): string | null {
  const { membership, today, startDate, endDate } = request;
  if (membership.status !== 'active') return FREEZE_MESSAGES.notActive;
  if (membership.hasOpenFreeze) return FREEZE_MESSAGES.alreadyFrozen;
  if (startDate < today) return FREEZE_MESSAGES.startInPast;
  if (endDate < startDate) return FREEZE_MESSAGES.endBeforeStart;
  if (startDate > membership.endDate) return FREEZE_MESSAGES.startAfterEnd;
  const days = freezeDays(request);
  if (days > FREEZE_MAX_DAYS) return FREEZE_MESSAGES.tooLong;
  if (request.capPerYear !== null && request.usedThisYear + days > request.capPerYear) {
    return FREEZE_MESSAGES.capExceeded(request.capPerYear, Math.max(0, request.capPerYear - request.usedThisYear));
  }
  return null;
}

/**
 * The days a freeze actually froze when it ends on `resumeDay` (the first day the member counts
 * again): none when it had not started, all of them when it ran to its last day.
 */
export function daysActuallyFrozen(period: FreezePeriod, resumeDay: string): number {
  if (resumeDay <= period.startDate) return 0;
  return Math.min(freezeDays(period), daysBetween(period.startDate, resumeDay));
}
