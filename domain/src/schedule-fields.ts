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
