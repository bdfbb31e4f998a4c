import { WEBSITE_FIELDS } from '@gym/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
import { makePng, multipartBody, startStack, type Stack } from '../../test/stack';

const LANDING = `{ landingContent {
  config { name primaryColor contact { whatsapp mapsUrl } social { platform url } }
  statistics { label statValue valueSuffix iconName colorScheme }
  services { title iconName features }
  plans { name price isPopular }
  testimonials { name rating }
  schedule { day dayName isOpen slots { startTime capacity } }
  promotions { title endDate }
} }`;

describe('website content through the bff', () => {
  let stack: Stack;
  let admin: string;
  let client: string;
  const apiCalls = (path: string) => stack.apiCalls.filter((c) => c.url.startsWith(path)).length;

  beforeAll(async () => {
    stack = await startStack();
    [admin, client] = await Promise.all([stack.login('admin'), stack.login('cliente')]);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('serves the landing page in one query and answers repeats from the cache', async () => {
    const first = await gql<{
      landingContent: {
        config: { name: string };
        statistics: unknown[];
        schedule: unknown[];
        promotions: { title: string }[];
      };
    }>(stack.bff, LANDING);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data?.landingContent.config.name).toBe('Gimnasio Demo');
    expect(first.body.data?.landingContent.statistics).toHaveLength(4);
    expect(first.body.data?.landingContent.schedule).toHaveLength(7);
    expect(first.body.data?.landingContent.promotions.map((p) => p.title)).toEqual(['Inscripción gratis este mes']);
    const before = apiCalls('/api/content/landing');
    await gql(stack.bff, LANDING);
    await gql(stack.bff, LANDING);
    expect(apiCalls('/api/content/landing')).toBe(before);
  });

  it('an admin change of name and colour drops the cached config and landing at once', async () => {
    await gql(stack.bff, '{ gymConfig { name } }');
    const saved = await gql<{ updateGymConfig: { name: string; primaryColor: string } }>(
      stack.bff,
      'mutation($input: GymConfigInput!) { updateGymConfig(input: $input) { name primaryColor } }',
      { token: admin, variables: { input: { gymName: 'Fuerza Xela', primaryColor: '#8e24aa' } } },
    );
    expect(saved.body.data?.updateGymConfig).toEqual({ name: 'Fuerza Xela', primaryColor: '#8e24aa' });
    const config = await gql<{ gymConfig: { name: string; primaryColor: string } }>(
      stack.bff,
      '{ gymConfig { name primaryColor } }',
    );
    expect(config.body.data?.gymConfig).toEqual({ name: 'Fuerza Xela', primaryColor: '#8e24aa' });
    const landing = await gql<{ landingContent: { config: { name: string } } }>(stack.bff, LANDING);
    expect(landing.body.data?.landingContent.config.name).toBe('Fuerza Xela');
  });

  it('passes the api refusal on with its Spanish message', async () => {
    const refused = await gql(stack.bff, 'mutation { createService(input: { title: "Pilates" }) { id } }', {
      token: client,
    });
    expect(firstError(refused.body)).toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
      message: 'Sin permisos para crear servicios',
    });
    const duplicate = await gql(stack.bff, 'mutation { createService(input: { title: "Cardio" }) { id } }', {
      token: admin,
    });
    expect(firstError(duplicate.body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Ya existe un servicio con ese título',
    });
    const invalid = await gql(stack.bff, 'mutation { createStatistic(input: { label: "Clases" }) { id } }', {
      token: admin,
    });
    expect(firstError(invalid.body)).toMatchObject({
      status: 422,
      message: expect.stringContaining('El valor es obligatorio'),
    });
  });

  it('services: create, toggle and duplicate show on the public list after the cache is dropped', async () => {
    const active = async () =>
      (
        await gql<{ activeServices: { title: string }[] }>(stack.bff, '{ activeServices { title } }')
      ).body.data?.activeServices.map((s) => s.title);
    expect(await active()).not.toContain('Boxeo');
    const created = await gql<{ createService: { id: string } }>(
      stack.bff,
      'mutation { createService(input: { title: "Boxeo", iconName: "target", features: ["Guantes"] }) { id } }',
      { token: admin },
    );
    const id = created.body.data!.createService.id;
    expect(await active()).toContain('Boxeo');
    const toggled = await gql(stack.bff, 'mutation($id: ID!) { toggleService(id: $id) { isActive } }', {
      token: admin,
      variables: { id },
    });
    expect(toggled.body).toEqual({ data: { toggleService: { isActive: false } } });
    expect(await active()).not.toContain('Boxeo');
    const copy = await gql<{ duplicateService: { title: string; isActive: boolean } }>(
      stack.bff,
      'mutation($id: ID!) { duplicateService(id: $id) { title isActive } }',
      { token: admin, variables: { id } },
    );
    expect(copy.body.data?.duplicateService).toEqual({ title: 'Boxeo (copia)', isActive: false });
  });

  it('statistics: create with the derived key and reorder', async () => {
    const created = await gql<{ createStatistic: { id: string; statKey: string } }>(
      stack.bff,
      'mutation { createStatistic(input: { label: "Clases semanales", statValue: 80, iconName: "Calendar", colorScheme: "info" }) { id statKey } }',
      { token: admin },
    );
    expect(created.body.data?.createStatistic.statKey).toBe('clases_semanales');
    const reordered = await gql<{ reorderStatistics: { id: string }[] }>(
      stack.bff,
      'mutation($order: [DisplayOrderInput!]!) { reorderStatistics(order: $order) { id } }',
      { token: admin, variables: { order: [{ id: created.body.data!.createStatistic.id, displayOrder: 0 }] } },
    );
    expect(reordered.body.data?.reorderStatistics[0]?.id).toBe(created.body.data!.createStatistic.id);
    const publicList = await gql<{ activeStatistics: { label: string }[] }>(
      stack.bff,
      '{ activeStatistics { label } }',
    );
    expect(publicList.body.data?.activeStatistics[0]?.label).toBe('Clases semanales');
  });

  it('moderation: an admin testimonial marked featured reaches the landing page', async () => {
    const created = await gql<{ createAdminTestimonial: { id: string } }>(
      stack.bff,
      'mutation { createAdminTestimonial(input: { name: "Ana Tzul", role: "Maestra", text: "Me encanta entrenar aquí temprano.", rating: 5 }) { id } }',
      { token: admin },
    );
    const id = created.body.data!.createAdminTestimonial.id;
    await gql(stack.bff, LANDING);
    await gql(stack.bff, 'mutation($id: ID!) { toggleTestimonialFeatured(id: $id) { isFeatured } }', {
      token: admin,
      variables: { id },
    });
    const landing = await gql<{ landingContent: { testimonials: { name: string; rating: number }[] } }>(
      stack.bff,
      LANDING,
    );
    expect(landing.body.data?.landingContent.testimonials).toContainEqual({ name: 'Ana Tzul', rating: 5 });
    const pending = await gql(stack.bff, '{ moderationTestimonials(status: "pending") { id } }', { token: client });
    expect(firstError(pending.body).message).toBe('Sin permisos para moderar testimonios');
  });

  it('refuses an over-limit value with the contract message the api gives, without calling the api', async () => {
    const input = {
      name: 'n'.repeat(WEBSITE_FIELDS.adminTestimonial.name.max + 1),
      role: 'Maestra',
      text: 'Me encanta entrenar aquí temprano.',
      rating: 5,
    };
    const before = stack.apiCalls.length;
    const refused = await gql(
      stack.bff,
      'mutation($input: AdminTestimonialInput!) { createAdminTestimonial(input: $input) { id } }',
      { token: admin, variables: { input } },
    );
    expect(firstError(refused.body)).toEqual({
      code: 'BAD_USER_INPUT',
      status: 422,
      message: 'El nombre admite como máximo 80 caracteres',
    });
    expect(stack.apiCalls.length).toBe(before);
    const direct = await stack.api.inject({
      method: 'POST',
      url: '/api/testimonials/admin/create',
      headers: { authorization: `Bearer ${admin}` },
      payload: input,
    });
    expect(direct.statusCode).toBe(422);
    expect(direct.json().message).toBe(firstError(refused.body).message);

    const member = await gql(
      stack.bff,
      'mutation($input: TestimonialInput!) { submitTestimonial(input: $input) { message } }',
      { token: client, variables: { input: { ...input, name: 'Luis', text: 't'.repeat(501), rating: 6 } } },
    );
    expect(firstError(member.body).message).toBe(
      'El testimonio no puede superar los 500 caracteres, La calificación debe estar entre 1 y 5',
    );
    const nul = await gql(stack.bff, 'mutation($input: ServiceInput!) { createService(input: $input) { id } }', {
      token: admin,
      variables: { input: { title: 'Yoga\u0000' } },
    });
    expect(firstError(nul.body).message).toBe('El título contiene caracteres no permitidos');
    expect(stack.apiCalls.length).toBe(before + 1);
  });

  it('uploads a content image through /bff/content/images and refuses other files', async () => {
    const send = (content: Buffer, kind: string) => {
      const form = multipartBody('image', 'a.png', 'image/png', content);
      return stack.bff.inject({
        method: 'POST',
        url: `/bff/content/images?kind=${kind}`,
        headers: { authorization: `Bearer ${admin}`, 'content-type': form.contentType },
        payload: form.payload,
      });
    };
    const ok = await send(makePng(), 'service');
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.url).toMatch(/^\/uploads\/content\/service\//);
    const served = await stack.bff.inject({ url: ok.json().data.url });
    expect(served.statusCode).toBe(200);
    const bad = await send(Buffer.from('no soy imagen'), 'service');
    expect(bad.statusCode).toBe(422);
    const kind = await send(makePng(), 'avatar');
    expect(kind.statusCode).toBe(422);
  });
});
