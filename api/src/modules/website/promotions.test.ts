import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, bearer, createTestApp, signInDemo, type TestApp } from '../../test/test-app';

describe.each(backends)('website promotions on %s', (backend) => {
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
  it('serves the promotions with their running flag by the Guatemala day', async () => {
    const promotions = (await t.app.inject({ url: '/api/gym/promotions' })).json().data.promotions;
    expect(promotions.find((p: { id: string }) => p.id === 'rifa-2025')).toMatchObject({
      endDate: '2025-10-18',
      isRunning: false,
    });
    expect(promotions.find((p: { id: string }) => p.id === 'inscripcion-gratis').isRunning).toBe(true);
  });

  it('saves the promotions (admin only) and checks the end day format', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/gym/promotions',
      headers: admin,
      payload: { promotions: [{ id: 'verano', title: 'Verano', endDate: '2999-01-31' }] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.promotions).toEqual([
      { id: 'verano', title: 'Verano', endDate: '2999-01-31', isActive: true, isRunning: true },
    ]);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/gym/promotions',
      headers: admin,
      payload: { promotions: [{ id: 'x', title: 'X', endDate: '31/01/2999' }] },
    });
    expect(bad.statusCode).toBe(422);
    const refused = await t.app.inject({ method: 'PUT', url: '/api/gym/promotions', headers: staff, payload: {} });
    expect(refused.statusCode).toBe(403);
  });
});
