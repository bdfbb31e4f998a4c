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
