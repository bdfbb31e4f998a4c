import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBffApp } from '../../app';
import { gql } from '../../test/graphql';
import { routeTable, startStubApi, type StubApi } from '../../test/stub-api';

describe('schedule degradations against a failing api', () => {
  let stub: StubApi;
  let app: FastifyInstance;
  const token = 'x.y.z';

  beforeAll(async () => {
    stub = await startStubApi();
    app = await buildBffApp({ apiUrl: stub.url, logLevel: 'silent' });
  });
  afterAll(async () => {
    await app.close();
    await stub.close();
  });

  it('capacity metrics are zeroed on 404 but a 500 still fails', async () => {
    stub.setHandler(routeTable({}));
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
    stub.setHandler(routeTable({ '/gym/capacity/metrics': [500, { success: false, message: 'boom' }] }));
    const failed = await gql(app, '{ capacityMetrics { totalCapacity } }', { token });
    expect(failed.body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
  });
});
