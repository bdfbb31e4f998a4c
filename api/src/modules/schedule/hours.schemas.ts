import { WEEKDAYS } from '@gym/domain';
import { z } from 'zod';
import { envelope, oneOfMessage } from '../../lib/zod';

export const slotInput = z.object({
  id: z.number().int().positive().optional(),
  startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora inválida (HH:mm)'),
  endTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora inválida (HH:mm)'),
  capacity: z.coerce.number().int().min(0, 'La capacidad no puede ser negativa').max(1000),
  label: z.string().trim().max(60).nullable().optional(),
});

export const dayHoursInput = z.object({
  isOpen: z.boolean(),
  openTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora inválida (HH:mm)')
    .nullable()
    .optional(),
  closeTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora inválida (HH:mm)')
    .nullable()
    .optional(),
  slots: z.array(slotInput).max(48).default([]),
});
export type DayHoursInput = z.infer<typeof dayHoursInput>;

/** Days monday..sunday; an unknown day is refused with the list of days. */
export const hoursInput = z.partialRecord(z.enum(WEEKDAYS), dayHoursInput, {
  error: (issue) => (issue.code === 'invalid_type' ? undefined : oneOfMessage('El día', WEEKDAYS)),
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
