import { EXPIRING_SOON_DAYS } from './constants';
import { businessDate } from './dates';
import type { ChipColor } from './payments';

export const MEMBERSHIP_STATUSES = ['active', 'pending', 'expired', 'cancelled', 'suspended'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const MEMBERSHIP_STATUS_LABELS: Record<MembershipStatus, string> = {
  active: 'Activa',
  pending: 'En validación',
  expired: 'Vencida',
  cancelled: 'Cancelada',
  suspended: 'Suspendida',
};

export const MEMBERSHIP_STATUS_COLORS: Record<MembershipStatus, ChipColor> = {
  active: 'success',
  pending: 'warning',
  expired: 'error',
  cancelled: 'default',
  suspended: 'info',
};

export function isMembershipStatus(value: unknown): value is MembershipStatus {
  return typeof value === 'string' && (MEMBERSHIP_STATUSES as readonly string[]).includes(value);
}

export const PLAN_DURATIONS = ['daily', 'weekly', 'monthly', 'quarterly', 'annual'] as const;
export type PlanDuration = (typeof PLAN_DURATIONS)[number];

export const PLAN_DURATION_LABELS: Record<PlanDuration, string> = {
  daily: 'por día',
  weekly: 'por semana',
  monthly: 'por mes',
  quarterly: 'por trimestre',
  annual: 'por año',
};

export function isPlanDuration(value: unknown): value is PlanDuration {
  return typeof value === 'string' && (PLAN_DURATIONS as readonly string[]).includes(value);
}

/** A daily pass covers one visit; only longer plans hold weekly slots. */
export function planHoldsSlots(duration: PlanDuration): boolean {
  return duration !== 'daily';
}

const DAY_MS = 86_400_000;

function parseIsoDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1));
}

function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addMonthsClamped(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/**
 * Last day (inclusive, yyyy-mm-dd) of a membership starting on `startDate`: a daily pass ends the
 * same day; a monthly plan from 15/01 ends 14/02; from 31/01 it ends 27/02 (28/02 clamped minus one).
 */
export function membershipEndDate(startDate: string, duration: PlanDuration): string {
  const start = parseIsoDate(startDate);
  const months = { daily: 0, weekly: 0, monthly: 1, quarterly: 3, annual: 12 }[duration];
  if (duration === 'daily') return startDate;
  if (duration === 'weekly') return toIsoDate(new Date(start.getTime() + 6 * DAY_MS));
  return toIsoDate(new Date(addMonthsClamped(start, months).getTime() - DAY_MS));
}

/** The day after a date (yyyy-mm-dd), used to start a renewal when the current membership ends. */
export function nextDay(isoDate: string): string {
  return toIsoDate(new Date(parseIsoDate(isoDate).getTime() + DAY_MS));
}

/** Whole days from today (Guatemala) to the end date, inclusive of today; 0 once it has passed. */
export function membershipDaysLeft(endDate: string, today: string = businessDate()): number {
  const diff = Math.round((parseIsoDate(endDate).getTime() - parseIsoDate(today).getTime()) / DAY_MS);
  return diff < 0 ? 0 : diff + 1;
}

/** An active membership ending within the next 7 days (spec: note 'expires within 7 days'). */
export function isMembershipExpiringSoon(
  membership: { status: string; endDate: string },
  today: string = businessDate(),
  days: number = EXPIRING_SOON_DAYS,
): boolean {
  if (membership.status !== 'active') return false;
  if (membership.endDate < today) return false;
  return membershipDaysLeft(membership.endDate, today) <= days;
}

/** Held slots count against capacity while the membership is active or awaiting payment. */
export function membershipHoldsCapacity(status: string): boolean {
  return status === 'active' || status === 'pending';
}

export const MEMBERSHIP_MESSAGES = {
  planNotFound: 'Plan de membresía no encontrado',
  planInactive: 'Este plan no está disponible',
  membershipNotFound: 'Membresía no encontrada',
  pendingExists: 'Ya tienes una membresía pendiente de pago',
  clientNotFound: 'Cliente no encontrado',
  onlyClientsBuy: 'Las membresías se compran para clientes',
  cardNotAvailable: 'El pago con tarjeta no está disponible por ahora; elige efectivo o transferencia',
  purchased: 'Membresía creada. Queda pendiente hasta confirmar el pago',
  expiringSoon: (days: number) =>
    days === 1
      ? 'Tu membresía vence hoy. Renuévala para no perder tu horario'
      : `Tu membresía vence en ${days} días. Renuévala para no perder tu horario`,
} as const;
