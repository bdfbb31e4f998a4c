import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, bearer, createTestApp, signInDemo, type TestApp } from '../../test/test-app';

describe.each(backends)('statistics on %s', (backend) => {
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

  it('serves the seeded active counters publicly, in order', async () => {
    const response = await t.app.inject({ url: '/api/statistics/active' });
    expect(response.statusCode).toBe(200);
    const labels = response.json().data.statistics.map((s: { label: string }) => s.label);
    expect(labels).toEqual(['Miembros activos', 'Entrenadores', 'Años de experiencia', 'Satisfacción']);
  });

  it('serves the active counters under the legacy /gym/stats', async () => {
    const stats = (await t.app.inject({ url: '/api/gym/stats' })).json().data.statistics;
    expect(stats.length).toBe(4);
  });

  it('creates a counter with the key derived from the label and the defaults', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/statistics',
      headers: admin,
      payload: { label: 'Clases por Semana!', statValue: '120' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      statKey: 'clases_por_semana',
      statValue: 120,
      iconName: 'TrendingUp',
      valueSuffix: '+',
      colorScheme: 'primary',
      displayOrder: 999,
      isActive: true,
    });
  });

  it('answers 422 with the messages for a non-numeric value or an unknown icon', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/statistics',
      headers: admin,
      payload: { label: 'Algo', statValue: 'muchos', iconName: 'Rocket' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain('El valor debe ser numérico');
    expect(response.json().message).toContain('Ícono no válido');
  });

  it('refuses a second counter with the same key (409)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/statistics',
      headers: admin,
      payload: { label: 'Entrenadores', statValue: 3 },
    });
    expect(response.statusCode).toBe(409);
  });

  it('answers 403 Sin permisos to staff and 401 to guests on writes and the full list', async () => {
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/statistics',
      headers: staff,
      payload: { label: 'X', statValue: 1 },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe('Sin permisos para gestionar estadísticas');
    expect((await t.app.inject({ url: '/api/statistics' })).statusCode).toBe(401);
  });

  it('updates, toggles, reorders in batch and deletes', async () => {
    const list = (await t.app.inject({ url: '/api/statistics', headers: admin })).json().data.statistics as {
      id: number;
      statKey: string;
    }[];
    const members = list.find((s) => s.statKey === 'miembros_activos')!;
    const trainers = list.find((s) => s.statKey === 'entrenadores')!;

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/statistics/${members.id}`,
      headers: admin,
      payload: { statValue: 2500, colorScheme: 'info' },
    });
    expect(updated.json().data).toMatchObject({ statValue: 2500, colorScheme: 'info' });

    const toggled = await t.app.inject({
      method: 'PATCH',
      url: `/api/statistics/${trainers.id}/toggle`,
      headers: admin,
    });
    expect(toggled.json().data.isActive).toBe(false);
    const active = (await t.app.inject({ url: '/api/statistics/active' })).json().data.statistics;
    expect(active.some((s: { id: number }) => s.id === trainers.id)).toBe(false);

    const reordered = await t.app.inject({
      method: 'PUT',
      url: '/api/statistics/reorder/batch',
      headers: admin,
      payload: {
        order: [
          { id: members.id, displayOrder: 50 },
          { id: trainers.id, displayOrder: 0 },
        ],
      },
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().data.statistics[0].id).toBe(trainers.id);

    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/statistics/reorder/batch',
      headers: admin,
      payload: {
        order: [
          { id: members.id, displayOrder: 1 },
          { id: 999999, displayOrder: 2 },
        ],
      },
    });
    expect(unknown.statusCode).toBe(404);
    const after = (await t.app.inject({ url: '/api/statistics', headers: admin })).json().data.statistics;
    expect(after.find((s: { id: number }) => s.id === members.id).displayOrder).toBe(50);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/statistics/${members.id}`, headers: admin })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/statistics/${members.id}`, headers: admin })).json().message,
    ).toBe('Estadística no encontrada');
  });

  it('seeds only the missing defaults', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/statistics/seed/defaults', headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.created).toBe(1);
    const keys = response.json().data.statistics.map((s: { statKey: string }) => s.statKey);
    expect(keys).toContain('miembros_activos');
  });
});
