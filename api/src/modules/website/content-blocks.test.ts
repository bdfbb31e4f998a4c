import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, bearer, createTestApp, signInDemo, type TestApp } from '../../test/test-app';

describe.each(backends)('website content blocks on %s', (backend) => {
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
  it('serves the content blocks with their defaults', async () => {
    for (const path of ['video', 'sections-content', 'navigation', 'branding']) {
      expect((await t.app.inject({ url: `/api/gym/${path}` })).statusCode).toBe(200);
    }
  });

  it('saves a block for content managers only and answers what was saved', async () => {
    const video = { url: 'https://www.youtube.com/watch?v=abc123', title: 'Conócenos', posterUrl: null };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/gym/video', headers: admin, payload: video });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ data: video, message: 'Configuración actualizada' });
    expect((await t.app.inject({ url: '/api/gym/video' })).json().data).toEqual(video);
    const refused = await t.app.inject({ method: 'PUT', url: '/api/gym/branding', headers: staff, payload: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Sin permisos para actualizar la configuración');
  });
});
