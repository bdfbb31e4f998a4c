/** Report periods (staff spec §2 and §9): which days a report covers. */
import { addDays, businessDate, formatMonth } from './dates';
import { EXPENSE_CATEGORY_LABELS, EXPENSE_STATUS_LABELS } from './expenses';
import { LOCAL_SALE_STATUS_LABELS } from './local-sales';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, PAYMENT_TYPE_LABELS } from './payments';
import { STORE_PAYMENT_METHOD_LABELS } from './store';

/**
 * The periods a report and the income figures cover (spec §2); month is the default. They are
 * calendar periods in America/Guatemala, each up to today: today, this week (from Monday), this
 * month (from the 1st), this quarter, this year; the last 30 days are a separate choice.
 */
export const REPORT_PERIODS = ['today', 'week', 'month', 'quarter', 'year', 'last30'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** Each period as the period picker and the reports name it. */
export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  today: 'Hoy',
  week: 'Esta semana',
  month: 'Este mes',
  quarter: 'Este trimestre',
  year: 'Este año',
  last30: 'Últimos 30 días',
};

/** Days the 'last30' period covers, today included. */
export const LAST_DAYS_PERIOD = 30;

/** The Monday of a calendar day's week (a week runs Monday to Sunday). */
export function weekStart(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const weekday = new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return addDays(isoDate, -((weekday + 6) % 7));
}

/** The first day of a calendar day's quarter (January, April, July, October). */
export function quarterStart(isoDate: string): string {
  const month = Number(isoDate.slice(5, 7));
  const first = month - ((month - 1) % 3);
  return `${isoDate.slice(0, 4)}-${String(first).padStart(2, '0')}-01`;
}

/**
 * The first and last day (inclusive, Guatemala calendar days) of a report: given dates win; else
 * the period is the calendar period of the end day, up to it (the end day defaults to today):
 * today that day, week from its Monday, month from the 1st, quarter from the quarter's first day,
 * year from January 1st; last30 the 30 days ending on it.
 */
export function reportRange(
  period: ReportPeriod = 'month',
  given: { startDate?: string | null; endDate?: string | null } = {},
  today: string = businessDate(),
): { startDate: string; endDate: string } {
  const endDate = given.endDate || today;
  if (given.startDate) return { startDate: given.startDate, endDate };
  const startDate = {
    today: () => endDate,
    week: () => weekStart(endDate),
    month: () => monthStart(endDate),
    quarter: () => quarterStart(endDate),
    year: () => `${endDate.slice(0, 4)}-01-01`,
    last30: () => addDays(endDate, -(LAST_DAYS_PERIOD - 1)),
  }[period]();
  return { startDate, endDate };
}

/** The first day of the month of a calendar day: what "this month" means in the figures. */
export function monthStart(isoDate: string = businessDate()): string {
  return `${isoDate.slice(0, 8)}01`;
}

