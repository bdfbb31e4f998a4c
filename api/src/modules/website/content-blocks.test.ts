import { describe, expect, it } from 'vitest';
import { backends, useStaffTestApp } from '../../test/test-app';

describe.each(backends)('website content blocks on %s', (backend) => {
  const s = useStaffTestApp(backend);
  it('serves the content blocks with their defaults', async () => {
    for (const path of ['video', 'sections-content', 'navigation', 'branding']) {
      expect((await s.app.inject({ url: `/api/gym/${path}` })).statusCode).toBe(200);
    }
  });

  it('saves a block for content managers only and answers what was saved', async () => {
    const video = { url: 'https://www.youtube.com/watch?v=abc123', title: 'Conócenos', posterUrl: null };
    const saved = await s.app.inject({ method: 'PUT', url: '/api/gym/video', headers: s.admin, payload: video });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ data: video, message: 'Configuración actualizada' });
    expect((await s.app.inject({ url: '/api/gym/video' })).json().data).toEqual(video);
    const refused = await s.app.inject({ method: 'PUT', url: '/api/gym/branding', headers: s.staff, payload: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Sin permisos para actualizar la configuración');
  });
});
