import { HTTP_MESSAGES, USER_MESSAGES } from '@gym/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { requirePermission } from './plugins/auth';
import { bearer, createTestApp, signInDemo, type TestApp } from './test/test-app';

describe('configuration', () => {
  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  it('uses a development secret with a warning, and reads the documented variables', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      API_PORT: '4100',
      DATA_DIR: '/srv/gym',
      CORS_ORIGINS: 'http://a.test, http://b.test',
    });
    expect(config.warnings.join(' ')).toMatch(/JWT_SECRET/);
    expect(config).toMatchObject({
      port: 4100,
      uploadsDir: '/srv/gym/uploads',
      privateFilesDir: '/srv/gym/private',
      pgliteDir: '/srv/gym/db',
      corsOrigins: ['http://a.test', 'http://b.test'],
      seed: 'demo',
      accessTokenTtlSeconds: 7 * 86_400,
      refreshTokenTtlDays: 30,
    });
  });

  it('prefers an explicit embedded database over DATABASE_URL from the environment', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db' }, { pgliteDir: 'memory://' });
    expect(config.databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db' }).databaseUrl).toBe('postgres://x@127.0.0.1/db');
  });

  it('believes X-Forwarded-For only from the proxies API_TRUST_PROXY names (the bff on loopback by default)', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ API_TRUST_PROXY: '10.0.0.5, 192.168.0.0/16, ::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
    ]);
    expect(loadConfig({ API_TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    // `npm start` gives both servers one environment: the bff's TRUST_PROXY (the proxy in front of
    // the bff) must not make the api stop believing the bff.
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5' }).trustProxy).toEqual(['loopback']);
  });

  it.each(['true', '*', '2', 'cualquiera'])(
    'refuses API_TRUST_PROXY=%s: every peer could pick its address',
    (value) => {
      expect(() => loadConfig({ API_TRUST_PROXY: value })).toThrow(/API_TRUST_PROXY: nombra los proxies de confianza/);
    },
  );

  it('refuses private files (transfer proofs) inside the folder served as /uploads', () => {
    expect(() => loadConfig({ UPLOADS_DIR: '/srv/gym/files', PRIVATE_FILES_DIR: '/srv/gym/files/private' })).toThrow(
      /PRIVATE_FILES_DIR/,
    );
    expect(() => loadConfig({ UPLOADS_DIR: '/srv/gym', DATA_DIR: '/srv/gym' })).toThrow(/PRIVATE_FILES_DIR/);
    expect(loadConfig({ PRIVATE_FILES_DIR: '/srv/private' }).privateFilesDir).toBe('/srv/private');
  });

  it('serves the API docs by default in development and tests, not in production unless API_DOCS=on', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS admite on u off/);
  });

  it('rejects a malformed DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://nope' })).toThrow(/DATABASE_URL/);
  });

  it('turns card payments on only with the three Stripe keys of one mode', () => {
    expect(loadConfig({}).stripe).toBeNull();
    const keys = {
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    };
    expect(loadConfig(keys).stripe).toEqual({
      secretKey: 'sk_live_abc',
      publishableKey: 'pk_live_abc',
      webhookSecret: 'whsec_abc',
      api: {},
    });
    const partial = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' });
    expect(partial.stripe).toBeNull();
    expect(partial.warnings.join(' ')).toMatch(/Pagos con tarjeta desactivados/);
    expect(() => loadConfig({ ...keys, STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toThrow(
      /ambas de prueba o ambas reales/,
    );
    expect(() => loadConfig({ ...keys, STRIPE_SECRET_KEY: 'pk_live_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(
      loadConfig({ ...keys, STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: '12111', STRIPE_API_PROTOCOL: 'http' })
        .stripe?.api,
    ).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
  });

  it('turns Google sign-in on only with its client id and secret, redirecting to the bff', () => {
    expect(loadConfig({}).google).toBeNull();
    const client = { GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'GOCSPX-x' };
    expect(loadConfig({ ...client, PUBLIC_URL: 'https://gimnasio.example/' }).google).toEqual({
      clientId: 'id.apps.googleusercontent.com',
      clientSecret: 'GOCSPX-x',
      issuer: 'https://accounts.google.com',
      redirectUri: 'https://gimnasio.example/bff/auth/google/callback',
    });
    expect(loadConfig({ ...client, PORT: '4100' }).google?.redirectUri).toBe(
      'http://localhost:4100/bff/auth/google/callback',
    );
    expect(
      loadConfig({ ...client, GOOGLE_REDIRECT_URI: 'http://localhost:5173/bff/auth/google/callback' }).google
        ?.redirectUri,
    ).toBe('http://localhost:5173/bff/auth/google/callback');
    const partial = loadConfig({ GOOGLE_CLIENT_ID: 'id' });
    expect(partial.google).toBeNull();
    expect(partial.warnings.join(' ')).toMatch(/Inicio de sesión con Google desactivado/);
    expect(() => loadConfig({ ...client, GOOGLE_ISSUER: 'http://idp.example' })).toThrow(
      /GOOGLE_ISSUER debe usar https/,
    );
    expect(loadConfig({ ...client, GOOGLE_ISSUER: 'http://127.0.0.1:4422' }).google?.issuer).toBe(
      'http://127.0.0.1:4422',
    );
  });

  it('turns WhatsApp on only with its token and number id, on the Graph API unless told', () => {
    expect(loadConfig({}).whatsapp).toBeNull();
    const keys = { WHATSAPP_TOKEN: 'EAAG-token', WHATSAPP_PHONE_NUMBER_ID: '106540352242922' };
    expect(loadConfig(keys).whatsapp).toEqual({
      token: 'EAAG-token',
      phoneNumberId: '106540352242922',
      apiUrl: 'https://graph.facebook.com/v21.0',
    });
    expect(loadConfig({ ...keys, WHATSAPP_API_URL: 'http://127.0.0.1:4555/v21.0' }).whatsapp?.apiUrl).toBe(
      'http://127.0.0.1:4555/v21.0',
    );
    for (const partial of [
      loadConfig({ WHATSAPP_TOKEN: 'EAAG-token' }),
      loadConfig({ WHATSAPP_PHONE_NUMBER_ID: '106540352242922', WHATSAPP_TOKEN: '' }),
    ]) {
      expect(partial.whatsapp).toBeNull();
      expect(partial.warnings.join(' ')).toMatch(/Mensajes por WhatsApp desactivados/);
    }
    expect(() => loadConfig({ ...keys, WHATSAPP_PHONE_NUMBER_ID: '+502 4455 6677' })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID/,
    );
    expect(() => loadConfig({ ...keys, WHATSAPP_API_URL: 'graph.facebook.com' })).toThrow(/WHATSAPP_API_URL/);
  });
});

describe('http behaviour', () => {
  let t: TestApp;
  let withCors: TestApp;
  beforeAll(async () => {
    [t, withCors] = await Promise.all([
      createTestApp(
        'pglite',
        {},
        {
          beforeReady: (app) => {
            app.get('/api/boom', async () => {
              throw new Error('secret internal detail: connection string postgres://user:pw@db');
            });
            app.get(
              '/api/reports-probe',
              { onRequest: [app.authenticate, requirePermission('view_reports')] },
              async () => ({ success: true }),
            );
          },
        },
      ),
      createTestApp(
        'pglite',
        {
          seed: 'none',
          corsOrigins: ['http://localhost:5173'],
          authRouteLimit: { max: 2, windowMs: 60_000 },
          apiDocs: false,
        },
        { fromSnapshot: false },
      ),
    ]);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), withCors?.close()]);
  });

  it('serves the OpenAPI document generated from the route schemas, and Swagger UI', async () => {
    const json = await t.app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/users/', '/api/users/{id}', '/api/health/', '/api/gym/config']),
    );
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'email',
    );
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });

  it('serves neither Swagger UI nor the OpenAPI document when API_DOCS is off', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html']) {
      const response = await withCors.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Ruta no encontrada' });
    }
  });

  it('requirePermission lets through only roles holding the permission', async () => {
    const probe = async (key: 'admin' | 'colaborador') =>
      t.app.inject({ url: '/api/reports-probe', headers: bearer((await signInDemo(t.app, key)).token) });
    expect((await probe('admin')).statusCode).toBe(200);
    const refused = await probe('colaborador');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(USER_MESSAGES.noPermission);
    expect((await t.app.inject({ url: '/api/reports-probe' })).statusCode).toBe(401);
  });

  it('answers unknown routes with a Spanish 404', async () => {
    const response = await t.app.inject({ url: '/api/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Ruta no encontrada' });
  });

  it('hides internals of unexpected failures behind the generic message', async () => {
    const response = await t.app.inject({ url: '/api/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: HTTP_MESSAGES.serverError });
    expect(response.body).not.toContain('secret');
  });

  it('echoes a sane x-request-id and replaces an unsafe one', async () => {
    const sane = await t.app.inject({ url: '/api/gym/config', headers: { 'x-request-id': 'bff-1234.abc' } });
    expect(sane.headers['x-request-id']).toBe('bff-1234.abc');
    const unsafe = await t.app.inject({ url: '/api/gym/config', headers: { 'x-request-id': 'a b\u0000<script>' } });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await t.app.inject({ url: '/api/gym/config' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ url: '/api/gym/config' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('keeps CORS closed unless CORS_ORIGINS lists the origin', async () => {
    const origin = { origin: 'http://localhost:5173' };
    const closed = await t.app.inject({ url: '/api/gym/config', headers: origin });
    expect(closed.headers['access-control-allow-origin']).toBeUndefined();
    const open = await withCors.app.inject({ url: '/api/gym/config', headers: origin });
    expect(open.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const stranger = await withCors.app.inject({ url: '/api/gym/config', headers: { origin: 'http://evil.test' } });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('caps requests per address on the auth routes only, with the Spanish 429 message', async () => {
    const refresh = () =>
      withCors.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: 'x' } });
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh()).statusCode).toBe(401);
    const limited = await refresh();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: HTTP_MESSAGES.tooManyRequests });
    for (let i = 0; i < 4; i += 1) expect((await withCors.app.inject({ url: '/api/gym/config' })).statusCode).toBe(200);
  });

  it('answers an oversized JSON body with 413, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(HTTP_MESSAGES.payloadTooLarge);
  });
});
