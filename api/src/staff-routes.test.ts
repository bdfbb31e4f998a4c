import { describe, expect, it } from 'vitest';
import { backends, bearer, signInDemo, useStaffTestApp } from './test/test-app';

const ANY_ID = '00000000-0000-4000-8000-000000000001';

/**
 * Every staff call of memberships, payments, the financial dashboard, the front desk, the store back office, local sales, cash drawers and online order management. A cliente
 * is refused each with 403 before anything is read or validated: the bodies are left empty on
 * purpose, so a route that validated before authorizing would answer 422 and fail here.
 */
const STAFF_ROUTES: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string }[] = [
  // Memberships (staff spec §7)
  { method: 'GET', url: '/api/memberships/stats' },
  { method: 'GET', url: '/api/memberships/expired' },
  { method: 'GET', url: '/api/memberships/expiring-soon' },
  { method: 'POST', url: '/api/memberships/expire-now' },
  { method: 'PUT', url: `/api/memberships/${ANY_ID}` },
  { method: 'POST', url: `/api/memberships/${ANY_ID}/renew` },
  { method: 'POST', url: `/api/memberships/${ANY_ID}/cancel` },
  { method: 'POST', url: `/api/memberships/${ANY_ID}/freeze` },
  { method: 'POST', url: `/api/memberships/${ANY_ID}/unfreeze` },
  { method: 'DELETE', url: `/api/memberships/${ANY_ID}` },
  // Payment administration
  { method: 'GET', url: '/api/payments/transfers/pending' },
  { method: 'GET', url: '/api/payments/transfers/pending-detailed' },
  { method: 'POST', url: `/api/payments/${ANY_ID}/validate-transfer` },
  { method: 'GET', url: '/api/payments/cash/pending' },
  { method: 'GET', url: '/api/payments/cash/pending-memberships' },
  { method: 'GET', url: '/api/payments/cash/stats' },
  { method: 'GET', url: '/api/payments/cash/membership-stats' },
  { method: 'GET', url: '/api/payments/membership-stats' },
  { method: 'POST', url: `/api/payments/${ANY_ID}/confirm-cash` },
  { method: 'POST', url: '/api/payments/activate-cash-membership' },
  { method: 'POST', url: `/api/payments/${ANY_ID}/cancel-cash-payment` },
  { method: 'POST', url: '/api/payments/cancel-cash-membership' },
  { method: 'GET', url: '/api/payments/card/pending' },
  { method: 'GET', url: '/api/payments/card/stats' },
  { method: 'POST', url: `/api/payments/${ANY_ID}/confirm-card` },
  { method: 'POST', url: `/api/payments/${ANY_ID}/cancel-card` },
  { method: 'PATCH', url: `/api/payments/${ANY_ID}/status` },
  { method: 'GET', url: '/api/payments/search?q=ana' },
  { method: 'GET', url: '/api/payments/statistics' },
  { method: 'GET', url: '/api/payments/pending-dashboard' },
  { method: 'GET', url: '/api/payments/health' },
  { method: 'GET', url: '/api/payments/reports' },
  { method: 'POST', url: '/api/payments/from-order' },
  { method: 'GET', url: '/api/financial/dashboard' },
  // Front desk
  { method: 'GET', url: `/api/front-desk/client-card/${ANY_ID}` },
  { method: 'POST', url: '/api/front-desk/daily-income' },
  { method: 'POST', url: '/api/front-desk/visits' },
  { method: 'GET', url: '/api/front-desk/today' },
  // Store back office: online orders (staff running the day's operations)
  { method: 'GET', url: '/api/store/management/orders' },
  { method: 'GET', url: `/api/store/management/orders/${ANY_ID}` },
  // Local sales: the point of sale (admin, store managers, colaboradores)
  { method: 'GET', url: '/api/local-sales' },
  { method: 'POST', url: '/api/local-sales/cash' },
  { method: 'POST', url: '/api/local-sales/transfer' },
  { method: 'POST', url: `/api/local-sales/${ANY_ID}/confirm-transfer` },
  { method: 'POST', url: `/api/local-sales/${ANY_ID}/cancel` },
  { method: 'GET', url: '/api/local-sales/pending-transfers' },
  { method: 'GET', url: '/api/local-sales/products/search?q=pro' },
  { method: 'GET', url: '/api/local-sales/reports/daily' },
  { method: 'GET', url: '/api/local-sales/my-stats' },
  { method: 'GET', url: `/api/local-sales/${ANY_ID}` },
  // Cash drawers (issue 30)
  { method: 'POST', url: '/api/cash-sessions' },
  { method: 'GET', url: '/api/cash-sessions/current' },
  { method: 'POST', url: '/api/cash-sessions/current/close' },
  { method: 'POST', url: '/api/cash-sessions/current/movements' },
  { method: 'GET', url: `/api/cash-sessions/${ANY_ID}` },
  { method: 'POST', url: `/api/cash-sessions/${ANY_ID}/close` },
  { method: 'GET', url: `/api/cash-sessions/${ANY_ID}/report.pdf` },
  // Inventory figures (admin, store managers, colaboradores)
  { method: 'GET', url: '/api/inventory/stats?period=week' },
  { method: 'GET', url: '/api/inventory/dashboard' },
  { method: 'GET', url: '/api/inventory/financial-report' },
  { method: 'GET', url: '/api/inventory/low-stock' },
  { method: 'GET', url: '/api/inventory/employee-performance' },
  // Online order management
  { method: 'PATCH', url: `/api/order-management/${ANY_ID}/status` },
  { method: 'POST', url: `/api/order-management/${ANY_ID}/confirm-transfer` },
  { method: 'GET', url: '/api/order-management/pending-transfers' },
  { method: 'GET', url: '/api/store/management/orders/pending-transfers' },
  { method: 'GET', url: '/api/order-management/dashboard' },
  { method: 'GET', url: '/api/order-management/reports/range?startDate=2026-01-01&endDate=2026-01-31' },
];

