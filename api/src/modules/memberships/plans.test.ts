import { describe, expect, it } from 'vitest';
import { backends, useStaffTestApp } from '../../test/test-app';

describe.each(backends)('membership plans editing on %s', (backend) => {
  const s = useStaffTestApp(backend);
  it('saves membership plans (popular badge) and lists only active ones publicly', async () => {
    const before = (await s.app.inject({ url: '/api/gym/membership-plans/all', headers: s.admin })).json().data.plans;
    const saved = await s.app.inject({
      method: 'PUT',
      url: '/api/gym/membership-plans',
      headers: s.admin,
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
    const publicPlans = (await s.app.inject({ url: '/api/gym/membership-plans' })).json().data.plans;
    expect(publicPlans.find((p: { name: string }) => p.name === 'Plan Estudiante')).toMatchObject({
      price: 199,
      popular: true,
      isPopular: true,
    });
    expect(publicPlans.some((p: { name: string }) => p.name === 'Plan Oculto')).toBe(false);
    const bad = await s.app.inject({
      method: 'PUT',
      url: '/api/gym/membership-plans',
      headers: s.admin,
      payload: { plans: [{ name: 'X', price: -1, durationType: 'monthly' }] },
    });
    expect(bad.statusCode).toBe(422);
    const refused = await s.app.inject({
      method: 'PUT',
      url: '/api/gym/membership-plans',
      headers: s.staff,
      payload: { plans: [{ name: 'Plan', price: 1, durationType: 'monthly' }] },
    });
    expect(refused.json().message).toBe('Sin permisos para actualizar los planes');
  });

  it('gives members the same plans without the editor-only popular and active copies', async () => {
    const website = (await s.app.inject({ url: '/api/gym/membership-plans' })).json().data.plans;
    const members = (await s.app.inject({ url: '/api/memberships/plans' })).json().data.plans;
    expect(members.map((p: { id: string }) => p.id)).toEqual(website.map((p: { id: string }) => p.id));
    for (const plan of members) {
      expect(plan).not.toHaveProperty('popular');
      expect(plan).not.toHaveProperty('active');
    }
    const { popular: _popular, active: _active, ...shared } = website[0];
    expect(members[0]).toEqual(shared);
  });

  it('refuses an unknown duration naming the accepted ones', async () => {
    const response = await s.app.inject({
      method: 'PUT',
      url: '/api/gym/membership-plans',
      headers: s.admin,
      payload: { plans: [{ name: 'Plan Bienal', price: 10, durationType: 'biennial' }] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('La duración debe ser uno de: daily, weekly, monthly, quarterly, annual');
  });

  it('holds each plan to its field contract, with the message the bff and the web give', async () => {
    const save = async (plans: Record<string, unknown>[]) => {
      const response = await s.app.inject({
        method: 'PUT',
        url: '/api/gym/membership-plans',
        headers: s.admin,
        payload: { plans },
      });
      expect(response.statusCode).toBe(422);
      return response.json().message;
    };
    const plan = { name: 'Plan Contrato', price: 199, durationType: 'monthly' };
    expect(await save([{ ...plan, name: 'x'.repeat(81) }])).toBe('El nombre del plan admite como máximo 80 caracteres');
    expect(await save([{ ...plan, name: 'Plan\u0000Nulo' }])).toBe(
      'El nombre del plan contiene caracteres no permitidos',
    );
    expect(await save([{ ...plan, description: 'Texto\u0000' }])).toBe(
      'La descripción contiene caracteres no permitidos',
    );
    expect(await save([{ ...plan, price: 250.505 }])).toBe('El precio admite como máximo dos decimales');
    expect(await save([{ ...plan, price: '199' }])).toBe('El precio debe ser un número');
    expect(await save([{ ...plan, originalPrice: 1_000_000.01 }])).toBe(
      'El precio anterior no puede ser mayor que Q 1,000,000.00',
    );
    expect(await save([{ ...plan, features: ['x'.repeat(121)] }])).toBe(
      'El beneficio admite como máximo 120 caracteres',
    );
    expect(await save([{ ...plan, displayOrder: 2_147_483_648 }])).toBe('El orden no puede ser mayor que 2147483647');
    expect(await save(Array.from({ length: 31 }, () => plan))).toBe('La cantidad de planes no puede ser mayor que 30');
    const all = (await s.app.inject({ url: '/api/gym/membership-plans/all', headers: s.admin })).json().data.plans;
    expect(all.some((p: { name: string }) => p.name === 'Plan Contrato')).toBe(false);
  });
});
