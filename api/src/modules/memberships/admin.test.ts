import { businessDate, endDateAfterMonths, MEMBERSHIP_MESSAGES, membershipEndDate, nextDay } from '@gym/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, gymTimeSlots, memberships, payments, slotReservations } from '../../db/schema/index';
import { backends, bearer, useStaffTestApp, type SignedIn } from '../../test/test-app';
import { expireMemberships } from './lifecycle.service';

const DAY_MS = 86_400_000;
const daysFromToday = (n: number) => businessDate(new Date(Date.now() + n * DAY_MS));

describe.each(backends)('membership administration on %s', (backend) => {
  const t = useStaffTestApp(backend);

  const plans = async () =>
    (await t.app.inject({ url: '/api/memberships/plans' })).json().data.plans as {
      id: string;
      durationType: string;
      price: number;
    }[];
  const planOf = async (duration: string) => (await plans()).find((p) => p.durationType === duration)!;
  const slotId = async (day: string, startTime: string) => {
    const [row] = await t.app.db
      .select({ id: gymTimeSlots.id })
      .from(gymTimeSlots)
      .where(and(eq(gymTimeSlots.day, day), eq(gymTimeSlots.startTime, startTime)));
    return row!.id;
  };
  const newClient = () => t.newClient('Rosa');
  /** Staff sell a plan at the desk. */
  const sell = async (client: SignedIn, payload: Record<string, unknown> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/memberships/purchase',
      headers: t.staff,
      payload: { planId: (await planOf('monthly')).id, userId: client.userId, paymentMethod: 'cash', ...payload },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data;
  };
  /** The member buys a monthly plan online paying cash at the desk: pending until staff confirm it. */
  const buyOnline = async (client: SignedIn) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/memberships/purchase',
      headers: bearer(client.token),
      payload: { planId: (await planOf('monthly')).id, paymentMethod: 'cash', selectedSchedule: {} },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as { membership: { id: string }; payment: { id: string } };
  };
  const postPayment = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/payments${url}`, headers: t.staff, payload });
  const get = (url: string, headers = t.staff) => t.app.inject({ url: `/api/memberships${url}`, headers });
  const post = (url: string, payload: Record<string, unknown>, headers = t.staff) =>
    t.app.inject({ method: 'POST', url: `/api/memberships${url}`, headers, payload });
  const heldBy = async (membershipId: string) =>
    (
      await t.app.db
        .select({ n: count() })
        .from(slotReservations)
        .where(eq(slotReservations.membershipId, membershipId))
    )[0]?.n ?? 0;
  const auditOf = (id: string) =>
    t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'membership'), eq(auditEvents.entityId, id)));

  it('answers /stats, /expired and /expiring-soon instead of reading them as an id', async () => {
    for (const path of ['/stats', '/expired', '/expiring-soon']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
    }
    const stats = (await get('/stats')).json().data;
    expect(stats).toMatchObject({ total: expect.any(Number), renewalRate: expect.any(Number) });
    expect(stats.total).toBe(stats.active + stats.pending + stats.expired + stats.cancelled + stats.suspended);
    // The demo client Luis had a membership that ended and bought the next one: a renewal.
    expect(stats.renewalRate).toBeGreaterThan(0);
    expect(stats.totalMemberships).toBe(stats.total);
  });

  it('sells at the desk for cash: active at once with a completed payment and audit rows', async () => {
    const client = await newClient();
    const tuesday = await slotId('tuesday', '06:00');
    const sold = await sell(client, { selectedSchedule: { tuesday: [tuesday] } });
    expect(sold.paidAtDesk).toBe(true);
    expect(sold.membership).toMatchObject({ status: 'active', userId: client.userId, startDate: businessDate() });
    expect(sold.payment).toMatchObject({
      status: 'completed',
      method: 'cash',
      receivedAmount: 250,
      registeredBy: expect.any(String),
      notes: 'Pago en efectivo recibido',
    });
    const detail = (await get(`/${sold.membership.id}`)).json().data;
    expect(detail.payments).toHaveLength(1);
    expect(detail.history[0]).toMatchObject({ action: 'create_paid_at_desk', toStatus: 'active' });
    expect(detail.history[0].actor.name).toBe('Ana Castillo');
    // The client sees it active.
    const mine = (await get('', bearer(client.token))).json().data.memberships;
    expect(mine[0]).toMatchObject({ id: sold.membership.id, status: 'active' });
    // The client's own detail carries no staff history.
    expect((await get(`/${sold.membership.id}`, bearer(client.token))).json().data.history).toEqual([]);

    const byTransfer = await sell(await newClient(), { paymentMethod: 'transfer' });
    expect(byTransfer.paidAtDesk).toBe(false);
    expect(byTransfer.membership.status).toBe('pending');
    expect(byTransfer.payment.status).toBe('pending');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/memberships/purchase',
      headers: t.staff,
      payload: { planId: (await planOf('monthly')).id, userId: byTransfer.membership.userId },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MEMBERSHIP_MESSAGES.clientPendingExists);
  });

  it('filters, searches, sorts and pages the list as staff ask', async () => {
    const client = await newClient();
    const sold = await sell(client, { planId: (await planOf('quarterly')).id });
    const list = async (query: string) => {
      const response = await get(`?${query}`);
      expect(response.statusCode, query).toBe(200);
      return response.json().data;
    };
    const all = await list('status=all&type=all');
    expect(all.pagination).toMatchObject({ page: 1, limit: 20 });
    const bySearch = await list(`search=${encodeURIComponent(`Rosa ${client.lastName}`)}`);
    expect(bySearch.memberships.map((m: { id: string }) => m.id)).toEqual([sold.membership.id]);
    expect(bySearch.memberships[0].user).toMatchObject({
      firstName: 'Rosa',
      email: client.email,
    });
    const quarterly = await list('type=quarterly&limit=100');
    expect(
      quarterly.memberships.every((m: { plan: { durationType: string } }) => m.plan.durationType === 'quarterly'),
    ).toBe(true);
    expect(quarterly.memberships.some((m: { id: string }) => m.id === sold.membership.id)).toBe(true);
    const active = await list('status=active&limit=100');
    expect(active.memberships.every((m: { status: string }) => m.status === 'active')).toBe(true);
    const byUser = await list(`userId=${client.userId}`);
    expect(byUser.pagination.total).toBe(1);
    const cheapFirst = await list('sortBy=price&sortOrder=ASC&limit=100');
    const prices = cheapFirst.memberships.map((m: { price: number }) => m.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byEnd = await list('sortBy=endDate&sortOrder=desc&limit=100');
    const ends = byEnd.memberships.map((m: { endDate: string }) => m.endDate);
    expect(ends).toEqual([...ends].sort().reverse());
    // A period the membership overlaps: it started today, so one that ended yesterday misses it.
    const before = await list(`userId=${client.userId}&endDate=${daysFromToday(-1)}`);
    expect(before.pagination.total).toBe(0);
    const during = await list(`userId=${client.userId}&startDate=${daysFromToday(10)}&endDate=${daysFromToday(20)}`);
    expect(during.pagination.total).toBe(1);

    const refused = async (query: string) => {
      const response = await get(`?${query}`);
      expect(response.statusCode, query).toBe(422);
      return response.json().message;
    };
    expect(await refused('sortBy=color')).toMatch(/^El orden debe ser uno de: createdAt, startDate/);
    expect(await refused('type=lifetime')).toMatch(/^El tipo de plan debe ser uno de: daily/);
    expect(await refused('startDate=2026-02-30')).toBe('La fecha de inicio debe tener el formato AAAA-MM-DD');
    expect(await refused('endDate=ayer')).toBe('La fecha de fin debe tener el formato AAAA-MM-DD');
  });

  it('lists the expiring soon (7 days by default) and the expired (all, or within days)', async () => {
    const soon = await sell(await newClient());
    await t.app.db
      .update(memberships)
      .set({ endDate: daysFromToday(3) })
      .where(eq(memberships.id, soon.membership.id));
    const later = await sell(await newClient());
    await t.app.db
      .update(memberships)
      .set({ endDate: daysFromToday(9) })
      .where(eq(memberships.id, later.membership.id));
    const ended = await sell(await newClient());
    await t.app.db
      .update(memberships)
      .set({ startDate: daysFromToday(-40), endDate: daysFromToday(-10) })
      .where(eq(memberships.id, ended.membership.id));

    const ids = (data: { memberships: { id: string }[] }) => data.memberships.map((m) => m.id);
    const expiring = (await get('/expiring-soon?limit=100')).json().data;
    expect(ids(expiring)).toContain(soon.membership.id);
    expect(ids(expiring)).not.toContain(later.membership.id);
    expect(expiring.memberships.every((m: { isExpiringSoon: boolean }) => m.isExpiringSoon)).toBe(true);
    expect(ids((await get('/expiring-soon?days=10&limit=100')).json().data)).toContain(later.membership.id);

    const expired = (await get('/expired?limit=100')).json().data;
    expect(ids(expired)).toContain(ended.membership.id);
    expect(expired.memberships.every((m: { status: string }) => m.status === 'expired')).toBe(true);
    expect(ids((await get('/expired?days=5&limit=100')).json().data)).not.toContain(ended.membership.id);
    expect(ids((await get('/expired?days=15&limit=100')).json().data)).toContain(ended.membership.id);
    expect((await get('/expired?days=-1')).statusCode).toBe(422);
  });

  it('reads an end date sent as a full ISO date-time as its day in Guatemala (issue 34 item 10)', async () => {
    const sold = await sell(await newClient());
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/memberships/${sold.membership.id}`, headers: t.staff, payload });
    const day = daysFromToday(40);
    const next = daysFromToday(41);
    // What another client's date picker sends: the day's midnight in UTC, the day's midnight in
    // Guatemala (06:00 UTC), the day's last moment in Guatemala written in UTC (the next day's
    // 05:59 UTC), and a time with Guatemala's own offset.
    for (const endDate of [
      `${day}T00:00:00.000Z`,
      `${day}T06:00:00.000Z`,
      `${next}T05:59:59.999Z`,
      `${day}T23:30:00-06:00`,
      `${day}T18:00`,
    ]) {
      const response = await put({ endDate });
      expect(response.statusCode, `${endDate}: ${response.body}`).toBe(200);
      expect(response.json().data.membership.endDate, endDate).toBe(day);
    }
    const stored = await t.app.db
      .select({ endDate: memberships.endDate })
      .from(memberships)
      .where(eq(memberships.id, sold.membership.id));
    expect(stored[0]!.endDate).toBe(day);
    // The next day's first moment in Guatemala is that next day.
    expect((await put({ endDate: `${next}T06:00:00Z` })).json().data.membership.endDate).toBe(next);
    for (const endDate of ['2027-02-30T10:00:00Z', '31/12/2026', `${day}T25:00:00Z`]) {
      const refused = await put({ endDate });
      expect(refused.statusCode, endDate).toBe(422);
      expect(refused.json().message).toBe('La fecha de fin debe tener el formato AAAA-MM-DD');
    }
  });

  it('edits dates and notes, suspends (freeing slots) and resumes, refusing what has its own call', async () => {
    const client = await newClient();
    const sold = await sell(client, { selectedSchedule: { wednesday: [await slotId('wednesday', '06:00')] } });
    const id = sold.membership.id;
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/memberships/${id}`, headers: t.staff, payload });

    const edited = await put({ endDate: daysFromToday(45), notes: 'Cortesía' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.membership).toMatchObject({ endDate: daysFromToday(45), notes: 'Cortesía' });
    expect(await heldBy(id)).toBe(1);

    const suspended = await put({ status: 'suspended' });
    expect(suspended.json().data.membership.status).toBe('suspended');
    expect(await heldBy(id)).toBe(0);
    expect((await put({ status: 'active' })).json().data.membership.status).toBe('active');

    const refusals: [Record<string, unknown>, number, string][] = [
      [{}, 400, MEMBERSHIP_MESSAGES.nothingToUpdate],
      [{ endDate: '2020-01-01' }, 400, MEMBERSHIP_MESSAGES.endBeforeStart],
      [{ status: 'cancelled' }, 422, 'El estado debe ser uno de: active, suspended'],
      [{ price: -1 }, 422, 'El precio no puede ser negativo'],
    ];
    for (const [payload, status, message] of refusals) {
      const response = await put(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const pending = await sell(await newClient(), { paymentMethod: 'transfer' });
    const activate = await t.app.inject({
      method: 'PUT',
      url: `/api/memberships/${pending.membership.id}`,
      headers: t.staff,
      payload: { status: 'active' },
    });
    expect(activate.statusCode).toBe(400);
    expect(activate.json().message).toBe(MEMBERSHIP_MESSAGES.activateThroughPayment);
    const actions = (await auditOf(id)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['update', 'suspend', 'resume']));
  });

  it('renews for a month at the plan price after the running one, keeping its slots', async () => {
    const client = await newClient();
    const slot = await slotId('thursday', '06:00');
    const sold = await sell(client, { selectedSchedule: { thursday: [slot] } });
    const renewed = await post(`/${sold.membership.id}/renew`, { notes: 'Renovó en recepción' });
    expect(renewed.statusCode).toBe(201);
    const { membership, payment, previous } = renewed.json().data;
    const start = nextDay(sold.membership.endDate);
    expect(membership).toMatchObject({
      status: 'active',
      startDate: start,
      endDate: endDateAfterMonths(start, 1),
      price: 250,
      selectedSchedule: { thursday: [slot] },
    });
    expect(payment).toMatchObject({ amount: 250, status: 'completed', method: 'cash', membershipId: membership.id });
    expect(previous.id).toBe(sold.membership.id);
    expect((await auditOf(sold.membership.id)).map((a) => a.action)).toContain('renew');

    // Three months by transfer at a given price: pending until its payment is confirmed.
    const third = await post(`/${membership.id}/renew`, { months: 3, price: 600, paymentMethod: 'transfer' });
    expect(third.statusCode).toBe(201);
    expect(third.json().data.membership).toMatchObject({ status: 'pending', price: 600 });
    // That period is renewed already (pending its payment): a second renewal says until when.
    const again = await post(`/${membership.id}/renew`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      message: MEMBERSHIP_MESSAGES.alreadyRenewed(third.json().data.membership.endDate),
      renewedUntil: third.json().data.membership.endDate,
    });
    // Renewing the period after it is an explicit choice, and a pending payment still blocks it.
    const blocked = await post(`/${membership.id}/renew`, { queueNext: true });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().message).toBe(MEMBERSHIP_MESSAGES.clientPendingExists);
    expect((await post(`/${membership.id}/renew`, { months: 0 })).statusCode).toBe(422);
  });

  it('renews an ended membership from today, with the plan price per month', async () => {
    const client = await newClient();
    const sold = await sell(client, { planId: (await planOf('quarterly')).id });
    await t.app.db
      .update(memberships)
      .set({ startDate: daysFromToday(-100), endDate: daysFromToday(-10) })
      .where(eq(memberships.id, sold.membership.id));
    const renewed = await post(`/${sold.membership.id}/renew`, { months: 2 });
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json().data.membership).toMatchObject({
      startDate: businessDate(),
      endDate: endDateAfterMonths(businessDate(), 2),
      price: 450, // 675 / 3 months x 2
      status: 'active',
    });
    expect(renewed.json().data.previous.status).toBe('expired');
  });

  it('cancels once with a reason, freeing slots and cancelling its pending payment', async () => {
    const client = await newClient();
    const sold = await sell(client, {
      paymentMethod: 'transfer',
      selectedSchedule: { friday: [await slotId('friday', '06:00')] },
    });
    const id = sold.membership.id;
    expect(await heldBy(id)).toBe(1);
    const noReason = await post(`/${id}/cancel`, {});
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().message).toBe(MEMBERSHIP_MESSAGES.reasonRequired);
    const blank = await post(`/${id}/cancel`, { reason: '   ' });
    expect(blank.statusCode).toBe(422);

    const [first, second] = await Promise.all([
      post(`/${id}/cancel`, { reason: 'Se mudó de ciudad' }),
      post(`/${id}/cancel`, { reason: 'Se mudó de ciudad' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? first : second;
    const loser = first.statusCode === 200 ? second : first;
    expect(winner.json().data.membership).toMatchObject({ status: 'cancelled', cancelReason: 'Se mudó de ciudad' });
    expect(loser.json().message).toBe(MEMBERSHIP_MESSAGES.alreadyCancelled);
    expect(await heldBy(id)).toBe(0);
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, sold.payment.id));
    expect(payment).toMatchObject({ status: 'cancelled', reason: 'Se mudó de ciudad' });
    const cancels = (await auditOf(id)).filter((a) => a.action === 'cancel');
    expect(cancels).toHaveLength(1);
    expect(cancels[0]).toMatchObject({ fromStatus: 'pending', toStatus: 'cancelled', reason: 'Se mudó de ciudad' });
  });

  it('lets only the admin delete: one with payments is archived, one without is erased', async () => {
    const sold = await sell(await newClient());
    const id = sold.membership.id;
    const byStaff = await t.app.inject({ method: 'DELETE', url: `/api/memberships/${id}`, headers: t.staff });
    expect(byStaff.statusCode).toBe(403);
    const archived = await t.app.inject({ method: 'DELETE', url: `/api/memberships/${id}`, headers: t.admin });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({
      data: { deleted: false, archived: true },
      message: MEMBERSHIP_MESSAGES.archived,
    });
    const [kept] = await t.app.db.select().from(memberships).where(eq(memberships.id, id));
    expect(kept?.archivedAt).toBeInstanceOf(Date);
    expect(kept?.status).toBe('cancelled');
    expect((await get(`/${id}`)).statusCode).toBe(404);
    expect(
      (await get(`?userId=${sold.membership.userId}`)).json().data.memberships.map((m: { id: string }) => m.id),
    ).not.toContain(id);
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, sold.payment.id));
    expect(payment?.membershipId).toBe(id);

    const client = await newClient();
    const plan = await planOf('monthly');
    const [bare] = await t.app.db
      .insert(memberships)
      .values({
        userId: client.userId,
        planId: plan.id,
        status: 'pending',
        startDate: businessDate(),
        endDate: membershipEndDate(businessDate(), 'monthly'),
        price: '250.00',
      })
      .returning();
    const erased = await t.app.inject({ method: 'DELETE', url: `/api/memberships/${bare!.id}`, headers: t.admin });
    expect(erased.json().data).toEqual({ deleted: true, archived: false });
    expect(await t.app.db.select().from(memberships).where(eq(memberships.id, bare!.id))).toHaveLength(0);
    expect((await auditOf(bare!.id)).map((a) => a.action)).toEqual(['delete']);
  });

  it('expires memberships past their last day on demand (admin only), freeing their slots', async () => {
    const sold = await sell(await newClient(), { selectedSchedule: { saturday: [await slotId('saturday', '09:00')] } });
    const id = sold.membership.id;
    await t.app.db
      .update(memberships)
      .set({ startDate: daysFromToday(-31), endDate: daysFromToday(-1) })
      .where(eq(memberships.id, id));
    // Read as expired before any job ran.
    expect((await get(`/${id}`)).json().data.membership.status).toBe('expired');

    expect((await post('/expire-now', {}, t.staff)).statusCode).toBe(403);
    const run = await post('/expire-now', {}, t.admin);
    expect(run.statusCode).toBe(200);
    expect(run.json().data.expired.map((m: { id: string }) => m.id)).toContain(id);
    const [stored] = await t.app.db.select().from(memberships).where(eq(memberships.id, id));
    expect(stored?.status).toBe('expired');
    expect(await heldBy(id)).toBe(0);
    const audit = await auditOf(id);
    expect(audit.filter((a) => a.action === 'expire')).toHaveLength(1);
    expect(audit.find((a) => a.action === 'expire')).toMatchObject({ fromStatus: 'active', toStatus: 'expired' });
    // Nothing left to do: a second run changes nothing.
    expect((await post('/expire-now', {}, t.admin)).json().data.expired).toEqual([]);
  });

  it('activates from today a membership the nightly job expired while its payment waited', async () => {
    const bought = await buyOnline(await newClient());
    await t.app.db
      .update(memberships)
      .set({
        startDate: businessDate(new Date(Date.now() - 40 * DAY_MS)),
        endDate: businessDate(new Date(Date.now() - 10 * DAY_MS)),
      })
      .where(eq(memberships.id, bought.membership.id));
    await expireMemberships(t.app.db);
    const [expired] = await t.app.db.select().from(memberships).where(eq(memberships.id, bought.membership.id));
    expect(expired?.status).toBe('expired');

    const confirmed = await postPayment(`/${bought.payment.id}/confirm-cash`, { receivedAmount: 250 });
    expect(confirmed.statusCode).toBe(200);
    const [paid] = await t.app.db.select().from(memberships).where(eq(memberships.id, bought.membership.id));
    expect(paid).toMatchObject({ status: 'active', startDate: businessDate() });
    expect(paid!.endDate > businessDate()).toBe(true);
    const trail = await t.app.db
      .select({ action: auditEvents.action, fromStatus: auditEvents.fromStatus, toStatus: auditEvents.toStatus })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, bought.membership.id));
    expect(trail).toContainEqual({ action: 'activate', fromStatus: 'expired', toStatus: 'active' });
  });

  it('leaves expired a membership that was active before it expired', async () => {
    const client = await newClient();
    const first = await buyOnline(client);
    await postPayment(`/${first.payment.id}/confirm-cash`, { receivedAmount: 250 });
    await t.app.db
      .update(memberships)
      .set({
        startDate: businessDate(new Date(Date.now() - 40 * DAY_MS)),
        endDate: businessDate(new Date(Date.now() - 10 * DAY_MS)),
      })
      .where(eq(memberships.id, first.membership.id));
    await expireMemberships(t.app.db);
    // Paying it again (a second confirmation) is refused and changes nothing.
    expect((await postPayment(`/${first.payment.id}/confirm-cash`, { receivedAmount: 250 })).statusCode).toBe(409);
    const [row] = await t.app.db.select().from(memberships).where(eq(memberships.id, first.membership.id));
    expect(row?.status).toBe('expired');
  });

  it('does the expiry work once when two runs start at the same moment', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const sold = await sell(await newClient(), {
        paymentMethod: i % 2 ? 'transfer' : 'cash',
        selectedSchedule: { monday: [await slotId('monday', '17:00')] },
      });
      ids.push(sold.membership.id);
    }
    await t.app.db
      .update(memberships)
      .set({ startDate: daysFromToday(-40), endDate: daysFromToday(-2) })
      .where(inArray(memberships.id, ids));

    const [a, b] = await Promise.all([expireMemberships(t.app.db), expireMemberships(t.app.db)]);
    const expiredIds = [...a.expired, ...b.expired].map((m) => m.id).filter((id) => ids.includes(id));
    expect(expiredIds.sort()).toEqual([...ids].sort());
    const audits = await t.app.db
      .select({ entityId: auditEvents.entityId, n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'expire'), inArray(auditEvents.entityId, ids)))
      .groupBy(auditEvents.entityId);
    expect(audits).toHaveLength(ids.length);
    expect(audits.every((row) => row.n === 1)).toBe(true);
    const rows = await t.app.db.select().from(memberships).where(inArray(memberships.id, ids));
    expect(rows.every((row) => row.status === 'expired')).toBe(true);
    const [left] = await t.app.db
      .select({ n: count() })
      .from(slotReservations)
      .where(inArray(slotReservations.membershipId, ids));
    expect(left?.n).toBe(0);
  });
});
