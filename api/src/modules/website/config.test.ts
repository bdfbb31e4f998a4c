import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp, useStaffTestApp } from '../../test/test-app';

describe.each(backends)('gym config on %s', (backend) => {
  let seeded: TestApp;
  let empty: TestApp;
  beforeAll(async () => {
    [seeded, empty] = await Promise.all([createTestApp(backend), createTestApp(backend, { seed: 'none' })]);
  });
  afterAll(async () => {
    await Promise.all([seeded?.close(), empty?.close()]);
  });

  it('serves the configured gym publicly', async () => {
    const response = await seeded.app.inject({ url: '/api/gym/config' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.name).toBe('Gimnasio Demo');
    expect(data.primaryColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(data.contact.address).toContain('Guatemala');
    expect(data.contact.phone).toMatch(/^\+502/);
  });

  it('answers neutral defaults before the gym is configured', async () => {
    const response = await empty.app.inject({ url: '/api/gym/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Gimnasio', tagline: null, contact: { phone: null } });
  });
});
describe.each(backends)('gym config administration on %s', (backend) => {
  const s = useStaffTestApp(backend);
  it('updates name, texts and colours with the spec names; the public config shows them', async () => {
    const response = await s.app.inject({
      method: 'PUT',
      url: '/api/gym/config',
      headers: s.admin,
      payload: {
        gymName: 'Titán Gym Xela',
        gymTagline: 'Fuerza en Quetzaltenango',
        primaryColor: '#aa0000',
        dangerColor: '#990000',
      },
    });
    expect(response.statusCode).toBe(200);
    const config = (await s.app.inject({ url: '/api/gym/config' })).json().data;
    expect(config).toMatchObject({
      name: 'Titán Gym Xela',
      tagline: 'Fuerza en Quetzaltenango',
      primaryColor: '#aa0000',
      dangerColor: '#990000',
    });
    expect(config.social.map((s: { platform: string }) => s.platform)).toEqual(['facebook', 'instagram', 'tiktok']);
  });
  it('answers 422 for a malformed colour and 403 Sin permisos for staff', async () => {
    const bad = await s.app.inject({
      method: 'PUT',
      url: '/api/gym/config',
      headers: s.admin,
      payload: { primaryColor: 'red' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('El color debe tener el formato #RRGGBB');
    const refused = await s.app.inject({
      method: 'PUT',
      url: '/api/gym/config',
      headers: s.staff,
      payload: { gymName: 'X' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Sin permisos para actualizar la configuración');
  });
  it('saves a section through /gym/config/flexible, including schedule data.hours', async () => {
    const basic = await s.app.inject({
      method: 'PUT',
      url: '/api/gym/config/flexible',
      headers: s.admin,
      payload: { section: 'basic', data: { gymDescription: 'Abierto 365 días' } },
    });
    expect(basic.json().data.description).toBe('Abierto 365 días');
    const schedule = await s.app.inject({
      method: 'PUT',
      url: '/api/gym/config/flexible',
      headers: s.admin,
      payload: {
        section: 'schedule',
        data: {
          hours: {
            sunday: {
              isOpen: true,
              openTime: '08:00',
              closeTime: '12:00',
              slots: [{ startTime: '08:00', endTime: '10:00', capacity: 15 }],
            },
          },
        },
      },
    });
    expect(schedule.statusCode).toBe(200);
    const sunday = schedule.json().data.hours.find((d: { day: string }) => d.day === 'sunday');
    expect(sunday).toMatchObject({
      isOpen: true,
      dayName: 'Domingo',
      slots: [{ startTime: '08:00', capacity: 15, reserved: 0 }],
    });
    const bad = await s.app.inject({
      method: 'PUT',
      url: '/api/gym/config/flexible',
      headers: s.admin,
      payload: {
        section: 'schedule',
        data: { hours: { sunday: { isOpen: true, slots: [{ startTime: '10:00', endTime: '09:00', capacity: 5 }] } } },
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Domingo: la hora de fin debe ser posterior a la de inicio');
    const badColor = await s.app.inject({
      method: 'PUT',
      url: '/api/gym/config/flexible',
      headers: s.admin,
      payload: { section: 'basic', data: { primaryColor: 'azul' } },
    });
    expect(badColor.statusCode).toBe(422);
    const unknown = await s.app.inject({
      method: 'PUT',
      url: '/api/gym/config/flexible',
      headers: s.admin,
      payload: { section: 'colores', data: {} },
    });
    expect(unknown.json().message).toBe('Sección no válida');
  });
  it('reads the week in the shape a client of the staff spec sends (timeSlots, full), never closing a day it kept open (issue 34 item 11)', async () => {
    const save = (hours: Record<string, unknown>) =>
      s.app.inject({
        method: 'PUT',
        url: '/api/gym/config/flexible',
        headers: s.admin,
        payload: { section: 'schedule', data: { hours } },
      });
    const week = async () =>
      (await s.app.inject({ url: '/api/gym/schedule' })).json().data.hours as {
        day: string;
        isOpen: boolean;
        openTime: string | null;
        closeTime: string | null;
        slots: { startTime: string; endTime: string; capacity: number }[];
      }[];
    const weekday = {
      isOpen: true,
      timeSlots: [
        { open: '06:00', close: '08:00', capacity: 20 },
        { open: '17:00', close: '20:00', capacity: 25 },
      ],
    };
    const sent = {
      monday: weekday,
      tuesday: weekday,
      wednesday: weekday,
      thursday: weekday,
      friday: weekday,
      saturday: { isOpen: true, timeSlots: [{ open: '08:00', close: '12:00', capacity: 10 }] },
      sunday: { isOpen: false, timeSlots: [] },
      full: 'Lunes a viernes 06:00-20:00, sábado 08:00-12:00',
    };
    const saved = await save(sent);
    expect(saved.statusCode, saved.body).toBe(200);
    const days = await week();
    const monday = days.find((d) => d.day === 'monday')!;
    expect(monday).toMatchObject({ isOpen: true, openTime: '06:00', closeTime: '20:00' });
    expect(monday.slots.map((x) => [x.startTime, x.endTime, x.capacity])).toEqual([
      ['06:00', '08:00', 20],
      ['17:00', '20:00', 25],
    ]);
    expect(days.find((d) => d.day === 'saturday')).toMatchObject({
      isOpen: true,
      openTime: '08:00',
      closeTime: '12:00',
    });
    expect(days.find((d) => d.day === 'sunday')).toMatchObject({ isOpen: false, slots: [] });
    // The landing page words each day from these: none of the open days reads 'Cerrado'.
    const landing = (await s.app.inject({ url: '/api/content/landing' })).json().data;
    expect(JSON.stringify(landing)).toContain('"openTime":"06:00"');

    // Without `full`, the same; a day left out keeps what it had.
    const mondayOnly = await save({
      monday: { isOpen: true, timeSlots: [{ open: '07:00', close: '09:00', capacity: 12 }] },
    });
    expect(mondayOnly.statusCode, mondayOnly.body).toBe(200);
    const after = await week();
    expect(after.find((d) => d.day === 'monday')).toMatchObject({
      isOpen: true,
      openTime: '07:00',
      closeTime: '09:00',
    });
    expect(after.find((d) => d.day === 'tuesday')).toMatchObject({
      isOpen: true,
      openTime: '06:00',
      closeTime: '20:00',
    });
    expect(after.find((d) => d.day === 'tuesday')!.slots).toHaveLength(2);

    // An unknown shape is a 422 and nothing is written.
    const refusals: [Record<string, unknown>, string][] = [
      [{ monday: { isOpen: true, franjas: [{ open: '05:00', close: '06:00', capacity: 5 }] } }, "'franjas'"],
      [{ monday: { abierto: true, timeSlots: [] } }, "'abierto'"],
      [{ monday: { isOpen: true, timeSlots: [{ start: '05:00', end: '06:00', capacity: 5 }] } }, "'start', 'end'"],
      [{ lunes: { isOpen: false } }, 'El día debe ser uno de: monday'],
      [{ monday: { isOpen: false }, full: 7 }, 'El resumen del horario debe ser un texto'],
      [{ monday: { isOpen: true, slots: [], timeSlots: [] } }, 'slots o timeSlots, no ambos'],
    ];
    for (const [hours, message] of refusals) {
      const refused = await save(hours);
      expect(refused.statusCode, JSON.stringify(hours)).toBe(422);
      expect(refused.json().message).toContain(message);
    }
    expect(await week()).toEqual(after);
  });
  it('gives the editor everything in one answer and seeds only the missing defaults', async () => {
    const editor = await s.app.inject({ url: '/api/gym/config/editor', headers: s.admin });
    expect(editor.json().data).toMatchObject({
      name: expect.any(String),
      schedule: expect.any(Array),
      promotions: expect.any(Array),
    });
    const init = await s.app.inject({ method: 'POST', url: '/api/gym/initialize', headers: s.admin });
    expect(init.json().data).toEqual({ statistics: 0, services: 0 });
  });
});
