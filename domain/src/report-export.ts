/**
 * The layout of an exported report (staff spec §2 exports, §9 filenames and sheets): one pure
 * description of titles, figures and tables that the api renders as PDF, Excel, CSV and JSON and
 * the web's browser fallback renders as CSV, JSON, HTML and Excel. The figures are never computed
 * here: they come from the report as the server built it.
 */
import { csvCell, csvLines } from './csv';
import { formatBusinessDate, formatMonth, isBusinessDate } from './dates';
import { formatGTQ, formatPercent, roundMoney } from './money';
import {
  EXCEL_SHEETS,
  GOOD_MARGIN_PERCENT,
  REPORT_SOURCE_METHOD_KIND,
  REPORT_SOURCE_STATUS_KIND,
  REPORT_SOURCE_TYPE_KIND,
  reportLabel,
  type FinancialReport,
  type FinancialReportSource,
  type MembershipReport,
  type PerformanceReport,
  type ReportBreakdownLine,
  type ReportDetailRow,
  type ReportLabelKind,
  type ReportType,
  type UserReport,
} from './reports';

/** How a cell reads: money in quetzales, a count, a percent, a rating, a day or text. */
export type ExportCellKind = 'text' | 'money' | 'count' | 'percent' | 'rating' | 'date';
export type ExportCell = string | number | null;

export interface ExportColumn {
  header: string;
  kind: ExportCellKind;
}

export interface ExportTable {
  title: string;
  /** The Excel sheet this table fills; tables without one go to the first sheet (Resumen). */
  sheet?: string;
  columns: ExportColumn[];
  rows: ExportCell[][];
  /** A closing row of totals, read like any row. */
  total?: ExportCell[];
  /** A financial source's detail list: its rows may be left out here and read page by page by the file's writer. */
  source?: FinancialReportSource;
}

export interface ExportFigure {
  label: string;
  value: number;
  kind: ExportCellKind;
}

/** Everything an exported file shows, in the order it shows it. */
export interface ReportExport {
  type: ReportType;
  title: string;
  /** The period's first and last day (yyyy-mm-dd), for the reports that have one. */
  startDate: string | null;
  endDate: string | null;
  figures: ExportFigure[];
  /** Notes the reader must see (a source that could not be read, a placeholder value). */
  notes: string[];
  tables: ExportTable[];
}

export const REPORT_EXPORT_TEXTS = {
  titles: {
    financial: 'Reporte financiero',
    users: 'Reporte de usuarios',
    memberships: 'Reporte de membresías',
    performance: 'Reporte de desempeño',
  } satisfies Record<ReportType, string>,
  period: (start: string, end: string) => `Periodo: del ${formatBusinessDate(start)} al ${formatBusinessDate(end)}`,
  generated: (when: string) => `Generado el ${when}`,
  figures: 'Resumen',
  total: 'Total',
  unavailable: (source: string) => `${source}: no se pudo leer esta fuente; sus cifras no están incluidas`,
  placeholder: (name: string) => `${name}: sin datos, se muestra el valor de referencia`,
  marginGood: `Margen saludable (${GOOD_MARGIN_PERCENT} % o más)`,
  marginWarning: `Margen bajo (menos de ${GOOD_MARGIN_PERCENT} %)`,
  /** What the browser fallback says once it has saved an HTML file instead of the PDF (staff spec §8). */
  htmlFallbackSaved: 'Archivo HTML descargado. Usa "Imprimir" (Ctrl+P) para guardarlo como PDF',
  htmlNotImplemented: 'Reporte no implementado para HTML',
  months: 'Totales por mes',
  /** The PDF of a period longer than a month holds the totals; each movement is in the Excel file. */
  detailInExcel: (rows: number) =>
    `El detalle de cada movimiento (${rows.toLocaleString('en-US')} filas) está en el archivo Excel de este reporte`,
} as const;

/** A period longer than this many days gets its PDF without the detail rows (the Excel holds them). */
export const PDF_DETAIL_MAX_DAYS = 31;

