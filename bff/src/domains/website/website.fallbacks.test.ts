import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildBffApp } from '../../app';
import { gql } from '../../test/graphql';
import { REST_GYM_CONFIG, restService, restStatistic } from '../../test/fixtures';
import { routeTable, startStubApi, type StubApi } from '../../test/stub-api';
import { contentCacheFor } from './website.cache';

describe('website degradations against a failing api', () => {
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
    stub.setHandler(
      routeTable({ '/gym/stats': [200, { success: true, data: { statistics: [restStatistic(1, 'Miembros')] } }] }),
    );
    const { body } = await gql<{ activeStatistics: { label: string }[] }>(app, '{ activeStatistics { label } }');
    expect(body.errors).toBeUndefined();
    expect(body.data?.activeStatistics).toEqual([{ label: 'Miembros' }]);
    expect(stub.requests.map((r) => r.url)).toEqual(['/api/statistics/active', '/api/gym/stats']);
  });

  it('active services fall back to all services filtered by active on 404', async () => {
    stub.setHandler(
      routeTable({
        '/services': [
          200,
          { success: true, data: { services: [restService(1, 'Yoga', true), restService(2, 'Box', false)] } },
        ],
      }),
    );
    const { body } = await gql<{ activeServices: { title: string }[] }>(app, '{ activeServices { title } }');
    expect(body.data?.activeServices).toEqual([{ title: 'Yoga' }]);
  });

  it.each([403, 404])('all social networks fall back to the public list on %i', async (status) => {
    stub.setHandler(
      routeTable({
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
    stub.setHandler(routeTable({ '/gym/config': [200, { success: true, data: REST_GYM_CONFIG }] }));
    const { body } = await gql<{ gymConfigEditor: { name: string; social: unknown[] } }>(
      app,
      '{ gymConfigEditor { name social { platform } } }',
      { token },
    );
    expect(body.data?.gymConfigEditor).toEqual({ name: 'Gimnasio Stub', social: [] });
  });

  it('a 403 on active statistics is not hidden by the fallback', async () => {
    stub.setHandler(routeTable({ '/statistics/active': [403, { success: false, message: 'Sin permisos' }] }));
    const { body } = await gql(app, '{ activeStatistics { label } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
