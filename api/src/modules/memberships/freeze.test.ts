import { addDays, businessDate, formatBusinessDate, FREEZE_MESSAGES } from '@gym/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, gymTimeSlots, membershipPlans, slotReservations } from '../../db/schema/index';
import { backends, bearer, createTestApp, signInDemo, signIn, type TestApp } from '../../test/test-app';
import { eventually, startSmtp } from '../../test/smtp';
import { runFreezeSchedule } from './freeze.service';
describe.each(backends)('membership freeze on %s', (backend) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let staff: Record<string, string>;
  let admin: Record<string, string>;
  let clients = 0;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(
      backend,
      {
        jobs: { enabled: true, relayIntervalMs: 100 },
        mail: { smtpUrl: smtp.url, from: 'Gimnasio Demo <avisos@gimnasio.demo>' },
        publicUrl: 'https://gym.example',
      },
      { jobTuning: { pollingIntervalSeconds: 0.5, retry: { limit: 2, delaySeconds: 1 } } },
    );
    staff = bearer((await signInDemo(t.app, 'colaborador')).token);
    admin = bearer((await signInDemo(t.app, 'admin')).token);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const today = businessDate();
  const mailsTo = (address: string) => smtp.received.filter((m) => JSON.stringify(m.to).includes(address));
  const monthlyPlan = async () => {
    const plans = (await t.app.inject({ url: '/api/memberships/plans' })).json().data.plans as {
      id: string;
      durationType: string;
    }[];
    return plans.find((plan) => plan.durationType === 'monthly')!.id;
  };
  /** A new member sold a monthly plan at the desk for cash, holding the Tuesday 06:00 slot. */
  const activeMember = async () => {
    clients += 1;
    const email = `congela${clients}@correo.gt`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { email, password: 'Miembro123', firstName: 'Rosa', lastName: 'Quiñónez', role: 'cliente' },
    });
    expect(created.statusCode).toBe(201);
    const member = await signIn(t.app, email, 'Miembro123');
    const [slot] = await t.app.db
      .select({ id: gymTimeSlots.id })
      .from(gymTimeSlots)
      .where(and(eq(gymTimeSlots.day, 'tuesday'), eq(gymTimeSlots.startTime, '06:00')));
    const sold = await t.app.inject({
      method: 'POST',
      url: '/api/memberships/purchase',
      headers: staff,
      payload: {
        planId: await monthlyPlan(),
        userId: member.userId,
        paymentMethod: 'cash',
        selectedSchedule: { tuesday: [slot!.id] },
      },
    });
    expect(sold.statusCode).toBe(201);
    const membership = sold.json().data.membership as { id: string; endDate: string; planId: string };
    return { email, token: member.token, membership };
  };
  const freeze = (id: string, payload: Record<string, unknown>, headers = staff) =>
    t.app.inject({ method: 'POST', url: `/api/memberships/${id}/freeze`, headers, payload });
  const unfreeze = (id: string) =>
    t.app.inject({ method: 'POST', url: `/api/memberships/${id}/unfreeze`, headers: staff });
  const held = async (membershipId: string) =>
    (
      await t.app.db
        .select({ n: count() })
        .from(slotReservations)
        .where(eq(slotReservations.membershipId, membershipId))
    )[0]!.n;
  const actions = async (id: string) =>
    (
      await t.app.db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(and(eq(auditEvents.entityType, 'membership'), eq(auditEvents.entityId, id)))
    ).map((row) => row.action);

  it('freezes from today: the end date moves by the days, slots are released, the member is told', async () => {
    const { email, token, membership } = await activeMember();
    expect(await held(membership.id)).toBe(1);
    const until = addDays(today, 9);
    const frozen = await freeze(membership.id, { startDate: today, endDate: until, reason: 'Lesión de rodilla' });
    expect(frozen.statusCode).toBe(200);
    expect(frozen.json().message).toBe(FREEZE_MESSAGES.frozen(until));
    expect(frozen.json().data.membership).toMatchObject({
      status: 'active',
      isFrozen: true,
      endDate: addDays(membership.endDate, 10),
      freeze: { startDate: today, endDate: until, reason: 'Lesión de rodilla' },
    });
    expect(await held(membership.id)).toBe(0);
    expect(await actions(membership.id)).toContain('freeze');

    // The member sees it frozen on their own membership.
    const mine = await t.app.inject({ url: `/api/memberships/${membership.id}`, headers: bearer(token) });
    expect(mine.json().data.membership ?? mine.json().data).toMatchObject({ isFrozen: true });

    // The desk's card says so and 'Registrar visita' is refused with the same words as the door.
    const userId = frozen.json().data.membership.userId as string;
    const card = (await t.app.inject({ url: `/api/front-desk/client-card/${userId}`, headers: staff })).json().data;
    expect(card).toMatchObject({
      statusLabel: `Congelada hasta ${formatBusinessDate(until)}`,
      canRegisterVisit: false,
    });
    const visit = await t.app.inject({
      method: 'POST',
      url: '/api/front-desk/visits',
      headers: staff,
      payload: { userId },
    });
    expect(visit.statusCode).toBe(400);
    expect(visit.json().message).toBe(`Membresía congelada hasta ${formatBusinessDate(until)}`);

    // One open freeze at a time.
    const again = await freeze(membership.id, { startDate: today, endDate: until, reason: 'Otra vez' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(FREEZE_MESSAGES.alreadyFrozen);

    await eventually(() => mailsTo(email).some((m) => m.subject?.includes('congelada')));
    const mail = mailsTo(email).find((m) => m.subject?.includes('congelada'))!;
    expect(mail.text).toContain('Lesión de rodilla');
  });

  it('the daily job resumes it after its last day, holding its slots again', async () => {
    const { email, membership } = await activeMember();
    const until = addDays(today, 4);
    await freeze(membership.id, { startDate: today, endDate: until, reason: 'Viaje' });
    const dayAfter = addDays(until, 1);
    // Before the last day passes nothing resumes.
    expect(await runFreezeSchedule(t.app.db, until)).toMatchObject({ resumed: 0 });
    expect((await runFreezeSchedule(t.app.db, dayAfter)).resumed).toBeGreaterThanOrEqual(1);
    const after = (await t.app.inject({ url: `/api/memberships/${membership.id}`, headers: staff })).json().data;
    expect(after.membership ?? after).toMatchObject({
      freeze: null,
      isFrozen: false,
      endDate: addDays(membership.endDate, 5),
    });
    expect(await held(membership.id)).toBe(1);
    expect(await actions(membership.id)).toEqual(expect.arrayContaining(['freeze', 'unfreeze']));
    await eventually(() => mailsTo(email).some((m) => m.subject?.includes('activa de nuevo')));
  });

  it('an early unfreeze moves the end date only by the days actually frozen', async () => {
    const { membership } = await activeMember();
    // Planned from tomorrow: resumed today, it froze no day at all.
    const planned = await freeze(membership.id, {
      startDate: addDays(today, 1),
      endDate: addDays(today, 10),
      reason: 'Cirugía',
    });
    expect(planned.json().data.membership).toMatchObject({ isFrozen: false, endDate: addDays(membership.endDate, 10) });
    // Not started yet: the slots stay held.
    expect(await held(membership.id)).toBe(1);
    const resumed = await unfreeze(membership.id);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data.membership).toMatchObject({ freeze: null, endDate: membership.endDate });
    const twice = await unfreeze(membership.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(FREEZE_MESSAGES.notFrozen);
  });

  it('refuses a start in the past, reversed dates, a missing reason and more than the plan allows', async () => {
    const { membership } = await activeMember();
    const past = await freeze(membership.id, { startDate: addDays(today, -1), endDate: today, reason: 'x' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(FREEZE_MESSAGES.startInPast);
    const reversed = await freeze(membership.id, { startDate: addDays(today, 3), endDate: today, reason: 'x' });
    expect(reversed.json().message).toBe(FREEZE_MESSAGES.endBeforeStart);
    const noReason = await freeze(membership.id, { startDate: today, endDate: today });
    expect(noReason.statusCode).toBe(422);
    const badDay = await freeze(membership.id, { startDate: '2026-02-30', endDate: today, reason: 'x' });
    expect(badDay.statusCode).toBe(422);

    // The admin caps the plan at 7 days a year.
    await t.app.db
      .update(membershipPlans)
      .set({ maxFreezeDaysPerYear: 7 })
      .where(eq(membershipPlans.id, membership.planId));
    try {
      const tooMany = await freeze(membership.id, { startDate: today, endDate: addDays(today, 7), reason: 'Viaje' });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().message).toBe('El plan permite 7 días de congelamiento por año; quedan 7');
      const week = await freeze(membership.id, { startDate: today, endDate: addDays(today, 6), reason: 'Viaje' });
      expect(week.statusCode).toBe(200);
    } finally {
      await t.app.db
        .update(membershipPlans)
        .set({ maxFreezeDaysPerYear: null })
        .where(eq(membershipPlans.id, membership.planId));
    }
    // A member cannot freeze.
    const member = await activeMember();
    const own = await freeze(
      member.membership.id,
      { startDate: today, endDate: today, reason: 'x' },
      bearer(member.token),
    );
    expect(own.statusCode).toBe(403);
  });
});
