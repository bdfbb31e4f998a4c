import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBffApp } from '../../app';
import { firstError, gql } from '../../test/graphql';
import { sendJson, startStubApi, type StubApi } from '../../test/stub-api';

const MY =
  '{ myTestimonials { testimonials { id } total hasActiveTestimonial hasPendingTestimonial canSubmitNew thankYouMessage } }';

describe('my-testimonials degradation (failing api)', () => {
  let stub: StubApi;
  let app: FastifyInstance;

  beforeAll(async () => {
    stub = await startStubApi();
    app = await buildBffApp({ apiUrl: stub.url, logLevel: 'silent' });
  });
  afterAll(async () => {
    await app?.close();
    await stub?.close();
  });

  it('a 404 is an empty result that still lets the member submit', async () => {
    stub.setHandler((_req, res) => sendJson(res, 404, { success: false, message: 'Ruta no encontrada' }));
    const { body } = await gql(app, MY, { token: 'token' });
    expect(body.errors).toBeUndefined();
    expect(body.data?.myTestimonials).toEqual({
      testimonials: [],
      total: 0,
      hasActiveTestimonial: false,
      hasPendingTestimonial: false,
      canSubmitNew: true,
      thankYouMessage: null,
    });
  });

  it('other failures are reported', async () => {
    stub.setHandler((_req, res) => sendJson(res, 500, { success: false, message: 'boom' }));
    const { body } = await gql(app, MY, { token: 'token' });
    expect(firstError(body).code).toBe('INTERNAL_SERVER_ERROR');
  });
});