const M = '/api/store/management';

/** The store's back office (spec §6 store management: admin, manage_products or manage_store). */
const STORE_MANAGER_ROUTES: typeof STAFF_ROUTES = [
  { method: 'GET', url: `${M}/products` },
  { method: 'POST', url: `${M}/products` },
  { method: 'GET', url: `${M}/products/stats` },
  { method: 'PUT', url: `${M}/products/bulk-stock` },
  { method: 'GET', url: `${M}/products/${ANY_ID}` },
  { method: 'PUT', url: `${M}/products/${ANY_ID}` },
  { method: 'DELETE', url: `${M}/products/${ANY_ID}` },
  { method: 'PUT', url: `${M}/products/${ANY_ID}/stock` },
  { method: 'GET', url: `${M}/products/${ANY_ID}/movements` },
  { method: 'POST', url: `${M}/products/${ANY_ID}/duplicate` },
  { method: 'GET', url: `${M}/products/${ANY_ID}/images` },
  { method: 'POST', url: `${M}/products/${ANY_ID}/images` },
  { method: 'POST', url: `${M}/products/${ANY_ID}/images/multiple` },
  { method: 'PUT', url: `${M}/products/${ANY_ID}/images/reorder` },
  { method: 'PUT', url: `${M}/products/${ANY_ID}/images/${ANY_ID}` },
  { method: 'DELETE', url: `${M}/products/${ANY_ID}/images/${ANY_ID}` },
  { method: 'PUT', url: `${M}/products/${ANY_ID}/images/${ANY_ID}/primary` },
  { method: 'GET', url: `${M}/brands` },
  { method: 'POST', url: `${M}/brands` },
  { method: 'PUT', url: `${M}/brands/${ANY_ID}` },
  { method: 'DELETE', url: `${M}/brands/${ANY_ID}` },
  { method: 'GET', url: `${M}/brands/search?q=on` },
  { method: 'GET', url: `${M}/brands/stats` },
  { method: 'GET', url: `${M}/categories` },
  { method: 'POST', url: `${M}/categories` },
  { method: 'PUT', url: `${M}/categories/${ANY_ID}` },
  { method: 'DELETE', url: `${M}/categories/${ANY_ID}` },
  { method: 'PUT', url: `${M}/categories/reorder` },
  { method: 'GET', url: `${M}/categories/search?q=pro` },
  { method: 'GET', url: `${M}/categories/slug/proteinas` },
  { method: 'GET', url: `${M}/categories/stats` },
];

const E = '/api/expenses';

/** The owner's books (spec §6: 403 without permission; the /dashboard/expenses screen is admin-only). */
const EXPENSE_ROUTES: typeof STAFF_ROUTES = [
  { method: 'GET', url: E },
  { method: 'POST', url: E },
  { method: 'GET', url: `${E}/pending/approval` },
  { method: 'GET', url: `${E}/category/rent` },
  { method: 'GET', url: `${E}/recurring/upcoming` },
  { method: 'POST', url: `${E}/recurring/process` },
  { method: 'GET', url: `${E}/stats/summary` },
  { method: 'GET', url: `${E}/stats/breakdown` },
  { method: 'GET', url: `${E}/stats/vendors` },
  { method: 'GET', url: `${E}/${ANY_ID}` },
  { method: 'PUT', url: `${E}/${ANY_ID}` },
  { method: 'DELETE', url: `${E}/${ANY_ID}` },
  { method: 'POST', url: `${E}/${ANY_ID}/approve` },
  { method: 'POST', url: `${E}/${ANY_ID}/reject` },
  { method: 'POST', url: `${E}/${ANY_ID}/cancel` },
];

