import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDate, FREEZE_MESSAGES, MEMBERSHIP_MESSAGES } from '@gym/domain';
import { restUser, STAFF_USER } from '../../test/fixtures';
import { firstError, gql } from '../../test/graphql';
import { startStack, type Stack } from '../../test/stack';
import { sendJson, useBffOnStubApi } from '../../test/stub-api';

const STATS = '{ membershipStats { total active pending expired cancelled suspended expiringSoon renewalRate } }';

describe('membership stats when the stats call fails (stub api)', () => {
  const s = useBffOnStubApi();

  it('counts each status from the list calls, 1,000 per status', async () => {
    const totals: Record<string, number> = { all: 40, active: 25, pending: 6, expired: 5, cancelled: 3, suspended: 1 };
    const limits: string[] = [];
    s.stub.setHandler((req, res) => {
      const url = new URL(req.url ?? '/', 'http://stub');
      if (url.pathname === '/api/auth/profile')
        return sendJson(res, 200, { success: true, data: { user: STAFF_USER } });
      if (url.pathname === '/api/memberships/stats') return sendJson(res, 500, { success: false, message: 'falló' });
      if (url.pathname === '/api/memberships') {
        limits.push(url.searchParams.get('limit') ?? '');
        const total = totals[url.searchParams.get('status') ?? 'all'] ?? 0;
        return sendJson(res, 200, {
          success: true,
          data: { memberships: [], pagination: { total, page: 1, pages: 1, limit: 1000 } },
        });
      }
      return sendJson(res, 404, { success: false, message: 'Ruta no encontrada' });
    });
    const { body } = await gql<{ membershipStats: unknown }>(s.app, STATS, { token: 'token' });
    expect(body.errors).toBeUndefined();
    expect(body.data?.membershipStats).toEqual({
      total: 40,
      active: 25,
      pending: 6,
      expired: 5,
      cancelled: 3,
      suspended: 1,
      expiringSoon: null,
      renewalRate: null,
    });
    expect(limits).toEqual(Array(6).fill('1000'));
  });

  it('an expired session is not turned into figures', async () => {
    s.stub.setHandler((req, res) => {
      if (req.url?.startsWith('/api/auth/profile'))
        return sendJson(res, 200, { success: true, data: { user: STAFF_USER } });
      return sendJson(res, 401, { success: false, message: 'Token inválido' });
    });
    const { body } = await gql(s.app, STATS, { token: 'token' });
    expect(firstError(body).code).toBe('UNAUTHENTICATED');
  });
});

