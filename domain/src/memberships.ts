import { EXPIRING_SOON_DAYS, MEMBERSHIP_RENEWAL_DEFAULTS } from './constants';
import { businessDate, formatBusinessDate } from './dates';
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

/**
 * The status a membership is read as: one still active or awaiting payment after its last day is
 * expired, whether or not the nightly job has written it yet (the job writes this same rule).
 */
export function effectiveMembershipStatus(
  status: MembershipStatus,
  endDate: string,
  today: string = businessDate(),
): MembershipStatus {
  return (status === 'active' || status === 'pending') && endDate < today ? 'expired' : status;
}

/** The statuses the nightly job moves to expired once their last day has passed. */
export const EXPIRING_STATUSES = ['active', 'pending'] as const satisfies readonly MembershipStatus[];

/** Last day (inclusive) of `months` months starting on `startDate`: 15/01 + 1 month ends 14/02. */
export function endDateAfterMonths(startDate: string, months: number): string {
  return toIsoDate(new Date(addMonthsClamped(parseIsoDate(startDate), months).getTime() - DAY_MS));
}

/**
 * The period a renewal covers: it follows a membership still running (the day after its last day)
 * and starts today for one that has ended, so no day is paid twice and none is lost.
 */
export function renewalPeriod(
  current: { status: MembershipStatus; endDate: string },
  months: number,
  today: string = businessDate(),
): { startDate: string; endDate: string } {
  const running = effectiveMembershipStatus(current.status, current.endDate, today) === 'active';
  const startDate = running ? nextDay(current.endDate) : today;
  return { startDate, endDate: endDateAfterMonths(startDate, months) };
}

const MONTHS_OF: Record<PlanDuration, number | null> = {
  daily: null,
  weekly: null,
  monthly: 1,
  quarterly: 3,
  annual: 12,
};

/** The explicit choice offered when a period is already renewed: 'Renovar a partir del dd/MM/yyyy'. */
export function renewNextPeriodLabel(renewedUntil: string): string {
  return `Renovar a partir del ${formatBusinessDate(nextDay(renewedUntil))}`;
}

/**
 * The price of renewing for `months` months: the plan's price per month (a quarterly plan's
 * price / 3), times the months, to the cent. A plan counted in days or weeks, or no plan, renews at
 * the default monthly price (spec: 1 month at Q 250).
 */
export function renewalPrice(plan: { price: number; durationType: PlanDuration } | null, months: number): number {
  const planMonths = plan ? MONTHS_OF[plan.durationType] : null;
  const monthly = plan && planMonths ? plan.price / planMonths : MEMBERSHIP_RENEWAL_DEFAULTS.price;
  return Math.round(monthly * months * 100) / 100;
}

/** Share (0-100, one decimal) of ended memberships that were followed by another one. */
export function renewalRate(renewed: number, ended: number): number {
  if (ended <= 0) return 0;
  return Math.round((renewed / ended) * 1000) / 10;
}

/**
 * Why staff may not set a membership's status directly (PUT), or null when they may. Activation
 * belongs to the payment's confirmation, cancellation to its own call (it needs a reason), and an
 * ended membership comes back by renewal or by moving its last day forward.
 */
export function membershipStatusChangeError(
  from: MembershipStatus,
  to: MembershipStatus,
  endDate: string,
  today: string = businessDate(),
): string | null {
  if (from === to) return null;
  if (to === 'cancelled') return MEMBERSHIP_MESSAGES.cancelNeedsReason;
  if (to === 'pending') return MEMBERSHIP_MESSAGES.cannotReturnToPending;
  if (to === 'expired') return MEMBERSHIP_MESSAGES.expiryIsAutomatic;
  if (from === 'cancelled') return MEMBERSHIP_MESSAGES.alreadyCancelled;
  if (from === 'pending') return MEMBERSHIP_MESSAGES.activateThroughPayment;
  if (to === 'active' && endDate < today) return MEMBERSHIP_MESSAGES.endDateInPast;
  return null;
}

/** Why a membership cannot be cancelled, or null. */
export function membershipCancelError(status: MembershipStatus): string | null {
  if (status === 'cancelled') return MEMBERSHIP_MESSAGES.alreadyCancelled;
  if (status === 'expired') return MEMBERSHIP_MESSAGES.cannotCancelExpired;
  return null;
}

