import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HTTP_MESSAGES } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBffApp } from './app';
import { firstError, gql } from './test/graphql';
import { sendJson, startStubApi, type StubApi } from './test/stub-api';

const GYM = { name: 'Gimnasio Demo', primaryColor: '#123456' };

/** Deeper than anything the schema allows, so only the depth rule can be the first to object. */
function nestedQuery(depth: number): string {
  let selection = 'id';
  for (let level = 1; level < depth; level += 1) selection = `me { ${selection} }`;
  return `{ ${selection} }`;
}

describe('bff in development', () => {
  let stub: StubApi;
  let app: FastifyInstance;

  beforeAll(async () => {
    stub = await startStubApi();
    stub.setHandler((req, res) => {
      if (req.url === '/api/gym/config') return sendJson(res, 200, { success: true, data: { ...GYM, contact: null } });
      if (req.url === '/api/health/ready') return sendJson(res, 200, { success: true, data: { status: 'healthy' } });
      return sendJson(res, 404, { success: false, message: 'Recurso no encontrado' });
    });
    app = await buildBffApp({ apiUrl: stub.url, nodeEnv: 'development', logLevel: 'silent' });
  });

  afterAll(async () => {
    await app.close();
    await stub.close();
  });

  it('answers its health at /bff/health while its api is ready', async () => {
    const response = await app.inject({ method: 'GET', url: '/bff/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { status: 'healthy', version: '2.0.0' } });
  });

  it('serves the Apollo Sandbox landing page to a browser', async () => {
    const response = await app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('sandbox');
  });

  it('suggests field names in development', async () => {
    const { body } = await gql(app, '{ gymConfg { name } }');
    expect(firstError(body).message).toMatch(
      /^Cannot query field "gymConfg" on type "Query". Did you mean "gymConfig"/,
    );
  });

  it('allows introspection in development', async () => {
    const { body } = await gql<{ __schema: { queryType: { name: string } } }>(
      app,
      '{ __schema { queryType { name } } }',
    );
    expect(body.data?.__schema.queryType.name).toBe('Query');
  });

  it('refuses documents deeper than 10 levels with a Spanish message', async () => {
    const deep = await gql(app, nestedQuery(12), { token: 't' });
    expect(deep.status).toBe(400);
    expect(deep.body.errors?.map((e) => e.message)).toContain('La consulta es demasiado profunda (máximo 10 niveles)');
    expect(stub.requests.some((r) => r.url === '/api/auth/profile')).toBe(false);

    const fine = await gql(app, '{ gymConfig { name contact { phone } } }');
    expect(fine.body.errors).toBeUndefined();
    expect(fine.body.data).toEqual({ gymConfig: { name: GYM.name, contact: { phone: null } } });
  });

  it('blocks requests a browser could send cross-site without a preflight (CSRF)', async () => {
    const simpleGet = await app.inject({ method: 'GET', url: '/graphql?query=%7BgymConfig%7Bname%7D%7D' });
    expect(simpleGet.statusCode).toBe(400);
    expect(simpleGet.body).toMatch(/Cross-Site Request Forgery/i);

    const textPost = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ query: '{ gymConfig { name } }' }),
    });
    expect(textPost.statusCode).toBe(400);
    expect(textPost.body).not.toContain(GYM.name);

    const preflighted = await app.inject({
      method: 'GET',
      url: '/graphql?query=%7BgymConfig%7Bname%7D%7D',
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(preflighted.statusCode).toBe(200);
    expect(preflighted.json()).toEqual({ data: { gymConfig: { name: GYM.name } } });
  });

  it('proxies /uploads files with their content type, and nothing outside /uploads', async () => {
    stub.setHandler((req, res) => {
      if (req.url === '/uploads/profiles/abc.webp') {
        res
          .writeHead(200, {
            'content-type': 'image/webp',
            'cache-control': 'public, max-age=86400',
            // Whatever the api says, the bff's answer carries the stored-file policy.
            'content-security-policy': 'default-src *',
          })
          .end(Buffer.from('RIFF'));
        return;
      }
      sendJson(res, 404, { success: false, message: 'Recurso no encontrado' });
    });
    const file = await app.inject({ method: 'GET', url: '/uploads/profiles/abc.webp' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=86400');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.body).toBe('RIFF');

    const before = stub.requests.length;
    for (const url of ['/uploads/%2e%2e/api/users', '/uploads/profiles/..%2F..%2Fapi%2Fusers']) {
      const sneaky = await app.inject({ method: 'GET', url });
      expect(sneaky.statusCode, url).toBe(404);
    }
    expect(
      stub.requests
        .slice(before)
        .map((r) => r.url)
        .filter((u) => u?.startsWith('/api/')),
    ).toEqual([]);
  });

  it('turns input limits into Spanish BAD_USER_INPUT errors', async () => {
    const { body } = await gql(app, '{ users(filter: { limit: 500 }) { pagination { total } } }', { token: 't' });
    expect(firstError(body)).toEqual({
      message: 'El límite no puede ser mayor que 100',
      code: 'BAD_USER_INPUT',
      status: 422,
    });
  });
});

describe('bff in production', () => {
  let stub: StubApi;
  let app: FastifyInstance;
  let webDist: string;

  beforeAll(async () => {
    stub = await startStubApi();
    stub.setHandler((_req, res) => sendJson(res, 200, { success: true, data: { ...GYM, contact: null } }));
    webDist = await mkdtemp(join(tmpdir(), 'bff-web-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><div id="root">app</div>');
    await writeFile(join(webDist, 'assets', 'main-abc123.js'), 'console.log("ok")');
    await writeFile(join(webDist, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log("ok")'));
    await writeFile(join(webDist, 'assets', 'main-abc123.js.gz'), gzipSync('console.log("ok")'));
    app = await buildBffApp({ apiUrl: stub.url, nodeEnv: 'production', webDist, logLevel: 'silent' });
  });

  afterAll(async () => {
    await app.close();
    await stub.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('disables introspection', async () => {
    const { body } = await gql(app, '{ __schema { types { name } } }');
    expect(body.data).toBeUndefined();
    expect(firstError(body).message).toBe('La introspección del esquema está deshabilitada');
  });

  it('does not spell out the schema through "Did you mean" suggestions', async () => {
    const { body } = await gql(app, '{ gymConfg { name } }');
    expect(firstError(body).message).toBe('Cannot query field "gymConfg" on type "Query".');
  });

  it('still answers ordinary queries', async () => {
    const { body } = await gql(app, '{ gymConfig { primaryColor } }');
    expect(body).toEqual({ data: { gymConfig: { primaryColor: GYM.primaryColor } } });
  });

  it('has no Sandbox landing page', async () => {
    const response = await app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(response.body).not.toContain('sandbox');
  });

  it('sends the precompressed asset the browser accepts, brotli first, with the same long cache', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("ok")');

    const gz = await app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("ok")');

    const plain = await app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("ok")');
  });

  it('serves the web app, its assets and index.html for client-side routes', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    for (const url of ['/', '/perfil', '/dashboard/usuarios?page=2']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<div id="root">');
    }

    const unknownBff = await app.inject({ method: 'GET', url: '/bff/nope' });
    expect(unknownBff.statusCode).toBe(404);
    expect(unknownBff.body).not.toContain('<div id="root">');
  });

  it('answers 404, never the app, for what is not one of its pages: files, dot files, /api and /assets', async () => {
    for (const url of [
      '/api/store/products',
      '/api',
      '/assets/missing.js',
      '/assets/',
      '/.env',
      '/%2Eenv',
      '/.git/config',
      '/wp-login.php',
      '/store/logo.png',
      '/favicon.ico',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.body, url).not.toContain('<div id="root">');
      }
    }
    const missing = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.json()).toEqual({ success: false, message: HTTP_MESSAGES.notFound });
    // An unknown page is still the app's (its router shows "página no encontrada").
    for (const url of ['/store/product/3f6c1f0e-8f7e-4c55-9d0e-3a4b5c6d7e8f', '/no-existe', '/dashboard/admin/']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<div id="root">');
    }
  });
});
