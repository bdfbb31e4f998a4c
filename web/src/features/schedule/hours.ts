import { fieldError, SCHEDULE_FIELDS } from '@gym/domain';
import { SCHEDULE_ADMIN_TEXTS as T } from './texts';

export interface SlotDraft {
  id: string | null;
  startTime: string;
  endTime: string;
  capacity: string;
  /** Optional name shown to members (e.g. 'Funcional'); kept as typed, blank clears it. */
  label: string;
  reserved: number;
}

export interface DayDraft {
  day: string;
  dayName: string;
  isOpen: boolean;
  openTime: string;
  closeTime: string;
  slots: SlotDraft[];
}

const { hours: HOURS, slot: SLOT } = SCHEDULE_FIELDS;

/** A number typed into a field: blank is absent, anything else is judged as the number it reads as. */
const typedNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * Field errors keyed `<day>.<index>.<field>` (or `<day>.openTime`, `<day>.slots`), so each input
 * shows its own. Each field is judged by its contract (SCHEDULE_FIELDS), as the api and the bff judge it.
 */
export function validateHours(days: DayDraft[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (key: string, error: string | null) => {
    if (error) errors[key] = error;
  };
  for (const day of days) {
    if (!day.isOpen) continue;
    put(`${day.day}.openTime`, fieldError(HOURS.openTime, day.openTime));
    put(`${day.day}.closeTime`, fieldError(HOURS.closeTime, day.closeTime));
    put(`${day.day}.slots`, fieldError(HOURS.slotCount, day.slots.length));
    const starts = new Set<string>();
    day.slots.forEach((slot, index) => {
      const key = `${day.day}.${index}`;
      const startError = fieldError(SLOT.startTime, slot.startTime);
      const endError = fieldError(SLOT.endTime, slot.endTime);
      put(`${key}.startTime`, startError);
      put(`${key}.endTime`, endError);
      if (!startError && !endError && slot.endTime <= slot.startTime) errors[`${key}.endTime`] = T.endBeforeStart;
      put(`${key}.capacity`, fieldError(SLOT.capacity, typedNumber(slot.capacity)));
      put(`${key}.label`, fieldError(SLOT.label, slot.label));
      if (starts.has(slot.startTime)) errors[`${key}.startTime`] = T.duplicateStart;
      starts.add(slot.startTime);
    });
  }
  return errors;
}

export function toInput(days: DayDraft[]) {
  return days.map((day) => ({
    day: day.day,
    isOpen: day.isOpen,
    openTime: day.isOpen && day.openTime ? day.openTime : null,
    closeTime: day.isOpen && day.closeTime ? day.closeTime : null,
    slots: day.isOpen
      ? day.slots.map((s) => ({
          id: s.id,
          startTime: s.startTime,
          endTime: s.endTime,
          capacity: Number(s.capacity),
          label: s.label.trim() === '' ? null : s.label.trim(),
        }))
      : [],
  }));
}
