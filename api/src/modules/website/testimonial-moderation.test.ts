import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testimonials } from '../../db/schema/index';
import { backends, bearer, createTestApp, signInDemo, type TestApp } from '../../test/test-app';

describe.each(backends)('testimonial moderation on %s', (backend) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let client: Record<string, string>;
  let pendingId: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = bearer((await signInDemo(t.app, 'admin')).token);
    const maria = await signInDemo(t.app, 'maria');
    client = bearer(maria.token);
    const [row] = await t.app.db
      .insert(testimonials)
      .values({
        userId: maria.userId,
        name: 'María López',
        role: 'Contadora',
        text: 'Los entrenadores me ayudaron muchísimo.',
        rating: 5,
      })
      .onConflictDoUpdate({
        target: testimonials.userId,
        set: { status: 'pending', isActive: false, isFeatured: false },
      })
      .returning();
    pendingId = row!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps moderation for content managers (403 Sin permisos, 401 without sign-in)', async () => {
    const refused = await t.app.inject({ url: '/api/testimonials/pending', headers: client });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Sin permisos para moderar testimonios');
    expect((await t.app.inject({ url: '/api/testimonials/all' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/testimonials/${pendingId}/approve`, headers: client }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses an unknown status filter naming the accepted statuses', async () => {
    const response = await t.app.inject({ url: '/api/testimonials/all?status=rejected', headers: admin });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('El estado debe ser uno de: pending, approved');
    const byStatus = await t.app.inject({ url: '/api/testimonials/all?status=pending', headers: admin });
    expect(byStatus.json().data.testimonials.every((x: { status: string }) => x.status === 'pending')).toBe(true);
  });

  it('shows a pending testimonial in the queue but not publicly until approved', async () => {
    const queue = (await t.app.inject({ url: '/api/testimonials/pending', headers: admin })).json().data.testimonials;
    expect(queue.some((q: { id: string }) => q.id === pendingId)).toBe(true);
    const before = (await t.app.inject({ url: '/api/gym/testimonials' })).json().data.testimonials;
    expect(before.some((q: { id: string }) => q.id === pendingId)).toBe(false);

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/testimonials/${pendingId}/approve`,
      headers: admin,
    });
    expect(approved.json().data).toMatchObject({ status: 'approved', isActive: true, isFeatured: false });
    const featured = await t.app.inject({
      method: 'PATCH',
      url: `/api/testimonials/${pendingId}/toggle-featured`,
      headers: admin,
    });
    expect(featured.json().data).toMatchObject({ isFeatured: true, featured: true });

    const landing = (await t.app.inject({ url: '/api/content/landing' })).json().data.testimonials;
    expect(landing.find((q: { id: string }) => q.id === pendingId)).toMatchObject({ name: 'María López', rating: 5 });

    await t.app.inject({ method: 'PATCH', url: `/api/testimonials/${pendingId}/toggle-active`, headers: admin });
    const hidden = (await t.app.inject({ url: '/api/gym/testimonials' })).json().data.testimonials;
    expect(hidden.some((q: { id: string }) => q.id === pendingId)).toBe(false);
  });

  it('creates a published testimonial with the submission rules, details, stats, health and delete', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/testimonials/admin/create',
      headers: admin,
      payload: { name: 'A', role: 'B', text: 'corto', rating: 6 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toContain('El testimonio debe tener al menos 10 caracteres');
    expect(bad.json().message).toContain('La calificación debe estar entre 1 y 5');

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/testimonials/admin/create',
      headers: admin,
      payload: { name: 'Pedro Sic', role: 'Ingeniero', text: 'Excelente ambiente y horarios amplios.', rating: 4 },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({ status: 'approved', isActive: true, userId: null });

    expect((await t.app.inject({ url: `/api/testimonials/${id}/details`, headers: admin })).json().data.name).toBe(
      'Pedro Sic',
    );
    const stats = (await t.app.inject({ url: '/api/testimonials/stats', headers: admin })).json().data;
    expect(stats.approved).toBeGreaterThanOrEqual(2);
    expect(stats.total).toBe(stats.pending + stats.approved);
    expect((await t.app.inject({ url: '/api/testimonials/health' })).json().data.status).toBe('healthy');

    expect((await t.app.inject({ method: 'DELETE', url: `/api/testimonials/${id}`, headers: admin })).statusCode).toBe(
      200,
    );
    const gone = await t.app.inject({ url: `/api/testimonials/${id}/details`, headers: admin });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Testimonio no encontrado');
  });
});
