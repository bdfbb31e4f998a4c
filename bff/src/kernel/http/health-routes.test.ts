import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBffApp } from '../../app';
import { startStack, type Stack } from '../../test/stack';
import { sendJson, startStubApi, type StubApi } from '../../test/stub-api';
import { API_UNAVAILABLE_MESSAGE } from './health-routes';

describe('bff health in front of the real api', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('is alive, and ready because its api is ready', async () => {
    expect((await stack.bff.inject({ url: '/bff/health/live' })).statusCode).toBe(200);
    for (const url of ['/bff/health/ready', '/bff/health']) {
      const response = await stack.bff.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.services).toEqual([expect.objectContaining({ name: 'api', status: 'healthy' })]);
    }
    expect(stack.apiCalls.some((call) => call.url === '/api/health/ready')).toBe(true);
  });
});

describe('bff health when its api is out', () => {
  let stub: StubApi;
  let app: FastifyInstance;
  beforeAll(async () => {
    stub = await startStubApi();
    app = await buildBffApp({ apiUrl: stub.url, nodeEnv: 'production', logLevel: 'silent', webDist: '/nonexistent' });
  });
  afterAll(async () => {
    await app.close();
    await stub.close();
  });

  it('answers 503 on /bff/health and /bff/health/ready while the api is not ready, and stays alive', async () => {
    stub.setHandler((_req, res) => sendJson(res, 503, { success: false, message: 'Servicio no disponible' }));
    for (const url of ['/bff/health', '/bff/health/ready']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        success: false,
        message: API_UNAVAILABLE_MESSAGE,
        data: { status: 'unhealthy', services: [{ name: 'api', status: 'unhealthy', message: 'la API responde 503' }] },
      });
    }
    expect((await app.inject({ url: '/bff/health/live' })).statusCode).toBe(200);
  });

  it('answers 503 when nothing listens at the api address', async () => {
    const closed = await startStubApi();
    await closed.close();
    const orphan = await buildBffApp({ apiUrl: closed.url, nodeEnv: 'production', logLevel: 'silent' });
    try {
      const response = await orphan.inject({ url: '/bff/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json().data.services[0]).toMatchObject({
        status: 'unhealthy',
        message: 'la API no acepta conexiones',
      });
    } finally {
      await orphan.close();
    }
  });
});