/** The last day of the month of a calendar day: '2024-02-10' -> '2024-02-29'. */
export function monthEnd(isoDate: string): string {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/** The months (yyyy-mm) from one to another, both included: '2025-11'..'2026-02' has four. */
export function monthsBetween(firstMonth: string, lastMonth: string): string[] {
  const months: string[] = [];
  let [year, month] = firstMonth.split('-').map(Number) as [number, number];
  const [lastYear, lastMonthNumber] = lastMonth.split('-').map(Number) as [number, number];
  while (year < lastYear || (year === lastYear && month <= lastMonthNumber)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

/** Months a growth chart covers: this month and the twelve before it. */
export const GROWTH_MONTHS = 13;

/** The first month (yyyy-mm) of the growth chart that ends in a day's month. */
export function growthFirstMonth(today: string = businessDate()): string {
  return `${Number(today.slice(0, 4)) - 1}-${today.slice(5, 7)}`;
}

/**
 * A monthly series for a chart: every month from the first to the last, in order, each labelled
 * 'dic 2025'; a month without a line reads as zero (a chart must not skip an empty month).
 */
export function monthlySeries(
  lines: readonly { key: string; count: number; amount?: number }[],
  firstMonth: string,
  lastMonth: string,
): ReportBreakdownLine[] {
  const byMonth = new Map(lines.map((line) => [line.key, line]));
  return monthsBetween(firstMonth, lastMonth).map((key) => ({
    key,
    label: formatMonth(key),
    count: byMonth.get(key)?.count ?? 0,
    amount: byMonth.get(key)?.amount ?? 0,
  }));
}

/** The four report kinds of /dashboard/reports and of the exports (staff spec §2, §3). */
export const REPORT_TYPES = ['financial', 'users', 'memberships', 'performance'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** One line of a breakdown: a category, a plan, a payment method... with its amount and count. */
export interface ReportBreakdownLine {
  key: string;
  label: string;
  amount: number;
  count: number;
}

/** One row of a source's details table (a payment, an order, a local sale, an expense). */
export interface ReportDetailRow {
  id: string;
  date: string;
  reference: string;
  description: string;
  method: string | null;
  /** The row's kind as stored: a payment's type, an expense's category; null for a local sale. */
  type: string | null;
  /** The row's status as stored (completed, paid...). */
  status: string | null;
  amount: number;
}

/** The label maps a report reads its keys through: the gym's own, never a copy. */
const REPORT_LABELS = {
  paymentMethod: PAYMENT_METHOD_LABELS,
  storePaymentMethod: STORE_PAYMENT_METHOD_LABELS,
  paymentType: PAYMENT_TYPE_LABELS,
  paymentStatus: PAYMENT_STATUS_LABELS,
  localSaleStatus: LOCAL_SALE_STATUS_LABELS,
  expenseCategory: EXPENSE_CATEGORY_LABELS,
  expenseStatus: EXPENSE_STATUS_LABELS,
} as const satisfies Record<string, Record<string, string>>;
export type ReportLabelKind = keyof typeof REPORT_LABELS;

/** A key as a report shows it ('cash' -> 'Efectivo'); a key without a label reads as it is, none as ''. */
export function reportLabel(kind: ReportLabelKind, key: string | null | undefined): string {
  const labels: Record<string, string> = REPORT_LABELS[kind];
  if (!key) return '';
  return Object.hasOwn(labels, key) ? labels[key]! : key;
}

/** One income or expense source of the financial report (staff spec §3 Financial report). */
export interface ReportSource {
  total: number;
  count: number;
  breakdown: ReportBreakdownLine[];
  details: ReportDetailRow[];
  /** False when this source could not be read: the report shows it as unavailable, not as zero sales. */
  available: boolean;
}

export interface FinancialReport {
  period: ReportPeriod;
  startDate: string;
  endDate: string;
  memberships: ReportSource;
  onlineOrders: ReportSource;
  localSales: ReportSource;
  expenses: ReportSource;
  totalIncome: number;
  netProfit: number;
  profitMargin: number;
  /** Income by payment method across the three income sources. */
  paymentMethods: ReportBreakdownLine[];
}

export interface UserReport {
  totalUsers: number;
  activeUsers: number;
  newUsersThisMonth: number;
  roleDistribution: ReportBreakdownLine[];
  /** New users per month, oldest first (key YYYY-MM). */
  userGrowth: ReportBreakdownLine[];
}

export interface MembershipReport {
  totalMemberships: number;
  activeMemberships: number;
  expiredMemberships: number;
  expiringSoon: number;
  renewalRate: number;
  byPlan: ReportBreakdownLine[];
}

export type KpiTrend = 'up' | 'down' | 'flat';
export type KpiStatus = 'good' | 'warning' | 'bad';

export interface PerformanceKpi {
  name: string;
  value: number;
  /** Percent change against the previous period of the same length; null when there is no previous data. */
  change: number | null;
  trend: KpiTrend;
  status: KpiStatus;
  unit: 'percent' | 'money' | 'count' | 'rating';
  /** True when the figure is the spec's placeholder because there is no data yet: the screen says so. */
  placeholder: boolean;
}

export interface PerformanceReport {
  startDate: string;
  endDate: string;
  kpis: PerformanceKpi[];
  occupancyRate: number;
  customerRetention: number;
  customerSatisfaction: number;
}

/** Export formats and the spec's filename pattern reporte-{type}-{date}.{ext} (staff spec §9), the type in Spanish. */
export const EXPORT_FORMATS = ['pdf', 'excel', 'csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
const EXPORT_EXTENSIONS: Record<ExportFormat | 'html', string> = {
  pdf: 'pdf',
  excel: 'xlsx',
  csv: 'csv',
  json: 'json',
  html: 'html',
};
/** Each report's name in its file: Spanish without accents (a file name travels in a header and through file systems). */
export const REPORT_FILE_NAMES: Record<ReportType, string> = {
  financial: 'financiero',
  users: 'usuarios',
  memberships: 'membresias',
  performance: 'desempeno',
};
export function exportFilename(type: ReportType, format: ExportFormat | 'html', date: string = businessDate()): string {
  return `reporte-${REPORT_FILE_NAMES[type]}-${date}.${EXPORT_EXTENSIONS[format]}`;
}

/** The Excel workbook's sheets, in order (staff spec §9). */
export const EXCEL_SHEETS = ['Resumen', 'Membresías', 'Ventas Online', 'Ventas Locales', 'Gastos'] as const;

/** Margin = profit / income x 100, 0 when there is no income (staff spec §8, §9). */
export function profitMargin(income: number, profit: number): number {
  return income === 0 ? 0 : Math.round((profit / income) * 10000) / 100;
}

/** A margin of 30 % or more is good (staff spec §9). */
export const GOOD_MARGIN_PERCENT = 30;

/** The spec's placeholders, used only where there is no data, and then labelled as such (staff spec §9). */
export const PERFORMANCE_PLACEHOLDERS = {
  occupancyRate: 72,
  customerRetention: 85,
  customerSatisfaction: 4.2,
} as const;

/** Rows per page when a report reads a source's details; the bff reads pages until the last (staff spec §9). */
export const REPORT_PAGE_SIZE = 100;

/** The financial report's sources as the api names them (GET /api/reports/financial/{source}). */
export const FINANCIAL_REPORT_SOURCES = ['memberships', 'online-orders', 'local-sales', 'expenses'] as const;
export type FinancialReportSource = (typeof FINANCIAL_REPORT_SOURCES)[number];

/** Which payment methods a source's detail rows carry: every income source's rows are payments or sales (cash, card, transfer...). */
export const REPORT_SOURCE_METHOD_KIND: Record<FinancialReportSource, ReportLabelKind> = {
  memberships: 'paymentMethod',
  'online-orders': 'paymentMethod',
  'local-sales': 'paymentMethod',
  expenses: 'paymentMethod',
};

/** How a source's detail rows read their type and their status in Spanish. */
export const REPORT_SOURCE_TYPE_KIND: Record<FinancialReportSource, ReportLabelKind | null> = {
  memberships: 'paymentType',
  'online-orders': 'paymentType',
  'local-sales': null,
  expenses: 'expenseCategory',
};
export const REPORT_SOURCE_STATUS_KIND: Record<FinancialReportSource, ReportLabelKind> = {
  memberships: 'paymentStatus',
  'online-orders': 'paymentStatus',
  'local-sales': 'localSaleStatus',
  expenses: 'expenseStatus',
};

/** One source as read, with its income by payment method (merged across sources in the report). */
export type ReadReportSource = ReportSource & { paymentMethods: ReportBreakdownLine[] };

/** Income by method across the income sources, merged by label, largest first. */
export function mergePaymentMethods(lines: ReportBreakdownLine[]): ReportBreakdownLine[] {
  const byLabel = new Map<string, ReportBreakdownLine>();
  for (const line of lines) {
    const seen = byLabel.get(line.label);
    byLabel.set(
      line.label,
      seen
        ? { ...seen, amount: Math.round((seen.amount + line.amount) * 100) / 100, count: seen.count + line.count }
        : { ...line },
    );
  }
  return [...byLabel.values()].sort((a, b) => b.amount - a.amount);
}

/**
 * The financial report from its four sources (staff spec §9): income = memberships + online orders
 * + local sales, net = income - expenses, margin by `profitMargin`, all to the cent.
 */
export function composeFinancialReport(
  period: ReportPeriod,
  range: { startDate: string; endDate: string },
  sources: Record<'memberships' | 'onlineOrders' | 'localSales' | 'expenses', ReadReportSource>,
): FinancialReport {
  const income = [sources.memberships, sources.onlineOrders, sources.localSales];
  const totalIncome = Math.round(income.reduce((sum, s) => sum + s.total, 0) * 100) / 100;
  const netProfit = Math.round((totalIncome - sources.expenses.total) * 100) / 100;
  const strip = (s: ReadReportSource): ReportSource => ({
    total: s.total,
    count: s.count,
    breakdown: s.breakdown,
    details: s.details,
    available: s.available,
  });
  return {
    period,
    ...range,
    memberships: strip(sources.memberships),
    onlineOrders: strip(sources.onlineOrders),
    localSales: strip(sources.localSales),
    expenses: strip(sources.expenses),
    totalIncome,
    netProfit,
    profitMargin: profitMargin(totalIncome, netProfit),
    paymentMethods: mergePaymentMethods(income.flatMap((s) => s.paymentMethods)),
  };
}