const T = REPORT_EXPORT_TEXTS;

const DETAIL_COLUMNS: ExportColumn[] = [
  { header: 'Fecha', kind: 'date' },
  { header: 'Referencia', kind: 'text' },
  { header: 'Descripción', kind: 'text' },
  { header: 'Tipo', kind: 'text' },
  { header: 'Método', kind: 'text' },
  { header: 'Estado', kind: 'text' },
  { header: 'Monto', kind: 'money' },
];

const BREAKDOWN_COLUMNS: ExportColumn[] = [
  { header: 'Concepto', kind: 'text' },
  { header: 'Cantidad', kind: 'count' },
  { header: 'Monto', kind: 'money' },
];

const sumMoney = (values: number[]) => roundMoney(values.reduce((sum, value) => sum + value, 0));

function breakdownTable(title: string, lines: ReportBreakdownLine[]): ExportTable {
  return {
    title,
    columns: BREAKDOWN_COLUMNS,
    rows: lines.map((line) => [line.label, line.count, line.amount]),
    total: [T.total, lines.reduce((sum, line) => sum + line.count, 0), sumMoney(lines.map((line) => line.amount))],
  };
}

/** How a source's rows read their keys: method, type and status, each through domain's labels. */
interface DetailLabels {
  method: ReportLabelKind;
  type: ReportLabelKind | null;
  status: ReportLabelKind;
}

const detailCells = (labels: DetailLabels, row: ReportDetailRow): ExportCell[] => [
  row.date,
  row.reference,
  row.description,
  labels.type ? reportLabel(labels.type, row.type) : '',
  row.method && reportLabel(labels.method, row.method),
  reportLabel(labels.status, row.status),
  row.amount,
];

function detailTable(
  title: string,
  sheet: string,
  source: FinancialReportSource,
  labels: DetailLabels,
  rows: ReportDetailRow[],
  total: number,
): ExportTable {
  return {
    title,
    sheet,
    source,
    columns: DETAIL_COLUMNS,
    rows: rows.map((row) => detailCells(labels, row)),
    total: [T.total, null, null, null, null, null, total],
  };
}

/** A detail row of a financial source as its table's cells (labels in Spanish), for a writer that reads rows in pages. */
export function financialDetailCells(source: FinancialReportSource, row: ReportDetailRow): ExportCell[] {
  return detailCells(
    {
      method: REPORT_SOURCE_METHOD_KIND[source],
      type: REPORT_SOURCE_TYPE_KIND[source],
      status: REPORT_SOURCE_STATUS_KIND[source],
    },
    row,
  );
}

/** One month's total of each financial source (yyyy-mm). */
export interface FinancialMonth {
  month: string;
  memberships: number;
  onlineOrders: number;
  localSales: number;
  expenses: number;
}

const MONTH_COLUMNS: ExportColumn[] = [
  { header: 'Mes', kind: 'text' },
  { header: 'Membresías y pases', kind: 'money' },
  { header: 'Ventas en línea', kind: 'money' },
  { header: 'Ventas locales', kind: 'money' },
  { header: 'Ingresos', kind: 'money' },
  { header: 'Gastos', kind: 'money' },
  { header: 'Ganancia neta', kind: 'money' },
];

/** The period's totals month by month: each income source, the income, the expenses and the net, with the year's totals. */
export function financialMonthsTable(months: FinancialMonth[]): ExportTable {
  const line = (m: Omit<FinancialMonth, 'month'>): number[] => {
    const income = roundMoney(m.memberships + m.onlineOrders + m.localSales);
    return [m.memberships, m.onlineOrders, m.localSales, income, m.expenses, roundMoney(income - m.expenses)];
  };
  const sum = (key: keyof Omit<FinancialMonth, 'month'>) => sumMoney(months.map((m) => m[key]));
  return {
    title: T.months,
    sheet: EXCEL_SHEETS[0],
    columns: MONTH_COLUMNS,
    rows: months.map((m) => [formatMonth(m.month), ...line(m)]),
    total: [
      T.total,
      ...line({
        memberships: sum('memberships'),
        onlineOrders: sum('onlineOrders'),
        localSales: sum('localSales'),
        expenses: sum('expenses'),
      }),
    ],
  };
}

