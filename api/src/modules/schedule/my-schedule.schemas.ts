import { SCHEDULE_CHANGE_TYPES, SCHEDULE_MESSAGES, WEEKDAYS } from '@gym/domain';
import { z } from 'zod';
import { envelope } from '../../lib/zod';

export const slotViewSchema = z
  .object({
    slotId: z.number().int(),
    day: z.enum(WEEKDAYS),
    startTime: z.string(),
    endTime: z.string(),
    timeRange: z.string(),
  })
  .meta({ id: 'ScheduleSlot' });

export const slotOptionSchema = slotViewSchema
  .extend({
    capacity: z.number(),
    reserved: z.number(),
    available: z.number(),
    isFull: z.boolean(),
    isReservedByMe: z.boolean(),
  })
  .meta({ id: 'SlotOption' });

export const unavailableSlotSchema = slotViewSchema
  .extend({ dayName: z.string(), reason: z.string() })
  .meta({ id: 'UnavailableSlot' });

export const myScheduleSchema = z.object({
  schedule: z.array(
    z.object({ day: z.enum(WEEKDAYS), dayName: z.string(), hasSlots: z.boolean(), slots: z.array(slotViewSchema) }),
  ),
  membership: z
    .object({
      id: z.uuid(),
      status: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      planId: z.uuid(),
      planName: z.string(),
    })
    .nullable(),
  canEditSchedule: z.boolean(),
  totalSlotsReserved: z.number(),
});

export const myScheduleResponse = envelope(myScheduleSchema);

export const optionsQuery = z.object({
  day: z.enum(WEEKDAYS, { error: SCHEDULE_MESSAGES.invalidDay }).optional(),
});

export const optionsResponse = envelope(
  z.object({
    days: z.array(
      z.object({
        day: z.enum(WEEKDAYS),
        dayName: z.string(),
        isOpen: z.boolean(),
        openTime: z.string().nullable(),
        closeTime: z.string().nullable(),
        slots: z.array(slotOptionSchema),
      }),
    ),
  }),
);

/** Changes are checked by the domain rule (its messages), so the body stays loose here. */
export const changeBody = z.object({
  changeType: z
    .enum(SCHEDULE_CHANGE_TYPES)
    .optional()
    .describe('Se ignora: el servidor lo deriva de los días cambiados'),
  changes: z.unknown().describe('{ monday: [slotId, ...], ... } con días monday..sunday e ids positivos'),
  replaceAll: z.boolean().default(false).describe('true: los días no incluidos se vacían'),
});

const dayChangeSchema = z.object({
  day: z.enum(WEEKDAYS),
  dayName: z.string(),
  currentSlots: z.array(slotViewSchema),
  newSlots: z.array(slotViewSchema),
});

export const previewResponse = envelope(
  z.object({
    changeType: z.enum(SCHEDULE_CHANGE_TYPES),
    changes: z.array(dayChangeSchema),
    unavailableSlots: z.array(unavailableSlotSchema),
    canApply: z.boolean(),
  }),
);

export const changeResponse = envelope(myScheduleSchema.extend({ changeType: z.enum(SCHEDULE_CHANGE_TYPES) }));

export const unavailableResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  unavailableSlots: z.array(unavailableSlotSchema),
});

export const cancelParams = z.object({ day: z.string(), slotId: z.string() });

export const statsResponse = envelope(
  z.object({
    totalSlots: z.number(),
    usedSlots: z.number(),
    availableSlots: z.number(),
    favoriteTime: z.string().nullable(),
    totalVisits: z.number(),
    dayDistribution: z.array(
      z.object({ day: z.enum(WEEKDAYS), dayName: z.string(), slots: z.number(), visits: z.number() }),
    ),
  }),
);
