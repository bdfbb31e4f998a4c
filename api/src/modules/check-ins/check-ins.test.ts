import {
  addDays,
  businessDate,
  CHECK_IN_MESSAGES,
  checkInCode,
  formatBusinessDate,
  membershipDaysLeft,
} from '@gym/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, membershipPlans, memberships, visits } from '../../db/schema/index';
import { bearer, backends, useStaffTestApp, type TestClient } from '../../test/test-app';

describe.each(backends)('check-in by code on %s', (backend) => {
  const t = useStaffTestApp(backend);
  const today = () => businessDate();

  /** A new member with one membership in the given state (or none). */
  async function member(
    status: 'active' | 'pending' | 'expired' | 'suspended' | 'cancelled' | null,
    endDate = addDays(today(), 20),
  ): Promise<TestClient> {
    const client = await t.newClient('Ana');
    if (status) {
      const [plan] = await t.app.db.select().from(membershipPlans).limit(1);
      await t.app.db.insert(memberships).values({
        userId: client.userId,
        planId: plan!.id,
        status,
        startDate: addDays(today(), -10),
        endDate,
        price: plan!.price,
      });
    }
    return client;
  }

  const secretOf = async (client: TestClient) => {
    const response = await t.app.inject({ url: '/api/check-ins/me', headers: bearer(client.token) });
    expect(response.statusCode).toBe(200);
    return response.json().data as { memberRef: string; secret: string };
  };
  const codeOf = async (client: TestClient, at = Date.now()) => {
    const { memberRef, secret } = await secretOf(client);
    return checkInCode(memberRef, secret, at);
  };
  const scan = (payload: Record<string, unknown>, headers = t.staff) =>
    t.app.inject({ method: 'POST', url: '/api/check-ins', headers, payload });
  const visitsOf = (userId: string) => t.app.db.select().from(visits).where(eq(visits.userId, userId));

  it('lets an active member in: a visit the desk counts, who it is and the days left, and an audit row', async () => {
    const ana = await member('active');
    const secret = await secretOf(ana);
    expect(await secretOf(ana)).toEqual(secret); // created once, the same afterwards
    const response = await scan({ code: checkInCode(secret.memberRef, secret.secret, Date.now()) });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      kind: 'member',
      replayed: false,
      member: { id: ana.userId, firstName: 'Ana' },
      membership: { status: 'active', daysLeft: membershipDaysLeft(addDays(today(), 20), today()) },
      message: CHECK_IN_MESSAGES.welcome('Ana'),
    });
    const rows = await visitsOf(ana.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ visitType: 'membership', visitDate: today() });
    const card = (await t.app.inject({ url: `/api/front-desk/client-card/${ana.userId}`, headers: t.staff })).json();
    expect(card.data.visits.visitedToday).toBe(true);
    const audit = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'visit'), eq(auditEvents.entityId, data.visit.id)));
    expect(audit[0]).toMatchObject({ action: 'check_in' });
  });

  it('refuses each case with its code and Spanish message, recording nothing', async () => {
    const cases = [
      [null, 'no_membership', 403, 'No tienes una membresía activa'],
      ['expired', 'expired', 403, 'Tu membresía está vencida'],
      ['pending', 'payment_pending', 403, 'Tu membresía tiene un pago pendiente'],
      ['suspended', 'suspended', 403, 'Tu membresía está suspendida'],
    ] as const;
    for (const [status, code, httpStatus, message] of cases) {
      const client = await member(status, status === 'expired' ? addDays(today(), -1) : addDays(today(), 20));
      const response = await scan({ code: await codeOf(client) });
      expect(response.statusCode, code).toBe(httpStatus);
      expect(response.json()).toMatchObject({
        success: false,
        code,
        message,
        data: { member: { firstName: 'Ana' }, next: 'Pasa a recepción' },
      });
      expect(await visitsOf(client.userId)).toHaveLength(0);
    }
    // An active membership whose end date passed is expired too, before the nightly job says so.
    const late = await member('active', addDays(today(), -1));
    expect((await scan({ code: await codeOf(late) })).json().code).toBe('expired');
  });

  it('refuses a frozen membership with the day it resumes, and lets the member in once it is unfrozen', async () => {
    const ana = await member('active');
    const [running] = await t.app.db.select().from(memberships).where(eq(memberships.userId, ana.userId));
    const until = addDays(today(), 6);
    const frozen = await t.app.inject({
      method: 'POST',
      url: `/api/memberships/${running!.id}/freeze`,
      headers: t.staff,
      payload: { startDate: today(), endDate: until, reason: 'Lesión de rodilla' },
    });
    expect(frozen.statusCode, frozen.body).toBeLessThan(300);
    const refused = await scan({ code: await codeOf(ana) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'frozen',
      message: `Membresía congelada hasta ${formatBusinessDate(until)}`,
    });
    expect(await visitsOf(ana.userId)).toHaveLength(0);

    const resumed = await t.app.inject({
      method: 'POST',
      url: `/api/memberships/${running!.id}/unfreeze`,
      headers: t.staff,
    });
    expect(resumed.statusCode, resumed.body).toBeLessThan(300);
    expect((await scan({ code: await codeOf(ana) })).statusCode).toBe(201);
  });

  it('refuses a stale code (a screenshot a minute old), a wrong one and a made-up one', async () => {
    const ana = await member('active');
    const stale = await scan({ code: await codeOf(ana, Date.now() - 90_000) });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'invalid_code', message: 'Código no válido o vencido' });
    const { memberRef } = await secretOf(ana);
    expect((await scan({ code: `${memberRef}.000000` })).json().code).toBe('invalid_code');
    expect((await scan({ code: 'hola mundo' })).json().code).toBe('invalid_code');
    expect((await scan({ code: 'zzzzzzzzzz.123456' })).json().code).toBe('invalid_code');
    expect((await scan({ code: '' })).statusCode).toBe(422);
    expect(await visitsOf(ana.userId)).toHaveLength(0);
  });

  it('refuses a second entry within 10 minutes; scans of one code at the same moment record one visit', async () => {
    const ana = await member('active');
    const code = await codeOf(ana);
    // Ten scanners (the desk and door tablets, each with its own scan id) read the code at once.
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) => scan({ code, scanId: `race-${ana.userId.slice(0, 8)}-${n}` })),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    const refused = responses.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      code: 'already_checked_in',
      message: 'Ya registraste tu entrada hace menos de 10 minutos',
    });
    expect(await visitsOf(ana.userId)).toHaveLength(1);
  });

  it('a staff reset ends the old codes; only staff may reset, and only a member has a code', async () => {
    const ana = await member('active');
    const before = await codeOf(ana);
    const forbidden = await t.app.inject({
      method: 'POST',
      url: `/api/check-ins/members/${ana.userId}/reset-secret`,
      headers: bearer(ana.token),
    });
    expect(forbidden.statusCode).toBe(403);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/check-ins/members/${ana.userId}/reset-secret`,
      headers: t.staff,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(CHECK_IN_MESSAGES.secretReset);
    expect((await scan({ code: before })).json().code).toBe('invalid_code');
    expect((await scan({ code: await codeOf(ana) })).statusCode).toBe(201);
    const staffMe = await t.app.inject({ url: '/api/check-ins/me', headers: t.staff });
    expect(staffMe.statusCode).toBe(403);
    // A member cannot check people in.
    expect((await scan({ code: await codeOf(ana) }, bearer(ana.token))).statusCode).toBe(403);
  });

  it('a kiosk device token records check-ins (only there), replays an offline scan once, and dies when revoked', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/check-ins/devices',
      headers: t.admin,
      payload: { name: 'Tablet de la puerta' },
    });
    expect(created.statusCode).toBe(201);
    const { token, device } = created.json().data;
    expect(token).toMatch(/^kiosk_/);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/check-ins/devices', headers: t.staff, payload: { name: 'x' } }))
        .statusCode,
    ).toBe(403);
    const kiosk = bearer(token);
    // The token opens nothing else.
    expect((await t.app.inject({ url: '/api/check-ins/devices', headers: kiosk })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/front-desk/today', headers: kiosk })).statusCode).toBe(401);

    const ana = await member('active');
    // Scanned 3 minutes ago while offline, sent now, then sent again: one visit.
    const scannedAt = new Date(Date.now() - 180_000);
    const offline = {
      code: await codeOf(ana, scannedAt.getTime()),
      scanId: 'scan-0001-abc',
      scannedAt: scannedAt.toISOString(),
    };
    const first = await scan(offline, kiosk);
    expect(first.statusCode).toBe(201);
    const again = await scan(offline, kiosk);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ replayed: true, visit: { id: first.json().data.visit.id } });
    const rows = await visitsOf(ana.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ deviceId: device.id, registeredBy: null });
    expect(new Date(rows[0]!.visitedAt).toISOString()).toBe(scannedAt.toISOString());
    // The staff's list of the member's visits names the kiosk that recorded it.
    const seen = await t.app.inject({ url: `/api/front-desk/clients/${ana.userId}/visits`, headers: t.staff });
    expect(seen.json().data.visits).toEqual([
      expect.objectContaining({ deviceName: 'Tablet de la puerta', recordedBy: null }),
    ]);

    const list = (await t.app.inject({ url: '/api/check-ins/devices', headers: t.admin })).json().data.devices;
    expect(list[0]).toMatchObject({ id: device.id, active: true });
    expect(list[0].lastUsedAt).not.toBeNull();
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/check-ins/devices/${device.id}/revoke`,
      headers: t.admin,
    });
    expect(revoked.json().data.device.active).toBe(false);
    const after = await scan({ code: await codeOf(await member('active')) }, kiosk);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(CHECK_IN_MESSAGES.deviceTokenRequired);
  });

  it('a daily pass sold today yields a one-day code the door accepts', async () => {
    const sold = await t.app.inject({
      method: 'POST',
      url: '/api/front-desk/daily-income',
      headers: t.staff,
      payload: { receivedAmount: 50, visitorName: 'Visitante' },
    });
    const paymentId = sold.json().data.payment.id;
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/check-ins/passes',
      headers: t.staff,
      payload: { paymentId },
    });
    expect(issued.statusCode).toBe(201);
    const { code, validOn } = issued.json().data;
    expect(validOn).toBe(today());
    const entered = await scan({ code });
    expect(entered.statusCode).toBe(200);
    expect(entered.json().data).toMatchObject({ kind: 'pass', pass: { visitors: 1 }, message: 'Pase del día válido' });
    expect((await scan({ code: `${code}x` })).json().code).toBe('invalid_code');
  });
});
