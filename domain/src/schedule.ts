import { WEEKDAYS, type Weekday } from './constants';
import { FIELD_MESSAGES, fieldError } from './field-contract';
import { SCHEDULE_FIELDS } from './schedule-fields';

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Lunes',
  tuesday: 'Martes',
  wednesday: 'Miércoles',
  thursday: 'Jueves',
  friday: 'Viernes',
  saturday: 'Sábado',
  sunday: 'Domingo',
};

export function isWeekday(value: unknown): value is Weekday {
  return typeof value === 'string' && (WEEKDAYS as readonly string[]).includes(value);
}

export const SCHEDULE_CHANGE_TYPES = ['single_day', 'multiple_days', 'full_week'] as const;
export type ScheduleChangeType = (typeof SCHEDULE_CHANGE_TYPES)[number];

/** single_day for 1 changed day, multiple_days for 2 or 3, full_week for more. */
export function scheduleChangeType(changedDays: number): ScheduleChangeType | null {
  if (changedDays <= 0) return null;
  if (changedDays === 1) return 'single_day';
  if (changedDays <= 3) return 'multiple_days';
  return 'full_week';
}

export const SCHEDULE_MESSAGES = {
  noChanges: 'Debe especificar al menos un cambio',
  noValidChanges: 'No hay cambios válidos para procesar',
  cancelNeedsDayAndSlot: 'Debe indicar el día y el horario a cancelar',
  invalidDay: FIELD_MESSAGES.notOneOf(SCHEDULE_FIELDS.day),
  noMembership: 'No tienes una membresía activa',
  cannotEdit: 'Tu membresía no permite cambiar el horario',
  slotNotFound: 'Horario no encontrado',
  slotWrongDay: 'El horario no corresponde al día indicado',
  dayClosed: 'El gimnasio está cerrado ese día',
  slotNotReserved: 'No tienes reservado ese horario',
  slotsUnavailable: 'Algunos horarios ya no tienen cupo; no se aplicó ningún cambio',
  slotFull: 'Ese horario ya no tiene cupo',
  changed: 'Horario actualizado',
  cancelled: 'Horario cancelado',
  noSlotsForDailyPass: 'El pase diario no reserva horarios',
} as const;

export type ScheduleChanges = Partial<Record<Weekday, number[]>>;

export type ScheduleChangesCheck =
  | { ok: true; changes: ScheduleChanges; changedDays: Weekday[]; changeType: ScheduleChangeType }
  | { ok: false; message: string };

function isSlotIdList(value: unknown): value is number[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((id) => typeof id === 'number' && fieldError(SCHEDULE_FIELDS.slotId, id) === null)
  );
}

/**
 * Keeps the entries whose key is a weekday and whose value is a non-empty list of slot ids
 * (SCHEDULE_FIELDS.slotId: positive and within their integer column; duplicates removed). Nothing given: 'Debe especificar al menos un cambio'; nothing valid:
 * 'No hay cambios válidos para procesar'. The change type is derived from the valid days.
 */
export function validateScheduleChanges(input: unknown): ScheduleChangesCheck {
  if (!input || typeof input !== 'object' || Array.isArray(input) || Object.keys(input).length === 0) {
    return { ok: false, message: SCHEDULE_MESSAGES.noChanges };
  }
  const changes: ScheduleChanges = {};
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (isWeekday(key) && isSlotIdList(value)) changes[key] = [...new Set(value)];
  }
  const changedDays = WEEKDAYS.filter((day) => changes[day]);
  const changeType = scheduleChangeType(changedDays.length);
  if (!changeType) return { ok: false, message: SCHEDULE_MESSAGES.noValidChanges };
  return { ok: true, changes, changedDays, changeType };
}

/** '06:00 - 08:00' */
export function slotTimeRange(startTime: string, endTime: string): string {
  return `${startTime} - ${endTime}`;
}

/** Members can change their week while their membership is active or awaiting payment. */
export function canEditSchedule(status: string | null | undefined): boolean {
  return status === 'active' || status === 'pending';
}

/** The weekday (monday..sunday) of a yyyy-mm-dd business date. */
export function weekdayOf(isoDate: string): Weekday {
  const [y, m, d] = isoDate.split('-').map(Number);
  const index = new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return WEEKDAYS[(index + 6) % 7]!;
}
