import { FIELD_MESSAGES, HOURS_MESSAGES, SCHEDULE_FIELDS, WEEKDAYS, type Weekday } from '@gym/domain';
import { z } from 'zod';
import { zInt, zOptionalNumber, zText } from '../../lib/field-schemas';
import { envelope } from '../../lib/zod';

const { hours: HOURS, slot: SLOT } = SCHEDULE_FIELDS;

/** A strict object refuses what it does not know with the shape's own Spanish message. */
const unknownKeys = (message: (keys: readonly string[]) => string) => ({
  error: (issue: { code?: string; keys?: readonly string[] }) =>
    issue.code === 'unrecognized_keys' ? message(issue.keys ?? []) : undefined,
});

/** What a slot of the week answers besides its own fields; sent back as read, it is ignored. */
const readOnlySlotFields = { reserved: z.number().optional() };

/** A slot as the week answers it: startTime, endTime, capacity. */
export const slotInput = z.strictObject(
  {
    id: zOptionalNumber(zInt(SLOT.id)),
    startTime: zText(SLOT.startTime),
    endTime: zText(SLOT.endTime),
    capacity: zInt(SLOT.capacity),
    label: zText(SLOT.label).nullable().optional(),
    ...readOnlySlotFields,
  },
  unknownKeys(HOURS_MESSAGES.unknownSlotField),
);

/** A slot as a client of the staff spec writes it (`timeSlots`): open, close, capacity. */
const specSlotInput = z
  .strictObject(
    {
      id: zOptionalNumber(zInt(SLOT.id)),
      open: zText(SLOT.startTime),
      close: zText(SLOT.endTime),
      capacity: zInt(SLOT.capacity),
      label: zText(SLOT.label).nullable().optional(),
      ...readOnlySlotFields,
    },
    unknownKeys(HOURS_MESSAGES.unknownSlotField),
  )
  .transform(({ open, close, ...slot }) => ({ ...slot, startTime: open, endTime: close }));

const slotList = <T extends z.ZodType>(slot: T) =>
  z.array(slot).max(HOURS.slotCount.max, FIELD_MESSAGES.aboveMax(HOURS.slotCount)).optional();

/**
 * One day, in our shape (`slots`) or the staff spec's (`timeSlots` of open/close/capacity).
 * `isOpen` is required: a day is closed only when the client says so. An open day sent without
 * its opening and closing times (absent or null) takes them from its slots (the first start, the last end), so the
 * website never shows as closed ('Cerrado' without hours) a day the client opened. Any field the
 * day does not know is refused (422) and nothing is written.
 */
export const dayHoursInput = z
  .strictObject(
    {
      isOpen: z.boolean(),
      openTime: zText(HOURS.openTime).nullable().optional(),
      closeTime: zText(HOURS.closeTime).nullable().optional(),
      slots: slotList(slotInput),
      timeSlots: slotList(specSlotInput),
      // What the week answers for a day; sent back as read, ignored.
      day: z.string().optional(),
      dayName: z.string().optional(),
    },
    unknownKeys(HOURS_MESSAGES.unknownDayField),
  )
  .superRefine((day, ctx) => {
    if (day.slots && day.timeSlots) ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.twoSlotLists });
  })
  .transform(({ isOpen, openTime, closeTime, slots, timeSlots }) => {
    const list = slots ?? timeSlots ?? [];
    const starts = list.map((s) => s.startTime).sort();
    const ends = list.map((s) => s.endTime).sort();
    return {
      isOpen,
      openTime: openTime ?? (isOpen ? (starts[0] ?? null) : null),
      closeTime: closeTime ?? (isOpen ? (ends.at(-1) ?? null) : null),
      slots: list,
    };
  });
export type DayHoursInput = z.infer<typeof dayHoursInput>;

/**
 * Days monday..sunday (each optional: a day left out keeps what it had), and `full`, the week in
 * words a client of the staff spec sends beside them: accepted and not stored (the website words
 * the week from its days). Any other key is refused naming the days.
 */
export const hoursInput = z
  .strictObject(
    {
      ...(Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursInput.optional()])) as Record<
        Weekday,
        z.ZodOptional<typeof dayHoursInput>
      >),
      full: zText(HOURS.summary).optional(),
    },
    // A key that is no day names the days (the bff and the web say the same).
    unknownKeys(() => FIELD_MESSAGES.notOneOf(HOURS.day)),
  )
  .transform(({ full: _summary, ...days }) => days);
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
