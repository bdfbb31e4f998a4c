import {
  businessDate,
  composeFinancialReport,
  isRole,
  reportExport,
  reportRange,
  ROLE_LABELS,
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
import { financialSource } from './service';

/** Every detail row of a source in one read: an export holds the whole period. */
const ALL_ROWS = 1_000_000;

async function wholeSource(db: Database, name: FinancialReportSource, range: { startDate: string; endDate: string }) {
  const { pagination: _pagination, ...source } = await financialSource(db, name, {
    ...range,
    page: 1,
    limit: ALL_ROWS,
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
      const [stats, { userGrowth }] = await Promise.all([userStats(db, actor), breakdowns(db, businessDate())]);
      return {
        type: 'users',
        report: {
          totalUsers: stats.total,
          activeUsers: stats.active,
          newUsersThisMonth: stats.newThisMonth,
          roleDistribution: Object.entries(stats.byRole).map(([key, count]) => ({
            key,
            label: isRole(key) ? ROLE_LABELS[key] : key,
            amount: 0,
            count,
          })),
          userGrowth,
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
