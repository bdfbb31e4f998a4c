import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test/test-app';

describe.runIf(backends.includes('postgres'))('losing database connections on postgres', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps answering after the server drops the connections the pool holds', async () => {
    // Open several pooled connections, then have the server end every one but the asking one.
    await Promise.all([1, 2, 3].map(() => t.app.db.execute(sql`select pg_sleep(0.05)`)));
    await t.app.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Unheard, a dropped idle connection is an uncaught exception that would fail this run.
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const plans = await t.app.inject({ url: '/api/memberships/plans' });
    expect(plans.statusCode).toBe(200);
  });
});
