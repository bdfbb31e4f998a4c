import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildBffApp } from '../../app';
import { gql } from '../../test/graphql';
import { sendJson, startStubApi, type StubApi } from '../../test/stub-api';
import { contentCacheFor } from './content.cache';

const stat = (id: number, label: string) => ({
  id,
  statKey: label.toLowerCase(),
  statValue: 10,
  label,
  iconName: 'Users',
  valueSuffix: '+',
  colorScheme: 'primary',
  displayOrder: id,
  description: null,
  isActive: true,
});
const service = (id: number, title: string, isActive: boolean) => ({
  id,
  title,
  description: null,
  iconName: 'dumbbell',
  imageUrl: null,
  features: [],
  displayOrder: id,
  isActive,
});
const config = {
  name: 'Gimnasio Stub',
  tagline: null,
  description: null,
  logoUrl: null,
  primaryColor: '#111111',
  secondaryColor: '#222222',
  contact: null,
};

/** The api of spec §7 with some routes missing or refusing, as an older or failing server would. */
function routes(table: Record<string, [number, unknown]>) {
  return (request: { url?: string }, response: Parameters<typeof sendJson>[0]) => {
    const path = (request.url ?? '').replace(/^\/api/, '');
    const [status, body] = table[path] ?? [404, { success: false, message: 'Ruta no encontrada' }];
    sendJson(response, status, body);
  };
}

describe('content degradations against a failing api', () => {
  let stub: StubApi;
  let app: FastifyInstance;
  const token = 'x.y.z';

  beforeAll(async () => {
    stub = await startStubApi();
    app = await buildBffApp({ apiUrl: stub.url, logLevel: 'silent' });
  });
  beforeEach(() => {
    contentCacheFor(`${stub.url}/api`).clear();
    stub.requests.length = 0;
  });
  afterAll(async () => {
    await app.close();
    await stub.close();
  });

  it('active statistics fall back to the gym stats on 404', async () => {
    stub.setHandler(routes({ '/gym/stats': [200, { success: true, data: { statistics: [stat(1, 'Miembros')] } }] }));
    const { body } = await gql<{ activeStatistics: { label: string }[] }>(app, '{ activeStatistics { label } }');
    expect(body.errors).toBeUndefined();
    expect(body.data?.activeStatistics).toEqual([{ label: 'Miembros' }]);
    expect(stub.requests.map((r) => r.url)).toEqual(['/api/statistics/active', '/api/gym/stats']);
  });

  it('active services fall back to all services filtered by active on 404', async () => {
    stub.setHandler(
      routes({
        '/services': [200, { success: true, data: { services: [service(1, 'Yoga', true), service(2, 'Box', false)] } }],
      }),
    );
    const { body } = await gql<{ activeServices: { title: string }[] }>(app, '{ activeServices { title } }');
    expect(body.data?.activeServices).toEqual([{ title: 'Yoga' }]);
  });

  it.each([403, 404])('all social networks fall back to the public list on %i', async (status) => {
    stub.setHandler(
      routes({
        '/gym/social-media/all': [status, { success: false, message: 'Sin permisos para guardar redes sociales' }],
        '/gym/social-media': [
          200,
          {
            success: true,
            data: {
              socialMedia: [{ platform: 'instagram', url: 'https://instagram.com/x', handle: null, isActive: true }],
            },
          },
        ],
      }),
    );
    const { body } = await gql<{ allSocialMedia: { platform: string }[] }>(app, '{ allSocialMedia { platform } }', {
      token,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.allSocialMedia).toEqual([{ platform: 'instagram' }]);
  });

  it('the config editor falls back to the public config on 404', async () => {
    stub.setHandler(routes({ '/gym/config': [200, { success: true, data: config }] }));
    const { body } = await gql<{ gymConfigEditor: { name: string; social: unknown[] } }>(
      app,
      '{ gymConfigEditor { name social { platform } } }',
      { token },
    );
    expect(body.data?.gymConfigEditor).toEqual({ name: 'Gimnasio Stub', social: [] });
  });

  it('capacity metrics are zeroed on 404 but a 500 still fails', async () => {
    stub.setHandler(routes({}));
    const { body } = await gql<{ capacityMetrics: Record<string, unknown> }>(
      app,
      '{ capacityMetrics { totalCapacity totalReservations averageOccupancy availableSpaces busiestDay busiestOccupancy byDay { day } } }',
      { token },
    );
    expect(body.data?.capacityMetrics).toEqual({
      totalCapacity: 0,
      totalReservations: 0,
      averageOccupancy: 0,
      availableSpaces: 0,
      busiestDay: null,
      busiestOccupancy: 0,
      byDay: [],
    });
    stub.setHandler(routes({ '/gym/capacity/metrics': [500, { success: false, message: 'boom' }] }));
    const failed = await gql(app, '{ capacityMetrics { totalCapacity } }', { token });
    expect(failed.body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('a 403 on active statistics is not hidden by the fallback', async () => {
    stub.setHandler(routes({ '/statistics/active': [403, { success: false, message: 'Sin permisos' }] }));
    const { body } = await gql(app, '{ activeStatistics { label } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
