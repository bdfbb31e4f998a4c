import { addDays, businessDate } from '@gym/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, expenses } from '../../db/schema/index';
import { backends, bearer, createTestApp, signInDemo, type TestApp } from '../../test/test-app';

// Row locks and unique-index waits only mean something with real concurrent connections:
// PostgreSQL (PGlite is one connection).
describe.runIf(backends.includes('postgres'))('expenses under concurrency on postgres', () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    admin = bearer((await signInDemo(t.app, 'admin')).token);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/expenses${url}`, headers: admin, ...(payload ? { payload } : {}) });

  it('of two approvals at the same moment one succeeds, the other is told it was already approved', async () => {
    for (let round = 0; round < 5; round += 1) {
      const created = (await post('', { title: `Compra ${round}`, amount: 800, category: 'equipment_purchase' })).json()
        .data;
      const responses = await Promise.all([post(`/${created.id}/approve`), post(`/${created.id}/approve`)]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(responses.find((r) => r.statusCode === 409)?.json().message).toBe('Este gasto ya fue aprobado');
      const audits = await t.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, created.id));
      expect(audits.filter((a) => a.action === 'approve')).toHaveLength(1);
    }
  });

  it('of an approval and a rejection at once exactly one wins', async () => {
    const created = (await post('', { title: 'Carrera', amount: 600, category: 'other_expense' })).json().data;
    const responses = await Promise.all([
      post(`/${created.id}/approve`),
      post(`/${created.id}/reject`, { reason: 'No procede' }),
    ]);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 400)).toHaveLength(1);
  });

  it('creates each recurring occurrence once when processing runs twice at once', async () => {
    const today = businessDate();
    const series = (
      await post('', {
        title: 'Agua diaria',
        amount: 25.5,
        category: 'utilities',
        expenseDate: addDays(today, -30),
        isRecurring: true,
        recurringFrequency: 'daily',
      })
    ).json().data;
    const responses = await Promise.all([
      post('/recurring/process'),
      post('/recurring/process'),
      post('/recurring/process'),
    ]);
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(responses.reduce((n, r) => n + r.json().processed, 0)).toBe(30);
    const rows = await t.app.db.select().from(expenses).where(eq(expenses.parentId, series.id));
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((r) => r.expenseDate)).size).toBe(30);
    const generated = await t.app.db.select().from(auditEvents).where(eq(auditEvents.action, 'generate'));
    expect(generated).toHaveLength(30);
  });
});
