/**
 * What an operator deploys, checked without a Docker engine: the Dockerfile's shape, compose.yaml's
 * topology and health checks, every setting documented, and the compiled servers started with
 * `node` alone and the environment only (as the image runs them), each on its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { StorePage } from '../pages/store-page';
import { launchBrowser } from '../support/browser';
// @ts-expect-error: a plain JavaScript script without types
import { buildIsCurrent, sourceFingerprint } from '../../scripts/build-if-stale.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test?: string[]; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  volumes?: string[];
}

const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
const envExample = read('.env.example');
const documented = (name: string) => new RegExp(`\\b${name}\\b`).test(envExample);

describe('the Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const stages = [...dockerfile.matchAll(/^FROM\s+\S+(?:\s+AS\s+(\S+))?/gim)].map((m) => m[1]);

  it('builds in stages and runs the compiled servers as a non-root user, production dependencies only', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^USER\s+(?!root\b|0\b)\S+/m);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(runtime).toMatch(/COPY --from=prod-deps \/app\/node_modules/);
    expect(runtime).not.toMatch(/COPY --from=deps/);
    expect(runtime).toMatch(/COPY --from=build \/app\/api\/dist/);
    expect(runtime).toMatch(/COPY --from=build \/app\/bff\/dist/);
    expect(runtime).toMatch(/^HEALTHCHECK .*CMD \["node", "scripts\/healthcheck.mjs"\]/m);
    expect(runtime).toMatch(
      /^CMD \["node", "--heap-growing-percent=50", "--max-semi-space-size=8", "api\/dist\/server.js"\]/m,
    );
    // What the compiled code reads beside itself at run time.
    for (const path of ['api/drizzle', 'domain/data', 'scripts/healthcheck.mjs'])
      expect(runtime).toContain(`COPY ${path}`);
  });

  it('leaves secrets, data and local builds out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['.env', 'data', '**/node_modules', '**/dist']) expect(ignored).toContain(entry);
  });
});

/** The heap flags `npm start` gives each server (scripts/start.mjs): containers run with the same. */
const HEAP_FLAGS = ['--heap-growing-percent=50', '--max-semi-space-size=8'];

describe('compose.yaml', () => {
  it('gives the servers the heap flags npm start gives them', () => {
    const start = read('scripts/start.mjs');
    expect(start).toContain(`api: process.env.API_NODE_FLAGS ?? '${HEAP_FLAGS.join(' ')}'`);
    expect(start).toContain(`bff: process.env.BFF_NODE_FLAGS ?? '${HEAP_FLAGS.join(' ')}'`);
  });

  it("gives the image's servers the malloc arenas npm start gives them", () => {
    expect(read('scripts/start.mjs')).toContain("MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2'");
    // One ENV instruction, its continuation lines included.
    expect(read('Dockerfile')).toMatch(/^ENV (?:[^\n]*\\\n)*[^\n]*\bMALLOC_ARENA_MAX=2\b/m);
    expect(documented('MALLOC_ARENA_MAX')).toBe(true);
  });

  const services = compose.services;

  it('runs PostgreSQL, Redis, MinIO, two api, two bff and a reverse proxy', () => {
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['postgres', 'redis', 'minio', 'api1', 'api2', 'bff1', 'bff2', 'proxy']),
    );
    for (const name of ['api1', 'api2'])
      expect(services[name]?.command).toEqual(['node', ...HEAP_FLAGS, 'api/dist/server.js']);
    for (const name of ['bff1', 'bff2'])
      expect(services[name]?.command).toEqual(['node', ...HEAP_FLAGS, 'bff/dist/server.js']);
    expect(services.proxy?.image).toMatch(/^caddy:/);
    expect(services.proxy?.ports).toEqual(['${HTTP_PORT:-8080}:80']);
  });

  it('gives every long-running service a health check, and starts each after what it needs is healthy', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'minio-bucket') continue;
      expect(service.healthcheck?.test, name).toBeDefined();
    }
    expect(services.api1?.depends_on).toMatchObject({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
    expect(services.bff1?.depends_on).toEqual({ api1: { condition: 'service_healthy' } });
    expect(services.bff2?.depends_on).toEqual({ api2: { condition: 'service_healthy' } });
    expect(services.proxy?.depends_on).toMatchObject({
      bff1: { condition: 'service_healthy' },
      bff2: { condition: 'service_healthy' },
    });
    expect(services.bff1?.environment).toMatchObject({ SERVICE: 'bff', API_URL: 'http://api1:4001' });
    expect(services.bff2?.environment).toMatchObject({ SERVICE: 'bff', API_URL: 'http://api2:4001' });
  });

  it('shares one database, one secret and the object store among the apis, with no demo data by default', () => {
    const api = services.api1?.environment ?? {};
    expect(services.api2?.environment).toEqual(api);
    expect(api.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(api.REDIS_URL).toBe('redis://redis:6379');
    expect(api.S3_ENDPOINT).toBe('http://minio:9000');
    expect(api.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
    expect(api.SEED).toBe('${SEED:-none}');
  });

  it('balances over both bffs and leaves out one whose readiness fails', () => {
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/reverse_proxy bff1:4000 bff2:4000/);
    expect(caddyfile).toMatch(/health_uri \/bff\/health\/ready/);
  });

  it('documents in .env.example every variable it gives the servers', () => {
    const variables = ['api1', 'bff1', 'bff2'].flatMap((name) => Object.keys(services[name]?.environment ?? {}));
    expect([...new Set(variables)].filter((name) => !documented(name))).toEqual([]);
  });
});

