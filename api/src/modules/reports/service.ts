import {
  addDays,
  businessDate,
  monthEnd,
  monthsBetween,
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  reportLabel,
  type FinancialReportSource as FinancialSource,
  type ReportBreakdownLine,
  type ReportDetailRow,
  pageCount,
} from '@gym/domain';
import { and, count, desc, getTableName, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { expenses, localSales, orders, payments } from '../../db/schema/index';
import { businessDay } from '../../db/business-day';
import { incomeLocalSalesWhere, incomePaymentsWhere, paymentNetAmount } from '../../db/income';
import {
  largestFirst,
  mergeTallyLines,
  settledMonthLines,
  splitBySettledMonths,
  type DayRange,
  type MonthlySource,
  type MonthTallyLine,
} from './month-tallies';

/**
 * How one source is read: which rows count, the day each belongs to (Guatemala), the amount,
 * what its breakdown groups by, its payment method and how a detail row reads.
 *
 * The income sources follow the income rule (domain income.ts, in SQL in db/income.ts): money
 * received, by the day it was received. Memberships: completed membership, daily and bulk_daily
 * payments. Online orders: completed store payments (a transfer once confirmed, cash on delivery
 * once collected) by payment day, never an order's creation day. A payment counts what was kept
 * after its refunds; one refunded in full is no income. Local sales: completed, by sale day.
 */
interface SourceDefinition {
  table: PgTable;
  where: (startDate: string, endDate: string) => SQL | undefined;
  day: SQL;
  /** The stored column the detail rows are ordered by, newest first (the day's own column or its timestamp). */
  newest: AnyPgColumn;
  /** Its SQL type, for the keyset that pages an export's rows. */
  newestType: 'timestamptz' | 'date';
  amount: AnyPgColumn | SQL<string>;
  breakdownKey: SQL<string>;
  breakdownLabel: (key: string) => string;
  /** Only these breakdown keys are kept (spec §8: the expense breakdown counts only known categories). */
  knownKeys?: readonly string[];
  method: SQL<string | null>;
  methodLabel: (key: string) => string;
  /** The breakdown is by payment method itself (local sales): one grouping serves both. */
  methodIsKey?: boolean;
  id: AnyPgColumn;
  /** The row's type key (payment type, expense category), null when the source has none. */
  type: SQL<string | null>;
  status: SQL<string>;
  reference: SQL<string>;
  description: SQL<string>;
}

const label =
  <K extends string>(labels: Record<K, string>) =>
  (key: string) =>
    (labels as Record<string, string>)[key] ?? key;

const paymentDay = businessDay(payments.paymentDate);
/** The order a store payment paid, read for its detail row (its number and its customer). */
const ofOrder = (column: AnyPgColumn | SQL) =>
  sql`(select ${column} from ${orders} where ${orders.id} = ${payments.orderId})`;

/** A source read from the payments (money received): memberships and passes, or the online orders. */
const paymentSource = (
  source: 'memberships' | 'online-orders',
  row: Pick<SourceDefinition, 'reference' | 'description'>,
): SourceDefinition => ({
  table: payments,
  where: (s, e) => incomePaymentsWhere(source, s, e),
  day: paymentDay,
  newest: payments.paymentDate,
  newestType: 'timestamptz',
  amount: paymentNetAmount,
  breakdownKey: sql<string>`${payments.paymentType}`,
  breakdownLabel: (key) => reportLabel('paymentType', key),
  method: sql<string | null>`${payments.method}`,
  methodLabel: (key) => reportLabel('paymentMethod', key),
  id: payments.id,
  type: sql<string | null>`${payments.paymentType}`,
  status: sql<string>`${payments.status}`,
  ...row,
});

const SOURCES: Record<FinancialSource, SourceDefinition> = {
  memberships: paymentSource('memberships', {
    reference: sql<string>`${payments.paymentType}`,
    description: sql<string>`${payments.concept}`,
  }),
  'online-orders': paymentSource('online-orders', {
    reference: sql<string>`coalesce(${ofOrder(orders.orderNumber)}, ${payments.concept})`,
    description: sql<string>`coalesce(${ofOrder(sql`${orders.customerInfo} ->> 'name'`)}, 'Cliente anónimo')`,
  }),
  'local-sales': {
    table: localSales,
    where: incomeLocalSalesWhere,
    day: sql`${localSales.saleDate}`,
    newest: localSales.saleDate,
    newestType: 'date',
    amount: localSales.totalAmount,
    breakdownKey: sql<string>`${localSales.paymentMethod}`,
    breakdownLabel: (key: string) => reportLabel('paymentMethod', key),
    method: sql<string | null>`${localSales.paymentMethod}`,
    methodLabel: (key: string) => reportLabel('paymentMethod', key),
    methodIsKey: true,
    id: localSales.id,
    type: sql<string | null>`null`,
    status: sql<string>`${localSales.status}`,
    reference: sql<string>`${localSales.saleNumber}`,
    description: sql<string>`coalesce(${localSales.customerName}, 'Venta en mostrador')`,
  },
  expenses: {
    table: expenses,
    where: (s, e) =>
      and(inArray(expenses.status, ['paid', 'approved']), gte(expenses.expenseDate, s), lte(expenses.expenseDate, e)),
    day: sql`${expenses.expenseDate}`,
    newest: expenses.expenseDate,
    newestType: 'date',
    amount: expenses.amount,
    breakdownKey: sql<string>`${expenses.category}`,
    breakdownLabel: label(EXPENSE_CATEGORY_LABELS),
    knownKeys: EXPENSE_CATEGORIES,
    method: sql<string | null>`${expenses.paymentMethod}`,
    methodLabel: (key: string) => reportLabel('paymentMethod', key),
    id: expenses.id,
    type: sql<string | null>`${expenses.category}`,
    status: sql<string>`${expenses.status}`,
    reference: sql<string>`coalesce(${expenses.invoiceNumber}, '')`,
    description: sql<string>`${expenses.title}`,
  },
};

interface Tally {
  breakdown: ReportBreakdownLine[];
  methods: ReportBreakdownLine[];
  count: number;
  amount: number;
}

/** The groupings of a source's tally: the whole, by breakdown key, by method (one when they are the same). */
const groupingSets = (source: SourceDefinition, month?: SQL) => {
  const by = (...columns: SQL[]) => sql.join(month ? [month, ...columns] : columns, sql`, `);
  return source.methodIsKey
    ? sql`grouping sets ((${by()}), (${by(source.breakdownKey)}))`
    : sql`grouping sets ((${by()}), (${by(source.breakdownKey)}), (${by(source.method)}))`;
};

/** The first day of the month (yyyy-mm-01) a row's day falls in. */
const monthOf = (source: SourceDefinition) => sql<string>`to_char(${source.day}, 'YYYY-MM-01')`;

/**
 * The lines of a source's tally in one scan of its rows (GROUP BY GROUPING SETS: the whole, by
 * breakdown key, by method), each month apart when `byMonth`.
 */
function tallyQuery(db: Executor, source: SourceDefinition, where: SQL | undefined, byMonth: boolean) {
  const month = byMonth ? monthOf(source) : undefined;
  return db
    .select({
      month: month ?? sql<string>`null`,
      byKey: sql<number>`grouping(${source.breakdownKey})`.mapWith(Number),
      byMethod: sql<number>`grouping(${source.method})`.mapWith(Number),
      key: sql<string | null>`${source.breakdownKey}`,
      method: sql<string | null>`${source.method}`,
      count: count(),
      amount: sql<string>`coalesce(sum(${source.amount}), 0)`,
    })
    .from(source.table)
    .where(where)
    .groupBy(groupingSets(source, month));
}

type TallyRow = Awaited<ReturnType<typeof tallyQuery>>[number];

// grouping() is 1 for a column left out of the row's set: (1, 1) is the whole, (0, 1) a key, (1, 0) a
// method. With one grouping for both, grouping(method) reads the key's column: 0 on a key's row too.
const toLine = (source: SourceDefinition, row: TallyRow): MonthTallyLine => ({
  kind:
    row.byKey === 1 && row.byMethod === 1
      ? 'whole'
      : row.byKey === 0 && (source.methodIsKey || row.byMethod === 1)
        ? 'key'
        : 'method',
  key: row.byKey === 0 ? row.key : row.byMethod === 0 ? row.method : null,
  count: row.count,
  amount: row.amount,
});

const liveLines = async (db: Executor, source: SourceDefinition, range: DayRange): Promise<MonthTallyLine[]> =>
  (await tallyQuery(db, source, source.where(range.startDate, range.endDate), false)).map((row) => toLine(source, row));

/** The source as month-tallies.ts caches its ended months. */
const monthlySource = (name: FinancialSource, source: SourceDefinition): MonthlySource => ({
  name,
  table: getTableName(source.table),
  queryText: (db) => tallyQuery(db, source, source.where('2000-01-01', '2000-01-31'), true).toSQL().sql,
  byMonth: async (db, firstMonth, lastMonth) => {
    const rows = await tallyQuery(db, source, source.where(firstMonth, monthEnd(lastMonth)), true);
    const months = new Map<string, MonthTallyLine[]>();
    for (const row of rows) {
      const lines = months.get(row.month) ?? [];
      lines.push(toLine(source, row));
      months.set(row.month, lines);
    }
    return months;
  },
});

/**
 * The total, the breakdown and the payment methods of a source over a period, largest amount
 * first: its settled months from their kept tallies (month-tallies.ts), the days around them live.
 */
async function tally(db: Executor, name: FinancialSource, range: DayRange): Promise<Tally> {
  const source = SOURCES[name];
  const split = splitBySettledMonths(range, businessDate());
  const groups = await Promise.all([
    settledMonthLines(db, monthlySource(name, source), split.months),
    split.head ? liveLines(db, source, split.head).then((lines) => [lines]) : [],
    split.tail ? liveLines(db, source, split.tail).then((lines) => [lines]) : [],
  ]);
  const lines = largestFirst(mergeTallyLines(groups.flat()));
  const line = (l: MonthTallyLine, toLabel: (key: string) => string) => ({
    key: l.key ?? 'sin_metodo',
    label: l.key ? toLabel(l.key) : 'Sin método',
    amount: Number(l.amount),
    count: l.count,
  });
  const whole = lines.find((l) => l.kind === 'whole');
  const breakdown = lines.filter((l) => l.kind === 'key').map((l) => line(l, source.breakdownLabel));
  return {
    count: whole?.count ?? 0,
    amount: Number(whole?.amount ?? 0),
    breakdown,
    methods: source.methodIsKey
      ? breakdown
      : lines.filter((l) => l.kind === 'method').map((l) => line(l, source.methodLabel)),
  };
}

export interface SourceQuery {
  startDate: string;
  endDate: string;
  page: number;
  limit: number;
  /** False: the figures alone, no detail rows read. */
  rows?: boolean;
}

/** The columns of a detail row, as the database reads them. */
const detailFields = (source: SourceDefinition) => ({
  id: sql<string>`${source.id}::text`,
  date: sql<string>`to_char(${source.day}, 'YYYY-MM-DD')`,
  reference: source.reference,
  description: source.description,
  method: source.method,
  type: source.type,
  status: source.status,
  amount: sql<string>`${source.amount}`,
});

type DetailRecord = {
  id: string;
  date: string;
  reference: string;
  description: string;
  method: string | null;
  type: string | null;
  status: string;
  amount: string;
};

const toDetail = (name: FinancialSource, row: DetailRecord): ReportDetailRow => ({
  id: row.id,
  date: row.date,
  reference: name === 'memberships' ? reportLabel('paymentType', row.reference) : row.reference,
  description: row.description,
  method: row.method,
  type: row.type,
  status: row.status,
  amount: Number(row.amount),
});

/** The months of a period as day ranges (the first and last cut to the period), newest first. */
function monthWindowsNewestFirst(range: DayRange): DayRange[] {
  return monthsBetween(range.startDate.slice(0, 7), range.endDate.slice(0, 7))
    .reverse()
    .map((month) => {
      const first = `${month}-01`;
      const last = monthEnd(first);
      return {
        startDate: first < range.startDate ? range.startDate : first,
        endDate: last > range.endDate ? range.endDate : last,
      };
    });
}

/**
 * Every detail row of a source over a period, newest first, read in pages by keyset (the last
 * row's order key and id): an export of years writes them as they come and never holds them all.
 * A month at a time, so each page's query sorts one month's rows, not every row left of the period.
 */
export async function* financialDetailPages(
  db: Executor,
  name: FinancialSource,
  range: DayRange,
  pageSize = 2_000,
): AsyncGenerator<ReportDetailRow[]> {
  const source = SOURCES[name];
  for (const month of monthWindowsNewestFirst(range)) {
    const where = source.where(month.startDate, month.endDate);
    let after: { key: string; id: string } | null = null;
    for (;;) {
      const keyset: SQL | undefined = after
        ? sql`(${source.newest}, ${source.id}) < (${after.key}::${sql.raw(source.newestType)}, ${after.id}::uuid)`
        : undefined;
      const rows: (DetailRecord & { key: string })[] = await db
        .select({ ...detailFields(source), key: sql<string>`${source.newest}::text` })
        .from(source.table)
        .where(keyset ? and(where, keyset) : where)
        .orderBy(desc(source.newest), desc(source.id))
        .limit(pageSize);
      if (rows.length > 0) yield rows.map((row) => toDetail(name, row));
      if (rows.length < pageSize) break;
      const last = rows[rows.length - 1]!;
      after = { key: last.key, id: last.id };
    }
  }
}

/** A source's total and count for each month with rows of some days, read live. */
async function liveMonths(db: Executor, source: SourceDefinition, range: DayRange) {
  const rows = await db
    .select({
      month: sql<string>`to_char(${source.day}, 'YYYY-MM')`,
      count: count(),
      amount: sql<string>`coalesce(sum(${source.amount}), 0)`,
    })
    .from(source.table)
    .where(source.where(range.startDate, range.endDate))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((row) => ({ month: row.month, count: row.count, amount: Number(row.amount) }));
}

/**
 * A source's total and count for each month (yyyy-mm, Guatemala days) of a period that has rows,
 * oldest first: settled months from their kept tallies, the days around them live.
 */
export async function financialMonths(
  db: Executor,
  name: FinancialSource,
  range: DayRange,
): Promise<{ month: string; amount: number; count: number }[]> {
  const source = SOURCES[name];
  const split = splitBySettledMonths(range, businessDate());
  const [settled, head, tail] = await Promise.all([
    settledMonthLines(db, monthlySource(name, source), split.months),
    split.head ? liveMonths(db, source, split.head) : [],
    split.tail ? liveMonths(db, source, split.tail) : [],
  ]);
  const kept = split.months.flatMap((month, i) => {
    const whole = settled[i]!.find((line) => line.kind === 'whole');
    return whole ? [{ month: month.slice(0, 7), count: whole.count, amount: Number(whole.amount) }] : [];
  });
  return [...head, ...kept, ...tail];
}

/** One source of the financial report: totals and groups computed by the database, one page of rows. */
export async function financialSource(db: Executor, name: FinancialSource, query: SourceQuery) {
  const source = SOURCES[name];
  const where = source.where(query.startDate, query.endDate);
  const [totals, details] = await Promise.all([
    tally(db, name, query),
    query.rows === false
      ? []
      : db
          .select(detailFields(source))
          .from(source.table)
          .where(where)
          .orderBy(desc(source.newest), desc(source.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
  ]);
  const rowCount = totals.count;
  const known = source.knownKeys;
  return {
    total: totals.amount,
    count: rowCount,
    breakdown: known ? totals.breakdown.filter((line) => known.includes(line.key)) : totals.breakdown,
    paymentMethods: totals.methods,
    details: details.map((row) => toDetail(name, row)),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: rowCount,
      pages: pageCount(rowCount, query.limit),
    },
  };
}

/** The day before `startDate` and the period of the same length that ends there. */
export function previousPeriod(startDate: string, endDate: string): { startDate: string; endDate: string } {
  const days = Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000) + 1;
  const end = addDays(startDate, -1);
  return { startDate: addDays(end, -(days - 1)), endDate: end };
}
