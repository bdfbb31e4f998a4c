import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBffApp } from '../../app';
import { firstError, gql } from '../../test/graphql';
import { closedPortUrl, sendJson, startStubApi, type StubApi } from '../../test/stub-api';

const GYM_CONFIG = '{ gymConfig { name primaryColor } }';

describe('REST failures become Spanish GraphQL errors', () => {
  let stub: StubApi;
  let app: FastifyInstance;

  beforeAll(async () => {
    stub = await startStubApi();
    app = await buildBffApp({ apiUrl: stub.url, logLevel: 'silent', apiTimeoutMs: 300 });
  });

  afterAll(async () => {
    await app.close();
    await stub.close();
  });

  it('hides a 500 behind the support message', async () => {
    stub.setHandler((_req, res) => sendJson(res, 500, { success: false, message: 'relation "gym" does not exist' }));
    const { body } = await gql(app, GYM_CONFIG);
    expect(firstError(body)).toEqual({
      message: 'Error del servidor, contacta soporte',
      code: 'INTERNAL_SERVER_ERROR',
      status: 500,
    });
    expect(JSON.stringify(body)).not.toContain('relation');
  });

  it('maps 429 to TOO_MANY_REQUESTS, with the api message or the generic one', async () => {
    stub.setHandler((_req, res) => sendJson(res, 429, { success: false }));
    expect(firstError((await gql(app, GYM_CONFIG)).body)).toEqual({
      message: 'Demasiadas solicitudes, espera un momento',
      code: 'TOO_MANY_REQUESTS',
      status: 429,
    });

    stub.setHandler((_req, res) =>
      sendJson(res, 429, {
        success: false,
        message: 'Demasiados intentos de inicio de sesión. Intenta de nuevo en unos minutos',
      }),
    );
    const { body } = await gql(app, 'mutation { login(input: { email: "a@b.gt", password: "x" }) { token } }');
    expect(firstError(body)).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringContaining('Demasiados intentos'),
    });
  });

  it('reports a hanging api as a timeout', async () => {
    stub.setHandler(() => {
      /* never answers */
    });
    const started = Date.now();
    const { body } = await gql(app, GYM_CONFIG);
    expect(firstError(body)).toEqual({
      message: 'La solicitud tardó demasiado tiempo',
      code: 'INTERNAL_SERVER_ERROR',
      status: 504,
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('keeps the api message and field errors of a 422 as BAD_USER_INPUT', async () => {
    stub.setHandler((_req, res) =>
      sendJson(res, 422, {
        success: false,
        message: 'El nombre es obligatorio',
        errors: [{ field: 'firstName', message: 'El nombre es obligatorio' }],
      }),
    );
    const { body } = await gql(app, 'mutation { updateProfile(input: { firstName: "" }) { changedFields } }', {
      token: 't',
    });
    expect(firstError(body)).toEqual({ message: 'El nombre es obligatorio', code: 'BAD_USER_INPUT', status: 422 });
    expect(body.errors?.[0]?.extensions?.errors).toEqual([{ field: 'firstName', message: 'El nombre es obligatorio' }]);
  });

  it('maps 401, 403 and 404 to their codes', async () => {
    const cases = [
      { status: 401, message: 'Token inválido o expirado', code: 'UNAUTHENTICATED' },
      { status: 403, message: 'Los clientes no pueden ver la lista de usuarios', code: 'FORBIDDEN' },
      { status: 404, message: 'Usuario no encontrado', code: 'NOT_FOUND' },
    ];
    for (const c of cases) {
      stub.setHandler((_req, res) => sendJson(res, c.status, { success: false, message: c.message }));
      const { body } = await gql(app, '{ user(id: "x") { id } }', { token: 't' });
      expect(firstError(body)).toEqual({ message: c.message, code: c.code, status: c.status });
    }
  });

  it('a wrong password on login is bad input, not an expired session', async () => {
    stub.setHandler((_req, res) => sendJson(res, 401, { success: false, message: 'Correo o contraseña incorrectos' }));
    const { body } = await gql(app, 'mutation { login(input: { email: "a@b.gt", password: "x" }) { token } }');
    expect(firstError(body)).toEqual({
      message: 'Correo o contraseña incorrectos',
      code: 'BAD_USER_INPUT',
      status: 401,
    });
  });
});

describe('an api that is not running', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildBffApp({ apiUrl: await closedPortUrl(), logLevel: 'silent' });
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers "Sin conexión al servidor" with status 503', async () => {
    const { body } = await gql(app, GYM_CONFIG);
    expect(firstError(body)).toEqual({
      message: 'Sin conexión al servidor',
      code: 'INTERNAL_SERVER_ERROR',
      status: 503,
    });
  });

  it('reports itself unhealthy instead of failing the health query', async () => {
    const { body } = await gql<{
      health: { status: string; services: { name: string; status: string; message: string }[] };
    }>(app, '{ health { status version services { name status message } } }');
    expect(body.errors).toBeUndefined();
    expect(body.data?.health.status).toBe('unhealthy');
    expect(body.data?.health.services).toEqual([
      { name: 'api', status: 'unhealthy', message: 'Sin conexión al servidor' },
    ]);
  });

  it('refuses protected queries without a token before calling the api', async () => {
    const { body } = await gql(app, '{ me { id } }');
    expect(firstError(body)).toEqual({ message: 'Token de acceso requerido', code: 'UNAUTHENTICATED', status: 401 });
  });
});
