import { describe, expect, it } from 'vitest';
import { backends, useStaffTestApp } from '../../test/test-app';

describe.each(backends)('website promotions on %s', (backend) => {
  const s = useStaffTestApp(backend);
  it('serves the promotions with their running flag by the Guatemala day', async () => {
    const promotions = (await s.app.inject({ url: '/api/gym/promotions' })).json().data.promotions;
    expect(promotions.find((p: { id: string }) => p.id === 'rifa-2025')).toMatchObject({
      endDate: '2025-10-18',
      isRunning: false,
    });
    expect(promotions.find((p: { id: string }) => p.id === 'inscripcion-gratis').isRunning).toBe(true);
  });

  it('saves the promotions (s.admin only) and checks the end day format', async () => {
    const saved = await s.app.inject({
      method: 'PUT',
      url: '/api/gym/promotions',
      headers: s.admin,
      payload: { promotions: [{ id: 'verano', title: 'Verano', endDate: '2999-01-31' }] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.promotions).toEqual([
      { id: 'verano', title: 'Verano', endDate: '2999-01-31', isActive: true, isRunning: true },
    ]);
    const bad = await s.app.inject({
      method: 'PUT',
      url: '/api/gym/promotions',
      headers: s.admin,
      payload: { promotions: [{ id: 'x', title: 'X', endDate: '31/01/2999' }] },
    });
    expect(bad.statusCode).toBe(422);
    const refused = await s.app.inject({ method: 'PUT', url: '/api/gym/promotions', headers: s.staff, payload: {} });
    expect(refused.statusCode).toBe(403);
  });
});
