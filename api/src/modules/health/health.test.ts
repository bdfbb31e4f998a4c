import { API_VERSION } from '@gym/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { overallStatus } from './service';

describe('overall health status', () => {
  const service = (status: 'healthy' | 'unhealthy') => ({ name: 's', status, latencyMs: 1 });
  it('is healthy when all are, degraded when more than half are, else unhealthy', () => {
    expect(overallStatus([service('healthy'), service('healthy')])).toBe('healthy');
    expect(overallStatus([service('healthy'), service('healthy'), service('unhealthy')])).toBe('degraded');
    expect(overallStatus([service('healthy'), service('unhealthy')])).toBe('unhealthy');
    expect(overallStatus([service('unhealthy'), service('unhealthy')])).toBe('unhealthy');
  });
});

describe.each(backends)('health on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: 'none' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports the database and the uploads storage as healthy', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ status: 'healthy', version: API_VERSION });
    expect(body.data.services.map((s: { name: string; status: string }) => [s.name, s.status])).toEqual([
      ['database', 'healthy'],
      ['uploads', 'healthy'],
    ]);
    expect(Number.isNaN(Date.parse(body.data.timestamp))).toBe(false);
  });

  it('answers 503 unhealthy when the uploads storage cannot be written', async () => {
    const broken = await createTestApp(
      backend,
      { seed: 'none' },
      {
        storage: {
          save: async () => {
            throw new Error('read-only');
          },
          remove: async () => undefined,
          checkWritable: async () => {
            throw new Error('disco de solo lectura');
          },
        },
      },
    );
    try {
      const response = await broken.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(503);
      const body = response.json();
      expect(body.data.status).toBe('unhealthy');
      expect(body.data.services).toContainEqual(
        expect.objectContaining({ name: 'uploads', status: 'unhealthy', message: 'disco de solo lectura' }),
      );
    } finally {
      await broken.close();
    }
  });
});