const SOURCE_TITLES = {
  memberships: 'Membresías y pases diarios',
  onlineOrders: 'Ventas en línea',
  localSales: 'Ventas locales',
  expenses: 'Gastos',
} as const;

/** The api's name of each source: the labels of its methods, types and statuses are chosen by it. */
const API_SOURCES = {
  memberships: 'memberships',
  onlineOrders: 'online-orders',
  localSales: 'local-sales',
  expenses: 'expenses',
} as const satisfies Record<keyof typeof SOURCE_TITLES, FinancialReportSource>;

const detail = (report: FinancialReport, key: keyof typeof SOURCE_TITLES, sheet: string) =>
  detailTable(
    SOURCE_TITLES[key],
    sheet,
    API_SOURCES[key],
    {
      method: REPORT_SOURCE_METHOD_KIND[API_SOURCES[key]],
      type: REPORT_SOURCE_TYPE_KIND[API_SOURCES[key]],
      status: REPORT_SOURCE_STATUS_KIND[API_SOURCES[key]],
    },
    report[key].details,
    report[key].total,
  );

export function financialExport(report: FinancialReport): ReportExport {
  const [summarySheet, membershipsSheet, onlineSheet, localSheet, expensesSheet] = EXCEL_SHEETS;
  const sources = (['memberships', 'onlineOrders', 'localSales', 'expenses'] as const).map((key) => ({
    key,
    title: SOURCE_TITLES[key],
    source: report[key],
  }));
  const income = sources.filter((s) => s.key !== 'expenses');
  return {
    type: 'financial',
    title: T.titles.financial,
    startDate: report.startDate,
    endDate: report.endDate,
    figures: [
      { label: 'Ingresos totales', value: report.totalIncome, kind: 'money' },
      { label: 'Gastos', value: report.expenses.total, kind: 'money' },
      { label: 'Ganancia neta', value: report.netProfit, kind: 'money' },
      { label: 'Margen', value: report.profitMargin, kind: 'percent' },
    ],
    notes: [
      report.profitMargin >= GOOD_MARGIN_PERCENT ? T.marginGood : T.marginWarning,
      ...sources.filter((s) => !s.source.available).map((s) => T.unavailable(s.title)),
    ],
    tables: [
      {
        title: 'Ingresos por fuente',
        sheet: summarySheet,
        columns: BREAKDOWN_COLUMNS,
        rows: income.map((s) => [s.title, s.source.count, s.source.total]),
        total: [T.total, income.reduce((sum, s) => sum + s.source.count, 0), report.totalIncome],
      },
      { ...breakdownTable('Gastos por categoría', report.expenses.breakdown), sheet: summarySheet },
      { ...breakdownTable('Métodos de pago', report.paymentMethods), sheet: summarySheet },
      {
        title: 'Ingresos vs. gastos',
        sheet: summarySheet,
        columns: [
          { header: 'Concepto', kind: 'text' },
          { header: 'Monto', kind: 'money' },
        ],
        rows: [
          ['Ingresos', report.totalIncome],
          ['Gastos', report.expenses.total],
          ['Ganancia neta', report.netProfit],
        ],
      },
      detail(report, 'memberships', membershipsSheet),
      detail(report, 'onlineOrders', onlineSheet),
      detail(report, 'localSales', localSheet),
      detail(report, 'expenses', expensesSheet),
    ],
  };
}

const countTable = (title: string, header: string, lines: ReportBreakdownLine[]): ExportTable => ({
  title,
  columns: [
    { header, kind: 'text' },
    { header: 'Cantidad', kind: 'count' },
  ],
  rows: lines.map((line) => [line.label, line.count]),
  total: [T.total, lines.reduce((sum, line) => sum + line.count, 0)],
});

