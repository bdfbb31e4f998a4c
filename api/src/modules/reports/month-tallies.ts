import { addDays, fromCents, monthEnd, monthsBetween, toCents } from '@gym/domain';
import { createHash } from 'node:crypto';
import { and, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reportMonthChanges, reportMonthTallies, type MonthTallyLine } from '../../db/schema/index';

/**
 * A financial source's figures over a long period from its ended months' cached tallies (table
 * report_month_tallies) plus the days around them read live: a year's figures then read twelve
 * small rows and a few weeks of rows, however many years the gym has.
 *
 * A month's tally is the same grouped query the live figures run (service.ts), kept with the
 * month's count of changes (report_month_changes, logged by triggers for every change to a row
 * of an ended month) and a hash of the query's text: it is used only while both still match.
 */

export type { MonthTallyLine };

/** Days a month must have been over before its tally is kept: longer than any transaction that
 * could still be writing into it (the triggers log changes from the month's end). */
const SETTLED_DAYS = 2;

export interface DayRange {
  startDate: string;
  endDate: string;
}

/**
 * A period split into its whole months that have settled (their first days, oldest first) and
 * the days before and after them, which are read live. Settled months are contiguous: the whole
 * months of a period, up to the last one over `SETTLED_DAYS` before `today`.
 */
export function splitBySettledMonths(
  range: DayRange,
  today: string,
): { months: string[]; head: DayRange | null; tail: DayRange | null } {
  const months = monthsBetween(range.startDate.slice(0, 7), range.endDate.slice(0, 7))
    .map((month) => `${month}-01`)
    .filter(
      (month) =>
        month >= range.startDate && monthEnd(month) <= range.endDate && addDays(monthEnd(month), SETTLED_DAYS) < today,
    );
  if (months.length === 0) return { months, head: range, tail: null };
  const first = months[0]!;
  const last = monthEnd(months[months.length - 1]!);
  return {
    months,
    head: range.startDate < first ? { startDate: range.startDate, endDate: addDays(first, -1) } : null,
    tail: last < range.endDate ? { startDate: addDays(last, 1), endDate: range.endDate } : null,
  };
}

/** A line's amount (numeric, as the database printed it) in cents. */
const centsOf = (amount: string): number => toCents(Number(amount));

/** Lines of several periods as one: counts and amounts added by (kind, key), amounts in cents. */
export function mergeTallyLines(groups: MonthTallyLine[][]): MonthTallyLine[] {
  const merged = new Map<string, { kind: MonthTallyLine['kind']; key: string | null; count: number; cents: number }>();
  for (const lines of groups)
    for (const line of lines) {
      const id = JSON.stringify([line.kind, line.key]);
      const found = merged.get(id) ?? { kind: line.kind, key: line.key, count: 0, cents: 0 };
      found.count += line.count;
      found.cents += centsOf(line.amount);
      merged.set(id, found);
    }
  return [...merged.values()].map(({ kind, key, count, cents }) => ({
    kind,
    key,
    count,
    amount: fromCents(cents).toFixed(2),
  }));
}

/** Lines by amount, largest first (ties by key, so a report reads the same every time). */
export const largestFirst = (lines: MonthTallyLine[]): MonthTallyLine[] =>
  [...lines].sort((a, b) => centsOf(b.amount) - centsOf(a.amount) || (a.key ?? '').localeCompare(b.key ?? ''));

/** What month-tallies needs of a source: its table, its query's text and the query by month. */
export interface MonthlySource {
  /** The financial source's name (the cache's key). */
  name: string;
  /** The table the triggers log its changes under. */
  table: string;
  /** The text of its by-month query (any dates): a hash of it says which rule a tally follows. */
  queryText: (db: Executor) => string;
  /** Each month's lines (first days as keys) of the whole months between two month first days. */
  byMonth: (db: Executor, firstMonth: string, lastMonth: string) => Promise<Map<string, MonthTallyLine[]>>;
}

const rules = new Map<string, string>();
const ruleOf = (db: Executor, source: MonthlySource): string => {
  let rule = rules.get(source.name);
  if (!rule) {
    rule = createHash('sha256').update(source.queryText(db)).digest('hex').slice(0, 16);
    rules.set(source.name, rule);
  }
  return rule;
};

/**
 * The lines of settled months (first days, contiguous, oldest first): kept tallies whose month has
 * not changed since, the others computed in one grouped read and kept. The month's count of
 * changes is read before its tally is computed: a change that commits in between makes the kept
 * tally look stale (computed again next time), never a stale tally look current.
 */
export async function settledMonthLines(
  db: Executor,
  source: MonthlySource,
  months: string[],
): Promise<MonthTallyLine[][]> {
  if (months.length === 0) return [];
  const first = months[0]!;
  const last = months[months.length - 1]!;
  const rule = ruleOf(db, source);
  const [changeRows, kept] = await Promise.all([
    db
      .select({ month: reportMonthChanges.month, changes: count() })
      .from(reportMonthChanges)
      .where(
        and(
          eq(reportMonthChanges.sourceTable, source.table),
          gte(reportMonthChanges.month, first),
          lte(reportMonthChanges.month, last),
        ),
      )
      .groupBy(reportMonthChanges.month),
    db
      .select({ month: reportMonthTallies.month, changes: reportMonthTallies.changes, lines: reportMonthTallies.lines })
      .from(reportMonthTallies)
      .where(
        and(
          eq(reportMonthTallies.source, source.name),
          eq(reportMonthTallies.rule, rule),
          inArray(reportMonthTallies.month, months),
        ),
      ),
  ]);
  const changes = new Map(changeRows.map((row) => [row.month, Number(row.changes)]));
  const changesOf = (month: string) => changes.get(month) ?? 0;
  const current = new Map(
    kept.filter((row) => Number(row.changes) === changesOf(row.month)).map((row) => [row.month, row.lines]),
  );
  const missing = months.filter((month) => !current.has(month));
  if (missing.length > 0) {
    const computed = await source.byMonth(db, missing[0]!, missing[missing.length - 1]!);
    const fresh = missing.map((month) => ({
      source: source.name,
      month,
      rule,
      changes: changesOf(month),
      lines: computed.get(month) ?? [],
    }));
    await db
      .insert(reportMonthTallies)
      .values(fresh)
      .onConflictDoUpdate({
        target: [reportMonthTallies.source, reportMonthTallies.month, reportMonthTallies.rule],
        set: {
          changes: sql`excluded.changes`,
          lines: sql`excluded.lines`,
          computedAt: sql`excluded.computed_at`,
        },
      });
    for (const row of fresh) current.set(row.month, row.lines);
  }
  return months.map((month) => current.get(month) ?? []);
}
