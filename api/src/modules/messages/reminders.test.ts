import { addDays, businessDate } from '@gym/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipPlans, memberships, messages, users } from '../../db/schema/index';
import { backends, bearer, createTestApp, signInDemo, type TestApp } from '../../test/test-app';

describe.each(backends)('membership reminders on %s', (backend) => {
  let t: TestApp;
  let admin: Record<string, string>;
  const today = businessDate();

  beforeAll(async () => {
    t = await createTestApp(backend, {
      jobs: { enabled: true, relayIntervalMs: 100 },
      publicUrl: 'https://gym.example',
    });
    admin = bearer((await signInDemo(t.app, 'admin')).token);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  /** A member (registered like anyone) with one membership of the given status and last day. */
  const memberWith = async (email: string, status: string, endDate: string, reminders = true) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Nora', lastName: 'Recordatorio', email, password: 'Rutina2026' },
    });
    expect(response.statusCode).toBe(201);
    const userId = response.json().data.user.id as string;
    if (!reminders) {
      const [row] = await t.app.db.select({ preferences: users.preferences }).from(users).where(eq(users.id, userId));
      await t.app.db
        .update(users)
        .set({
          preferences: { ...row!.preferences, notifications: { ...row!.preferences.notifications, reminders: false } },
        })
        .where(eq(users.id, userId));
    }
    const [plan] = await t.app.db.select().from(membershipPlans).where(eq(membershipPlans.durationType, 'monthly'));
    const [membership] = await t.app.db
      .insert(memberships)
      .values({ userId, planId: plan!.id, status, startDate: addDays(endDate, -30), endDate, price: plan!.price })
      .returning();
    return { userId, membershipId: membership!.id, plan: plan!.name };
  };
  const run = () => t.app.inject({ method: 'POST', url: '/api/notifications/reminders/run', headers: admin });
  const remindersTo = (emails: string[]) => t.app.db.select().from(messages).where(inArray(messages.recipient, emails));

  it('reminds 7 days and 1 day before the last day and the day after it ended, once per day however often it runs', async () => {
    const week = await memberWith('nora.semana@correo.gt', 'active', addDays(today, 7));
    await memberWith('nora.manana@correo.gt', 'active', addDays(today, 1));
    await memberWith('nora.vencio@correo.gt', 'expired', addDays(today, -1));
    await memberWith('nora.lejos@correo.gt', 'active', addDays(today, 20));
    await memberWith('nora.sin.avisos@correo.gt', 'active', addDays(today, 7), false);
    // A member who already renewed (a pending membership after this one) is not reminded.
    const renewed = await memberWith('nora.renovo@correo.gt', 'active', addDays(today, 1));
    await t.app.db.insert(memberships).values({
      userId: renewed.userId,
      planId: (await t.app.db.select().from(memberships).where(eq(memberships.id, renewed.membershipId)))[0]!.planId,
      status: 'pending',
      startDate: addDays(today, 2),
      endDate: addDays(today, 32),
      price: '100.00',
    });

    const first = await run();
    expect(first.statusCode).toBe(200);
    expect(first.json().data.queued).toBeGreaterThanOrEqual(3);
    const again = await run();
    expect(again.json()).toMatchObject({
      data: { queued: 0 },
      message: 'Recordatorios revisados: no había recordatorios nuevos por enviar',
    });

    const emails = [
      'nora.semana@correo.gt',
      'nora.manana@correo.gt',
      'nora.vencio@correo.gt',
      'nora.lejos@correo.gt',
      'nora.sin.avisos@correo.gt',
      'nora.renovo@correo.gt',
    ];
    const sent = (await remindersTo(emails)).filter((m) => m.kind.startsWith('membership_'));
    expect(sent.map((m) => [m.recipient, m.kind, m.subject]).sort()).toEqual(
      [
        ['nora.manana@correo.gt', 'membership_ending', `Tu membresía ${week.plan} vence mañana`],
        ['nora.semana@correo.gt', 'membership_ending', `Tu membresía ${week.plan} vence en 7 días`],
        ['nora.vencio@correo.gt', 'membership_ended', `Tu membresía ${week.plan} venció`],
      ].sort(),
    );
    const weekMail = sent.find((m) => m.recipient === 'nora.semana@correo.gt')!;
    const [y, mo, d] = addDays(today, 7).split('-');
    expect(weekMail.text).toContain(`Último día: ${d}/${mo}/${y}`);
    expect(weekMail.text).toContain('https://gym.example/dashboard/client/membership');
  });

  it('is a schedule at 8:00 in the health panel, and only the admin runs it by hand', async () => {
    const jobs = await t.app.inject({ url: '/api/health/jobs', headers: admin });
    expect(jobs.json().data.schedules).toContainEqual(
      expect.objectContaining({ name: 'messages.reminders', label: 'Recordatorios de membresía', cron: '0 8 * * *' }),
    );
    const staff = bearer((await signInDemo(t.app, 'colaborador')).token);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/notifications/reminders/run', headers: staff })).statusCode,
    ).toBe(403);
  });
});
