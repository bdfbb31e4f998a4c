import { SCHEDULE_ADMIN_TEXTS as T } from './texts';

export interface SlotDraft {
  id: string | null;
  startTime: string;
  endTime: string;
  capacity: string;
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

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Field errors keyed `<day>.<index>.<field>` (or `<day>.openTime`), so each input shows its own. */
export function validateHours(days: DayDraft[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const day of days) {
    if (!day.isOpen) continue;
    if (day.openTime && !TIME.test(day.openTime)) errors[`${day.day}.openTime`] = T.timeInvalid;
    if (day.closeTime && !TIME.test(day.closeTime)) errors[`${day.day}.closeTime`] = T.timeInvalid;
    const starts = new Set<string>();
    day.slots.forEach((slot, index) => {
      const key = `${day.day}.${index}`;
      if (!TIME.test(slot.startTime)) errors[`${key}.startTime`] = T.timeInvalid;
      if (!TIME.test(slot.endTime)) errors[`${key}.endTime`] = T.timeInvalid;
      else if (TIME.test(slot.startTime) && slot.endTime <= slot.startTime) errors[`${key}.endTime`] = T.endBeforeStart;
      const capacity = Number(slot.capacity);
      if (slot.capacity.trim() === '' || !Number.isInteger(capacity) || capacity < 0)
        errors[`${key}.capacity`] = T.capacityInvalid;
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
      ? day.slots.map((s) => ({ id: s.id, startTime: s.startTime, endTime: s.endTime, capacity: Number(s.capacity) }))
      : [],
  }));
}
