import { describe, expect, it } from 'vitest';
import { backends, bearer, signInDemo, useStaffTestApp } from './test/test-app';

const ANY_ID = '00000000-0000-4000-8000-000000000001';

/**
 * Every staff call of memberships, payments, the financial dashboard and the front desk. A cliente
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
];

describe.each(backends)('staff calls refused to a cliente on %s', (backend) => {
  const t = useStaffTestApp(backend);

  it.each(STAFF_ROUTES)('$method $url answers 403 to a cliente', async ({ method, url }) => {
    const cliente = await signInDemo(t.app, 'cliente');
    const body = method === 'GET' || method === 'DELETE' ? {} : { payload: {} };
    const response = await t.app.inject({ method, url, headers: bearer(cliente.token), ...body });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

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
  });
});
