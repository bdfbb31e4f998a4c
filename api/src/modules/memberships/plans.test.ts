import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, bearer, createTestApp, signInDemo, type TestApp } from '../../test/test-app';

describe.each(backends)('membership plans editing on %s', (backend) => {
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

  it('gives members the same plans without the editor-only popular and active copies', async () => {
    const website = (await t.app.inject({ url: '/api/gym/membership-plans' })).json().data.plans;
    const members = (await t.app.inject({ url: '/api/memberships/plans' })).json().data.plans;
    expect(members.map((p: { id: string }) => p.id)).toEqual(website.map((p: { id: string }) => p.id));
    for (const plan of members) {
      expect(plan).not.toHaveProperty('popular');
      expect(plan).not.toHaveProperty('active');
    }
    const { popular: _popular, active: _active, ...shared } = website[0];
    expect(members[0]).toEqual(shared);
  });

  it('refuses an unknown duration naming the accepted ones', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/gym/membership-plans',
      headers: admin,
      payload: { plans: [{ name: 'Plan Bienal', price: 10, durationType: 'biennial' }] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('La duración debe ser uno de: daily, weekly, monthly, quarterly, annual');
  });
});
