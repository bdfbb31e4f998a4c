import { FIELD_MESSAGES, SCHEDULE_FIELDS, WEEKDAYS } from '@gym/domain';
import { z } from 'zod';
import { zInt, zText } from '../../lib/field-schemas';
import { envelope } from '../../lib/zod';

const { hours: HOURS, slot: SLOT } = SCHEDULE_FIELDS;

export const slotInput = z.object({
  id: zInt(SLOT.id).optional(),
  startTime: zText(SLOT.startTime),
  endTime: zText(SLOT.endTime),
  capacity: zInt(SLOT.capacity),
  label: zText(SLOT.label).nullable().optional(),
});

export const dayHoursInput = z.object({
  isOpen: z.boolean(),
  openTime: zText(HOURS.openTime).nullable().optional(),
  closeTime: zText(HOURS.closeTime).nullable().optional(),
  slots: z.array(slotInput).max(HOURS.slotCount.max, FIELD_MESSAGES.aboveMax(HOURS.slotCount)).default([]),
});
export type DayHoursInput = z.infer<typeof dayHoursInput>;

/** Days monday..sunday; an unknown day is refused with the list of days. */
export const hoursInput = z.partialRecord(z.enum(WEEKDAYS), dayHoursInput, {
  error: (issue) => (issue.code === 'invalid_type' ? undefined : FIELD_MESSAGES.notOneOf(HOURS.day)),
});
export type HoursInput = z.infer<typeof hoursInput>;

const slotView = z.object({
  id: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  capacity: z.number().int(),
  reserved: z.number().int(),
  label: z.string().nullable(),
});

export const dayView = z.object({
  day: z.string(),
  dayName: z.string(),
  isOpen: z.boolean(),
  openTime: z.string().nullable(),
  closeTime: z.string().nullable(),
  slots: z.array(slotView),
});

export const metricsView = z.object({
  totalCapacity: z.number().int(),
  totalReservations: z.number().int(),
  averageOccupancy: z.number(),
  availableSpaces: z.number().int(),
  busiestDay: z.string().nullable(),
  busiestOccupancy: z.number(),
  byDay: z.array(
    z.object({
      day: z.string(),
      dayName: z.string(),
      capacity: z.number().int(),
      reservations: z.number().int(),
      occupancy: z.number(),
    }),
  ),
});

export const hoursBody = z.object({ hours: hoursInput });
export const hoursResponse = envelope(z.object({ hours: z.array(dayView) }));
export const metricsResponse = envelope(metricsView);
