import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { rowCounts } from './schema/index';

/**
 * Exact totals of the large tables' lists without counting their rows: the triggers of migration
 * 0035_row_counts log +1/-1 per bucket (schema/row-counts.ts), and a total is the sum of a
 * bucket's entries. Over five years of history a list's count went from scanning 110,000 payments
 * to reading a handful of rows. 'memberships_by_plan' (migration 0037) holds the memberships not
 * archived by plan, for the list filtered by plan type.
 */
export const COUNTED_TABLES = ['payments', 'memberships', 'users', 'memberships_by_plan'] as const;
export type CountedTable = (typeof COUNTED_TABLES)[number];

/** Past this many entries in a read, the table's log is folded back into one row per bucket. */
export const ROW_COUNTS_FOLD_AFTER = 200;

/** How many rows of `table` lie in `buckets` (every bucket when omitted). */
export async function countedRows(db: Executor, table: CountedTable, buckets?: readonly string[]): Promise<number> {
  if (buckets?.length === 0) return 0;
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${rowCounts.delta}), 0)`, entries: count() })
    .from(rowCounts)
    .where(and(eq(rowCounts.counter, table), buckets ? inArray(rowCounts.bucket, [...buckets]) : undefined));
  if ((row?.entries ?? 0) > ROW_COUNTS_FOLD_AFTER) await foldRowCounts(db, table);
  return Number(row?.total ?? 0);
}

/**
 * One statement, so its own transaction: the entries it sees become one row per bucket; entries
 * of transactions still open are not seen and stay. One fold per table at a time (the advisory
 * lock; another reader skips it), so two folds never wait on each other's rows.
 */
export async function foldRowCounts(db: Executor, table: CountedTable): Promise<void> {
  await db.execute(sql`
    with fold as (select pg_try_advisory_xact_lock(hashtext(${`row-counts:${table}`})) as held),
    gone as (
      delete from ${rowCounts}
      where ${rowCounts.counter} = ${table} and (select held from fold)
      returning ${rowCounts.bucket} as bucket, ${rowCounts.delta} as delta
    )
    insert into ${rowCounts} (counter, bucket, delta)
    select ${table}, bucket, sum(delta) from gone group by bucket`);
}
