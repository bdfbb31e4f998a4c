import { endDateAfterMonths, formatBusinessDate, MEMBERSHIP_MESSAGES, nextDay } from '@gym/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, payments } from '../../db/schema/index';
import { backends, useStaffTestApp } from '../../test/test-app';

describe.each(backends)('a membership period is renewed once on %s', (backend) => {
  const t = useStaffTestApp(backend);

  const sellMonthly = async () => {
    const client = await t.newClient('Renata');
    const plans = (await t.app.inject({ url: '/api/memberships/plans' })).json().data.plans as {
      id: string;
      durationType: string;
    }[];
    const sold = await t.app.inject({
      method: 'POST',
      url: '/api/memberships/purchase',
      headers: t.staff,
      payload: {
        planId: plans.find((p) => p.durationType === 'monthly')!.id,
        userId: client.userId,
        paymentMethod: 'cash',
      },
    });
    expect(sold.statusCode, sold.body).toBe(201);
    return { client, membership: sold.json().data.membership as { id: string; endDate: string; userId: string } };
  };
  const renew = (id: string, payload: object = {}, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/memberships/${id}/renew`,
      headers: { ...t.staff, ...headers },
      payload,
    });
  const renewalsOf = (userId: string) =>
    t.app.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, userId), inArray(memberships.status, ['active', 'pending'])));
  const paymentsOf = (userId: string) =>
    t.app.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.paymentType, 'membership')));

  it('of 10 renewals at once makes one renewal and takes one payment; the others answer until when', async () => {
    const { client, membership } = await sellMonthly();
    const paidBefore = (await paymentsOf(client.userId)).length;
    const responses = await Promise.all(Array.from({ length: 10 }, () => renew(membership.id)));

    const created = responses.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(1);
    const renewal = created[0]!.json().data.membership as { startDate: string; endDate: string };
    expect(renewal.startDate).toBe(nextDay(membership.endDate));
    for (const refused of responses.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().renewedUntil).toBe(renewal.endDate);
      expect(refused.json().message).toContain(formatBusinessDate(renewal.endDate));
    }
    expect(await renewalsOf(client.userId)).toHaveLength(2);
    expect((await paymentsOf(client.userId)).length).toBe(paidBefore + 1);
  });

  it('renews the next period only when asked to (queueNext), after the last renewal', async () => {
    const { client, membership } = await sellMonthly();
    const first = await renew(membership.id);
    expect(first.statusCode).toBe(201);
    const firstEnd = first.json().data.membership.endDate as string;

    const refused = await renew(membership.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MEMBERSHIP_MESSAGES.alreadyRenewed(firstEnd));
    expect(refused.json().message).toContain(`Renovar a partir del ${formatBusinessDate(nextDay(firstEnd))}`);

    const queued = await renew(membership.id, { queueNext: true });
    expect(queued.statusCode, queued.body).toBe(201);
    expect(queued.json().data.membership).toMatchObject({
      startDate: nextDay(firstEnd),
      endDate: endDateAfterMonths(nextDay(firstEnd), 1),
      status: 'active',
    });
    expect(await renewalsOf(client.userId)).toHaveLength(3);
  });

  it('answers a retried renewal with the same key with the first renewal, not a 409', async () => {
    const { client, membership } = await sellMonthly();
    const key = { 'idempotency-key': `renew-${membership.id}` };
    const first = await renew(membership.id, { months: 1 }, key);
    expect(first.statusCode).toBe(201);
    const retry = await renew(membership.id, { months: 1 }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data.membership.id).toBe(first.json().data.membership.id);
    expect(await renewalsOf(client.userId)).toHaveLength(2);
  });
});