/** The reports (permission view_reports, which only the admin holds). */
const REPORT_ROUTES: typeof STAFF_ROUTES = [
  { method: 'GET', url: '/api/reports/financial/memberships' },
  { method: 'GET', url: '/api/reports/financial/online-orders' },
  { method: 'GET', url: '/api/reports/financial/local-sales' },
  { method: 'GET', url: '/api/reports/financial/expenses' },
  { method: 'GET', url: '/api/reports/performance' },
  { method: 'GET', url: '/api/reports/breakdowns' },
  { method: 'POST', url: '/api/reports/export/pdf' },
  { method: 'POST', url: '/api/reports/export/excel' },
  { method: 'POST', url: '/api/reports/export/csv' },
  { method: 'POST', url: '/api/reports/export/json' },
];

/**
 * Card payments through Stripe (staff spec §7 GET /api/stripe/payments; refunds and the provider's
 * health and status are the staff's too). The permission is checked before whether Stripe is on.
 */
const STRIPE_STAFF_ROUTES: typeof STAFF_ROUTES = [
  { method: 'GET', url: '/api/stripe/payments' },
  { method: 'POST', url: '/api/stripe/refund' },
  { method: 'GET', url: '/api/stripe/health' },
  { method: 'GET', url: '/api/stripe/status' },
];

describe.each(backends)('staff calls refused to a cliente on %s', (backend) => {
  const t = useStaffTestApp(backend);
  // One sign-in for every route: a sign-in per route would meet the login rate limit.
  let clienteToken: Promise<string> | null = null;
  const clienteSession = () => (clienteToken ??= signInDemo(t.app, 'cliente').then((s) => s.token));

  it.each([...STAFF_ROUTES, ...STORE_MANAGER_ROUTES, ...EXPENSE_ROUTES, ...REPORT_ROUTES, ...STRIPE_STAFF_ROUTES])(
    '$method $url answers 403 to a cliente',
    async ({ method, url }) => {
      const token = await clienteSession();
      const body = method === 'GET' || method === 'DELETE' ? {} : { payload: {} };
      const response = await t.app.inject({ method, url, headers: bearer(token), ...body });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    },
  );

  it('answers 401 without a session and lets staff through the same routes', async () => {
    for (const { method, url } of STAFF_ROUTES.filter((r) => r.method === 'GET')) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
      const staff = await t.app.inject({ method, url, headers: t.staff });
      // A GET with an unknown id may be 404; it is never refused to staff.
      expect([200, 404], url).toContain(staff.statusCode);
    }
    // Only the admin deletes and runs the expiry.
    const del = await t.app.inject({ method: 'DELETE', url: `/api/memberships/${ANY_ID}`, headers: t.staff });
    expect(del.statusCode).toBe(403);
    const expire = await t.app.inject({ method: 'POST', url: '/api/memberships/expire-now', headers: t.staff });
    expect(expire.statusCode).toBe(403);
    // Only the admin lists every clerk's drawer.
    expect((await t.app.inject({ url: '/api/cash-sessions', headers: t.staff })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/cash-sessions', headers: t.admin })).statusCode).toBe(200);
  });

  it('keeps the store back office to its managers: 403 to a colaborador, the admin gets through', async () => {
    for (const { method, url } of STORE_MANAGER_ROUTES) {
      const body = method === 'GET' || method === 'DELETE' ? {} : { payload: {} };
      const staff = await t.app.inject({ method, url, headers: t.staff, ...body });
      expect(staff.statusCode, `${method} ${url}`).toBe(403);
      expect((await t.app.inject({ method, url, ...body })).statusCode, url).toBe(401);
    }
    for (const { url } of STORE_MANAGER_ROUTES.filter((r) => r.method === 'GET')) {
      const admin = await t.app.inject({ url, headers: t.admin });
      expect([200, 404], url).toContain(admin.statusCode);
    }
  });

  it('keeps the expenses to the admin: 403 to a colaborador, 401 without a session', async () => {
    for (const { method, url } of EXPENSE_ROUTES) {
      const body = method === 'GET' || method === 'DELETE' ? {} : { payload: {} };
      const staff = await t.app.inject({ method, url, headers: t.staff, ...body });
      expect(staff.statusCode, `${method} ${url}`).toBe(403);
      expect(staff.json().message, url).toMatch(/^Sin permisos para .+ gastos/);
      expect((await t.app.inject({ method, url, ...body })).statusCode, url).toBe(401);
    }
    for (const { url } of EXPENSE_ROUTES.filter((r) => r.method === 'GET')) {
      const admin = await t.app.inject({ url, headers: t.admin });
      expect([200, 404], url).toContain(admin.statusCode);
    }
  });

  it('keeps the reports to view_reports: 403 to a colaborador, 401 without a session, 200 to the admin', async () => {
    for (const { method, url } of REPORT_ROUTES) {
      const payload = method === 'POST' ? { reportType: 'users' } : undefined;
      expect((await t.app.inject({ method, url, payload, headers: t.staff })).statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url, payload })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method, url, payload, headers: t.admin })).statusCode, url).toBe(200);
    }
  });
});
