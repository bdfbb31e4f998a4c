import { businessDate, MEMBERSHIP_MESSAGES, membershipEndDate, SCHEDULE_MESSAGES } from '@gym/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymTimeSlots, memberships, payments, slotReservations, users } from '../../db/schema/index';
import { backends, bearer, createTestApp, signIn, signInDemo, type SignedIn, type TestApp } from '../../test/test-app';

type Who = 'admin' | 'colaborador' | 'cliente' | 'maria';

describe.each(backends)('memberships routes on %s', (backend) => {
  let t: TestApp;
  const session = {} as Record<Who, SignedIn>;
  let plans: { id: string; name: string; durationType: string; price: number }[] = [];
  let fresh = 0;

  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const key of ['admin', 'colaborador', 'cliente', 'maria'] as const)
      session[key] = await signInDemo(t.app, key);
    plans = (await t.app.inject({ url: '/api/memberships/plans' })).json().data.plans;
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (who: Who | SignedIn) => bearer(typeof who === 'string' ? session[who].token : who.token);
  const planOf = (duration: string) => plans.find((p) => p.durationType === duration)!;
  const slotId = async (day: string, startTime: string) => {
    const [row] = await t.app.db
      .select({ id: gymTimeSlots.id })
      .from(gymTimeSlots)
      .where(and(eq(gymTimeSlots.day, day), eq(gymTimeSlots.startTime, startTime)));
    return row!.id;
  };
  /** A new signed-in cliente with no membership. */
  const newClient = async (): Promise<SignedIn> => {
    fresh += 1;
    const email = `miembro${fresh}@example.com`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: as('admin'),
      payload: { email, password: 'Miembro123', firstName: 'Miembro', lastName: 'Prueba', role: 'cliente' },
    });
    expect(response.statusCode).toBe(201);
    return signIn(t.app, email, 'Miembro123');
  };
  const purchase = (who: Who | SignedIn, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/memberships/purchase', headers: as(who), payload });

  it('lists the active plans publicly, in display order, with GTQ prices', async () => {
    expect(plans.map((p) => p.durationType)).toEqual(['daily', 'monthly', 'quarterly', 'annual']);
    expect(planOf('monthly')).toMatchObject({ name: 'Mensual', price: 250, isPopular: true, originalPrice: 300 });
  });

  it('buys a monthly plan with slots: pending membership, pending payment and held slots together', async () => {
    const member = await newClient();
    const tuesday = await slotId('tuesday', '06:00');
    const thursday = await slotId('thursday', '17:00');
    const before = (
      await t.app.inject({ url: '/api/memberships/my-schedule/available-options?day=tuesday', headers: as(member) })
    )
      .json()
      .data.days[0].slots.find((s: { slotId: number }) => s.slotId === tuesday);

    const response = await purchase(member, {
      planId: planOf('monthly').id,
      selectedSchedule: { tuesday: [tuesday], thursday: [thursday] },
      paymentMethod: 'transfer',
    });
    expect(response.statusCode).toBe(201);
    const { membership, payment } = response.json().data;
    const today = businessDate();
    expect(membership).toMatchObject({
      status: 'pending',
      startDate: today,
      endDate: membershipEndDate(today, 'monthly'),
      price: 250,
      plan: { name: 'Mensual' },
      selectedSchedule: { tuesday: [tuesday], thursday: [thursday] },
    });
    expect(membership.reservedSlots.map((s: { timeRange: string }) => s.timeRange)).toEqual([
      '06:00 - 08:00',
      '17:00 - 19:00',
    ]);
    expect(payment).toMatchObject({
      status: 'pending',
      method: 'transfer',
      paymentType: 'membership',
      amount: 250,
      membershipId: membership.id,
      concept: 'Membresía Mensual',
    });
    const after = (
      await t.app.inject({ url: '/api/memberships/my-schedule/available-options?day=tuesday', headers: as(member) })
    )
      .json()
      .data.days[0].slots.find((s: { slotId: number }) => s.slotId === tuesday);
    expect(after.reserved).toBe(before.reserved + 1);
    expect(after.isReservedByMe).toBe(true);

    const again = await purchase(member, { planId: planOf('monthly').id });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MEMBERSHIP_MESSAGES.pendingExists);
  });

  it('defaults to cash and renews after the running membership, keeping the week', async () => {
    const response = await purchase('cliente', { planId: planOf('quarterly').id });
    expect(response.statusCode).toBe(201);
    const { membership, payment } = response.json().data;
    expect(payment.method).toBe('cash');
    const current = (await t.app.inject({ url: '/api/memberships?status=active', headers: as('cliente') })).json().data
      .memberships[0];
    const dayAfter = new Date(`${current.endDate}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    expect(membership.startDate).toBe(dayAfter.toISOString().slice(0, 10));
    expect(membership.selectedSchedule).toEqual(current.selectedSchedule);
  });

  it('refuses a full slot with 409 and its details, writing nothing', async () => {
    const member = await newClient();
    const full = await slotId('friday', '19:00');
    const response = await purchase(member, {
      planId: planOf('monthly').id,
      selectedSchedule: { monday: [await slotId('monday', '06:00')], friday: [full] },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      message: SCHEDULE_MESSAGES.slotsUnavailable,
      unavailableSlots: [{ slotId: full, day: 'friday', dayName: 'Viernes', timeRange: '19:00 - 21:00' }],
    });
    const [held] = await t.app.db.select({ n: count() }).from(memberships).where(eq(memberships.userId, member.userId));
    const [paid] = await t.app.db.select({ n: count() }).from(payments).where(eq(payments.userId, member.userId));
    expect(held?.n).toBe(0);
    expect(paid?.n).toBe(0);
  });

  it('rejects slots of the wrong day, bad schedules and slots on a daily pass', async () => {
    const member = await newClient();
    const wrongDay = await purchase(member, {
      planId: planOf('monthly').id,
      selectedSchedule: { monday: [await slotId('tuesday', '06:00')] },
    });
    expect(wrongDay.statusCode).toBe(400);
    const invalid = await purchase(member, { planId: planOf('monthly').id, selectedSchedule: { lunes: [1] } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(SCHEDULE_MESSAGES.noValidChanges);
    const daily = await purchase(member, {
      planId: planOf('daily').id,
      selectedSchedule: { monday: [await slotId('monday', '06:00')] },
    });
    expect(daily.statusCode).toBe(400);
    expect(daily.json().message).toBe(SCHEDULE_MESSAGES.noSlotsForDailyPass);
    const unknownPlan = await purchase(member, { planId: '00000000-0000-4000-8000-000000000000' });
    expect(unknownPlan.statusCode).toBe(404);
    const badMethod = await purchase(member, { planId: planOf('monthly').id, paymentMethod: 'bitcoin' });
    expect(badMethod.statusCode).toBe(422);
  });

  it('lets staff buy for a client but not a cliente for someone else', async () => {
    const member = await newClient();
    const forbidden = await purchase('cliente', { planId: planOf('monthly').id, userId: member.userId });
    expect(forbidden.statusCode).toBe(403);
    const staff = await purchase('colaborador', {
      planId: planOf('monthly').id,
      userId: member.userId,
      paymentMethod: 'cash',
    });
    expect(staff.statusCode).toBe(201);
    expect(staff.json().data.membership.userId).toBe(member.userId);
    const notClient = await purchase('colaborador', { planId: planOf('monthly').id, userId: session.admin.userId });
    expect(notClient.statusCode).toBe(404);
  });

  it('scopes GET /memberships and /memberships/{id} to the caller for clients', async () => {
    const own = (await t.app.inject({ url: '/api/memberships', headers: as('maria') })).json().data;
    expect(own.memberships.length).toBeGreaterThan(0);
    expect(own.memberships.every((m: { userId: string }) => m.userId === session.maria.userId)).toBe(true);
    const ignoredFilter = (
      await t.app.inject({ url: `/api/memberships?userId=${session.cliente.userId}`, headers: as('maria') })
    ).json().data;
    expect(ignoredFilter.memberships.every((m: { userId: string }) => m.userId === session.maria.userId)).toBe(true);

    const luis = (await t.app.inject({ url: '/api/memberships', headers: as('cliente') })).json().data.memberships[0];
    const hidden = await t.app.inject({ url: `/api/memberships/${luis.id}`, headers: as('maria') });
    expect(hidden.statusCode).toBe(404);
    const staff = await t.app.inject({ url: `/api/memberships/${luis.id}`, headers: as('colaborador') });
    expect(staff.statusCode).toBe(200);
    const all = (await t.app.inject({ url: '/api/memberships?limit=100', headers: as('admin') })).json().data;
    expect(new Set(all.memberships.map((m: { userId: string }) => m.userId)).size).toBeGreaterThan(2);
    expect((await t.app.inject({ url: '/api/memberships' })).statusCode).toBe(401);
  });

  it("finds memberships by the plan's name as well as by the client's, and nothing when neither matches", async () => {
    const search = async (text: string) => {
      const response = await t.app.inject({
        url: `/api/memberships?limit=100&search=${encodeURIComponent(text)}`,
        headers: as('colaborador'),
      });
      expect(response.statusCode).toBe(200);
      return response.json().data as { memberships: { planId: string }[]; pagination: { total: number } };
    };
    const byPlan = await search('mensual');
    expect(byPlan.pagination.total).toBeGreaterThan(0);
    expect(byPlan.memberships.every((m) => m.planId === planOf('monthly').id)).toBe(true);
    const none = await search('zzzz-nadie');
    expect(none).toMatchObject({ memberships: [], pagination: { total: 0 } });
  });

  it('refuses an unknown status filter naming the accepted statuses', async () => {
    const response = await t.app.inject({ url: '/api/memberships?status=Activa', headers: as('admin') });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('El estado debe ser uno de: active, pending, expired, cancelled, suspended');
  });

  it('gives the last place of a slot to exactly one of 10 members buying at once', async () => {
    const slot = await slotId('saturday', '11:00');
    const [taken] = await t.app.db
      .select({ n: count() })
      .from(slotReservations)
      .where(eq(slotReservations.slotId, slot));
    // One place left, whatever the slot already holds.
    await t.app.db
      .update(gymTimeSlots)
      .set({ capacity: (taken?.n ?? 0) + 1 })
      .where(eq(gymTimeSlots.id, slot));
    const members: SignedIn[] = [];
    for (let i = 0; i < 10; i += 1) members.push(await newClient());

    const responses = await Promise.all(
      members.map((member) =>
        purchase(member, { planId: planOf('monthly').id, selectedSchedule: { saturday: [slot] } }),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    const ids = members.map((m) => m.userId);
    const [reservations] = await t.app.db
      .select({ n: count() })
      .from(slotReservations)
      .where(and(eq(slotReservations.slotId, slot), inArray(slotReservations.userId, ids)));
    const [created] = await t.app.db.select({ n: count() }).from(memberships).where(inArray(memberships.userId, ids));
    expect(reservations?.n).toBe(1);
    expect(created?.n).toBe(1);
  });

  it('reads a membership past its last day as expired, with no days left', async () => {
    const member = await newClient();
    const bought = await purchase(member, { planId: planOf('monthly').id });
    const id = bought.json().data.membership.id;
    await t.app.db
      .update(memberships)
      .set({ status: 'active', startDate: '2020-01-01', endDate: '2020-01-31' })
      .where(eq(memberships.id, id));
    const response = await t.app.inject({ url: `/api/memberships/${id}`, headers: as(member) });
    expect(response.json().data.membership).toMatchObject({ status: 'expired', daysLeft: 0, isExpiringSoon: false });
  });

  it('keeps deleted users out', async () => {
    const member = await newClient();
    await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, member.userId));
    const response = await purchase('colaborador', { planId: planOf('monthly').id, userId: member.userId });
    expect(response.statusCode).toBe(404);
  });

  it('holds the purchase and the list filters to their field contracts', async () => {
    const buy = async (payload: Record<string, unknown>) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/memberships/purchase',
        headers: as('cliente'),
        payload: { planId: planOf('daily').id, ...payload },
      });
      expect(response.statusCode).toBe(422);
      return response.json().message;
    };
    expect(await buy({ notes: 'n'.repeat(501) })).toBe('Las notas admite como máximo 500 caracteres');
    expect(await buy({ notes: 'Pago\u0000' })).toBe('Las notas contiene caracteres no permitidos');
    expect(await buy({ paymentMethod: 'bitcoin' })).toBe('Método de pago inválido');

    const list = (query: string) => t.app.inject({ url: `/api/memberships${query}`, headers: as('colaborador') });
    const clamped = await list('?limit=500');
    expect(clamped.statusCode).toBe(200);
    expect(clamped.json().data.pagination.limit).toBe(100);
    const huge = await list('?limit=2147483648');
    expect(huge.statusCode).toBe(422);
    expect(huge.json().message).toBe('El límite no puede ser mayor que 2147483647');
    expect((await list('?page=2147483648')).json().message).toBe('La página no puede ser mayor que 2147483647');
    const nul = await list(`?search=${encodeURIComponent('Ana\u0000')}`);
    expect(nul.statusCode).toBe(422);
    expect(nul.json().message).toBe('La búsqueda contiene caracteres no permitidos');
  });
});
