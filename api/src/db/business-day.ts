import { addDays, LOCALE } from '@gym/domain';
import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The gym's business day in SQL: the one place a query turns a `timestamptz` into the gym's date or
 * a date into the instants it runs between. The zone is the domain's (`LOCALE.timeZone`, which
 * `businessDate` in `@gym/domain` uses too), so a day means the same in the database and in code.
 */

/**
 * The business time zone as an SQL literal (a constant of the domain, never user input): written
 * once into the text, so a GROUP BY on a day expression matches the same expression in the select.
 */
export const BUSINESS_ZONE = sql.raw(`'${LOCALE.timeZone.replace(/'/g, "''")}'`);

/** The business day (a `date`) of a timestamp column. */
export const businessDay = (column: AnyPgColumn) => sql`(${column} at time zone ${BUSINESS_ZONE})::date`;

/** The instant a business day (yyyy-mm-dd) begins: its midnight in the gym's time zone. */
export const businessDayStart = (date: string): SQL => sql`(${date}::timestamp at time zone ${BUSINESS_ZONE})`;

/**
 * The business days [startDate, endDate] of a timestamp column as a plain range on the column: from
 * the first day's midnight to the midnight after the last, both read in the gym's time zone. Exact
 * in any zone, and the database compares the stored value directly (no conversion per row, an
 * index can serve it).
 */
export const businessDaysRange = (column: AnyPgColumn, startDate: string, endDate: string) =>
  and(sql`${column} >= ${businessDayStart(startDate)}`, sql`${column} < ${businessDayStart(addDays(endDate, 1))}`);

/** The instant the current business month began: the first of this month, midnight in the gym's time zone. */
export const businessMonthStart = (): SQL =>
  sql`(date_trunc('month', now() at time zone ${BUSINESS_ZONE}) at time zone ${BUSINESS_ZONE})`;
