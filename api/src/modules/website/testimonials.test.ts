import { TESTIMONIAL_MESSAGES } from '@gym/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testimonials } from '../../db/schema/index';
import { backends, bearer, createTestApp, signInDemo, type SignedIn, type TestApp } from '../../test/test-app';

const valid = {
  text: 'Me encanta entrenar aquí, el ambiente es excelente.',
  rating: 5,
  role: 'Ingeniero',
  name: 'Luis Pérez',
};

describe.each(backends)('testimonials routes on %s', (backend) => {
  let t: TestApp;
  let luis: SignedIn;
  let maria: SignedIn;
  let staff: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(backend);
    luis = await signInDemo(t.app, 'cliente');
    maria = await signInDemo(t.app, 'maria');
    staff = await signInDemo(t.app, 'colaborador');
  });
  afterAll(async () => {
    await t?.close();
  });

  const submit = (who: SignedIn, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/testimonials', headers: bearer(who.token), payload });
  const mine = async (who: SignedIn) =>
    (await t.app.inject({ url: '/api/testimonials/my-testimonials', headers: bearer(who.token) })).json().data;

  it('lists published testimonials publicly, featured first, never pending ones', async () => {
    const response = await t.app.inject({ url: '/api/testimonials' });
    expect(response.statusCode).toBe(200);
    const list = response.json().data.testimonials;
    expect(list.map((x: { name: string }) => x.name)).toEqual(['Sofía Hernández', 'José García', 'Diego Ramírez']);
    expect(list[0]).toMatchObject({ isFeatured: true, featured: true, rating: 5 });
  });

  it('lets only clients submit (403 for staff)', async () => {
    const response = await submit(staff, valid);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(TESTIMONIAL_MESSAGES.onlyClients);
    expect((await t.app.inject({ method: 'POST', url: '/api/testimonials', payload: valid })).statusCode).toBe(401);
  });

  it('validates with the spec messages', async () => {
    const short = await submit(luis, { ...valid, text: ' corto   ' });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('El testimonio debe tener al menos 10 caracteres');
    const long = await submit(luis, { ...valid, text: 'a'.repeat(501) });
    expect(long.json().message).toBe('El testimonio no puede superar los 500 caracteres');
    const all = await submit(luis, { text: 'bien', rating: 9, role: '', name: ' ' });
    expect(all.json().message).toBe(
      'El testimonio debe tener al menos 10 caracteres, La calificación debe estar entre 1 y 5, La profesión/rol es obligatoria, El nombre es obligatorio',
    );
    expect((await mine(luis)).total).toBe(0);
  });

  it('keeps one testimonial per client even with concurrent submits', async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, () => submit(luis, valid)));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(5);
    expect(responses.find((r) => r.statusCode === 400)!.json().message).toBe(TESTIMONIAL_MESSAGES.alreadyExists);
    const [row] = await t.app.db.select({ n: count() }).from(testimonials).where(eq(testimonials.userId, luis.userId));
    expect(row?.n).toBe(1);
    const created = responses.find((r) => r.statusCode === 201)!.json();
    expect(created.data.testimonial).toMatchObject({ status: 'pending', isActive: false, canEdit: true });
    expect(created.data.thankYouMessage).toBe(TESTIMONIAL_MESSAGES.thankYouPending);
  });

  it('reports the member state and lets the owner edit while pending only', async () => {
    const before = await mine(luis);
    expect(before).toMatchObject({
      total: 1,
      hasPendingTestimonial: true,
      hasActiveTestimonial: false,
      canSubmitNew: false,
      thankYouMessage: TESTIMONIAL_MESSAGES.thankYouPending,
    });
    const id = before.testimonials[0].id;
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/testimonials/${id}`,
      headers: bearer(maria.token),
      payload: valid,
    });
    expect(other.statusCode).toBe(404);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/testimonials/${id}`,
      headers: bearer(luis.token),
      payload: { ...valid, rating: 4 },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.testimonial.rating).toBe(4);

    await t.app.db.update(testimonials).set({ status: 'approved', isActive: true }).where(eq(testimonials.id, id));
    const approved = await mine(luis);
    expect(approved).toMatchObject({
      hasActiveTestimonial: true,
      hasPendingTestimonial: false,
      thankYouMessage: TESTIMONIAL_MESSAGES.thankYouPublished,
    });
    expect(approved.testimonials[0].canEdit).toBe(false);
    const late = await t.app.inject({
      method: 'PUT',
      url: `/api/testimonials/${id}`,
      headers: bearer(luis.token),
      payload: valid,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(TESTIMONIAL_MESSAGES.notEditable);

    expect(await mine(maria)).toMatchObject({ total: 0, canSubmitNew: true, thankYouMessage: null });
  });

  it("takes a signed-in client's name from the profile when the body omits it, and keeps it on edit", async () => {
    const { name: _name, ...withoutName } = valid;
    const response = await submit(maria, withoutName);
    expect(response.statusCode).toBe(201);
    const { testimonial } = response.json().data;
    expect(testimonial.name).toBe('María López');
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/testimonials/${testimonial.id}`,
      headers: bearer(maria.token),
      payload: { ...withoutName, rating: 3 },
    });
    expect(edit.json().data.testimonial).toMatchObject({ name: 'María López', rating: 3 });
    const blank = await t.app.inject({
      method: 'PUT',
      url: `/api/testimonials/${testimonial.id}`,
      headers: bearer(maria.token),
      payload: { ...withoutName, name: '  ' },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().message).toBe(TESTIMONIAL_MESSAGES.nameRequired);
  });
});
