import {
  addDays,
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_TYPE_LABELS,
  STORE_PAYMENT_METHOD_LABELS,
  type FinancialReportSource as FinancialSource,
  type ReportBreakdownLine,
  type ReportDetailRow,
  ORDER_FINISHED_STATUSES,
  pageCount,
} from '@gym/domain';
import { and, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { expenses, localSales, orders, payments } from '../../db/schema/index';
import { businessDay, businessDaysRange } from '../../db/business-day';

/**
 * How one source is read: which rows count (§4), the day each belongs to (Guatemala), the amount,
 * what its breakdown groups by, its payment method and how a detail row reads.
 *
 * Memberships: completed payments of type membership plus the front desk's daily income (daily
 * and bulk_daily payments are the gym's door income; they are not store sales). Store payments
 * are not counted here: an online order counts once, as a delivered order. A card payment counts
 * what was kept after its refunds; one refunded in full is no income.
 */
interface SourceDefinition {
  table: PgTable;
  where: (startDate: string, endDate: string) => SQL | undefined;
  day: SQL;
  /** The stored column the detail rows are ordered by, newest first (the day's own column or its timestamp). */
  newest: AnyPgColumn;
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
  reference: SQL<string>;
  description: SQL<string>;
}

const label =
  <K extends string>(labels: Record<K, string>) =>
  (key: string) =>
    (labels as Record<string, string>)[key] ?? key;

const paymentDay = businessDay(payments.paymentDate);
const orderDay = businessDay(orders.createdAt);
const INCOME_PAYMENT_TYPES = ['membership', 'daily', 'bulk_daily'];

const SOURCES: Record<FinancialSource, SourceDefinition> = {
  memberships: {
    table: payments,
    where: (s, e) =>
      and(
        eq(payments.status, 'completed'),
        inArray(payments.paymentType, INCOME_PAYMENT_TYPES),
        businessDaysRange(payments.paymentDate, s, e),
        lt(payments.refundedAmount, payments.amount),
      ),
    day: paymentDay,
    newest: payments.paymentDate,
    amount: sql<string>`(${payments.amount} - ${payments.refundedAmount})`,
    breakdownKey: sql<string>`${payments.paymentType}`,
    breakdownLabel: label(PAYMENT_TYPE_LABELS),
    method: sql<string | null>`${payments.method}`,
    methodLabel: label(PAYMENT_METHOD_LABELS),
    id: payments.id,
    reference: sql<string>`${payments.paymentType}`,
    description: sql<string>`${payments.concept}`,
  },
  'online-orders': {
    table: orders,
    where: (s, e) =>
      and(inArray(orders.status, [...ORDER_FINISHED_STATUSES]), businessDaysRange(orders.createdAt, s, e)),
    day: orderDay,
    newest: orders.createdAt,
    amount: orders.totalAmount,
    breakdownKey: sql<string>`${orders.deliveryType}`,
    breakdownLabel: label({ pickup: 'Recoger en tienda', delivery: 'Envío', express: 'Express' }),
    method: sql<string | null>`${orders.paymentMethod}`,
    methodLabel: label(STORE_PAYMENT_METHOD_LABELS),
    id: orders.id,
    reference: sql<string>`${orders.orderNumber}`,
    description: sql<string>`coalesce(${orders.customerInfo} ->> 'name', 'Cliente anónimo')`,
  },
  'local-sales': {
    table: localSales,
    where: (s, e) => and(eq(localSales.status, 'completed'), gte(localSales.saleDate, s), lte(localSales.saleDate, e)),
    day: sql`${localSales.saleDate}`,
    newest: localSales.saleDate,
    amount: localSales.totalAmount,
    breakdownKey: sql<string>`${localSales.paymentMethod}`,
    breakdownLabel: label(PAYMENT_METHOD_LABELS),
    method: sql<string | null>`${localSales.paymentMethod}`,
    methodLabel: label(PAYMENT_METHOD_LABELS),
    methodIsKey: true,
    id: localSales.id,
    reference: sql<string>`${localSales.saleNumber}`,
    description: sql<string>`coalesce(${localSales.customerName}, 'Venta en mostrador')`,
  },
  expenses: {
    table: expenses,
    where: (s, e) =>
      and(inArray(expenses.status, ['paid', 'approved']), gte(expenses.expenseDate, s), lte(expenses.expenseDate, e)),
    day: sql`${expenses.expenseDate}`,
    newest: expenses.expenseDate,
    amount: expenses.amount,
    breakdownKey: sql<string>`${expenses.category}`,
    breakdownLabel: label(EXPENSE_CATEGORY_LABELS),
    knownKeys: EXPENSE_CATEGORIES,
    method: sql<string | null>`${expenses.paymentMethod}`,
    methodLabel: label(PAYMENT_METHOD_LABELS),
    id: expenses.id,
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

/**
 * The total, the breakdown and the payment methods of a source in one scan of its rows
 * (GROUP BY GROUPING SETS: the whole, by breakdown key, by method), largest amount first.
 */
async function tally(db: Executor, source: SourceDefinition, where: SQL | undefined): Promise<Tally> {
  const rows = await db
    .select({
      byKey: sql<number>`grouping(${source.breakdownKey})`.mapWith(Number),
      byMethod: sql<number>`grouping(${source.method})`.mapWith(Number),
      key: sql<string | null>`${source.breakdownKey}`,
      method: sql<string | null>`${source.method}`,
      count: count(),
      amount: sql<string>`coalesce(sum(${source.amount}), 0)`,
    })
    .from(source.table)
    .where(where)
    .groupBy(
      source.methodIsKey
        ? sql`grouping sets ((), (${source.breakdownKey}))`
        : sql`grouping sets ((), (${source.breakdownKey}), (${source.method}))`,
    )
    .orderBy(desc(sql`coalesce(sum(${source.amount}), 0)`));
  const line = (key: string | null, toLabel: (key: string) => string, row: (typeof rows)[number]) => ({
    key: key ?? 'sin_metodo',
    label: key ? toLabel(key) : 'Sin método',
    amount: Number(row.amount),
    count: row.count,
  });
  // grouping() is 1 for a column left out of the row's set: (1, 1) is the whole, (0, 1) a key, (1, 0) a method.
  const whole = rows.find((row) => row.byKey === 1 && row.byMethod === 1);
  const breakdown = rows
    // With one grouping for both, grouping(method) reads the key's column: 0 on a key's row too.
    .filter((row) => row.byKey === 0 && (source.methodIsKey || row.byMethod === 1))
    .map((row) => line(row.key, source.breakdownLabel, row));
  return {
    count: whole?.count ?? 0,
    amount: Number(whole?.amount ?? 0),
    breakdown,
    methods: source.methodIsKey
      ? breakdown
      : rows
          .filter((row) => row.byKey === 1 && row.byMethod === 0)
          .map((row) => line(row.method, source.methodLabel, row)),
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

/** One source of the financial report: totals and groups computed by the database, one page of rows. */
export async function financialSource(db: Executor, name: FinancialSource, query: SourceQuery) {
  const source = SOURCES[name];
  const where = source.where(query.startDate, query.endDate);
  const [totals, details] = await Promise.all([
    tally(db, source, where),
    query.rows === false
      ? []
      : db
          .select({
            id: sql<string>`${source.id}::text`,
            date: sql<string>`to_char(${source.day}, 'YYYY-MM-DD')`,
            reference: source.reference,
            description: source.description,
            method: source.method,
            amount: sql<string>`${source.amount}`,
          })
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
    details: details.map((row): ReportDetailRow => ({
      ...row,
      reference: name === 'memberships' ? label(PAYMENT_TYPE_LABELS)(row.reference) : row.reference,
      amount: Number(row.amount),
    })),
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
