import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { STORED_FILE_HEADERS } from '@gym/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBffApp } from '../../app';
import { SANDBOX_CSP } from './security-headers';
import { sendJson, startStubApi, type StubApi } from '../../test/stub-api';

/** The directives of a Content-Security-Policy header, by name. */
function cspOf(response: LightMyRequestResponse): Map<string, string> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

function expectWebOriginHeaders(response: LightMyRequestResponse, label: string) {
  const csp = cspOf(response);
  expect(csp.get('default-src'), label).toBe("'self'");
  expect(csp.get('script-src'), label).toBe("'self' https://js.stripe.com https://*.js.stripe.com");
  expect(csp.get('style-src'), label).toBe("'self' 'unsafe-inline'");
  expect(csp.get('img-src'), label).toBe("'self' data: blob: https:");
  expect(csp.get('connect-src'), label).toBe("'self' https://api.stripe.com");
  expect(csp.get('font-src'), label).toBe("'self' data:");
  expect(csp.get('frame-ancestors'), label).toBe("'none'");
  expect(csp.get('object-src'), label).toBe("'none'");
  // Frames only from this origin, a blob the app made (a PDF proof) or Stripe's card fields.
  expect(csp.get('frame-src'), label).toBe(
    "'self' blob: https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
  );
  expect(csp.get('base-uri'), label).toBe("'self'");
  expect(csp.get('form-action'), label).toBe("'self'");
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
  expect(response.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options'], label).toBe('DENY');
}

describe('security headers on the web origin (production)', () => {
  let stub: StubApi;
  let app: FastifyInstance;
  let webDist: string;

  beforeAll(async () => {
    stub = await startStubApi();
    stub.setHandler((req, res) => {
      if (req.url === '/uploads/profiles/a.webp') {
        res.writeHead(200, { 'content-type': 'image/webp' }).end(Buffer.from('RIFF'));
        return;
      }
      sendJson(res, 200, { success: true, data: { name: 'Gimnasio Demo', contact: null } });
    });
    webDist = await mkdtemp(join(tmpdir(), 'bff-headers-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(webDist, 'assets', 'index-abc.js'), 'console.log(1)');
    app = await buildBffApp({ apiUrl: stub.url, nodeEnv: 'production', webDist, logLevel: 'silent' });
  });

  afterAll(async () => {
    await app.close();
    await stub.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('sends the policy and headers with the app, its client-side routes and its assets', async () => {
    for (const url of ['/', '/store', '/dashboard/usuarios?page=2', '/assets/index-abc.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expectWebOriginHeaders(response, url);
    }
  });

  it('sends them with /graphql, /bff/health and a 404', async () => {
    const graphql = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ gymConfig { name } }' },
    });
    expect(graphql.statusCode).toBe(200);
    expectWebOriginHeaders(graphql, '/graphql');

    const responses = {
      '/bff/health': await app.inject({ method: 'GET', url: '/bff/health' }),
      '/bff/nope': await app.inject({ method: 'GET', url: '/bff/nope' }),
    };
    for (const [url, response] of Object.entries(responses)) {
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
    expectWebOriginHeaders(responses['/bff/health'], '/bff/health');
    expectWebOriginHeaders(responses['/bff/nope'], '/bff/nope');
  });

  it('lets the stored files keep their own, stricter policy (sandboxed, still never framed)', async () => {
    const response = await app.inject({ method: 'GET', url: '/uploads/profiles/a.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(STORED_FILE_HEADERS['content-security-policy']);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends no HSTS and no upgrade-insecure-requests on plain http', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(cspOf(response).has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('security headers behind TLS', () => {
  let stub: StubApi;
  let app: FastifyInstance;

  beforeAll(async () => {
    stub = await startStubApi();
    app = await buildBffApp({ apiUrl: stub.url, nodeEnv: 'production', logLevel: 'silent', httpsOrigin: true });
  });

  afterAll(async () => {
    await app.close();
    await stub.close();
  });

  it('sends HSTS for a year and asks the browser to upgrade http subresources', async () => {
    const response = await app.inject({ method: 'GET', url: '/bff/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(cspOf(response).has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('security headers in development', () => {
  let stub: StubApi;
  let app: FastifyInstance;

  beforeAll(async () => {
    stub = await startStubApi();
    app = await buildBffApp({ apiUrl: stub.url, nodeEnv: 'development', logLevel: 'silent' });
  });

  afterAll(async () => {
    await app.close();
    await stub.close();
  });

  it("relaxes the policy only for Apollo Sandbox's page, which loads from Apollo's CDN", async () => {
    const sandbox = await app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(sandbox.headers['content-type']).toContain('text/html');
    expect(sandbox.headers['content-security-policy']).toBe(SANDBOX_CSP);
    expect(cspOf(sandbox).get('script-src')).toContain('https://embeddable-sandbox.cdn.apollographql.com');
    expect(cspOf(sandbox).get('frame-ancestors')).toBe("'none'");

    const health = await app.inject({ method: 'GET', url: '/bff/health' });
    expectWebOriginHeaders(health, '/bff/health');
  });
});