describe('.env.example', () => {
  it('documents every variable the servers read', () => {
    const schemaKeys = (file: string) =>
      [...read(file).matchAll(/^ {2}([A-Z][A-Z0-9_]+): z/gm)].map((match) => match[1] ?? '');
    const read_ = [...schemaKeys('api/src/config.ts'), ...schemaKeys('bff/src/kernel/config.ts')];
    expect(read_.length).toBeGreaterThan(20);
    expect(read_.filter((name) => !documented(name))).toEqual([]);
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

interface Started {
  child: ChildProcess;
  output: () => string;
}

/** `node <file>` with exactly `env` (PATH aside): no npm, no .env file, no NODE_ENV unless given. */
function startNode(file: string, env: Record<string, string>): Started {
  let output = '';
  const child = spawn(process.execPath, [file], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  return { child, output: () => output };
}

async function waitReady(url: string, started: Started, ms = 90_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (started.child.exitCode !== null) throw new Error(`exited: ${started.output()}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error(`not ready: ${url}\n${started.output()}`);
}

function exited(started: Started): Promise<number> {
  return new Promise((done) =>
    started.child.exitCode !== null
      ? done(started.child.exitCode)
      : started.child.once('exit', (code) => done(code ?? -1)),
  );
}

describe('the compiled servers, each started with node alone and the environment only', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gym-packaging-'));
  const secret = 'k3J9vQ2mX8pL5nR7tY1wZ4aB6cD0eF2gH9jK3lM5nP7qR';
  const running: Started[] = [];
  let apiPort: number;
  let bffPort: number;

  beforeAll(async () => {
    apiPort = await freePort();
    bffPort = await freePort();
  });
  afterAll(async () => {
    for (const started of running) started.child.kill('SIGTERM');
    await Promise.all(running.map(exited));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start without JWT_SECRET when NODE_ENV is unset (production by default), in one JSON line', async () => {
    const started = startNode('api/dist/server.js', { DATA_DIR: dataDir, API_PORT: String(apiPort) });
    expect(await exited(started)).toBe(1);
    const lines = started.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ service: 'api', reason: expect.stringMatching(/JWT_SECRET/) });
  });

  it('starts the api and then the bff, ready, in production: no Swagger, no introspection', async () => {
    const api = startNode('api/dist/server.js', {
      DATA_DIR: dataDir,
      API_PORT: String(apiPort),
      JWT_SECRET: secret,
      LOG_LEVEL: 'warn',
    });
    running.push(api);
    await waitReady(`http://127.0.0.1:${apiPort}/api/health/ready`, api);
    expect((await fetch(`http://127.0.0.1:${apiPort}/api/docs`)).status).toBe(404);

    const bff = startNode('bff/dist/server.js', {
      PORT: String(bffPort),
      API_URL: `http://127.0.0.1:${apiPort}`,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    });
    running.push(bff);
    await waitReady(`http://127.0.0.1:${bffPort}/bff/health/ready`, bff);
    const introspection = await fetch(`http://127.0.0.1:${bffPort}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
    });
    expect(JSON.stringify(await introspection.json())).toMatch(/introspección del esquema está deshabilitada/);
    // The embedded database got the demo gym (no DATABASE_URL).
    const gym = await fetch(`http://127.0.0.1:${apiPort}/api/gym/config`).then((r) => r.json());
    expect(gym.data.name).toBe('Gimnasio Demo');
  }, 180_000);

  it("offers no 'Tarjeta' at checkout on a phone while no card processor is configured (issue 34 item 7)", async () => {
    // These servers have no Stripe keys: the gym takes no cards, and says so.
    const config = await fetch(`http://127.0.0.1:${bffPort}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ cardPaymentsConfig { enabled } }' }),
    }).then((response) => response.json());
    expect(config.data.cardPaymentsConfig.enabled).toBe(false);

    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({
        baseURL: `http://127.0.0.1:${bffPort}`,
        viewport: { width: 412, height: 915 },
        locale: 'es-GT',
      });
      const page = await context.newPage();
      const store = new StorePage(page);
      await store.open();
      await store.addFromSearch('Straps de levantamiento');
      await store.openCart();
      await store.drawer().getByRole('button', { name: 'Como invitado' }).click();
      await page.waitForURL('**/checkout');
      await page.getByRole('radio', { name: 'Pago contra entrega' }).waitFor();
      await page.waitForLoadState('networkidle');
      const methods = await page
        .getByRole('radio')
        .evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent ?? ''));
      expect(methods).toContain('Pago contra entrega');
      expect(methods).not.toContain('Tarjeta');
      await context.close();
    } finally {
      await browser.close();
    }
  }, 120_000);

  it('refuses a second api on the same embedded database folder, naming the process that has it', async () => {
    const second = startNode('api/dist/server.js', {
      DATA_DIR: dataDir,
      API_PORT: String(await freePort()),
      JWT_SECRET: secret,
    });
    expect(await exited(second)).toBe(1);
    const line = JSON.parse(second.output().trim().split('\n').at(-1) ?? '{}');
    expect(line).toMatchObject({ service: 'api' });
    expect(line.reason).toMatch(
      new RegExp(
        `ya está abierta por el proceso ${running[0]?.child.pid} .*Una carpeta de PGlite admite un solo proceso`,
      ),
    );
  }, 120_000);

  it('takes the bff out of rotation (503) when its api stops, while it stays alive', async () => {
    const api = running[0];
    if (!api) throw new Error('api not started');
    api.child.kill('SIGTERM');
    await exited(api);
    const health = await fetch(`http://127.0.0.1:${bffPort}/bff/health`);
    expect(health.status).toBe(503);
    expect((await fetch(`http://127.0.0.1:${bffPort}/bff/health/live`)).status).toBe(200);
  }, 60_000);
});

