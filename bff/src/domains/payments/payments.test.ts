import { describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
import { STAFF_USER } from '../../test/fixtures';
import { sendJson, useBffOnStubApi } from '../../test/stub-api';

const PENDING_CASH = {
  id: '0b6f1a8e-2a4c-4a1e-9a57-3c1d2e4f5a60',
  userId: null,
  amount: 275,
  method: 'cash',
  status: 'completed',
  paymentType: 'membership',
  concept: 'Membresía Mensual',
  orderId: null,
  membershipId: null,
  membership: null,
  proofUrl: null,
  proofUploadedAt: null,
  validatedAt: null,
  paymentDate: '2026-11-23T10:00:00.000Z',
  createdAt: '2026-11-23T09:00:00.000Z',
};

describe('payments degradation (failing api)', () => {
  const s = useBffOnStubApi();

  /** The profile answers (role checks need it); every payments call fails with `status`. */
  const failPayments = (status: number) =>
    s.stub.setHandler((req, res) => {
      if (req.url?.startsWith('/api/auth/profile'))
        return sendJson(res, 200, { success: true, data: { user: STAFF_USER } });
      return sendJson(res, status, { success: false, message: 'falló' });
    });

  it.each([500, 503, 404])('a %i on the payment list gives an empty page', async (status) => {
    failPayments(status);
    const { body } = await gql<{
      payments: { payments: unknown[]; pagination: { total: number; page: number; limit: number } };
    }>(s.app, '{ payments(filter: { page: 2 }) { payments { id } pagination { total page pages limit } } }', {
      token: 'token',
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.payments).toEqual({ payments: [], pagination: { total: 0, page: 2, pages: 0, limit: 20 } });
  });

  it('a role the api refuses (403) reaches the client as FORBIDDEN, never as an empty list or queue', async () => {
    s.stub.setHandler((req, res) => {
      if (req.url?.startsWith('/api/auth/profile'))
        return sendJson(res, 200, { success: true, data: { user: STAFF_USER } });
      return sendJson(res, 403, { success: false, message: 'No tienes permisos para realizar esta acción' });
    });
    const list = await gql(s.app, '{ payments { payments { id } } }', { token: 'token' });
    expect(firstError(list.body)).toEqual({
      message: 'No tienes permisos para realizar esta acción',
      code: 'FORBIDDEN',
      status: 403,
    });
    const queue = await gql(s.app, '{ pendingTransfers { urgentHours } }', { token: 'token' });
    expect(firstError(queue.body).code).toBe('FORBIDDEN');
  });

  it('an expired session (401) on the payment list is UNAUTHENTICATED, never an empty list', async () => {
    failPayments(401);
    const { body } = await gql(s.app, '{ payments { payments { id } } }', { token: 'token' });
    expect(firstError(body).code).toBe('UNAUTHENTICATED');
  });

  it('a failing transfer queue is empty for staff, figures at zero', async () => {
    failPayments(500);
    const { body } = await gql<{
      pendingTransfers: { transfers: unknown[]; summary: { total: number; urgent: number }; urgentHours: number };
    }>(
      s.app,
      '{ pendingTransfers(filter: { urgentHours: 48 }) { transfers { waitingHours } summary { total urgent } urgentHours } }',
      {
        token: 'token',
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.pendingTransfers).toEqual({ transfers: [], summary: { total: 0, urgent: 0 }, urgentHours: 48 });
  });

  it('a second validation passes the api 409 and its Spanish message through', async () => {
    s.stub.setHandler((req, res) => {
      if (req.url?.startsWith('/api/auth/profile'))
        return sendJson(res, 200, { success: true, data: { user: STAFF_USER } });
      return sendJson(res, 409, { success: false, message: 'Esta transferencia ya fue validada' });
    });
    const { body } = await gql(
      s.app,
      'mutation { validateTransfer(id: "6f1c0b1e-8c1a-4a52-9f57-0a4a0f5a6a11", input: { approved: true }) { id } }',
      { token: 'token' },
    );
    expect(firstError(body)).toMatchObject({ message: 'Esta transferencia ya fue validada', status: 409 });
  });

  it('a failing card queue and a failing search are empty', async () => {
    failPayments(500);
    const { body } = await gql<{ pendingCardPayments: unknown; searchPayments: unknown }>(
      s.app,
      '{ pendingCardPayments { payments { payment { id } } total totalAmount urgent } searchPayments(input: { q: "ana" }) { payments { payment { id } } total } }',
      { token: 'token' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      pendingCardPayments: { payments: [], total: 0, totalAmount: 0, urgent: 0 },
      searchPayments: { payments: [], total: 0 },
    });
  });

  it('a second card confirmation passes the api 409 and its message through', async () => {
    s.stub.setHandler((req, res) => {
      if (req.url?.startsWith('/api/auth/profile'))
        return sendJson(res, 200, { success: true, data: { user: STAFF_USER } });
      return sendJson(res, 409, {
        success: false,
        message: 'Este pago ya fue confirmado; no se puede procesar de nuevo',
      });
    });
    const { body } = await gql(
      s.app,
      `mutation { confirmCardPayment(id: "${PENDING_CASH.id}", input: { transactionId: "TX-1", cardLast4: "4242" }) { id } }`,
      { token: 'token' },
    );
    expect(firstError(body)).toMatchObject({
      message: 'Este pago ya fue confirmado; no se puede procesar de nuevo',
      status: 409,
    });
  });

  it('a failing cash queue is empty', async () => {
    failPayments(503);
    const { body } = await gql<{ pendingCashPayments: unknown }>(
      s.app,
      '{ pendingCashPayments { payments { payment { id } } total totalAmount urgent } }',
      { token: 'token' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.pendingCashPayments).toEqual({ payments: [], total: 0, totalAmount: 0, urgent: 0 });
  });

  it('confirming cash answers the change; cancelling needs a reason before the api is asked', async () => {
    const calls: string[] = [];
    s.stub.setHandler((req, res) => {
      if (req.url?.startsWith('/api/auth/profile'))
        return sendJson(res, 200, { success: true, data: { user: STAFF_USER } });
      calls.push(`${req.method} ${req.url}`);
      return sendJson(res, 200, { success: true, data: { payment: PENDING_CASH, change: 25 } });
    });
    const confirmed = await gql<{ confirmCashPayment: { change: number; payment: { id: string } } }>(
      s.app,
      `mutation { confirmCashPayment(id: "${PENDING_CASH.id}", input: { receivedAmount: 300 }) { change payment { id } } }`,
      { token: 'token' },
    );
    expect(confirmed.body.data?.confirmCashPayment).toEqual({ change: 25, payment: { id: PENDING_CASH.id } });

    const cancelled = await gql(
      s.app,
      `mutation { cancelCashPayment(id: "${PENDING_CASH.id}", input: { reason: "" }) { id } }`,
      { token: 'token' },
    );
    expect(firstError(cancelled.body).code).toBe('BAD_USER_INPUT');
    expect(calls).toEqual([`POST /api/payments/${PENDING_CASH.id}/confirm-cash`]);
  });

  it('an expired session is not hidden: 401 still reaches the web', async () => {
    failPayments(401);
    const { body } = await gql(s.app, '{ payments { payments { id } } }', { token: 'token' });
    expect(firstError(body).code).toBe('UNAUTHENTICATED');
  });

  it('creating a payment still reports its failure', async () => {
    failPayments(400);
    const { body } = await gql(s.app, 'mutation { createPayment(input: { paymentType: "daily" }) { id } }', {
      token: 'token',
    });
    expect(firstError(body)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'falló' });
  });
});
