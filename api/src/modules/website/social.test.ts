import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, bearer, createTestApp, signInDemo, type TestApp } from '../../test/test-app';

describe.each(backends)('gym social networks on %s', (backend) => {
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
});
