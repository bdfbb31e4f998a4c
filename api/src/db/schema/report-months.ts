import { bigint, bigserial, date, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A change to a row of a financial source (payments, local sales, expenses) dated in a month that
 * is already over, written by triggers (migration 0036_report_month_tallies) in the same
 * transaction as the change: a month's cached figures are good while its count of changes is the
 * one they were computed with. Only inserts (a backdated sale never waits on another), and only
 * for ended months, so the day's own sales and payments write nothing here. Never written by the
 * application.
 */
export const reportMonthChanges = pgTable(
  'report_month_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The changed table: 'payments', 'local_sales' or 'expenses'. */
    sourceTable: text('source_table').notNull(),
    /** The first day of a month the changed row may count in (a timestamp's neighbours in any zone). */
    month: date('month', { mode: 'string' }).notNull(),
  },
  (table) => [index('report_month_changes_source_month_idx').on(table.sourceTable, table.month)],
);

/** One line of a month's tally: the whole, one breakdown key or one payment method. */
export interface MonthTallyLine {
  kind: 'whole' | 'key' | 'method';
  key: string | null;
  count: number;
  /** The sum in numeric, as the database printed it. */
  amount: string;
}

/**
 * A financial source's tally of one ended month (reports/month-tallies.ts), as the same grouped
 * query computes it live: a year's figures read twelve of these instead of a year of rows.
 * `rule` is a hash of the query's text, so a changed income rule never reads figures of the old
 * one; `changes` is the month's count of report_month_changes when it was computed.
 */
export const reportMonthTallies = pgTable(
  'report_month_tallies',
  {
    source: text('source').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    rule: text('rule').notNull(),
    changes: bigint('changes', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<MonthTallyLine[]>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.source, table.month, table.rule] })],
);
