import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, bearer, createTestApp, signInDemo, type TestApp } from '../../test/test-app';

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

describe.each(backends)('gym content administration on %s', (backend) => {
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

  it('updates name, texts and colours with the spec names; the public config shows them', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/gym/config',
      headers: admin,
      payload: {
        gymName: 'Titán Gym Xela',
        gymTagline: 'Fuerza en Quetzaltenango',
        primaryColor: '#aa0000',
        dangerColor: '#990000',
      },
    });
    expect(response.statusCode).toBe(200);
    const config = (await t.app.inject({ url: '/api/gym/config' })).json().data;
    expect(config).toMatchObject({
      name: 'Titán Gym Xela',
      tagline: 'Fuerza en Quetzaltenango',
      primaryColor: '#aa0000',
      dangerColor: '#990000',
    });
    expect(config.social.map((s: { platform: string }) => s.platform)).toEqual(['facebook', 'instagram', 'tiktok']);
  });

  it('answers 422 for a malformed colour and 403 Sin permisos for staff', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/gym/config',
      headers: admin,
      payload: { primaryColor: 'red' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('El color debe tener el formato #RRGGBB');
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/gym/config',
      headers: staff,
      payload: { gymName: 'X' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Sin permisos para actualizar la configuración');
  });

  it('accepts maps_url and latitude/longitude as well as mapsUrl and lat/lng', async () => {
    const first = await t.app.inject({
      method: 'PUT',
      url: '/api/gym/contact',
      headers: admin,
      payload: {
        maps_url: 'https://maps.google.com/?q=Xela',
        latitude: 14.8347,
        longitude: -91.5181,
        city: 'Quetzaltenango',
      },
    });
    expect(first.json().data).toMatchObject({
      mapsUrl: 'https://maps.google.com/?q=Xela',
      city: 'Quetzaltenango',
      location: { lat: 14.8347, lng: -91.5181 },
    });
    const second = await t.app.inject({
      method: 'PUT',
      url: '/api/gym/contact',
      headers: admin,
      payload: { mapsUrl: 'https://maps.google.com/?q=Z10', lat: 14.6, lng: -90.5 },
    });
    expect(second.json().data.location).toEqual({ lat: 14.6, lng: -90.5 });
    expect((await t.app.inject({ url: '/api/gym/contact' })).json().data.mapsUrl).toBe(
      'https://maps.google.com/?q=Z10',
    );
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/gym/contact',
      headers: staff,
      payload: { city: 'X' },
    });
    expect(refused.json().message).toBe('Sin permisos para actualizar el contacto');
  });

  it('creates or updates social networks (isNew), toggles them and keeps inactive ones admin-only', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/gym/social-media',
      headers: admin,
      payload: { platform: 'whatsapp', url: 'https://wa.me/50255551234' },
    });
    expect(created.json().data.isNew).toBe(true);
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/gym/social-media',
      headers: admin,
      payload: { platform: 'whatsapp', url: 'https://wa.me/50255550000' },
    });
    expect(updated.json().data).toMatchObject({ isNew: false, url: 'https://wa.me/50255550000' });
    await t.app.inject({ method: 'PATCH', url: '/api/gym/social-media/whatsapp/toggle', headers: admin });
    const publicList = (await t.app.inject({ url: '/api/gym/social-media' })).json().data.socialMedia;
    expect(publicList.some((s: { platform: string }) => s.platform === 'whatsapp')).toBe(false);
    const all = (await t.app.inject({ url: '/api/gym/social-media/all', headers: admin })).json().data.socialMedia;
    expect(all.find((s: { platform: string }) => s.platform === 'whatsapp').isActive).toBe(false);
    expect((await t.app.inject({ url: '/api/gym/social-media/all', headers: staff })).statusCode).toBe(403);
    const missing = await t.app.inject({ url: '/api/gym/social-media/linkedin' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Red social linkedin no encontrada');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/gym/social-media',
      headers: admin,
      payload: { platform: 'myspace', url: 'nope' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('saves a section through /gym/config/flexible, including schedule data.hours', async () => {
    const basic = await t.app.inject({
      method: 'PUT',
      url: '/api/gym/config/flexible',
      headers: admin,
      payload: { section: 'basic', data: { gymDescription: 'Abierto 365 días' } },
    });
    expect(basic.json().data.description).toBe('Abierto 365 días');
    const schedule = await t.app.inject({
      method: 'PUT',
      url: '/api/gym/config/flexible',
      headers: admin,
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
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/gym/config/flexible',
      headers: admin,
      payload: {
        section: 'schedule',
        data: { hours: { sunday: { isOpen: true, slots: [{ startTime: '10:00', endTime: '09:00', capacity: 5 }] } } },
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Domingo: la hora de fin debe ser posterior a la de inicio');
    const badColor = await t.app.inject({
      method: 'PUT',
      url: '/api/gym/config/flexible',
      headers: admin,
      payload: { section: 'basic', data: { primaryColor: 'azul' } },
    });
    expect(badColor.statusCode).toBe(422);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/gym/config/flexible',
      headers: admin,
      payload: { section: 'colores', data: {} },
    });
    expect(unknown.json().message).toBe('Sección no válida');
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

  it('saves membership plans (popular badge) and lists only active ones publicly', async () => {
    const before = (await t.app.inject({ url: '/api/gym/membership-plans/all', headers: admin })).json().data.plans;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/gym/membership-plans',
      headers: admin,
      payload: {
        plans: [
          {
            name: 'Plan Estudiante',
            price: 199,
            durationType: 'monthly',
            features: ['Acceso de 6:00 a 14:00'],
            popular: true,
          },
          { name: 'Plan Oculto', price: 99, durationType: 'weekly', active: false },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.plans).toHaveLength(before.length + 2);
    const publicPlans = (await t.app.inject({ url: '/api/gym/membership-plans' })).json().data.plans;
    expect(publicPlans.find((p: { name: string }) => p.name === 'Plan Estudiante')).toMatchObject({
      price: 199,
      popular: true,
      isPopular: true,
    });
    expect(publicPlans.some((p: { name: string }) => p.name === 'Plan Oculto')).toBe(false);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/gym/membership-plans',
      headers: admin,
      payload: { plans: [{ name: 'X', price: -1, durationType: 'monthly' }] },
    });
    expect(bad.statusCode).toBe(422);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/gym/membership-plans',
      headers: staff,
      payload: { plans: [{ name: 'Plan', price: 1, durationType: 'monthly' }] },
    });
    expect(refused.json().message).toBe('Sin permisos para actualizar los planes');
  });

  it('serves the content blocks with defaults, promotions by Guatemala day, stats and the editor bundle', async () => {
    for (const path of ['video', 'sections-content', 'navigation', 'branding']) {
      expect((await t.app.inject({ url: `/api/gym/${path}` })).statusCode).toBe(200);
    }
    const promotions = (await t.app.inject({ url: '/api/gym/promotions' })).json().data.promotions;
    expect(promotions.find((p: { id: string }) => p.id === 'rifa-2025')).toMatchObject({
      endDate: '2025-10-18',
      isRunning: false,
    });
    expect(promotions.find((p: { id: string }) => p.id === 'inscripcion-gratis').isRunning).toBe(true);
    const stats = (await t.app.inject({ url: '/api/gym/stats' })).json().data.statistics;
    expect(stats.length).toBe(4);
    const editor = await t.app.inject({ url: '/api/gym/config/editor', headers: admin });
    expect(editor.json().data).toMatchObject({
      name: expect.any(String),
      schedule: expect.any(Array),
      promotions: expect.any(Array),
    });
    const init = await t.app.inject({ method: 'POST', url: '/api/gym/initialize', headers: admin });
    expect(init.json().data).toEqual({ statistics: 0, services: 0 });
  });
});
