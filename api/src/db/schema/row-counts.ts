import { bigint, bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * How many rows of a large table fall in each bucket (payments by status, memberships by status,
 * users by role and state), kept by triggers (migration 0035_row_counts) as a log of +1/-1: a
 * change only inserts, so two sales never wait on one counter row and two tables never deadlock
 * on theirs. A list's exact total is then a sum of a few rows (db/row-counts.ts, which folds the
 * log back into one row per bucket once it grows). Never written by the application.
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The counted table: 'payments', 'memberships' or 'users'; 'memberships_by_plan' (migration 0037). */
    counter: text('counter').notNull(),
    /** payments: the status; memberships (not archived): the status; users (not deleted): 'role:active|inactive'; memberships_by_plan (not archived): the plan's id. */
    bucket: text('bucket').notNull(),
    delta: bigint('delta', { mode: 'number' }).notNull(),
  },
  (table) => [index('row_counts_counter_bucket_idx').on(table.counter, table.bucket)],
);