export function usersExport(report: UserReport): ReportExport {
  return {
    type: 'users',
    title: T.titles.users,
    startDate: null,
    endDate: null,
    figures: [
      { label: 'Usuarios', value: report.totalUsers, kind: 'count' },
      { label: 'Activos', value: report.activeUsers, kind: 'count' },
      { label: 'Nuevos este mes', value: report.newUsersThisMonth, kind: 'count' },
    ],
    notes: [],
    tables: [
      countTable('Usuarios por rol', 'Rol', report.roleDistribution),
      countTable('Usuarios nuevos por mes', 'Mes', report.userGrowth),
    ],
  };
}

export function membershipsExport(report: MembershipReport): ReportExport {
  return {
    type: 'memberships',
    title: T.titles.memberships,
    startDate: null,
    endDate: null,
    figures: [
      { label: 'Membresías', value: report.totalMemberships, kind: 'count' },
      { label: 'Activas', value: report.activeMemberships, kind: 'count' },
      { label: 'Vencidas', value: report.expiredMemberships, kind: 'count' },
      { label: 'Por vencer', value: report.expiringSoon, kind: 'count' },
      { label: 'Tasa de renovación', value: report.renewalRate, kind: 'percent' },
    ],
    notes: [],
    tables: [{ ...breakdownTable('Membresías por plan', report.byPlan) }],
  };
}

const KPI_KIND: Record<PerformanceReport['kpis'][number]['unit'], ExportCellKind> = {
  percent: 'percent',
  money: 'money',
  count: 'count',
  rating: 'rating',
};

export function performanceExport(report: PerformanceReport): ReportExport {
  return {
    type: 'performance',
    title: T.titles.performance,
    startDate: report.startDate,
    endDate: report.endDate,
    figures: [
      { label: 'Ocupación', value: report.occupancyRate, kind: 'percent' },
      { label: 'Retención', value: report.customerRetention, kind: 'percent' },
      { label: 'Satisfacción', value: report.customerSatisfaction, kind: 'rating' },
    ],
    notes: report.kpis.filter((kpi) => kpi.placeholder).map((kpi) => T.placeholder(kpi.name)),
    tables: [
      {
        title: 'Indicadores',
        columns: [
          { header: 'Indicador', kind: 'text' },
          { header: 'Valor', kind: 'text' },
          { header: 'Cambio vs. periodo anterior (%)', kind: 'percent' },
          { header: 'Estado', kind: 'text' },
        ],
        rows: report.kpis.map((kpi) => [
          kpi.name,
          formatCell(KPI_KIND[kpi.unit], kpi.value),
          kpi.change,
          { good: 'Bien', warning: 'Atención', bad: 'Bajo' }[kpi.status],
        ]),
      },
    ],
  };
}

export type AnyReport =
  | { type: 'financial'; report: FinancialReport }
  | { type: 'users'; report: UserReport }
  | { type: 'memberships'; report: MembershipReport }
  | { type: 'performance'; report: PerformanceReport };

export function reportExport(input: AnyReport): ReportExport {
  switch (input.type) {
    case 'financial':
      return financialExport(input.report);
    case 'users':
      return usersExport(input.report);
    case 'memberships':
      return membershipsExport(input.report);
    case 'performance':
      return performanceExport(input.report);
  }
}

/** A cell as a person reads it: `Q 1,234.56`, `12.5 %`, `dd/MM/yyyy`. */
export function formatCell(kind: ExportCellKind, value: ExportCell): string {
  if (value === null || value === '') return '';
  if (typeof value === 'string') return kind === 'date' ? formatBusinessDate(value) || value : value;
  if (kind === 'money') return formatGTQ(value);
  if (kind === 'percent') return formatPercent(value, 2);
  if (kind === 'rating') return value.toLocaleString('en-US', { maximumFractionDigits: 1 });
  return String(value);
}

