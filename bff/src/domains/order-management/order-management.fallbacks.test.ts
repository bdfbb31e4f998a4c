import { describe, expect, it } from 'vitest';
import { restUser } from '../../test/fixtures';
import { firstError, gql } from '../../test/graphql';
import { sendJson, useBffOnStubApi, type StubHandler } from '../../test/stub-api';
import { ZERO_ORDERS_DASHBOARD } from './order-management.client';

const STAFF = restUser({ id: '44444444-4444-4444-8444-444444444444', role: 'colaborador' });
const TRANSFER = {
  orderId: '55555555-5555-4555-8555-555555555555',
  orderNumber: 'ORD-261126-ABCDEF',
  status: 'pending',
  customerName: 'Ana',
  totalAmount: 150.5,
  paymentId: '66666666-6666-4666-8666-666666666666',
  hasProof: true,
  proofUploadedAt: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  waitingHours: 3,
};

const asStaff =
  (rest: StubHandler): StubHandler =>
  (request, response) => {
    if (request.url?.startsWith('/api/auth/profile'))
      return sendJson(response, 200, { success: true, data: { user: STAFF } });
    return rest(request, response);
  };
const fail: StubHandler = (_request, response) => sendJson(response, 500, { success: false, message: 'falló' });

describe('online order management when the api fails (stub api)', () => {
  const s = useBffOnStubApi();
  const PENDING = '{ orderPendingTransfers { total transfers { orderId orderNumber } } }';

  it('a failed dashboard shows a zeroed summary (spec §8)', async () => {
    s.stub.setHandler(asStaff(fail));
    const { body } = await gql<{ ordersDashboard: unknown }>(
      s.app,
      '{ ordersDashboard { totalOrders pendingOrders confirmedOrders inProgressOrders deliveredOrders cancelledOrders refundedOrders totalRevenue pendingTransfers byStatus { status } today { orders revenue } month { orders revenue } } }',
      { token: 'token' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.ordersDashboard).toEqual(ZERO_ORDERS_DASHBOARD);
  });

  it('pending transfers come from the alternative path when order-management fails', async () => {
    const asked: string[] = [];
    s.stub.setHandler(
      asStaff((request, response) => {
        asked.push(request.url ?? '');
        if (request.url?.startsWith('/api/store/management/orders/pending-transfers'))
          return sendJson(response, 200, { success: true, data: { transfers: [TRANSFER] } });
        return sendJson(response, 404, { success: false, message: 'No encontrado' });
      }),
    );
    const { body } = await gql<{ orderPendingTransfers: { total: number; transfers: { orderId: string }[] } }>(
      s.app,
      PENDING,
      { token: 'token' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.orderPendingTransfers).toEqual({
      total: 1,
      transfers: [{ orderId: TRANSFER.orderId, orderNumber: TRANSFER.orderNumber }],
    });
    expect(asked).toEqual([
      '/api/order-management/pending-transfers',
      '/api/store/management/orders/pending-transfers',
    ]);
  });

  it('pending transfers are empty when both paths fail, even a dropped connection', async () => {
    s.stub.setHandler(asStaff(fail));
    const failed = await gql(s.app, PENDING, { token: 'token' });
    expect(failed.body.errors).toBeUndefined();
    expect(failed.body.data).toEqual({ orderPendingTransfers: { total: 0, transfers: [] } });
    s.stub.setHandler(asStaff((request) => request.socket.destroy()));
    const dropped = await gql(s.app, PENDING, { token: 'token' });
    expect(dropped.body.data).toEqual({ orderPendingTransfers: { total: 0, transfers: [] } });
  });

  it('an expired session is not turned into zeros or an empty list', async () => {
    s.stub.setHandler(
      asStaff((_request, response) => sendJson(response, 401, { success: false, message: 'Token inválido' })),
    );
    expect(firstError((await gql(s.app, '{ ordersDashboard { totalOrders } }', { token: 'token' })).body).code).toBe(
      'UNAUTHENTICATED',
    );
    expect(firstError((await gql(s.app, PENDING, { token: 'token' })).body).code).toBe('UNAUTHENTICATED');
  });

  it('a failed status change is an error, never a silent success', async () => {
    s.stub.setHandler(asStaff(fail));
    const { body } = await gql(
      s.app,
      'mutation { changeOrderStatus(id: "55555555-5555-4555-8555-555555555555", input: { status: "confirmed" }) { message } }',
      { token: 'token' },
    );
    expect(firstError(body).status).toBe(500);
  });
});
