import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import type { AppConfig } from '../config';
import { pgliteDatabase, type DatabaseHandle } from '../db/client';
import { DEMO_ACCOUNTS } from '../modules/users/seed';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';

export type Backend = 'pglite' | 'postgres';

const SERVER_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL or DATABASE_URL points at a server. */
export const backends: Backend[] = SERVER_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  uploadsDir: string;
  /** Where files only the api hands out live (transfer proofs). */
  privateFilesDir: string;
  close(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery<R extends pg.QueryResultRow = pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<R[]> {
  // Connect to the maintenance database of the server: the one named in the URL may be the one we drop.
  const client = new pg.Client({ connectionString: withDatabase(SERVER_URL, 'postgres') });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database once the app's connections have finished closing: the pool's end does not
 * wait for each connection's goodbye, and a forced drop that cuts one mid-goodbye would surface as
 * an uncaught error in whichever test file runs next.
 */
async function dropDatabase(name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const [row] = await adminQuery<{ open: number }>(
      'SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (!row?.open) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

let snapshot: Promise<Blob> | undefined;

/** PGlite started from the migrated snapshot of the global setup (much faster than a fresh initdb). */
async function pgliteFromSnapshot(): Promise<DatabaseHandle> {
  snapshot ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  const client = new PGlite({ loadDataDir: await snapshot });
  await client.waitReady;
  return pgliteDatabase(client);
}

/** A fresh app on its own empty database (seeded with the demo data unless told otherwise). */
export async function createTestApp(
  backend: Backend,
  overrides: Partial<AppConfig> = {},
  extra: Omit<BuildAppOptions, 'config'> & {
    beforeReady?: (app: FastifyInstance) => void;
    /** false: let buildApp open `memory://` itself, the way the bff starts it. */
    fromSnapshot?: boolean;
  } = {},
): Promise<TestApp> {
  const filesRoot = await mkdtemp(path.join(tmpdir(), 'gym-api-files-'));
  const uploadsDir = path.join(filesRoot, 'uploads');
  const privateFilesDir = path.join(filesRoot, 'private');
  let databaseName: string | undefined;
  const database: Partial<AppConfig> = { pgliteDir: 'memory://' };
  if (backend === 'postgres') {
    if (!SERVER_URL) throw new Error('postgres backend needs TEST_DATABASE_URL or DATABASE_URL');
    databaseName = `gym_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${databaseName}`);
    database.databaseUrl = withDatabase(SERVER_URL, databaseName);
    delete database.pgliteDir;
  }
  const { beforeReady, fromSnapshot = true, ...options } = extra;
  const app = await buildApp({
    ...(backend === 'pglite' && fromSnapshot ? { database: await pgliteFromSnapshot() } : {}),
    ...options,
    config: {
      env: 'test',
      seed: 'demo',
      logLevel: 'silent',
      uploadsDir,
      privateFilesDir,
      // An exported REDIS_URL or S3_BUCKET never reaches a test that did not ask for it.
      redis: null,
      objectStorage: null,
      ...database,
      ...overrides,
    },
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    uploadsDir,
    privateFilesDir,
    async close() {
      await app.close();
      await rm(filesRoot, { recursive: true, force: true });
      if (databaseName) await dropDatabase(databaseName);
    },
  };
}

/**
 * For suites about the order rules themselves, which place many orders from one test address
 * within a minute: the order limits (ORDER_RATE_LIMIT) have their own tests.
 */
export const WITHOUT_ORDER_LIMITS: Partial<AppConfig> = { orderRateLimit: { guest: null, member: null } };

export type DemoKey = keyof typeof DEMO_ACCOUNTS;

export interface SignedIn {
  token: string;
  refreshToken: string;
  userId: string;
}

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<SignedIn> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
  const { data } = response.json();
  return { token: data.token, refreshToken: data.refreshToken, userId: data.user.id };
}

export function signInDemo(app: FastifyInstance, key: DemoKey): Promise<SignedIn> {
  const account = DEMO_ACCOUNTS[key];
  return signIn(app, account.email, account.password);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A multipart/form-data body with one file part. */
export function multipartFile(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = `----gymtest${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface StaffTestApp {
  readonly app: FastifyInstance;
  readonly uploadsDir: string;
  readonly privateFilesDir: string;
  /** Headers of the demo admin's and the demo colaborador's sessions. */
  readonly admin: Record<string, string>;
  readonly staff: Record<string, string>;
  /** A new cliente (created by the admin, no membership), signed in; each call a different person. */
  newClient(firstName?: string): Promise<TestClient>;
}

/** A fresh cliente made by the admin, signed in, with the names and email a test may search by. */
export interface TestClient extends SignedIn {
  email: string;
  firstName: string;
  lastName: string;
}

/** Digits as letters: a person's name holds no digits, and each new client needs a distinct one. */
const lettersOf = (n: number) => [...String(n)].map((d) => 'abcdefghij'[Number(d)]).join('');

/**
 * For one describe block: a fresh seeded app with the demo admin and colaborador signed in once
 * (before the block's tests), closed after them. Read its fields inside tests, not at collection.
 */
export function useStaffTestApp(backend: Backend): StaffTestApp {
  let t: TestApp | undefined;
  const headers = { admin: {} as Record<string, string>, staff: {} as Record<string, string> };
  beforeAll(async () => {
    t = await createTestApp(backend);
    headers.admin = bearer((await signInDemo(t.app, 'admin')).token);
    headers.staff = bearer((await signInDemo(t.app, 'colaborador')).token);
  });
  afterAll(async () => {
    await t?.close();
  });
  const started = () => {
    if (!t) throw new Error('useStaffTestApp: read inside a test, after beforeAll');
    return t;
  };
  let clients = 0;
  const newClient = async (firstName = 'Cliente'): Promise<TestClient> => {
    clients += 1;
    const email = `cliente${clients}@example.com`;
    const lastName = `Prueba${lettersOf(clients)}`;
    const created = await started().app.inject({
      method: 'POST',
      url: '/api/users',
      headers: headers.admin,
      payload: { email, password: 'Miembro123', firstName, lastName, role: 'cliente' },
    });
    if (created.statusCode !== 201) throw new Error(`newClient: ${created.statusCode} ${created.body}`);
    return { ...(await signIn(started().app, email, 'Miembro123')), email, firstName, lastName };
  };
  return {
    newClient,
    get app() {
      return started().app;
    },
    get uploadsDir() {
      return started().uploadsDir;
    },
    get privateFilesDir() {
      return started().privateFilesDir;
    },
    get admin() {
      return headers.admin;
    },
    get staff() {
      return headers.staff;
    },
  };
}

/** PostgreSQL of the tests (TEST_DATABASE_URL or DATABASE_URL), or '' when none is configured. */
export const POSTGRES_SERVER_URL = SERVER_URL;

/** A new empty PostgreSQL database on the test server, and how to drop it once its users are closed. */
export async function createEmptyPostgresDatabase(): Promise<ScratchDatabase> {
  if (!SERVER_URL) throw new Error('needs TEST_DATABASE_URL or DATABASE_URL');
  return createScratchDatabase(withDatabase(SERVER_URL, 'postgres'));
}
