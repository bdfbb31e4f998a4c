import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBffApp } from '../../app';
import { FIRST_SCREEN_FILE, firstScreenHtml, type FirstScreenManifest, type FirstScreenPage } from './first-screen';
import { sendJson, startStubApi, type StubApi } from '../../test/stub-api';

const INDEX = '<!doctype html><html><head><title>Gimnasio</title></head><body><div id="root"></div></body></html>';

/** The answers a page carries, read back as the browser reads them. */
function answersIn(html: string): Array<{ operationName: string; variables?: unknown; data: unknown }> {
  const text = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/s.exec(html)?.[1];
  if (text === undefined) throw new Error('no first-screen data in the page');
  return JSON.parse(text) as Array<{ operationName: string; variables?: unknown; data: unknown }>;
}

describe('a page with its first screen', () => {
  const page: FirstScreenPage = {
    modulepreload: ['/assets/StorePage-abc.js'],
    operations: [
      { operationName: 'Name', query: 'query Name { name }' },
      { operationName: 'Products', query: 'query Products($n: Int) { p(n: $n) }', variables: { n: 4 } },
      { operationName: 'Broken', query: 'query Broken { broken }' },
      { operationName: 'Slow', query: 'query Slow { slow }' },
    ],
  };
  const run = async ({ operationName }: { operationName: string }) => {
    if (operationName === 'Name') return { name: '</script><script>alert(1)</script>' };
    if (operationName === 'Products') return { p: [1, 2] };
    if (operationName === 'Slow') return new Promise(() => undefined);
    throw new Error('the api is down');
  };

  it('carries the answers with their variables, and leaves out a failed or late one', async () => {
    const html = await firstScreenHtml(INDEX, page, run, 50);
    expect(answersIn(html)).toEqual([
      { operationName: 'Name', data: { name: '</script><script>alert(1)</script>' } },
      { operationName: 'Products', variables: { n: 4 }, data: { p: [1, 2] } },
    ]);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/StorePage-abc.js">');
  });

  it('never lets an answer close its script element', async () => {
    const html = await firstScreenHtml(INDEX, page, run, 50);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
  });
});

describe('the bff serving index.html with the first screen', () => {
  let stub: StubApi;
  let app: FastifyInstance;
  let webDist: string;
  const manifest: FirstScreenManifest = {
    '/': {
      modulepreload: ['/assets/LandingPage-abc.js'],
      operations: [{ operationName: 'GymConfig', query: 'query GymConfig { gymConfig { name primaryColor } }' }],
    },
  };

  beforeAll(async () => {
    stub = await startStubApi();
    stub.setHandler((req, res) => {
      if (req.url === '/api/gym/config')
        return sendJson(res, 200, {
          success: true,
          data: { name: 'Gimnasio Demo', primaryColor: '#123456', contact: null },
        });
      sendJson(res, 404, { success: false, message: 'Recurso no encontrado' });
    });
    webDist = await mkdtemp(join(tmpdir(), 'bff-first-screen-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), INDEX);
    await writeFile(join(webDist, FIRST_SCREEN_FILE), JSON.stringify(manifest));
    // No public caches: every page reaches the api, so the test sees what the bff sends it.
    app = await buildBffApp({
      apiUrl: stub.url,
      nodeEnv: 'production',
      webDist,
      logLevel: 'silent',
      publicCaches: false,
    });
  });

  afterAll(async () => {
    await app.close();
    await stub.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it("answers the landing page's queries inside its index.html, compressed and never cached stale", async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(answersIn(html)).toEqual([
      { operationName: 'GymConfig', data: { gymConfig: { name: 'Gimnasio Demo', primaryColor: '#123456' } } },
    ]);
    expect(html).toContain('href="/assets/LandingPage-abc.js"');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("runs them as an anonymous visitor: a visitor's token never reaches the api for the page", async () => {
    const before = stub.requests.length;
    const response = await app.inject({ method: 'GET', url: '/', headers: { authorization: 'Bearer secret-token' } });
    expect(response.statusCode).toBe(200);
    const calls = stub.requests.slice(before);
    expect(calls.map((call) => call.url)).toContain('/api/gym/config');
    expect(calls.every((call) => call.headers.authorization === undefined)).toBe(true);
  });

  it('serves the plain index.html for an address with a query string and for other pages', async () => {
    for (const url of ['/?utm=x', '/perfil']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
      expect(response.body, url).not.toContain('first-screen-data');
    }
  });
});
