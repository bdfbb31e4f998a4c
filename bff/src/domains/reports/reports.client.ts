import {
  composeFinancialReport,
  FINANCIAL_REPORT_SOURCES,
  REPORT_PAGE_SIZE,
  reportRange,
  type FinancialReportSource,
  type ReadReportSource,
  type ReportPeriod,
  pageCount,
} from '@gym/domain';
import type { AxiosInstance } from 'axios';
import { restShorthands, withoutNullish } from '../../kernel/http/rest';
import type { ReportRangeInput } from './reports.input';
import type {
  FinancialReport,
  MembershipReport,
  PerformanceReport,
  ReportBreakdownLine,
  ReportDetailPage,
  ReportDetailRow,
  UserReport,
} from './reports.type';
import { perRequest, type RequestContext } from '../../kernel/graphql/request-context';

interface RestSourcePage {
  total: number;
  count: number;
  breakdown: ReportBreakdownLine[];
  paymentMethods: ReportBreakdownLine[];
  details: ReportDetailRow[];
  pagination?: { page: number; pages: number; total?: number; limit?: number };
}

/** GET /users/stats by the staff spec's names (§7): what the user report reads. */
interface RestUserStats {
  totalUsers: number;
  totalActiveUsers: number;
  newUsersThisMonth: number;
  roleStats: { role: string; label: string; count: number }[];
  /** New users per month (yyyy-mm, 'dic 2025'), every month of the last year, empty ones as zero. */
  userGrowth: { month: string; label: string; count: number }[];
}

interface RestMembershipStats {
  total: number;
  active: number;
  expired: number;
  expiringSoon: number;
  renewalRate: number | null;
}

/** Detail pages read in parallel once the first page has told how many there are. */
const PAGES_AT_ONCE = 6;

/** A source that could not be read (staff spec §8): nothing in it, and marked as unavailable. */
const unavailable = (): ReadReportSource => ({
  total: 0,
  count: 0,
  breakdown: [],
  details: [],
  paymentMethods: [],
  available: false,
});

/** The failure of one source is logged and does not take the rest of the report with it. */
function logFailure(what: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.warn(`[reports] ${what} no disponible: ${message}`);
}

