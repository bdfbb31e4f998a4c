import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBffApp } from '../../app';
import { startStubApi, type StubApi } from '../../test/stub-api';

const TOKEN = 'bff-metrics-token-0123456789';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('bff Prometheus metrics', () => {
  let stub: StubApi;
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    stub = await startStubApi();
    port = await freePort();
    app = await buildBffApp({
      apiUrl: stub.url,
      nodeEnv: 'development',
      logLevel: 'silent',
      metrics: { token: TOKEN, port, host: '127.0.0.1' },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await stub.close();
  });

  it('answers /metrics only with the token, with request durations by route and status', async () => {
    await app.inject({ url: '/bff/health/live' });
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    const line = response.body
      .split('\n')
      .find((l) => l.startsWith('http_request_duration_seconds_count{') && l.includes('route="/bff/health/live"'));
    expect(line).toMatch(/service="bff"/);
    expect(line).toMatch(/status_code="200"/);
    expect(line).toMatch(/ 1$/);
  });

  it('serves them without a token on its own port', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('http_request_duration_seconds_bucket');
  });

  it('is off (no /metrics) unless configured', async () => {
    const plain = await buildBffApp({ apiUrl: stub.url, nodeEnv: 'development', logLevel: 'silent' });
    try {
      expect((await plain.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(
        404,
      );
    } finally {
      await plain.close();
    }
  });
});