/** Why a membership cannot be renewed, or null: one awaiting payment or cancelled is not renewed. */
export function membershipRenewError(status: MembershipStatus): string | null {
  if (status === 'pending') return MEMBERSHIP_MESSAGES.cannotRenewPending;
  if (status === 'cancelled') return MEMBERSHIP_MESSAGES.cannotRenewCancelled;
  return null;
}

/**
 * Why a new membership may not be bought now, or null: one still awaiting payment (and not past its
 * last day) blocks another until it is paid or cancelled. The api refuses the purchase with the same
 * message; the web shows it before the buyer picks anything. `atDesk`: staff selling for a client.
 */
export function membershipPurchaseBlock(
  held: readonly { status: string; endDate: string }[],
  options: { atDesk?: boolean } = {},
  today: string = businessDate(),
): string | null {
  const waiting = held.some((m) => m.status === 'pending' && m.endDate >= today);
  if (!waiting) return null;
  return options.atDesk ? MEMBERSHIP_MESSAGES.clientPendingExists : MEMBERSHIP_MESSAGES.pendingExists;
}

/**
 * A member's memberships in the order they matter: the one running today, then one awaiting
 * payment, then a renewal queued to start later, a suspended one, and last the ended ones
 * (expired or cancelled); within each group the latest first.
 */
export function orderMembershipsForMember<
  T extends { status: string; startDate: string; endDate: string; createdAt: string },
>(list: readonly T[], today: string = businessDate()): T[] {
  const rank = (m: T): number => {
    const status = isMembershipStatus(m.status) ? effectiveMembershipStatus(m.status, m.endDate, today) : m.status;
    if (status === 'active') return m.startDate <= today ? 0 : 2;
    if (status === 'pending') return 1;
    if (status === 'suspended') return 3;
    return 4;
  };
  return [...list].sort(
    (a, b) => rank(a) - rank(b) || b.endDate.localeCompare(a.endDate) || b.createdAt.localeCompare(a.createdAt),
  );
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
  purchased: 'Membresía creada. Queda pendiente hasta confirmar el pago',
  clientPendingExists: 'El cliente ya tiene una membresía pendiente de pago',
  cancelNeedsReason: 'Para cancelar una membresía usa Cancelar e indica el motivo',
  cannotReturnToPending: 'Una membresía no puede volver a quedar pendiente',
  expiryIsAutomatic: 'Una membresía vence sola al pasar su último día',
  activateThroughPayment: 'Una membresía pendiente se activa al confirmar su pago',
  endDateInPast: 'Para activarla, la fecha de fin debe ser hoy o posterior',
  endBeforeStart: 'La fecha de fin no puede ser anterior a la fecha de inicio',
  alreadyCancelled: 'La membresía ya está cancelada',
  cannotCancelExpired: 'La membresía ya venció; no se puede cancelar',
  cannotRenewPending: 'La membresía está pendiente de pago; confirma su pago antes de renovarla',
  cannotRenewCancelled: 'Una membresía cancelada no se renueva; crea una nueva',
  cannotRenewDailyPass: 'Un pase diario no se renueva; registra otro',
  /** 409: the period after this membership is already paid; renewing again is an explicit choice (queueNext). */
  alreadyRenewed: (until: string) =>
    `La membresía ya está renovada hasta el ${formatBusinessDate(until)}. Para renovar otro periodo, elige «${renewNextPeriodLabel(until)}»`,
  reasonRequired: 'Indica el motivo de la cancelación',
  nothingToUpdate: 'No hay datos para actualizar',
  purchasedAtDesk: 'Membresía activada: pago en efectivo recibido',
  updated: 'Membresía actualizada',
  renewed: 'Membresía renovada',
  cancelled: 'Membresía cancelada',
  deleted: 'Membresía eliminada',
  archived: 'La membresía tiene pagos registrados: quedó archivada, no eliminada',
  expiredNow: (count: number) =>
    count === 1 ? '1 membresía pasó a vencida' : `${count} membresías pasaron a vencidas`,
  onlyAdminRunsExpiry: 'Solo un administrador puede ejecutar el vencimiento de membresías',
  noActiveMembership: 'El cliente no tiene una membresía activa',
  expiringSoon: (days: number) =>
    days === 1
      ? 'Tu membresía vence hoy. Renuévala para no perder tu horario'
      : `Tu membresía vence en ${days} días. Renuévala para no perder tu horario`,
} as const;
