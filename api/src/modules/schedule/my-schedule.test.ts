import { SCHEDULE_MESSAGES } from '@gym/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymTimeSlots } from '../../db/schema/index';
import { backends, bearer, createTestApp, signInDemo, type SignedIn, type TestApp } from '../../test/test-app';

describe.each(backends)('my-schedule routes on %s', (backend) => {
  let t: TestApp;
  let luis: SignedIn;
  let staff: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(backend);
    luis = await signInDemo(t.app, 'cliente');
    staff = await signInDemo(t.app, 'colaborador');
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, who: SignedIn = luis) =>
    t.app.inject({ url: `/api/memberships/my-schedule${url}`, headers: bearer(who.token) });
  const post = (url: string, payload: unknown, who: SignedIn = luis) =>
    t.app.inject({
      method: 'POST',
      url: `/api/memberships/my-schedule${url}`,
      headers: bearer(who.token),
      payload: payload as object,
    });
  const slotId = async (day: string, startTime: string) => {
    const [row] = await t.app.db
      .select({ id: gymTimeSlots.id })
      .from(gymTimeSlots)
      .where(and(eq(gymTimeSlots.day, day), eq(gymTimeSlots.startTime, startTime)));
    return row!.id;
  };
  const tuesdayRanges = async () =>
    (await get(''))
      .json()
      .data.schedule.find((d: { day: string }) => d.day === 'tuesday')
      .slots.map((s: { timeRange: string }) => s.timeRange);

  it('shows the week of the member with day names, slots and the membership', async () => {
    const response = await get('');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.schedule).toHaveLength(7);
    expect(data.schedule[0]).toMatchObject({ day: 'monday', dayName: 'Lunes', hasSlots: true });
    expect(data.schedule[0].slots[0]).toMatchObject({ timeRange: '06:00 - 08:00' });
    expect(data.schedule[6]).toMatchObject({ day: 'sunday', dayName: 'Domingo', hasSlots: false, slots: [] });
    expect(data).toMatchObject({
      canEditSchedule: true,
      totalSlotsReserved: 5,
      membership: { status: 'active', planName: 'Mensual' },
    });
  });

  it('answers an empty week for someone without membership', async () => {
    const data = (await get('', staff)).json().data;
    expect(data).toMatchObject({ membership: null, canEditSchedule: false, totalSlotsReserved: 0 });
  });

  it('lists options with capacity, reserved and available; Sunday is closed; full slots are marked', async () => {
    const all = (await get('/available-options')).json().data.days;
    expect(all).toHaveLength(7);
    expect(all.find((d: { day: string }) => d.day === 'sunday')).toMatchObject({ isOpen: false, slots: [] });
    const friday = (await get('/available-options?day=friday')).json().data.days;
    expect(friday).toHaveLength(1);
    const evening = friday[0].slots.find((s: { startTime: string }) => s.startTime === '19:00');
    expect(evening).toMatchObject({ capacity: 3, reserved: 3, available: 0, isFull: true, isReservedByMe: false });
    const morning = friday[0].slots.find((s: { startTime: string }) => s.startTime === '06:00');
    expect(morning).toMatchObject({ isReservedByMe: true, reserved: 1 });
    expect((await get('/available-options?day=lunes')).statusCode).toBe(422);
  });

  it('previews a change without writing, then applies a single-day change', async () => {
    const evening = await slotId('tuesday', '19:00');
    const preview = await post('/preview-change', { changes: { tuesday: [evening] } });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      changeType: 'single_day',
      canApply: true,
      unavailableSlots: [],
      changes: [
        {
          day: 'tuesday',
          dayName: 'Martes',
          currentSlots: [{ timeRange: '17:00 - 19:00' }],
          newSlots: [{ timeRange: '19:00 - 21:00' }],
        },
      ],
    });
    expect(await tuesdayRanges()).toEqual(['17:00 - 19:00']);

    const change = await post('/change', {
      changeType: 'full_week',
      changes: { tuesday: [evening] },
      replaceAll: false,
    });
    expect(change.statusCode).toBe(200);
    expect(change.json()).toMatchObject({
      message: SCHEDULE_MESSAGES.changed,
      data: { changeType: 'single_day', totalSlotsReserved: 5 },
    });
    expect(await tuesdayRanges()).toEqual(['19:00 - 21:00']);
  });

  it('derives multiple_days and full_week', async () => {
    const two = await post('/preview-change', {
      changes: { monday: [await slotId('monday', '08:00')], wednesday: [await slotId('wednesday', '08:00')] },
    });
    expect(two.json().data.changeType).toBe('multiple_days');
    const replaceAll = await post('/preview-change', {
      changes: { monday: [await slotId('monday', '08:00')] },
      replaceAll: true,
    });
    // Monday changed plus four other held days cleared.
    expect(replaceAll.json().data.changeType).toBe('full_week');
    expect(replaceAll.json().data.changes).toHaveLength(5);
  });

  it('applies nothing when one of several days is full and lists it in unavailableSlots', async () => {
    const before = (await get('')).json().data;
    const full = await slotId('friday', '19:00');
    const response = await post('/change', { changes: { monday: [await slotId('monday', '17:00')], friday: [full] } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      message: SCHEDULE_MESSAGES.slotsUnavailable,
      unavailableSlots: [{ slotId: full, day: 'friday', timeRange: '19:00 - 21:00' }],
    });
    expect((await get('')).json().data).toEqual(before);
    const preview = await post('/preview-change', { changes: { friday: [full] } });
    expect(preview.json().data).toMatchObject({ canApply: false, unavailableSlots: [{ slotId: full }] });
  });

  it('gives the spec messages for empty or invalid changes', async () => {
    const empty = await post('/change', { changes: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Debe especificar al menos un cambio');
    const invalid = await post('/change', { changes: { lunes: [1], tuesday: [-2] } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('No hay cambios válidos para procesar');
    const wrongDay = await post('/change', { changes: { tuesday: [await slotId('monday', '06:00')] } });
    expect(wrongDay.statusCode).toBe(400);
    const closed = await post('/change', { changes: { sunday: [await slotId('monday', '06:00')] } });
    expect(closed.statusCode).toBe(400);
  });

  it('cancels one slot and refuses bad or unknown ones', async () => {
    const monday = await slotId('monday', '06:00');
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/memberships/my-schedule/lunes/abc',
      headers: bearer(luis.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(SCHEDULE_MESSAGES.cancelNeedsDayAndSlot);
    const notMine = await t.app.inject({
      method: 'DELETE',
      url: `/api/memberships/my-schedule/saturday/${await slotId('saturday', '07:00')}`,
      headers: bearer(luis.token),
    });
    expect(notMine.statusCode).toBe(404);
    const ok = await t.app.inject({
      method: 'DELETE',
      url: `/api/memberships/my-schedule/monday/${monday}`,
      headers: bearer(luis.token),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.schedule[0]).toMatchObject({ day: 'monday', hasSlots: false });
    expect(ok.json().data.totalSlotsReserved).toBe(4);
  });

  it('computes stats: slots per week, favourite time, visits and distribution by day', async () => {
    const response = await get('/stats');
    expect(response.statusCode).toBe(200);
    const stats = response.json().data;
    expect(stats.totalSlots).toBe(4);
    expect(stats.usedSlots + stats.availableSlots).toBe(4);
    expect(typeof stats.favoriteTime).toBe('string');
    expect(stats.totalVisits).toBeGreaterThan(0);
    expect(stats.dayDistribution).toHaveLength(7);
    expect(stats.dayDistribution.reduce((n: number, d: { slots: number }) => n + d.slots, 0)).toBe(4);
    expect(stats.dayDistribution.reduce((n: number, d: { visits: number }) => n + d.visits, 0)).toBe(stats.totalVisits);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/memberships/my-schedule' })).statusCode).toBe(401);
  });
});
