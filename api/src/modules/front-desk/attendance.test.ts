import { addDays, businessDate } from '@gym/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { visits } from '../../db/schema/index';
import { backends, bearer, useStaffTestApp, type TestClient } from '../../test/test-app';

/** Issue 32 item 6: each member's visits and the 'Inactivos' list for the desk. */
describe.each(backends)('attendance for the staff on %s', (backend) => {
  const t = useStaffTestApp(backend);
  const today = businessDate();

  /** A new member with a monthly plan sold at the desk, optionally with a visit `daysAgo`. */
  const member = async (name: string, daysAgo: number | null): Promise<TestClient & { membershipId: string }> => {
    const client = await t.newClient(name);
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
    expect(sold.statusCode).toBe(201);
    if (daysAgo !== null) {
      const day = addDays(today, -daysAgo);
      await t.app.db.insert(visits).values({
        userId: client.userId,
        visitType: 'membership',
        visitDate: day,
        visitedAt: new Date(`${day}T18:30:00-06:00`),
      });
    }
    return { ...client, membershipId: sold.json().data.membership.id };
  };

  it("lists as 'Inactivos' the members with no visit in 14 days, longest absent first", async () => {
    const never = await member('Nunca', null);
    const away = await member('Lejos', 20);
    const recent = await member('Reciente', 3);
    const edge = await member('Justo', 14);
    const response = await t.app.inject({ url: '/api/front-desk/inactive', headers: t.staff });
    expect(response.statusCode).toBe(200);
    const { days, members } = response.json().data as {
      days: number;
      members: { userId: string; lastVisit: string | null }[];
    };
    expect(days).toBe(14);
    const ours = members.filter((m) => [never, away, recent, edge].some((c) => c.userId === m.userId));
    expect(ours).toEqual([
      expect.objectContaining({ userId: never.userId, lastVisit: null }),
      expect.objectContaining({ userId: away.userId, lastVisit: addDays(today, -20) }),
    ]);
    // A freeze takes the member off the list: they are not expected at the gym.
    const frozen = await t.app.inject({
      method: 'POST',
      url: `/api/memberships/${away.membershipId}/freeze`,
      headers: t.staff,
      payload: { startDate: today, endDate: addDays(today, 3), reason: 'Viaje' },
    });
    expect(frozen.statusCode).toBe(200);
    const after = (await t.app.inject({ url: '/api/front-desk/inactive?days=2', headers: t.staff })).json().data;
    const ids = (after.members as { userId: string }[]).map((m) => m.userId);
    expect(ids).toContain(recent.userId);
    expect(ids).not.toContain(away.userId);
    const bad = await t.app.inject({ url: '/api/front-desk/inactive?days=0', headers: t.staff });
    expect(bad.statusCode).toBe(422);
    const asMember = await t.app.inject({ url: '/api/front-desk/inactive', headers: bearer(never.token) });
    expect(asMember.statusCode).toBe(403);
  });

  it("lists a member's visits, newest first", async () => {
    const client = await member('Visitas', 5);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/front-desk/visits',
      headers: t.staff,
      payload: { userId: client.userId },
    });
    expect(registered.statusCode).toBe(201);
    const response = await t.app.inject({ url: `/api/front-desk/clients/${client.userId}/visits`, headers: t.staff });
    expect(response.statusCode).toBe(200);
    const list = response.json().data.visits as {
      visitDate: string;
      visitType: string;
      recordedBy: string | null;
      deviceName: string | null;
    }[];
    expect(list.map((v) => v.visitDate)).toEqual([today, addDays(today, -5)]);
    expect(list[0]!.visitType).toBe('membership');
    // Who recorded each: the clerk at the desk; the inserted one has nobody.
    expect(list[0]!.recordedBy).toBe('Ana Castillo');
    expect(list.map((v) => v.deviceName)).toEqual([null, null]);
    expect(list[1]!.recordedBy).toBeNull();
    const rows = await t.app.db.select().from(visits).where(eq(visits.userId, client.userId));
    expect(rows).toHaveLength(2);
  });

  it('counts visits by hour and weekday in Guatemala time for the admin', async () => {
    // A Tuesday and a Saturday far from the seeded visits, at 06:xx and 18:xx Guatemala time.
    const client = await t.newClient('Horario');
    await t.app.db.insert(visits).values([
      {
        userId: client.userId,
        visitType: 'membership',
        visitDate: '2025-03-04',
        visitedAt: new Date('2025-03-04T06:10:00-06:00'),
      },
      {
        userId: client.userId,
        visitType: 'membership',
        visitDate: '2025-03-08',
        visitedAt: new Date('2025-03-08T18:45:00-06:00'),
      },
      { visitType: 'daily', visitors: 3, visitDate: '2025-03-08', visitedAt: new Date('2025-03-08T18:05:00-06:00') },
    ]);
    const url = '/api/front-desk/visits-by-time?startDate=2025-03-03&endDate=2025-03-09';
    const response = await t.app.inject({ url, headers: t.admin });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as {
      byHour: { hour: number; visits: number }[];
      byWeekday: { weekday: string; label: string; visits: number }[];
      byWeekdayHour: { weekday: string; hour: number; visits: number }[];
    };
    expect(data.byHour).toHaveLength(24);
    expect(data.byHour.filter((h) => h.visits > 0)).toEqual([
      { hour: 6, visits: 1 },
      { hour: 18, visits: 4 },
    ]);
    expect(data.byWeekday.map((d) => d.label)).toEqual([
      'Lunes',
      'Martes',
      'Miércoles',
      'Jueves',
      'Viernes',
      'Sábado',
      'Domingo',
    ]);
    expect(data.byWeekday.filter((d) => d.visits > 0)).toEqual([
      { weekday: 'tuesday', label: 'Martes', visits: 1 },
      { weekday: 'saturday', label: 'Sábado', visits: 4 },
    ]);
    // The heat map's cells: where someone came, Monday first then by hour.
    expect(data.byWeekdayHour).toEqual([
      { weekday: 'tuesday', hour: 6, visits: 1 },
      { weekday: 'saturday', hour: 18, visits: 4 },
    ]);
    const reversed = await t.app.inject({
      url: '/api/front-desk/visits-by-time?startDate=2025-03-09&endDate=2025-03-03',
      headers: t.admin,
    });
    expect(reversed.statusCode).toBe(400);
    // The reports are the admin's.
    expect((await t.app.inject({ url, headers: t.staff })).statusCode).toBe(403);
  });
});
