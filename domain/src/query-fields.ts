/** Field contracts every list and search shares: paging, sort direction, free-text search, ids. */
import { PAGINATION } from './constants';
import { DAY_OR_DATE_TIME_PATTERN } from './dates';
import { enumField, intField, INT32_MAX, textField } from './field-contract';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Longest id a client may send: a UUID is 36 characters; a slug or key at most 100. */
export const ID_MAX_LENGTH = 100;

/** A calendar day as the api reads dates: yyyy-mm-dd (the api also refuses a day that does not exist). */
export const CALENDAR_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const calendarDay = (label: string) =>
  textField(label, {
    max: 10,
    pattern: CALENDAR_DAY_PATTERN,
    patternMessage: `${label} debe tener el formato AAAA-MM-DD`,
  });

/**
 * A day a request body may also send as a full ISO date-time (DAY_OR_DATE_TIME_PATTERN), read as
 * its business date by `calendarDate`; the message names the day's own format.
 */
export const dayOrDateTimeField = (label: string) => {
  const message = `${label} debe tener el formato AAAA-MM-DD`;
  return textField(label, {
    max: 40,
    pattern: DAY_OR_DATE_TIME_PATTERN,
    patternMessage: message,
    tooLongMessage: message,
  });
};

export const QUERY_FIELDS = {
  page: intField('La página', 1, INT32_MAX),
  /** A larger limit is read as the largest (the api clamps it); the bff and the web never send one. */
  limit: intField('El límite', 1, PAGINATION.maxLimit),
  /** Read case-insensitively by the api: `ASC`, `desc`. */
  sortOrder: enumField('La dirección del orden', SORT_ORDERS),
  search: textField('La búsqueda', { max: 100 }),
  id: textField('El identificador', { max: ID_MAX_LENGTH }),
  idempotencyKey: textField('La clave de idempotencia', { max: 200 }),
  /** A period's first and last day (inclusive), Guatemala calendar days. */
  startDate: calendarDay('La fecha de inicio'),
  endDate: calendarDay('La fecha de fin'),
  /** A search that must say something: at least 2 characters (spec: user search). */
  searchTerm: textField('La búsqueda', {
    required: true,
    min: 2,
    max: 100,
    tooShortMessage: 'La búsqueda debe tener al menos 2 caracteres',
    requiredMessage: 'La búsqueda debe tener al menos 2 caracteres',
  }),
} as const;
