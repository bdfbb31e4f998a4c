import { describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
import { sendJson, useBffOnStubApi } from '../../test/stub-api';

const MY =
  '{ myTestimonials { testimonials { id } total hasActiveTestimonial hasPendingTestimonial canSubmitNew thankYouMessage } }';

describe('my-testimonials degradation (failing api)', () => {
  const s = useBffOnStubApi();

  it('a 404 is an empty result that still lets the member submit', async () => {
    s.stub.setHandler((_req, res) => sendJson(res, 404, { success: false, message: 'Ruta no encontrada' }));
    const { body } = await gql(s.app, MY, { token: 'token' });
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
    s.stub.setHandler((_req, res) => sendJson(res, 500, { success: false, message: 'boom' }));
    const { body } = await gql(s.app, MY, { token: 'token' });
    expect(firstError(body).code).toBe('INTERNAL_SERVER_ERROR');
  });
});
