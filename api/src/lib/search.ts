import { foldForSearch, phoneSearchDigits, SEARCH_FOLD } from '@gym/domain';
import { or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A "contains" pattern for ILIKE: `%` and `_` typed by a person are literal characters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A constant string as an SQL literal (standard_conforming_strings: only quotes are doubled). */
const literal = (text: string): SQL => sql.raw(`'${text.replaceAll("'", "''")}'`);
// Literals rather than parameters: a search sends only its pattern, and the expression is the
// same text in every statement (an expression index could match it).
const FOLD_FROM = literal(SEARCH_FOLD.from);
const FOLD_TO = literal(SEARCH_FOLD.to);

/** A column (or expression) as a search compares it: lower case, without accents (domain `SEARCH_FOLD`). */
export function foldedColumn(column: AnyPgColumn | SQL): SQL {
  return sql`translate(lower(${column}), ${FOLD_FROM}, ${FOLD_TO})`;
}

/** The LIKE pattern a folded text is compared with: `text` folded, its wildcards literal. */
export function foldedContainsPattern(text: string): string {
  return likePattern(foldForSearch(text));
}

/** Any of `columns` contains `text`, forgiving accents and case ('proteina' finds 'Proteína'). */
export function containsFolded(text: string, ...columns: (AnyPgColumn | SQL)[]): SQL {
  const pattern = foldedContainsPattern(text);
  return or(...columns.map((column) => sql`${foldedColumn(column)} like ${pattern}`))!;
}

/**
 * The stored phone digits (`users.phone_digits`) contain the digits of `text` when it reads as a
 * phone ('4455 6677', '+502 4455', '4455-6677'); undefined when it is not one (domain
 * `phoneSearchDigits`), so the caller searches the other columns only.
 */
export function phoneDigitsContain(text: string, phoneDigits: AnyPgColumn | SQL): SQL | undefined {
  const digits = phoneSearchDigits(text);
  return digits === null ? undefined : sql`${phoneDigits} like ${likePattern(digits)}`;
}
