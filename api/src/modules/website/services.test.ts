import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, bearer, createTestApp, signInDemo, type TestApp } from '../../test/test-app';

describe.each(backends)('services on %s', (backend) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let client: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = bearer((await signInDemo(t.app, 'admin')).token);
    client = bearer((await signInDemo(t.app, 'cliente')).token);
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (payload: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/services', headers, payload });

  it('lists the seeded services publicly, active ones and by id', async () => {
    const all = (await t.app.inject({ url: '/api/services' })).json().data.services;
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all[0]).toMatchObject({ title: 'Pesas y máquinas', iconName: 'dumbbell' });
    const one = await t.app.inject({ url: `/api/services/${all[0].id}` });
    expect(one.json().data.features).toContain('Racks de sentadilla');
    expect((await t.app.inject({ url: '/api/services/999999' })).json().message).toBe('Servicio no encontrado');
  });

  it('creates with defaults, refuses a duplicate title (400) and an empty one (422)', async () => {
    const created = await create({ title: 'Boxeo', features: ['Guantes incluidos'] });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ title: 'Boxeo', iconName: 'dumbbell', isActive: true });

    const duplicate = await create({ title: '  boxeo ' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe('Ya existe un servicio con ese título');

    const empty = await create({ title: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('El título del servicio es obligatorio');
  });

  it('answers 403 Sin permisos to a client on each write', async () => {
    const refused = await create({ title: 'Pilates' }, client);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Sin permisos para crear servicios');
    const del = await t.app.inject({ method: 'DELETE', url: '/api/services/1', headers: client });
    expect(del.json().message).toBe('Sin permisos para eliminar servicios');
  });

  it('toggles (active list follows), duplicates as an inactive copy, updates and deletes', async () => {
    const { id } = (await create({ title: 'Spinning nocturno' })).json().data;
    await t.app.inject({ method: 'PATCH', url: `/api/services/${id}/toggle`, headers: admin });
    const active = (await t.app.inject({ url: '/api/services/active' })).json().data.services;
    expect(active.some((s: { id: number }) => s.id === id)).toBe(false);

    const copy = await t.app.inject({ method: 'POST', url: `/api/services/${id}/duplicate`, headers: admin });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data).toMatchObject({ title: 'Spinning nocturno (copia)', isActive: false });
    const second = await t.app.inject({ method: 'POST', url: `/api/services/${id}/duplicate`, headers: admin });
    expect(second.json().data.title).toBe('Spinning nocturno (copia 2)');

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/services/${id}`,
      headers: admin,
      payload: { title: 'Pesas y máquinas' },
    });
    expect(renamed.statusCode).toBe(400);
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/services/${id}`,
      headers: admin,
      payload: { description: 'Martes y jueves 20:00', iconName: 'zap' },
    });
    expect(updated.json().data).toMatchObject({ description: 'Martes y jueves 20:00', iconName: 'zap' });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/services/${id}`, headers: admin })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/services/${id}` })).statusCode).toBe(404);
  });

  it('reorders, counts and seeds the missing defaults', async () => {
    const all = (await t.app.inject({ url: '/api/services' })).json().data.services as { id: number }[];
    const last = all[all.length - 1]!;
    const reordered = await t.app.inject({
      method: 'PUT',
      url: '/api/services/reorder',
      headers: admin,
      payload: { services: [{ id: last.id, displayOrder: 0 }] },
    });
    expect(reordered.json().data.services[0].id).toBe(last.id);

    const stats = (await t.app.inject({ url: '/api/services/stats', headers: admin })).json().data;
    expect(stats.total).toBe(all.length);
    expect(stats.active + stats.inactive).toBe(stats.total);

    const seeded = await t.app.inject({ method: 'POST', url: '/api/services/seed/defaults', headers: admin });
    expect(seeded.json().data.created).toBe(0);
  });

  it('replaces the catalogue through the legacy PUT /gym/services', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/gym/services',
      headers: admin,
      payload: { services: [{ title: 'Pesas y máquinas' }, { title: 'Yoga', features: ['Mats incluidos'] }] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.services.map((s: { title: string }) => s.title)).toEqual(['Pesas y máquinas', 'Yoga']);
  });
});
