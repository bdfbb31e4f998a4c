import { describe, expect, it } from 'vitest';
import { backends, useStaffTestApp } from '../../test/test-app';

describe.each(backends)('gym social networks on %s', (backend) => {
  const s = useStaffTestApp(backend);
  it('creates or updates social networks (isNew), toggles them and keeps inactive ones s.admin-only', async () => {
    const created = await s.app.inject({
      method: 'POST',
      url: '/api/gym/social-media',
      headers: s.admin,
      payload: { platform: 'whatsapp', url: 'https://wa.me/50255551234' },
    });
    expect(created.json().data.isNew).toBe(true);
    const updated = await s.app.inject({
      method: 'POST',
      url: '/api/gym/social-media',
      headers: s.admin,
      payload: { platform: 'whatsapp', url: 'https://wa.me/50255550000' },
    });
    expect(updated.json().data).toMatchObject({ isNew: false, url: 'https://wa.me/50255550000' });
    await s.app.inject({ method: 'PATCH', url: '/api/gym/social-media/whatsapp/toggle', headers: s.admin });
    const publicList = (await s.app.inject({ url: '/api/gym/social-media' })).json().data.socialMedia;
    expect(publicList.some((s: { platform: string }) => s.platform === 'whatsapp')).toBe(false);
    const all = (await s.app.inject({ url: '/api/gym/social-media/all', headers: s.admin })).json().data.socialMedia;
    expect(all.find((s: { platform: string }) => s.platform === 'whatsapp').isActive).toBe(false);
    expect((await s.app.inject({ url: '/api/gym/social-media/all', headers: s.staff })).statusCode).toBe(403);
    const missing = await s.app.inject({ url: '/api/gym/social-media/linkedin' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Red social linkedin no encontrada');
    const bad = await s.app.inject({
      method: 'POST',
      url: '/api/gym/social-media',
      headers: s.admin,
      payload: { platform: 'myspace', url: 'nope' },
    });
    expect(bad.statusCode).toBe(422);
  });
});
