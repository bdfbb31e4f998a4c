import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHttp } from '../../kernel/http/api-connection';
import { gql } from '../../test/graphql';
import { startStack, type Stack } from '../../test/stack';

describe('Idempotency-Key from the browser to the api (real api)', () => {
  let stack: Stack;
  let staff: string;

  beforeAll(async () => {
    stack = await startStack();
    staff = await stack.login('colaborador');
  });
  afterAll(async () => {
    await stack?.close();
  });

  const pass = (key: string | null) =>
    gql<{ registerDailyIncome: { visitors: number; change: number | null; payment: { id: string; amount: number } } }>(
      stack.bff,
      'mutation { registerDailyIncome(input: { visitors: 2, method: "cash", receivedAmount: 100 }) { visitors change payment { id amount } } }',
      { token: staff, headers: key ? { 'idempotency-key': key } : {} },
    );
  const dailyVisitors = async () =>
    (
      await gql<{ deskToday: { dailyPasses: { visitors: number } } }>(
        stack.bff,
        '{ deskToday { dailyPasses { visitors } } }',
        { token: staff },
      )
    ).body.data!.deskToday.dailyPasses.visitors;

  it('passes the key on to the api: a repeated mutation answers the first pass and records nothing more', async () => {
    const before = await dailyVisitors();
    const first = await pass('desk-1-attempt-1');
    expect(first.body.errors).toBeUndefined();
    const callsBefore = stack.apiCalls.length;
    const retry = await pass('desk-1-attempt-1');
    expect(retry.body.errors).toBeUndefined();
    expect(retry.body.data).toEqual(first.body.data);

    const sent = stack.apiCalls.slice(callsBefore).filter((call) => call.url === '/api/front-desk/daily-income');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers['idempotency-key']).toBe('desk-1-attempt-1');
    // Reads made for the same request (the caller's profile) carry no key.
    const reads = stack.apiCalls.slice(callsBefore).filter((call) => call.method === 'GET');
    expect(reads.every((call) => call.headers['idempotency-key'] === undefined)).toBe(true);
    expect(await dailyVisitors()).toBe(before + 2);

    // Without a key, or with another one, it is another pass.
    expect((await pass(null)).body.data?.registerDailyIncome.payment.id).not.toBe(
      first.body.data?.registerDailyIncome.payment.id,
    );
    expect((await pass('desk-1-attempt-2')).body.errors).toBeUndefined();
    expect(await dailyVisitors()).toBe(before + 6);
  });

  it("gives each write of one request its own key, derived from the browser's, and the same ones again", async () => {
    const { port } = stack.api.server.address() as AddressInfo;
    const send = async () => {
      const http = createApiHttp(
        { apiUrl: `http://127.0.0.1:${port}` },
        { token: staff, requestId: 'r-1', ip: '127.0.0.1', idempotencyKey: 'k-multi' },
      );
      const start = stack.apiCalls.length;
      await http.get('/health').catch(() => undefined);
      await http.post('/front-desk/daily-income', { visitors: 1, method: 'cash' }).catch(() => undefined);
      await http.post('/front-desk/daily-income', { visitors: 3, method: 'cash' }).catch(() => undefined);
      return stack.apiCalls.slice(start).map((call) => [call.method, call.headers['idempotency-key']]);
    };
    const keys = await send();
    expect(keys).toEqual([
      ['GET', undefined],
      ['POST', 'k-multi'],
      ['POST', 'k-multi:2'],
    ]);
    expect(await send()).toEqual(keys);
  });

  it('says until when a period is already renewed (extensions.renewedUntil) and renews the next one only with queueNext', async () => {
    const luis = await stack.login('cliente');
    const me = await gql<{ me: { id: string } }>(stack.bff, '{ me { id } }', { token: luis });
    const card = await gql<{ clientCard: { membership: { id: string } } }>(
      stack.bff,
      `{ clientCard(userId: "${me.body.data!.me.id}") { membership { id } } }`,
      { token: staff },
    );
    const id = card.body.data!.clientCard.membership.id;
    const renew = (input: string) =>
      gql<{ renewMembership: { membership: { startDate: string; endDate: string } } }>(
        stack.bff,
        `mutation { renewMembership(id: "${id}", input: { ${input} }) { membership { startDate endDate } } }`,
        { token: staff },
      );
    const first = await renew('months: 1, paymentMethod: "cash"');
    expect(first.body.errors).toBeUndefined();
    const until = first.body.data!.renewMembership.membership.endDate;

    const again = await renew('months: 1, paymentMethod: "cash"');
    expect(again.body.errors?.[0]?.extensions).toMatchObject({ status: 409, renewedUntil: until });
    expect(again.body.errors?.[0]?.message).toContain(until.split('-').reverse().join('/'));

    const queued = await renew('months: 1, paymentMethod: "cash", queueNext: true');
    expect(queued.body.errors).toBeUndefined();
    expect(queued.body.data!.renewMembership.membership.startDate > until).toBe(true);
  });
});
