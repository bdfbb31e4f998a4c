import {
  businessDate,
  composeFinancialReport,
  daysBetween,
  financialMonthsTable,
  PDF_DETAIL_MAX_DAYS,
  REPORT_EXPORT_TEXTS,
  type FinancialMonth,
  type ReportExport,
  reportExport,
  reportRange,
  type Actor,
  type AnyReport,
  type FinancialReportSource,
  type ReadReportSource,
  type ReportPeriod,
  type ReportType,
} from '@gym/domain';
import type { Database } from '../../db/client';
import { membershipStats } from '../memberships/admin.service';
import { userStats } from '../users/service';
import { getGymConfig } from '../website/config.service';
import { breakdowns, performanceReport } from './performance.service';
import { financialMonths, financialSource } from './service';

/** Every detail row of a source in one read: an export holds the whole period. */
const ALL_ROWS = 1_000_000;

async function wholeSource(
  db: Database,
  name: FinancialReportSource,
  range: { startDate: string; endDate: string },
  rows = true,
) {
  const { pagination: _pagination, ...source } = await financialSource(db, name, {
    ...range,
    page: 1,
    limit: ALL_ROWS,
    rows,
  });
  return { ...source, available: true } satisfies ReadReportSource;
}

export interface ExportRequest {
  reportType: ReportType;
  period: ReportPeriod;
  startDate?: string;
  endDate?: string;
}

/**
 * The report an export holds, computed here from the report services (the figures a client sends
 * are never read): the financial report from its four SQL sources, the users and memberships
 * reports from their stats, the performance report from its KPIs.
 */
export async function buildReport(db: Database, actor: Actor, request: ExportRequest): Promise<AnyReport> {
  const range = reportRange(request.period, request);
  switch (request.reportType) {
    case 'financial': {
      const [memberships, onlineOrders, localSales, expenses] = await Promise.all([
        wholeSource(db, 'memberships', range),
        wholeSource(db, 'online-orders', range),
        wholeSource(db, 'local-sales', range),
        wholeSource(db, 'expenses', range),
      ]);
      return {
        type: 'financial',
        report: composeFinancialReport(request.period, range, { memberships, onlineOrders, localSales, expenses }),
      };
    }
    case 'users': {
      const stats = await userStats(db, actor);
      return {
        type: 'users',
        report: {
          totalUsers: stats.totalUsers,
          activeUsers: stats.totalActiveUsers,
          newUsersThisMonth: stats.newUsersThisMonth,
          roleDistribution: stats.roleStats.map((line) => ({
            key: line.role,
            label: line.label,
            amount: 0,
            count: line.count,
          })),
          userGrowth: stats.userGrowth.map((line) => ({
            key: line.month,
            label: line.label,
            amount: 0,
            count: line.count,
          })),
        },
      };
    }
    case 'memberships': {
      const [stats, { byPlan }] = await Promise.all([membershipStats(db), breakdowns(db, businessDate())]);
      return {
        type: 'memberships',
        report: {
          totalMemberships: stats.total,
          activeMemberships: stats.active,
          expiredMemberships: stats.expired,
          expiringSoon: stats.expiringSoon,
          renewalRate: stats.renewalRate ?? 0,
          byPlan,
        },
      };
    }
    case 'performance':
      return { type: 'performance', report: await performanceReport(db, range.startDate, range.endDate) };
  }
}

/** The report, its export layout and the gym's brand (name and colours from its configuration). */
export async function exportContent(db: Database, actor: Actor, request: ExportRequest) {
  const [built, config] = await Promise.all([buildReport(db, actor, request), getGymConfig(db)]);
  return {
    report: built.report,
    doc: reportExport(built),
    brand: { name: config.name, primaryColor: config.primaryColor, secondaryColor: config.secondaryColor },
  };
}

/**
 * A financial report's PDF or Excel file without its detail rows in memory: the figures, the
 * summary tables and the period's totals month by month (when it spans more than one month). Each
 * source's detail table comes empty, with its `source` and total: the Excel writer reads its rows
 * in pages (financialDetailPages); the PDF of a period longer than a month leaves them to the
 * Excel file and says so, a month's PDF reads them (a month is a few dozen pages).
 */
export async function financialFileContent(db: Database, request: ExportRequest, format: 'pdf' | 'excel') {
  const range = reportRange(request.period, request);
  const names = ['memberships', 'online-orders', 'local-sales', 'expenses'] as const;
  const withRows = format === 'pdf' && daysBetween(range.startDate, range.endDate) + 1 <= PDF_DETAIL_MAX_DAYS;
  const [sources, monthly, config] = await Promise.all([
    Promise.all(names.map((name) => wholeSource(db, name, range, withRows))),
    Promise.all(names.map((name) => financialMonths(db, name, range))),
    getGymConfig(db),
  ]);
  const [memberships, onlineOrders, localSales, expenses] = sources as [
    ReadReportSource,
    ReadReportSource,
    ReadReportSource,
    ReadReportSource,
  ];
  const report = composeFinancialReport(request.period, range, { memberships, onlineOrders, localSales, expenses });
  const built = reportExport({ type: 'financial', report });
  const months = new Map<string, FinancialMonth>();
  const keys = ['memberships', 'onlineOrders', 'localSales', 'expenses'] as const;
  monthly.forEach((lines, i) => {
    for (const line of lines) {
      const month = months.get(line.month) ?? {
        month: line.month,
        memberships: 0,
        onlineOrders: 0,
        localSales: 0,
        expenses: 0,
      };
      month[keys[i]!] = line.amount;
      months.set(line.month, month);
    }
  });
  const monthTable =
    months.size > 1 ? [financialMonthsTable([...months.values()].sort((a, b) => a.month.localeCompare(b.month)))] : [];
  const detailRows = sources.reduce((sum, source) => sum + source.count, 0);
  const summaryTables = built.tables.filter((table) => !table.source);
  const detailTables = built.tables.filter((table) => table.source);
  const doc: ReportExport = {
    ...built,
    notes:
      format === 'pdf' && !withRows ? [...built.notes, REPORT_EXPORT_TEXTS.detailInExcel(detailRows)] : built.notes,
    tables: [...summaryTables, ...monthTable, ...(format === 'pdf' && !withRows ? [] : detailTables)],
  };
  return {
    doc,
    range,
    brand: { name: config.name, primaryColor: config.primaryColor, secondaryColor: config.secondaryColor },
  };
}