describe('deleting a membership (stub api)', () => {
  const s = useBffOnStubApi();
  const ADMIN_USER = restUser({ id: '22222222-2222-4222-8222-222222222222', role: 'admin' });

  it('answers what the api says: deleted, with its message', async () => {
    const calls: string[] = [];
    s.stub.setHandler((req, res) => {
      if (req.url?.startsWith('/api/auth/profile'))
        return sendJson(res, 200, { success: true, data: { user: ADMIN_USER } });
      calls.push(`${req.method} ${req.url}`);
      return sendJson(res, 200, {
        success: true,
        data: { deleted: true, archived: false },
        message: MEMBERSHIP_MESSAGES.deleted,
      });
    });
    const id = '33333333-3333-4333-8333-333333333333';
    const { body } = await gql<{ deleteMembership: unknown }>(
      s.app,
      `mutation { deleteMembership(id: "${id}") { deleted archived message } }`,
      { token: 'token' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.deleteMembership).toEqual({
      deleted: true,
      archived: false,
      message: MEMBERSHIP_MESSAGES.deleted,
    });
    expect(calls).toEqual([`DELETE /api/memberships/${id}`]);
  });
});

describe('membership administration through the bff (real api)', () => {
  let stack: Stack;
  let staff: string;
  let luis: string;
  let admin: string;

  beforeAll(async () => {
    stack = await startStack();
    admin = await stack.login('admin');
    staff = await stack.login('colaborador');
    luis = await stack.login('cliente');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('staff freeze a membership with a reason and resume it the same day', async () => {
    const today = businessDate();
    const until = addDays(today, 6);
    const list = await gql<{ adminMemberships: { memberships: { id: string; endDate: string }[] } }>(
      stack.bff,
      '{ adminMemberships(filter: { status: "active", sortBy: "endDate", sortOrder: "DESC", limit: 1 }) { memberships { id endDate } } }',
      { token: staff },
    );
    const { id, endDate } = list.body.data!.adminMemberships.memberships[0]!;
    const freeze = (token: string, reason: string) =>
      gql<{ freezeMembership: { isFrozen: boolean; endDate: string; freeze: { endDate: string; reason: string } } }>(
        stack.bff,
        `mutation { freezeMembership(id: "${id}", input: { startDate: "${today}", endDate: "${until}", reason: "${reason}" }) { isFrozen endDate freeze { endDate reason } } }`,
        { token },
      );
    expect(firstError((await freeze(staff, '')).body).code).toBe('BAD_USER_INPUT');
    expect(firstError((await freeze(luis, 'Viaje')).body).code).toBe('FORBIDDEN');

    const frozen = await freeze(staff, 'Viaje');
    expect(frozen.body.errors).toBeUndefined();
    expect(frozen.body.data?.freezeMembership).toEqual({
      isFrozen: true,
      endDate: addDays(endDate, 7),
      freeze: { endDate: until, reason: 'Viaje' },
    });
    const again = await freeze(staff, 'Viaje');
    expect(firstError(again.body).message).toBe(FREEZE_MESSAGES.alreadyFrozen);

    const resumed = await gql<{ unfreezeMembership: { isFrozen: boolean; endDate: string; freeze: null } }>(
      stack.bff,
      `mutation { unfreezeMembership(id: "${id}") { isFrozen endDate freeze { id } } }`,
      { token: staff },
    );
    // Resumed the day it started: no day was frozen, the end date is back where it was.
    expect(resumed.body.data?.unfreezeMembership).toEqual({ isFrozen: false, endDate, freeze: null });
  });

  it('staff list, cancel with a reason and read the change in the history', async () => {
    const list = await gql<{
      adminMemberships: { memberships: { id: string; status: string }[]; pagination: { total: number } };
    }>(
      stack.bff,
      '{ adminMemberships(filter: { status: "active", sortBy: "endDate", sortOrder: "ASC", limit: 5 }) { memberships { id status user { email } } pagination { total page pages limit } } }',
      { token: staff },
    );
    expect(list.body.errors).toBeUndefined();
    const active = list.body.data!.adminMemberships.memberships;
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((m) => m.status === 'active')).toBe(true);

    const refused = await gql(stack.bff, `mutation { cancelMembership(id: "${active[0]!.id}", reason: "") { id } }`, {
      token: staff,
    });
    expect(firstError(refused.body).code).toBe('BAD_USER_INPUT');

    const cancelled = await gql<{ cancelMembership: { status: string; cancelReason: string } }>(
      stack.bff,
      `mutation { cancelMembership(id: "${active[0]!.id}", reason: "Se muda de ciudad") { status cancelReason } }`,
      { token: staff },
    );
    expect(cancelled.body.data?.cancelMembership).toEqual({ status: 'cancelled', cancelReason: 'Se muda de ciudad' });

    const detail = await gql<{
      adminMembership: { membership: { status: string }; history: { toStatus: string; reason: string }[] };
    }>(
      stack.bff,
      `{ adminMembership(id: "${active[0]!.id}") { membership { status } payments { id status } history { action fromStatus toStatus reason actor { name role } createdAt } } }`,
      { token: staff },
    );
    expect(detail.body.data?.adminMembership.membership.status).toBe('cancelled');
    expect(detail.body.data?.adminMembership.history).toContainEqual(
      expect.objectContaining({ fromStatus: 'active', toStatus: 'cancelled', reason: 'Se muda de ciudad' }),
    );
  });

  it('figures and the expiring and expired lists answer for staff', async () => {
    const { body } = await gql<{
      membershipStats: { total: number; active: number; expiringSoon: number | null };
      expiringMemberships: { pagination: { total: number } };
      expiredMemberships: { memberships: { status: string }[] };
    }>(
      stack.bff,
      `{ ${STATS.slice(2, -2)} expiringMemberships(days: 30) { pagination { total } } expiredMemberships(days: 0) { memberships { status } } }`,
      { token: staff },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.membershipStats.total).toBeGreaterThan(0);
    expect(body.data!.membershipStats.expiringSoon).not.toBeNull();
    expect(body.data!.expiredMemberships.memberships.every((m) => m.status === 'expired')).toBe(true);
  });

  it('a member gets FORBIDDEN on the staff list', async () => {
    const { body } = await gql(stack.bff, '{ adminMemberships { pagination { total } } }', { token: luis });
    expect(firstError(body).code).toBe('FORBIDDEN');
  });

  it('the admin deletes one with payments: it is archived and leaves the list; staff may not delete', async () => {
    const list = await gql<{ adminMemberships: { memberships: { id: string }[] } }>(
      stack.bff,
      '{ adminMemberships(filter: { limit: 50 }) { memberships { id } } }',
      { token: admin },
    );
    const ids = list.body.data!.adminMemberships.memberships.map((m) => m.id);
    let withPayments: string | undefined;
    for (const id of ids) {
      const detail = await gql<{ adminMembership: { payments: { id: string }[] } }>(
        stack.bff,
        `{ adminMembership(id: "${id}") { payments { id } } }`,
        { token: admin },
      );
      if (detail.body.data!.adminMembership.payments.length > 0) {
        withPayments = id;
        break;
      }
    }
    expect(withPayments).toBeDefined();

    const refused = await gql(stack.bff, `mutation { deleteMembership(id: "${withPayments}") { deleted } }`, {
      token: staff,
    });
    expect(firstError(refused.body).code).toBe('FORBIDDEN');

    const { body } = await gql<{ deleteMembership: { deleted: boolean; archived: boolean; message: string } }>(
      stack.bff,
      `mutation { deleteMembership(id: "${withPayments}") { deleted archived message } }`,
      { token: admin },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.deleteMembership).toEqual({
      deleted: false,
      archived: true,
      message: MEMBERSHIP_MESSAGES.archived,
    });
    const after = await gql<{ adminMemberships: { memberships: { id: string }[] } }>(
      stack.bff,
      '{ adminMemberships(filter: { limit: 100 }) { memberships { id } } }',
      { token: admin },
    );
    expect(after.body.data!.adminMemberships.memberships.map((m) => m.id)).not.toContain(withPayments);
  });

  it('the admin runs the expiry now and reads how many expired; staff may not', async () => {
    const { body } = await gql<{ expireMembershipsNow: { expired: number; releasedSlots: number; message: string } }>(
      stack.bff,
      'mutation { expireMembershipsNow { expired releasedSlots message } }',
      { token: admin },
    );
    expect(body.errors).toBeUndefined();
    const run = body.data!.expireMembershipsNow;
    expect(run.expired).toBeGreaterThanOrEqual(0);
    expect(run.message).toBe(MEMBERSHIP_MESSAGES.expiredNow(run.expired));

    const refused = await gql(stack.bff, 'mutation { expireMembershipsNow { expired } }', { token: staff });
    expect(firstError(refused.body).code).toBe('FORBIDDEN');
  });
});
