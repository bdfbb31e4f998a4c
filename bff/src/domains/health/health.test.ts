import { describe, expect, it } from 'vitest';
import { gql } from '../../test/graphql';
import { sendJson, useBffOnStubApi } from '../../test/stub-api';

const HEALTH = '{ health { status version uptimeSeconds services { name status latencyMs message } } }';

describe('health', () => {
  const s = useBffOnStubApi();

  it('shows an unhealthy api (503) as data, not as an error', async () => {
    const data = {
      status: 'unhealthy',
      version: '2.0.0',
      timestamp: new Date().toISOString(),
      uptimeSeconds: 12.5,
      services: [
        { name: 'database', status: 'unhealthy', latencyMs: 3001, message: 'Sin respuesta de la base de datos' },
      ],
    };
    s.stub.setHandler((_req, res) => sendJson(res, 503, { success: false, data }));
    const { body } = await gql(s.app, HEALTH);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      health: { status: 'unhealthy', version: '2.0.0', uptimeSeconds: 12.5, services: data.services },
    });
  });

  it('gives the api 3 seconds at most', async () => {
    s.stub.setHandler(() => {
      /* hangs */
    });
    const started = Date.now();
    const { body } = await gql<{ health: { status: string; services: { message: string }[] } }>(s.app, HEALTH);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(2900);
    expect(elapsed).toBeLessThan(6000);
    expect(body.data?.health.status).toBe('unhealthy');
    expect(body.data?.health.services[0]?.message).toBe('La solicitud tardó demasiado tiempo');
  });
});
