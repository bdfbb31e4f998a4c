import { profitMargin } from '@gym/domain';
import { describe, expect, it } from 'vitest';
import { restUser } from '../../test/fixtures';
import { gql } from '../../test/graphql';
import { sendJson, useBffOnStubApi, type StubHandler } from '../../test/stub-api';

// Answers are read loosely here: each assertion names the exact figures it expects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

const ADMIN_USER = restUser({ id: '22222222-2222-4222-8222-222222222222', role: 'admin' });
const line = (key: string, amount: number, count: number) => ({ key, label: key, amount, count });
const row = (n: number, amount: number) => ({
  id: `row-${n}`,
  date: '2026-03-05',
  reference: `R-${n}`,
  description: `Fila ${n}`,
  method: 'cash',
  amount,
});
const rows = (from: number, n: number, amount = 1) => Array.from({ length: n }, (_, i) => row(from + i, amount));

/** Signs the caller in as an admin and answers each api path from `routes` (path without /api, query apart). */
const api =
  (routes: (path: string, query: URLSearchParams) => [number, unknown] | undefined): StubHandler =>
  (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    const path = url.pathname.replace(/^\/api/, '');
    if (path === '/auth/profile') return sendJson(response, 200, { success: true, data: { user: ADMIN_USER } });
    const answer = routes(path, url.searchParams);
    if (!answer) return sendJson(response, 404, { success: false, message: 'Ruta no encontrada' });
    return sendJson(response, answer[0], answer[1]);
  };

const FINANCIAL = `query($range: ReportRangeInput) { financialReport(range: $range) {
  period startDate endDate totalIncome netProfit profitMargin paymentMethods { label amount count }
  memberships { total count available breakdown { key amount } details { id amount } }
  onlineOrders { total count available breakdown { key } details { id } }
  localSales { total count available details { id } }
  expenses { total count available breakdown { key amount } details { id } }
} }`;

