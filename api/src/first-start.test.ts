import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createAdministrator } from './create-admin';
import { openDatabase } from './db/client';
import { users } from './db/schema/index';
import { DEMO_ACCOUNTS } from './modules/users/seed';
import {
  backends,
  createEmptyPostgresDatabase,
  createTestApp,
  POSTGRES_SERVER_URL,
  signIn,
  type TestApp,
} from './test/test-app';

const SECRET = 'k3J9vQ2mX8pL5nR7tY1wZ4aB6cD0eF2gH9jK3lM5nP7qR';

describe('production settings', () => {
  it('refuses a short, example or development JWT_SECRET in production', () => {
    const production = { NODE_ENV: 'production' } as const;
    expect(() => loadConfig({ ...production, JWT_SECRET: 'x'.repeat(31) })).toThrow(/al menos 32/);
    expect(() =>
      loadConfig({ ...production, JWT_SECRET: 'change-me-to-a-long-random-string-of-at-least-32-bytes' }),
    ).toThrow(/ejemplo o de desarrollo/);
    expect(() =>
      loadConfig({ ...production, JWT_SECRET: 'dev-only-insecure-jwt-secret-change-me-0123456789' }),
    ).toThrow(/ejemplo o de desarrollo/);
    expect(loadConfig({ ...production, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
  });

  it('puts no demo data into a PostgreSQL database unless SEED=demo; the embedded one gets the demo gym', () => {
    const url = 'postgres://x@127.0.0.1/gym';
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATABASE_URL: url }).seed).toBe('none');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATABASE_URL: url, SEED: 'demo' }).seed).toBe(
      'demo',
    );
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET }).seed).toBe('demo');
  });

  it('reads the metrics and tracing settings', () => {
    expect(loadConfig({}).metrics).toEqual({ token: null, port: null, host: '127.0.0.1' });
    expect(loadConfig({}).otlpEndpoint).toBeNull();
    const config = loadConfig({
      METRICS_TOKEN: 'a'.repeat(20),
      METRICS_PORT: '9464',
      METRICS_HOST: '0.0.0.0',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel:4318',
    });
    expect(config.metrics).toEqual({ token: 'a'.repeat(20), port: 9464, host: '0.0.0.0' });
    expect(config.otlpEndpoint).toBe('http://otel:4318');
    expect(() => loadConfig({ METRICS_TOKEN: 'corto' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('one process per embedded database folder', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'gym-lock-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** A pid that runs (a child kept alive), or one that ran and ended. */
  async function otherProcess(keepAlive: boolean): Promise<{ pid: number; stop(): void }> {
    const child = spawn(process.execPath, ['-e', keepAlive ? 'setInterval(() => {}, 1000)' : ''], { stdio: 'ignore' });
    const pid = child.pid ?? 0;
    if (!keepAlive) await new Promise((resolve) => child.once('exit', resolve));
    return { pid, stop: () => child.kill() };
  }

  it('refuses a second opening while the first holds the folder, and allows it after a close', async () => {
    const folder = path.join(dir, 'db');
    const first = await openDatabase({ databaseUrl: undefined, pgliteDir: folder });
    try {
      await expect(openDatabase({ databaseUrl: undefined, pgliteDir: folder })).rejects.toThrow(
        `La base de datos embebida en ${folder} ya está abierta por el proceso ${process.pid}`,
      );
      const lock = JSON.parse(await readFile(`${folder}.lock`, 'utf8'));
      expect(lock).toMatchObject({ pid: process.pid, hostname: hostname() });
    } finally {
      await first.close();
    }
    const again = await openDatabase({ databaseUrl: undefined, pgliteDir: folder });
    await again.close();
  }, 90_000);

  it("refuses while another live process's lock is there, and takes over a dead process's lock", async () => {
    const folder = path.join(dir, 'other');
    const live = await otherProcess(true);
    try {
      const owner = { pid: live.pid, hostname: hostname(), startedAt: '2026-01-01T00:00:00.000Z' };
      await writeFile(`${folder}.lock`, JSON.stringify(owner));
      await expect(openDatabase({ databaseUrl: undefined, pgliteDir: folder })).rejects.toThrow(
        new RegExp(`ya está abierta por el proceso ${live.pid} .*Una carpeta de PGlite admite un solo proceso`),
      );
    } finally {
      live.stop();
    }
    const dead = await otherProcess(false);
    await writeFile(`${folder}.lock`, JSON.stringify({ pid: dead.pid, hostname: hostname(), startedAt: 'x' }));
    const opened = await openDatabase({ databaseUrl: undefined, pgliteDir: folder });
    expect(JSON.parse(await readFile(`${folder}.lock`, 'utf8')).pid).toBe(process.pid);
    await opened.close();
  }, 90_000);
});

describe.skipIf(!POSTGRES_SERVER_URL)(
  'N instances starting at once on an empty PostgreSQL database (needs TEST_DATABASE_URL: skipped without PostgreSQL)',
  () => {
    it('all come up, and the demo data (SEED=demo) is written once', async () => {
      const database = await createEmptyPostgresDatabase();
      const dirs = await Promise.all(Array.from({ length: 4 }, () => mkdtemp(path.join(tmpdir(), 'gym-start-'))));
      try {
        const starts = dirs.map((dataDir) =>
          buildApp({
            config: {
              env: 'test',
              logLevel: 'silent',
              databaseUrl: database.url,
              seed: 'demo',
              dataDir,
              uploadsDir: path.join(dataDir, 'uploads'),
              privateFilesDir: path.join(dataDir, 'private'),
            },
          }),
        );
        const results = await Promise.allSettled(starts);
        const apps = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
        try {
          expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
          for (const app of apps) expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
          // One demo gym: a second seed would have failed its start on the unique emails.
          const [row] = await apps[0]!.db.select({ total: count() }).from(users);
          expect(row?.total).toBeGreaterThanOrEqual(Object.keys(DEMO_ACCOUNTS).length);
          const admins = await apps[0]!.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
          });
          expect(admins.statusCode).toBe(200);
        } finally {
          await Promise.all(apps.map((app) => app.close()));
        }
      } finally {
        await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
        await database.drop();
      }
    });
  },
);

describe.each(backends)('the first administrator on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: 'none' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is created with the account rules and signs in as admin; a weak password or a taken email is refused', async () => {
    await expect(
      createAdministrator(t.app.database, {
        email: 'duena@gimnasio.example',
        password: 'corta',
        firstName: 'Lucía',
        lastName: 'Ramírez',
      }),
    ).rejects.toMatchObject({ status: 422, message: expect.stringMatching(/contraseña/i) });

    const email = await createAdministrator(t.app.database, {
      email: 'duena@gimnasio.example',
      password: 'Fuerte#2026gym',
      firstName: 'Lucía',
      lastName: 'Ramírez',
    });
    expect(email).toBe('duena@gimnasio.example');
    const session = await signIn(t.app, 'duena@gimnasio.example', 'Fuerte#2026gym');
    const me = await t.app.inject({ url: '/api/auth/profile', headers: { authorization: `Bearer ${session.token}` } });
    expect(me.json().data.role ?? me.json().data.user?.role).toBe('admin');

    await expect(
      createAdministrator(t.app.database, {
        email: 'duena@gimnasio.example',
        password: 'Fuerte#2026gym',
        firstName: 'Otra',
        lastName: 'Persona',
      }),
    ).rejects.toMatchObject({ status: 409 });
  });
});
