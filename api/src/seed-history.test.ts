import { describe, expect, it } from 'vitest';
import { HISTORY_EMAIL_DOMAIN, historyChecksum, historyCounts, seedHistory } from './seed-history';
import { createTestApp, signInDemo, bearer, type TestApp } from './test/test-app';

// A fixed "now" (Guatemala's noon of 15/11/2026): both runs write the same days.
const NOW = new Date('2026-11-15T18:00:00Z');
const OPTIONS = { years: 5, seed: 7, scale: 0.02, now: NOW };

async function seeded(): Promise<{ t: TestApp; counts: Awaited<ReturnType<typeof historyCounts>> }> {
  const t = await createTestApp('pglite');
  const counts = await seedHistory(t.app.db, OPTIONS);
  return { t, counts };
}

describe('seed:history (PGlite, scale 0.02)', () => {
  it('writes the same history twice from one seed, which the staff screens read', async () => {
    const first = await seeded();
    let second: TestApp | undefined;
    try {
      const sum1 = await historyChecksum(first.t.app.db);
      const again = await seeded();
      second = again.t;
      expect(again.counts).toEqual(first.counts);
      expect(await historyChecksum(again.t.app.db)).toEqual(sum1);
      // A different seed gives a different history.
      expect(sum1.visits).not.toBe('');

      const { counts } = first;
      expect(counts.members).toBeGreaterThan(60);
      expect(counts.memberships).toBeGreaterThan(600);
      expect(counts.visits).toBeGreaterThan(4_000);
      expect(counts.orders).toBeGreaterThan(700);
      expect(counts.orderItems).toBeGreaterThan(counts.orders);
      expect(counts.localSales).toBeGreaterThan(500);
      expect(counts.auditEvents).toBeGreaterThan(counts.memberships);

      const db = first.t.app.db;
      const one = async (query: string) =>
        ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows[0];
      // Stock: each product's movements chain and end at its stock; never below zero.
      expect(
        await one(`SELECT count(*)::int AS broken FROM (
          SELECT m.stock_before, lag(m.stock_after) OVER (PARTITION BY m.product_id ORDER BY m.sequence) AS previous
          FROM stock_movements m) x WHERE previous IS NOT NULL AND previous <> stock_before`),
      ).toEqual({ broken: 0 });
      expect(
        await one(`SELECT count(*)::int AS off FROM products p JOIN LATERAL (
          SELECT stock_after FROM stock_movements m WHERE m.product_id = p.id ORDER BY sequence DESC LIMIT 1) last ON true
          WHERE last.stock_after <> p.stock_quantity`),
      ).toEqual({ off: 0 });
      // Nothing of the history happens after its now (the demo's rows are written at the clock's),
      // and each member's memberships do not overlap.
      const ours = `(SELECT id FROM users WHERE email LIKE '%@${HISTORY_EMAIL_DOMAIN}')`;
      const after = `'${NOW.toISOString()}'`;
      expect(
        await one(`SELECT (SELECT count(*)::int FROM visits WHERE visited_at > ${after} AND (user_id IS NULL OR user_id IN ${ours}))
          + (SELECT count(*)::int FROM payments WHERE payment_date > ${after} AND (order_id IS NOT NULL OR user_id IN ${ours}))
          + (SELECT count(*)::int FROM orders WHERE updated_at > ${after})
          + (SELECT count(*)::int FROM local_sales WHERE updated_at > ${after}) AS future`),
      ).toEqual({ future: 0 });
      expect(
        await one(`SELECT count(*)::int AS overlaps FROM memberships a JOIN memberships b
          ON a.user_id = b.user_id AND a.id < b.id AND a.start_date <= b.end_date AND b.start_date <= a.end_date`),
      ).toEqual({ overlaps: 0 });
      // A membership visit falls within one of the member's memberships, on a day the gym opens.
      expect(
        await one(`SELECT count(*)::int AS stray FROM visits v WHERE v.visit_type = 'membership' AND (
          extract(dow FROM v.visit_date) = 0 OR NOT EXISTS (SELECT 1 FROM memberships m
          WHERE m.user_id = v.user_id AND v.visit_date BETWEEN m.start_date AND m.end_date))`),
      ).toEqual({ stray: 0 });

      // The product's own reads answer on it: the memberships list (a filter, a name, a phone) and the year's report.
      const admin = bearer((await signInDemo(first.t.app, 'admin')).token);
      const list = await first.t.app.inject({ url: '/api/memberships?status=expired&limit=20', headers: admin });
      expect(list.statusCode).toBe(200);
      expect(list.json().data.pagination.total).toBeGreaterThan(100);
      // Totals from the row counts the seed's rows went through, folded once it ended.
      for (const [url, counted] of [
        ['/api/payments?limit=20', 'SELECT count(*)::int AS n FROM payments'],
        [
          '/api/memberships?status=cancelled&limit=20',
          `SELECT count(*)::int AS n FROM memberships WHERE status = 'cancelled' AND archived_at IS NULL`,
        ],
        ['/api/users?limit=20', 'SELECT count(*)::int AS n FROM users WHERE deleted_at IS NULL'],
      ] as const) {
        const total = (await first.t.app.inject({ url, headers: admin })).json().data.pagination.total;
        expect(total).toBe((await one(counted))?.n);
      }
      // One row per bucket, not one per seeded row.
      expect(((await one('SELECT count(*)::int AS n FROM row_counts')) as { n: number }).n).toBeLessThan(40);
      const member = (await one(
        `SELECT first_name, phone FROM users WHERE email LIKE '%@${HISTORY_EMAIL_DOMAIN}' ORDER BY email LIMIT 1`,
      )) as { first_name: string; phone: string };
      const byName = await first.t.app.inject({
        url: `/api/memberships?search=${encodeURIComponent(member.first_name)}&limit=20`,
        headers: admin,
      });
      expect(byName.json().data.pagination.total).toBeGreaterThan(0);
      const byPhone = await first.t.app.inject({
        url: `/api/memberships?search=${encodeURIComponent(member.phone.slice(-9))}&limit=20`,
        headers: admin,
      });
      expect(byPhone.statusCode).toBe(200);
      const year = await first.t.app.inject({
        url: '/api/reports/financial/memberships?startDate=2025-01-01&endDate=2025-12-31&rows=false',
        headers: admin,
      });
      expect(year.statusCode).toBe(200);
      const paid =
        await one(`SELECT sum(amount - refunded_amount)::float8 AS total FROM payments WHERE status = 'completed'
        AND payment_type IN ('membership', 'daily', 'bulk_daily')
        AND (payment_date AT TIME ZONE 'America/Guatemala')::date BETWEEN '2025-01-01' AND '2025-12-31'`);
      expect(year.json().data.total).toBeCloseTo(Number(paid?.total), 2);
    } finally {
      await first.t.close();
      await second?.close();
    }
  }, 300_000);
});
