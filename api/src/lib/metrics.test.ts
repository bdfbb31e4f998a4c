import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The value of the sample `name` whose labels include `labels` (in any order), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const pairs = new Map([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => pairs.get(key) === value)) return Number(match[3]);
  }
  return undefined;
}

describe.each(backends)('Prometheus metrics on %s', (backend) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp(backend, { seed: 'none', metrics: { token: TOKEN, port, host: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers /metrics only with the token', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer otro-token' } })).statusCode).toBe(
      401,
    );
    const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
  });

  it('counts requests by route pattern and status, and reports the pool, the queue and the outbox', async () => {
    await t.app.inject({ url: '/api/health/live' });
    await t.app.inject({ url: '/api/store/products/00000000-0000-4000-8000-000000000000' });
    await t.app.inject({ url: '/no/such/route' });
    const text = (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    const count = (route: string, status: string) =>
      sample(text, 'http_request_duration_seconds_count', {
        service: 'api',
        method: 'GET',
        route,
        status_code: status,
      });
    expect(count('/api/health/live', '200')).toBe(1);
    expect(count('/api/store/products/:id', '404')).toBe(1);
    expect(count('unmatched', '404')).toBe(1);
    expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_pool_max')).toBe(backend === 'postgres' ? 10 : 1);
    expect(sample(text, 'outbox_unpublished_events')).toBe(0);
    expect(sample(text, 'outbox_lag_seconds')).toBe(0);
    expect(sample(text, 'job_queue_up')).toBe(0);
    expect(sample(text, 'job_queue_dead_letters')).toBe(0);
    expect(sample(text, 'process_cpu_user_seconds_total', { service: 'api' })).toBeGreaterThan(0);
  });

  it('reports an event waiting in the outbox with its age (the relay is off here)', async () => {
    await t.app.database.executeSql(
      "insert into outbox_events (type, payload, occurred_at) values ('prueba.metricas', '{}', now() - interval '90 seconds')",
    );
    try {
      const text = (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
      expect(sample(text, 'outbox_unpublished_events')).toBe(1);
      expect(sample(text, 'outbox_lag_seconds')).toBeGreaterThanOrEqual(90);
    } finally {
      await t.app.database.executeSql("delete from outbox_events where type = 'prueba.metricas'");
    }
  });

  it('serves the same metrics without a token on METRICS_PORT', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/http_request_duration_seconds_bucket/);
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  });
});

describe('Prometheus metrics of a running job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      'pglite',
      { seed: 'none', jobs: { enabled: true, relayIntervalMs: 100 }, metrics: { token: TOKEN, port: null, host: '' } },
      { jobTuning: { pollingIntervalSeconds: 0.5 } },
    );
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('reports each queue by state (waiting, active, failed) while the queue runs here', async () => {
    const text = (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    expect(sample(text, 'job_queue_up')).toBe(1);
    const queues = text
      .split('\n')
      .filter((line) => line.startsWith('job_queue_jobs{') && line.includes('state="failed"'));
    expect(queues.length).toBeGreaterThan(0);
    for (const line of queues) expect(line).toMatch(/ 0$/);
  });
});
