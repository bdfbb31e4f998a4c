import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/test-app';

describe.each(backends)('liveness and readiness on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: 'none' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is alive, and ready with the database reachable and every migration applied', async () => {
    const live = await t.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json().data.status).toBe('healthy');
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.services.map((s: { name: string; status: string }) => [s.name, s.status])).toEqual([
      ['database', 'healthy'],
      ['migrations', 'healthy'],
    ]);
  });

  it('is not ready (503) while the newest migration is missing, and alive all the same', async () => {
    const newest = (
      await t.app.database.executeSql(
        'select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
      )
    ).rows[0] as { id: number; hash: string; created_at: string };
    await t.app.database.executeSql('delete from drizzle.__drizzle_migrations where id = $1', [newest.id]);
    try {
      const ready = await t.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().data.services).toContainEqual(
        expect.objectContaining({
          name: 'migrations',
          status: 'unhealthy',
          message: expect.stringMatching(/^falta la migración /),
        }),
      );
      expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await t.app.database.executeSql(
        'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
        [newest.id, newest.hash, newest.created_at],
      );
    }
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
  });
});
