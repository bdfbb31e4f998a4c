import { INT32_MAX } from '@gym/domain';
import { describe, expect, it } from 'vitest';
import { backends, useStaffTestApp } from '../../test/test-app';

describe.each(backends)('statistics on %s', (backend) => {
  const s = useStaffTestApp(backend);

  it('serves the seeded active counters publicly, in order', async () => {
    const response = await s.app.inject({ url: '/api/statistics/active' });
    expect(response.statusCode).toBe(200);
    const labels = response.json().data.statistics.map((s: { label: string }) => s.label);
    expect(labels).toEqual(['Miembros activos', 'Entrenadores', 'Años de experiencia', 'Satisfacción']);
  });

  it('serves the active counters under the legacy /gym/stats', async () => {
    const stats = (await s.app.inject({ url: '/api/gym/stats' })).json().data.statistics;
    expect(stats.length).toBe(4);
  });

  it('creates a counter with the key derived from the label and the defaults', async () => {
    const response = await s.app.inject({
      method: 'POST',
      url: '/api/statistics',
      headers: s.admin,
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
    const response = await s.app.inject({
      method: 'POST',
      url: '/api/statistics',
      headers: s.admin,
      payload: { label: 'Algo', statValue: 'muchos', iconName: 'Rocket' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain('El valor debe ser numérico');
    expect(response.json().message).toContain('Ícono no válido');
  });

  it('keeps a counter and an id within the integer column and a text free of NUL (422, not 500)', async () => {
    const post = (payload: object) =>
      s.app.inject({ method: 'POST', url: '/api/statistics', headers: s.admin, payload });
    const huge = await post({ label: 'Visitas', statValue: INT32_MAX + 1 });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().message).toBe(`El valor no puede ser mayor que ${INT32_MAX}`);
    const nul = await post({ label: 'Visi\u0000tas', statValue: 5 });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().message).toBe('La etiqueta contiene caracteres no permitidos');
    const id = await s.app.inject({ method: 'PUT', url: '/api/statistics/99999999999', headers: s.admin, payload: {} });
    expect(id.statusCode).toBe(422);
    expect(id.json().message).toBe(`El identificador de la estadística no puede ser mayor que ${INT32_MAX}`);
  });

  it('refuses a second counter with the same key (409)', async () => {
    const response = await s.app.inject({
      method: 'POST',
      url: '/api/statistics',
      headers: s.admin,
      payload: { label: 'Entrenadores', statValue: 3 },
    });
    expect(response.statusCode).toBe(409);
  });

  it('answers 403 Sin permisos to s.staff and 401 to guests on writes and the full list', async () => {
    const write = await s.app.inject({
      method: 'POST',
      url: '/api/statistics',
      headers: s.staff,
      payload: { label: 'X', statValue: 1 },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe('Sin permisos para gestionar estadísticas');
    expect((await s.app.inject({ url: '/api/statistics' })).statusCode).toBe(401);
  });

  it('updates, toggles, reorders in batch and deletes', async () => {
    const list = (await s.app.inject({ url: '/api/statistics', headers: s.admin })).json().data.statistics as {
      id: number;
      statKey: string;
    }[];
    const members = list.find((s) => s.statKey === 'miembros_activos')!;
    const trainers = list.find((s) => s.statKey === 'entrenadores')!;

    const updated = await s.app.inject({
      method: 'PUT',
      url: `/api/statistics/${members.id}`,
      headers: s.admin,
      payload: { statValue: 2500, colorScheme: 'info' },
    });
    expect(updated.json().data).toMatchObject({ statValue: 2500, colorScheme: 'info' });

    const toggled = await s.app.inject({
      method: 'PATCH',
      url: `/api/statistics/${trainers.id}/toggle`,
      headers: s.admin,
    });
    expect(toggled.json().data.isActive).toBe(false);
    const active = (await s.app.inject({ url: '/api/statistics/active' })).json().data.statistics;
    expect(active.some((s: { id: number }) => s.id === trainers.id)).toBe(false);

    const reordered = await s.app.inject({
      method: 'PUT',
      url: '/api/statistics/reorder/batch',
      headers: s.admin,
      payload: {
        order: [
          { id: members.id, displayOrder: 50 },
          { id: trainers.id, displayOrder: 0 },
        ],
      },
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().data.statistics[0].id).toBe(trainers.id);

    const unknown = await s.app.inject({
      method: 'PUT',
      url: '/api/statistics/reorder/batch',
      headers: s.admin,
      payload: {
        order: [
          { id: members.id, displayOrder: 1 },
          { id: 999999, displayOrder: 2 },
        ],
      },
    });
    expect(unknown.statusCode).toBe(404);
    const after = (await s.app.inject({ url: '/api/statistics', headers: s.admin })).json().data.statistics;
    expect(after.find((s: { id: number }) => s.id === members.id).displayOrder).toBe(50);

    expect(
      (await s.app.inject({ method: 'DELETE', url: `/api/statistics/${members.id}`, headers: s.admin })).statusCode,
    ).toBe(200);
    expect(
      (await s.app.inject({ method: 'DELETE', url: `/api/statistics/${members.id}`, headers: s.admin })).json().message,
    ).toBe('Estadística no encontrada');
  });

  it('seeds only the missing defaults', async () => {
    const response = await s.app.inject({ method: 'POST', url: '/api/statistics/seed/defaults', headers: s.admin });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.created).toBe(1);
    const keys = response.json().data.statistics.map((s: { statKey: string }) => s.statKey);
    expect(keys).toContain('miembros_activos');
  });
});
