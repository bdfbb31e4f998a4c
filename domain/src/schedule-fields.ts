/** Field contracts of the schedule forms and requests (see field-contract.ts). */
import { WEEKDAYS } from './constants';
import { enumField, INT32_MAX, intField, textField } from './field-contract';

/** A time of day as the week is written: 24-hour `HH:mm` ('06:00', '21:30'). */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const TIME_FORMAT = 'HH:mm';

const timeOfDay = (label: string, required: boolean) =>
  textField(label, {
    required,
    max: TIME_FORMAT.length,
    pattern: TIME_OF_DAY_PATTERN,
    patternMessage: `Usa el formato ${TIME_FORMAT}`,
  });

/** A bookable slot's id: a positive `integer` (serial) column. */
const slotId = intField('El horario', 1, INT32_MAX);

export const SCHEDULE_FIELDS = {
  /** The day of a member's schedule request (options, cancelling a slot). */
  day: enumField('El día', WEEKDAYS, { invalidMessage: 'Día inválido' }),
  /** A slot id in a member's change, purchase or cancellation. */
  slotId,
  /** One day of the weekly hours editor. */
  hours: {
    /** A refusal names the seven days. */
    day: enumField('El día', WEEKDAYS, { required: true }),
    openTime: timeOfDay('La hora de apertura', false),
    closeTime: timeOfDay('La hora de cierre', false),
    /** How many slots one day may hold. */
    slotCount: intField('La cantidad de franjas del día', 0, 48),
    /**
     * `full` beside the days: the week in words ('Lunes a viernes 06:00-21:00'), as a client of the
     * staff spec sends it. Accepted and not stored: the week's words are drawn from its days.
     */
    summary: textField('El resumen del horario', { max: 500, multiline: true }),
  },
  /** One bookable slot of a day in the weekly hours editor. */
  slot: {
    id: slotId,
    startTime: timeOfDay('La hora de inicio', true),
    endTime: timeOfDay('La hora de fin', true),
    capacity: intField('El cupo', 0, 1000, { required: true }),
    label: textField('La etiqueta', { max: 60 }),
  },
} as const;

/** Refusals of the weekly hours' shape (PUT /gym/schedule, PUT /gym/config/flexible schedule). */
export const HOURS_MESSAGES = {
  /** A field of a day that is not one of its own. */
  unknownDayField: (keys: readonly string[]) =>
    `Un día del horario no admite ${keys.map((k) => `'${k}'`).join(', ')}: usa isOpen, openTime, closeTime y slots o timeSlots`,
  /** A field of a slot that is not one of its own. */
  unknownSlotField: (keys: readonly string[]) =>
    `Una franja del horario no admite ${keys.map((k) => `'${k}'`).join(', ')}: usa startTime, endTime y capacity (u open, close y capacity)`,
  /** Both spellings of a day's slots at once. */
  twoSlotLists: 'Un día del horario lleva slots o timeSlots, no ambos',
} as const;