describe('npm start builds only when needed', () => {
  it('calls a build current until a source file changes', () => {
    const base = mkdtempSync(join(tmpdir(), 'gym-stale-'));
    try {
      for (const file of ['web/dist/index.html', 'api/dist/server.js', 'bff/dist/server.js', 'api/src/app.ts']) {
        mkdirSync(dirname(join(base, file)), { recursive: true });
        writeFileSync(join(base, file), 'x');
      }
      const stamp = join(base, 'fingerprint');
      expect(buildIsCurrent(base, stamp)).toBe(false);
      writeFileSync(stamp, sourceFingerprint(base));
      expect(buildIsCurrent(base, stamp)).toBe(true);
      // A test file is not part of what runs.
      writeFileSync(join(base, 'api/src/app.test.ts'), 'x');
      expect(buildIsCurrent(base, stamp)).toBe(true);
      const later = new Date(Date.now() + 5000);
      utimesSync(join(base, 'api/src/app.ts'), later, later);
      expect(buildIsCurrent(base, stamp)).toBe(false);
      rmSync(join(base, 'bff/dist/server.js'));
      writeFileSync(stamp, sourceFingerprint(base));
      expect(existsSync(join(base, 'bff/dist/server.js'))).toBe(false);
      expect(buildIsCurrent(base, stamp)).toBe(false);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