/** The Excel sheets of a report, in order: the financial report's five (staff spec §9), else Resumen alone. */
export function exportSheets(doc: ReportExport): string[] {
  const sheets = [EXCEL_SHEETS[0] as string];
  for (const table of doc.tables) if (table.sheet && !sheets.includes(table.sheet)) sheets.push(table.sheet);
  return sheets;
}

function csvField(value: ExportCell, kind: ExportCellKind): string {
  // Money stays a plain number with two decimals (a spreadsheet sums it); a day reads dd/MM/yyyy.
  if (typeof value === 'number') return csvCell(value, kind === 'money' ? 2 : undefined);
  return csvCell(value !== null && kind === 'date' ? formatBusinessDate(value) || value : value);
}

const csvLine = (cells: ExportCell[], kinds: ExportCellKind[]) =>
  cells.map((cell, i) => csvField(cell, kinds[i] ?? 'text')).join(',');

/**
 * The report as CSV: its title and period, the figures, then each table with its headers, separated
 * by blank lines; UTF-8 with a BOM, CRLF line ends. Money columns say `(Q)` in their header.
 */
export function exportCsv(doc: ReportExport, generatedAt: string): string {
  const lines: string[] = [csvLine([doc.title], ['text'])];
  if (doc.startDate && doc.endDate) lines.push(csvLine([T.period(doc.startDate, doc.endDate)], ['text']));
  lines.push(csvLine([T.generated(generatedAt)], ['text']), '');
  lines.push(csvLine([T.figures, 'Valor'], ['text', 'text']));
  for (const figure of doc.figures) lines.push(csvLine([figureLabel(figure), figure.value], ['text', figure.kind]));
  for (const note of doc.notes) lines.push(csvLine([note], ['text']));
  for (const table of doc.tables) {
    const kinds = table.columns.map((column) => column.kind);
    lines.push('', csvLine([table.title], ['text']));
    lines.push(csvLine(table.columns.map(columnHeader), ['text']));
    for (const row of table.rows) lines.push(csvLine(row, kinds));
    if (table.total) lines.push(csvLine(table.total, kinds));
  }
  return csvLines(lines);
}

/** A column's header with its unit where the cell holds a bare number: `Monto (Q)`. */
export function columnHeader(column: ExportColumn): string {
  return column.kind === 'money' ? `${column.header} (Q)` : column.header;
}

/** A figure's label with its unit: `Ingresos totales (Q)`, `Margen (%)`. */
export function figureLabel(figure: ExportFigure): string {
  if (figure.kind === 'money') return `${figure.label} (Q)`;
  if (figure.kind === 'percent') return `${figure.label} (%)`;
  return figure.label;
}

/** The Excel number format of money in quetzales, of the other numeric cells and of a day. */
export const EXCEL_NUMBER_FORMATS: Partial<Record<ExportCellKind, string>> = {
  money: '"Q" #,##0.00',
  count: '0',
  percent: '0.00" %"',
  rating: '0.0',
  date: 'dd/mm/yyyy',
};

/**
 * A business day (yyyy-mm-dd) as the value of a spreadsheet's date cell: that calendar day at
 * midnight UTC. A spreadsheet's date has no zone and the writer counts days in UTC, so the cell
 * reads the same day the gym lived (Guatemala's midnight would land on the day before). Null for
 * anything that is not a real day.
 */
export function spreadsheetDate(day: string): Date | null {
  if (!isBusinessDate(day)) return null;
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
}

/** The JSON file: the layout plus the report as the server built it. */
export function exportJson(doc: ReportExport, report: unknown, meta: { gymName: string; generatedAt: string }): string {
  return JSON.stringify(
    {
      gym: meta.gymName,
      generatedAt: meta.generatedAt,
      type: doc.type,
      title: doc.title,
      startDate: doc.startDate,
      endDate: doc.endDate,
      figures: doc.figures,
      notes: doc.notes,
      report,
    },
    null,
    2,
  );
}
