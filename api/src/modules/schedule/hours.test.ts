import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, bearer, createTestApp, signInDemo, type TestApp } from '../../test/test-app';

describe.each(backends)('weekly hours and capacity on %s', (backend) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = bearer((await signInDemo(t.app, 'admin')).token);
    staff = bearer((await signInDemo(t.app, 'colaborador')).token);
  });
  afterAll(async () => {
    await t?.close();
  });
  it('closing a day deactivates its slots and capacity metrics add up the open week', async () => {
    const metrics = (await t.app.inject({ url: '/api/gym/capacity/metrics', headers: admin })).json().data;
    const sumByDay = metrics.byDay.reduce((n: number, d: { capacity: number }) => n + d.capacity, 0);
    expect(metrics.totalCapacity).toBe(sumByDay);
    expect(metrics.availableSpaces).toBe(metrics.totalCapacity - metrics.totalReservations);
    const saturday = metrics.byDay.find((d: { day: string }) => d.day === 'saturday').capacity;
    expect(saturday).toBeGreaterThan(0);

    await t.app.inject({
      method: 'PUT',
      url: '/api/gym/schedule',
      headers: admin,
      payload: { hours: { saturday: { isOpen: false, slots: [] } } },
    });
    const after = (await t.app.inject({ url: '/api/gym/capacity/metrics', headers: admin })).json().data;
    expect(after.totalCapacity).toBe(metrics.totalCapacity - saturday);
    const week = (await t.app.inject({ url: '/api/gym/schedule' })).json().data.hours;
    expect(week.find((d: { day: string }) => d.day === 'saturday')).toMatchObject({ isOpen: false, slots: [] });
    expect((await t.app.inject({ url: '/api/gym/capacity/metrics', headers: staff })).statusCode).toBe(403);
  });

  it('refuses an unknown day naming the days', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/gym/schedule',
      headers: admin,
      payload: { hours: { lunes: { isOpen: false } } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'El día debe ser uno de: monday, tuesday, wednesday, thursday, friday, saturday, sunday',
    );
  });
});
