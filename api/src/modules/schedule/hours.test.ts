import { describe, expect, it } from 'vitest';
import { backends, useStaffTestApp } from '../../test/test-app';

describe.each(backends)('weekly hours and capacity on %s', (backend) => {
  const s = useStaffTestApp(backend);
  it('closing a day deactivates its slots and capacity metrics add up the open week', async () => {
    const metrics = (await s.app.inject({ url: '/api/gym/capacity/metrics', headers: s.admin })).json().data;
    const sumByDay = metrics.byDay.reduce((n: number, d: { capacity: number }) => n + d.capacity, 0);
    expect(metrics.totalCapacity).toBe(sumByDay);
    expect(metrics.availableSpaces).toBe(metrics.totalCapacity - metrics.totalReservations);
    const saturday = metrics.byDay.find((d: { day: string }) => d.day === 'saturday').capacity;
    expect(saturday).toBeGreaterThan(0);

    await s.app.inject({
      method: 'PUT',
      url: '/api/gym/schedule',
      headers: s.admin,
      payload: { hours: { saturday: { isOpen: false, slots: [] } } },
    });
    const after = (await s.app.inject({ url: '/api/gym/capacity/metrics', headers: s.admin })).json().data;
    expect(after.totalCapacity).toBe(metrics.totalCapacity - saturday);
    const week = (await s.app.inject({ url: '/api/gym/schedule' })).json().data.hours;
    expect(week.find((d: { day: string }) => d.day === 'saturday')).toMatchObject({ isOpen: false, slots: [] });
    expect((await s.app.inject({ url: '/api/gym/capacity/metrics', headers: s.staff })).statusCode).toBe(403);
  });

  it('refuses an unknown day naming the days', async () => {
    const response = await s.app.inject({
      method: 'PUT',
      url: '/api/gym/schedule',
      headers: s.admin,
      payload: { hours: { lunes: { isOpen: false } } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'El día debe ser uno de: monday, tuesday, wednesday, thursday, friday, saturday, sunday',
    );
  });

  it('holds each slot to its field contract, with the message the bff and the web give', async () => {
    const save = async (day: Record<string, unknown>) => {
      const response = await s.app.inject({
        method: 'PUT',
        url: '/api/gym/schedule',
        headers: s.admin,
        payload: { hours: { sunday: { isOpen: true, openTime: '08:00', closeTime: '12:00', ...day } } },
      });
      expect(response.statusCode).toBe(422);
      return response.json().message;
    };
    const slot = { startTime: '08:00', endTime: '10:00', capacity: 12 };
    expect(await save({ slots: [{ ...slot, capacity: 1001 }] })).toBe('El cupo no puede ser mayor que 1000');
    expect(await save({ slots: [{ ...slot, capacity: '12' }] })).toBe('El cupo debe ser un número');
    expect(await save({ slots: [{ ...slot, startTime: '8:00' }] })).toBe('Usa el formato HH:mm');
    expect(await save({ slots: [{ ...slot, label: 'Mañana\u0000' }] })).toBe(
      'La etiqueta contiene caracteres no permitidos',
    );
    expect(await save({ slots: [{ ...slot, id: 2_147_483_648 }] })).toBe(
      'El horario no puede ser mayor que 2147483647',
    );
    const many = Array.from({ length: 49 }, (_, i) => ({
      ...slot,
      startTime: `0${i % 10}:${10 + i}`,
      endTime: '23:00',
    }));
    expect(await save({ slots: many })).toBe('La cantidad de franjas del día no puede ser mayor que 48');
  });
});
