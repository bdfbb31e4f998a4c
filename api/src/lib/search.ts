import { foldForSearch, SEARCH_FOLD } from '@gym/domain';
import { or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A "contains" pattern for ILIKE: `%` and `_` typed by a person are literal characters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A column (or expression) as a search compares it: lower case, without accents (domain `SEARCH_FOLD`). */
export function foldedColumn(column: AnyPgColumn | SQL): SQL {
  return sql`translate(lower(${column}), ${SEARCH_FOLD.from}, ${SEARCH_FOLD.to})`;
}

/** Any of `columns` contains `text`, forgiving accents and case ('proteina' finds 'Proteína'). */
export function containsFolded(text: string, ...columns: (AnyPgColumn | SQL)[]): SQL {
  const pattern = likePattern(foldForSearch(text));
  return or(...columns.map((column) => sql`${foldedColumn(column)} like ${pattern}`))!;
}
