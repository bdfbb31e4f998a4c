/** Field contracts every list and search shares: paging, sort direction, free-text search, ids. */
import { PAGINATION } from './constants';
import { enumField, intField, INT32_MAX, textField } from './field-contract';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Longest id a client may send: a UUID is 36 characters; a slug or key at most 100. */
export const ID_MAX_LENGTH = 100;

export const QUERY_FIELDS = {
  page: intField('La página', 1, INT32_MAX),
  /** A larger limit is read as the largest (the api clamps it); the bff and the web never send one. */
  limit: intField('El límite', 1, PAGINATION.maxLimit),
  /** Read case-insensitively by the api: `ASC`, `desc`. */
  sortOrder: enumField('La dirección del orden', SORT_ORDERS),
  search: textField('La búsqueda', { max: 100 }),
  id: textField('El identificador', { max: ID_MAX_LENGTH }),
  idempotencyKey: textField('La clave de idempotencia', { max: 200 }),
} as const;
