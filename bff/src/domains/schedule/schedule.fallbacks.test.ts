import { describe, expect, it } from 'vitest';
import { gql } from '../../test/graphql';
import { routeTable, useBffOnStubApi } from '../../test/stub-api';

describe('schedule degradations against a failing api', () => {
  const s = useBffOnStubApi();
  const token = 'x.y.z';

  it('capacity metrics are zeroed on 404 but a 500 still fails', async () => {
    s.stub.setHandler(routeTable({}));
    const { body } = await gql<{ capacityMetrics: Record<string, unknown> }>(
      s.app,
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
    s.stub.setHandler(routeTable({ '/gym/capacity/metrics': [500, { success: false, message: 'boom' }] }));
    const failed = await gql(s.app, '{ capacityMetrics { totalCapacity } }', { token });
    expect(failed.body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
  });
});
