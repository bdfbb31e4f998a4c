import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/test-app';

describe.each(backends)('landing content on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives the whole landing page in one public call, with only running promotions', async () => {
    const response = await t.app.inject({ url: '/api/content/landing' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.config.name).toBe('Gimnasio Demo');
    expect(data.statistics).toHaveLength(4);
    expect(data.services.length).toBeGreaterThanOrEqual(4);
    expect(data.schedule).toHaveLength(7);
    expect(data.plans.length).toBeGreaterThan(0);
    expect(data.plans.every((p: { isActive: boolean; active: boolean }) => p.isActive && p.active)).toBe(true);
    expect(data.promotions.map((p: { id: string }) => p.id)).toEqual(['inscripcion-gratis']);
  });
});