/** The four reports (/api/reports, /api/users/stats, /api/memberships/stats), each tolerant of a failing source. */
export function createReportsClient(http: AxiosInstance) {
  const { get } = restShorthands(http);
  const query = (params: object) =>
    new URLSearchParams(
      Object.entries(withoutNullish({ ...params })).map(([k, v]) => [k, String(v)] as [string, string]),
    ).toString();

  /**
   * One source with every detail row: pages of 100 until the last page (or a short page without
   * pagination). Without `details` one smallest page gives the figures and no rows are read.
   */
  async function readSource(source: FinancialReportSource, startDate: string, endDate: string, details: boolean) {
    const pageOf = (page: number, limit = REPORT_PAGE_SIZE) =>
      get<RestSourcePage>(`/reports/financial/${source}?${query({ startDate, endDate, page, limit })}`);
    if (!details) {
      const figures = await get<RestSourcePage>(
        `/reports/financial/${source}?${query({ startDate, endDate, page: 1, limit: 1, rows: false })}`,
      );
      return { ...figures, details: [], available: true };
    }
    const first = await pageOf(1);
    const rows = [...first.details];
    if (first.pagination) {
      // The number of pages is known: read the rest a few at a time, kept in page order.
      const pages = Array.from({ length: Math.max(0, first.pagination.pages - 1) }, (_, i) => i + 2);
      for (let i = 0; i < pages.length; i += PAGES_AT_ONCE) {
        const batch = await Promise.all(pages.slice(i, i + PAGES_AT_ONCE).map((page) => pageOf(page)));
        for (const next of batch) rows.push(...next.details);
      }
      return { ...first, details: rows, available: true };
    }
    let page = 1;
    let last = first;
    for (;;) {
      const more = last.pagination ? page < last.pagination.pages : last.details.length === REPORT_PAGE_SIZE;
      if (!more) break;
      page += 1;
      last = await pageOf(page);
      rows.push(...last.details);
    }
    return { ...first, details: rows, available: true };
  }

  return {
    /** One page of one source's detail rows, for a screen that shows them page by page. */
    async financialDetails(
      source: FinancialReportSource,
      range: ReportRangeInput | null | undefined,
      page: number,
      limit: number,
    ): Promise<ReportDetailPage> {
      const { startDate, endDate } = reportRange((range?.period ?? 'month') as ReportPeriod, range ?? {});
      const read = await get<RestSourcePage>(
        `/reports/financial/${source}?${query({ startDate, endDate, page, limit })}`,
      );
      const total = read.pagination?.total ?? read.count;
      return {
        rows: read.details,
        pagination: {
          page: read.pagination?.page ?? page,
          pages: read.pagination?.pages ?? pageCount(total, limit),
          total,
          limit: read.pagination?.limit ?? limit,
        },
      };
    },

    async financial(
      range: ReportRangeInput | null | undefined,
      { details = true }: { details?: boolean } = {},
    ): Promise<FinancialReport> {
      const period = (range?.period ?? 'month') as ReportPeriod;
      const { startDate, endDate } = reportRange(period, range ?? {});
      const [memberships, onlineOrders, localSales, expenses] = await Promise.all(
        FINANCIAL_REPORT_SOURCES.map((source) =>
          readSource(source, startDate, endDate, details).catch((error: unknown) => {
            logFailure(`fuente ${source}`, error);
            return unavailable();
          }),
        ),
      );
      return composeFinancialReport(
        period,
        { startDate, endDate },
        { memberships: memberships!, onlineOrders: onlineOrders!, localSales: localSales!, expenses: expenses! },
      );
    },

    async users(): Promise<UserReport> {
      const stats = await get<RestUserStats>('/users/stats').catch((error: unknown) => {
        logFailure('estadísticas de usuarios', error);
        return null;
      });
      return {
        totalUsers: stats?.totalUsers ?? 0,
        activeUsers: stats?.totalActiveUsers ?? 0,
        newUsersThisMonth: stats?.newUsersThisMonth ?? 0,
        roleDistribution: (stats?.roleStats ?? []).map((line) => ({
          key: line.role,
          label: line.label,
          amount: 0,
          count: line.count,
        })),
        userGrowth: (stats?.userGrowth ?? []).map((line) => ({
          key: line.month,
          label: line.label,
          amount: 0,
          count: line.count,
        })),
      };
    },

    async memberships(): Promise<MembershipReport> {
      const [stats, breakdowns] = await Promise.all([
        get<RestMembershipStats>('/memberships/stats').catch((error: unknown) => {
          logFailure('estadísticas de membresías', error);
          return null;
        }),
        get<{ byPlan: ReportBreakdownLine[] }>('/reports/breakdowns').catch((error: unknown) => {
          logFailure('membresías por plan', error);
          return null;
        }),
      ]);
      return {
        totalMemberships: stats?.total ?? 0,
        activeMemberships: stats?.active ?? 0,
        expiredMemberships: stats?.expired ?? 0,
        expiringSoon: stats?.expiringSoon ?? 0,
        renewalRate: stats?.renewalRate ?? 0,
        byPlan: breakdowns?.byPlan ?? [],
      };
    },

    async performance(range: ReportRangeInput | null | undefined): Promise<PerformanceReport> {
      const period = (range?.period ?? 'month') as ReportPeriod;
      const { startDate, endDate } = reportRange(period, range ?? {});
      try {
        return await get<PerformanceReport>(`/reports/performance?${query({ startDate, endDate })}`);
      } catch (error) {
        logFailure('reporte de desempeño', error);
        return { startDate, endDate, kpis: [], occupancyRate: 0, customerRetention: 0, customerSatisfaction: 0 };
      }
    },
  };
}

const makeReportsClient = (ctx: RequestContext) => createReportsClient(ctx.http);

/** This request's client, made on first use. */
export const reportsClient = (ctx: RequestContext) => perRequest(ctx, makeReportsClient);