describe('reports through the bff (stub api)', () => {
  const s = useBffOnStubApi();

  it('builds the financial report from the sources, reads every page, and shows a failed source as unavailable', async () => {
    s.stub.setHandler(
      api((path, query) => {
        const ok = (data: unknown): [number, unknown] => [200, { success: true, data }];
        const page = Number(query.get('page'));
        expect(query.get('limit')).toBe('100');
        expect(query.get('startDate')).toBe('2026-03-01');
        expect(query.get('endDate')).toBe('2026-03-31');
        if (path === '/reports/financial/memberships')
          return ok({
            total: 1500.5,
            count: 150,
            breakdown: [line('membership', 1500.5, 150)],
            paymentMethods: [line('Efectivo', 1000.5, 100), line('Tarjeta', 500, 50)],
            details: page === 1 ? rows(1, 100, 10) : rows(101, 50, 10),
            pagination: { page, pages: 2, total: 150, limit: 100 },
          });
        if (path === '/reports/financial/online-orders') return [500, { success: false, message: 'falló' }];
        if (path === '/reports/financial/local-sales')
          // No pagination: a full page asks for the next one, a short page is the last.
          return ok({
            total: 200,
            count: 130,
            breakdown: [],
            paymentMethods: [line('Efectivo', 200, 130)],
            details: page === 1 ? rows(1, 100) : rows(101, 30),
          });
        if (path === '/reports/financial/expenses')
          return ok({
            total: 1000.25,
            count: 2,
            breakdown: [line('rent', 1000.25, 2)],
            paymentMethods: [],
            details: rows(1, 2, 500.125),
            pagination: { page: 1, pages: 1, total: 2, limit: 100 },
          });
        return undefined;
      }),
    );
    const { body } = await gql<{ financialReport: Loose }>(s.app, FINANCIAL, {
      token: 'token',
      variables: { range: { period: 'month', startDate: '2026-03-01', endDate: '2026-03-31' } },
    });
    expect(body.errors).toBeUndefined();
    const report = body.data!.financialReport;
    expect(report).toMatchObject({ period: 'month', startDate: '2026-03-01', endDate: '2026-03-31' });
    expect(report.memberships).toMatchObject({ total: 1500.5, count: 150, available: true });
    expect(report.memberships.details).toHaveLength(150);
    expect(report.localSales.details).toHaveLength(130);
    expect(report.onlineOrders).toEqual({ total: 0, count: 0, available: false, breakdown: [], details: [] });
    expect(report.expenses).toMatchObject({ total: 1000.25, available: true });
    expect(report.totalIncome).toBe(1700.5);
    expect(report.netProfit).toBe(700.25);
    expect(report.profitMargin).toBe(profitMargin(1700.5, 700.25));
    expect(report.paymentMethods).toEqual([
      { label: 'Efectivo', amount: 1200.5, count: 230 },
      { label: 'Tarjeta', amount: 500, count: 50 },
    ]);
    const pagesRead = s.stub.requests.filter((r) => r.url?.includes('/reports/financial/memberships')).length;
    expect(pagesRead).toBe(2);
  });

  it('reads no detail rows when the query asks only for the figures: the figures alone per source', async () => {
    const asked: string[] = [];
    s.stub.setHandler(
      api((path, query) => {
        asked.push(`${path}?limit=${query.get('limit')}&page=${query.get('page')}&rows=${query.get('rows')}`);
        const data = {
          total: 10,
          count: 5000,
          breakdown: [line('x', 10, 5000)],
          paymentMethods: [line('Efectivo', 10, 5000)],
          details: rows(1, Number(query.get('limit'))),
          pagination: { page: 1, pages: 5000, total: 5000, limit: 1 },
        };
        return path.startsWith('/reports/financial/') ? [200, { success: true, data }] : undefined;
      }),
    );
    const { body } = await gql<{ financialReport: Loose }>(
      s.app,
      `query { financialReport(range: { period: "year" }) { totalIncome netProfit
        memberships { total count breakdown { key } } expenses { total count } } }`,
      { token: 'token' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.financialReport).toMatchObject({ totalIncome: 30, netProfit: 20, memberships: { count: 5000 } });
    expect(asked.sort()).toEqual(
      ['expenses', 'local-sales', 'memberships', 'online-orders'].map(
        (src) => `/reports/financial/${src}?limit=1&page=1&rows=false`,
      ),
    );
  });

  it('reads one page of one source for a detail table, and refuses an unknown source before the api', async () => {
    const asked: string[] = [];
    s.stub.setHandler(
      api((path, query) => {
        asked.push(`${path}?${query.toString()}`);
        if (path === '/reports/financial/expenses')
          return [
            200,
            {
              success: true,
              data: {
                total: 7500,
                count: 75,
                breakdown: [],
                paymentMethods: [],
                details: rows(26, 25, 100),
                pagination: { page: 2, pages: 3, total: 75, limit: 25 },
              },
            },
          ];
        return undefined;
      }),
    );
    const DETAILS = `query($source: String!, $range: ReportRangeInput, $page: Int, $limit: Int) {
      financialReportDetails(source: $source, range: $range, page: $page, limit: $limit) {
        rows { id reference amount } pagination { page pages total limit } } }`;
    const { body } = await gql<{ financialReportDetails: Loose }>(s.app, DETAILS, {
      token: 'token',
      variables: {
        source: 'expenses',
        range: { period: 'year', startDate: '2026-01-01', endDate: '2026-12-31' },
        page: 2,
        limit: 25,
      },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.financialReportDetails.rows).toHaveLength(25);
    expect(body.data!.financialReportDetails.rows[0]).toEqual({ id: 'row-26', reference: 'R-26', amount: 100 });
    expect(body.data!.financialReportDetails.pagination).toEqual({ page: 2, pages: 3, total: 75, limit: 25 });
    // One request, one page: a year of rows is never read for a table that shows 25.
    expect(asked).toEqual(['/reports/financial/expenses?startDate=2026-01-01&endDate=2026-12-31&page=2&limit=25']);

    const unknown = await gql(s.app, DETAILS, { token: 'token', variables: { source: 'gimnasio' } });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(asked).toHaveLength(1);
  });

  it('failed user and membership stats give zeros, a failed performance report empty KPIs', async () => {
    s.stub.setHandler(api(() => [500, { success: false, message: 'falló' }]));
    const { body } = await gql<Loose>(
      s.app,
      `{ userReport { totalUsers activeUsers newUsersThisMonth roleDistribution { key } userGrowth { key } }
         membershipReport { totalMemberships activeMemberships expiredMemberships expiringSoon renewalRate byPlan { key } }
         performanceReport { kpis { name } occupancyRate customerRetention customerSatisfaction } }`,
      { token: 'token' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      userReport: { totalUsers: 0, activeUsers: 0, newUsersThisMonth: 0, roleDistribution: [], userGrowth: [] },
      membershipReport: {
        totalMemberships: 0,
        activeMemberships: 0,
        expiredMemberships: 0,
        expiringSoon: 0,
        renewalRate: 0,
        byPlan: [],
      },
      performanceReport: { kpis: [], occupancyRate: 0, customerRetention: 0, customerSatisfaction: 0 },
    });
  });

  it('maps the user and membership stats to the report shapes', async () => {
    s.stub.setHandler(
      api((path) => {
        const ok = (data: unknown): [number, unknown] => [200, { success: true, data }];
        if (path === '/users/stats')
          return ok({
            total: 12,
            active: 10,
            inactive: 2,
            newThisMonth: 3,
            byRole: { admin: 1, colaborador: 2, cliente: 9 },
            // The staff spec's names, which the report reads.
            totalUsers: 12,
            totalActiveUsers: 10,
            newUsersThisMonth: 3,
            roleStats: [
              { role: 'admin', label: 'Administrador', count: 1 },
              { role: 'colaborador', label: 'Colaborador', count: 2 },
              { role: 'cliente', label: 'Cliente', count: 9 },
            ],
            userGrowth: [
              { month: '2026-01', label: 'ene 2026', count: 0 },
              { month: '2026-02', label: 'feb 2026', count: 4 },
            ],
          });
        if (path === '/memberships/stats')
          return ok({ total: 8, active: 5, expired: 2, expiringSoon: 1, renewalRate: 66.7 });
        if (path === '/reports/breakdowns') return ok({ byPlan: [line('plan-1', 300, 3)], userGrowth: [] });
        return undefined;
      }),
    );
    const { body } = await gql<Loose>(
      s.app,
      '{ userReport { totalUsers activeUsers newUsersThisMonth roleDistribution { key label count } userGrowth { key label count } } membershipReport { renewalRate expiringSoon byPlan { key count } } }',
      { token: 'token' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.userReport).toMatchObject({ totalUsers: 12, activeUsers: 10, newUsersThisMonth: 3 });
    expect(body.data!.userReport.roleDistribution).toContainEqual({ key: 'cliente', label: 'Cliente', count: 9 });
    // An empty month stays on the chart as zero, named as a person reads it.
    expect(body.data!.userReport.userGrowth).toEqual([
      { key: '2026-01', label: 'ene 2026', count: 0 },
      { key: '2026-02', label: 'feb 2026', count: 4 },
    ]);
    expect(body.data!.membershipReport).toEqual({
      renewalRate: 66.7,
      expiringSoon: 1,
      byPlan: [{ key: 'plan-1', count: 3 }],
    });
  });

  it('refuses a cliente', async () => {
    s.stub.setHandler((request, response) =>
      sendJson(response, 200, { success: true, data: { user: restUser({ id: '1', role: 'cliente' }) } }),
    );
    const { body } = await gql(s.app, '{ userReport { totalUsers } }', { token: 'token' });
    expect(body.errors?.[0]?.message).toBeTruthy();
    expect(body.data).toBeNull();
  });
});
