import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockPgliteFolder } from './pglite-lock';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Services accept either the database or an open transaction. */
export type Executor = Database | Transaction;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** A raw statement on the api's own connections (the job queue's driver: pg-boss's `db` option). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  migrate(): Promise<void>;
  /**
   * Runs the first-start work (migrations, the first seed) alone: on PostgreSQL under a
   * session-level advisory lock, so N instances starting at once take turns and each finds the
   * work done by the first; PGlite has one process per folder (pglite-lock.ts), so it just runs.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** The connection pool right now (metrics): open, idle, callers waiting for one, and the cap. */
  poolStats(): PoolStats;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

const statsOf = (pool: pg.Pool, max: number) => (): PoolStats => ({
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
  max,
});

/** The advisory lock key of the first-start work (any constant bigint; "gym-startup"). */
export const STARTUP_LOCK_KEY = 0x67796d5f737472n;

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  pgliteDir: string;
}

/** Told when the server drops a connection the pool holds (a restart, a failover). */
export type ConnectionErrorListener = (error: Error) => void;

const POSTGRES_POOL_MAX = 10;

/** PostgreSQL through node-postgres when a URL is given, otherwise the embedded PGlite. */
export async function openDatabase(
  options: DatabaseOptions,
  onConnectionError: ConnectionErrorListener = () => {},
): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: POSTGRES_POOL_MAX });
    // An idle connection the server closes is discarded by the pool and the next query opens a
    // new one; unheard, node-postgres would raise it as an uncaught exception and stop the api.
    pool.on('error', onConnectionError);
    const db = drizzleNodePg(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      executeSql: (text, values) => pool.query(text, values),
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      withStartupLock: (work) => withAdvisoryLock(pool, work),
      poolStats: statsOf(pool, POSTGRES_POOL_MAX),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }

  if (options.pgliteDir.startsWith('memory://')) {
    return pgliteDatabase(new PGlite(options.pgliteDir, { startParams: PGLITE_START_PARAMS }));
  }
  await mkdir(dirname(options.pgliteDir), { recursive: true });
  const release = lockPgliteFolder(options.pgliteDir);
  try {
    await mkdir(options.pgliteDir, { recursive: true });
    if (!existsSync(join(options.pgliteDir, 'PG_VERSION'))) await initializeInWorker(options.pgliteDir);
    const handle = pgliteDatabase(new PGlite(options.pgliteDir, { startParams: PGLITE_START_PARAMS }));
    const close = handle.close;
    return {
      ...handle,
      close: async () => {
        try {
          await close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Holds the startup advisory lock on one dedicated connection while `work` runs on the pool. The
 * lock belongs to that session: if this process dies, PostgreSQL ends the session and frees it.
 */
async function withAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
    try {
      return await work();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()]);
    }
  } finally {
    holder.release();
  }
}

/**
 * Creates a new PGlite data folder (initdb) in a worker thread that ends with it: initdb makes
 * WebAssembly's memory grow to about 750 MB, and that memory is never given back, so a server that
 * created its database itself would hold it for its whole life. Opened afterwards, it takes ~250 MB.
 */
async function initializeInWorker(dataDir: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const worker = new Worker(
    `const { workerData, parentPort } = require('node:worker_threads');
     const { PGlite } = require(workerData.pglite);
     const db = new PGlite(workerData.dataDir, { startParams: workerData.startParams });
     db.waitReady.then(() => db.close()).then(() => parentPort.postMessage('ready'));`,
    { eval: true, workerData: { pglite, dataDir, startParams: PGLITE_START_PARAMS } },
  );
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`PGlite initdb exited with ${code}`))));
  });
  await worker.terminate();
}

/**
 * PGlite's own defaults plus a smaller buffer cache: its 128 MB of shared buffers live in the
 * server's memory (WebAssembly's memory never shrinks), while a gym's data is a few MB and the
 * files underneath are in the operating system's cache anyway.
 */
const PGLITE_START_PARAMS = [
  ...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams,
  '-c',
  'shared_buffers=16MB',
];

/**
 * Wraps an opened PGlite (e.g. one started from a data-dir snapshot in tests). It is reached
 * through node-postgres, like a PostgreSQL server: one driver and one set of type parsers for both
 * databases, and named statements are parsed and planned once instead of on every call (PGlite's
 * own query() parses and plans each statement again, in the server's thread). PGlite has one
 * connection, so the pool holds one client, kept open.
 */
export function pgliteDatabase(client: PGlite): DatabaseHandle {
  const pool = new pg.Pool({ ...pgliteConnection(client), max: 1, idleTimeoutMillis: 0 });
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    executeSql: (text, values) => pool.query(text, values),
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    withStartupLock: (work) => work(),
    poolStats: statsOf(pool, 1),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await pool.end();
      await client.close();
    },
  };
}

/** Extended-protocol messages PGlite answers only once the Sync (or Flush) after them arrives. */
const HELD_MESSAGES = new Set(['P', 'B', 'D', 'E', 'C'].map((code) => code.charCodeAt(0)));

/**
 * PGlite's node-postgres connection, with three changes:
 * - node-postgres hands a Parse message its query's `types` (drizzle's per-query type parsers, an
 *   object); PGlite's serializer takes `types` as a list of parameter type ids and throws on
 *   anything else, so only a list is passed on.
 * - A query's messages (bind, describe, execute, sync) reach PGlite in one call, as they would
 *   arrive on a socket, instead of one call into WebAssembly each.
 * - Each query waits for the event loop's next turn before PGlite runs it. PGlite runs in this
 *   thread and a query's answer starts the next waiting query in the same chain of promises, so
 *   without the turn the server reads no new request and accepts no connection until every
 *   waiting query has run: under load the last caller waited seconds while others were served
 *   at once. With it, callers reach the database in the order they arrived.
 */
function pgliteConnection(client: PGlite): ReturnType<typeof createPgConfig> {
  let held: Uint8Array[] = [];
  const inTurn: Pick<PGlite, 'waitReady' | 'execProtocolStream'> = {
    waitReady: client.waitReady,
    execProtocolStream: async (message, options) => {
      if (HELD_MESSAGES.has(message[0] ?? 0)) {
        held.push(message);
        return [];
      }
      const batch = held.length > 0 ? Buffer.concat([...held, message]) : message;
      held = [];
      await new Promise<void>((resolve) => setImmediate(resolve));
      return client.execProtocolStream(batch, options);
    },
  };
  const config = createPgConfig(inTurn as PGlite);
  const parse = config.connection.parse.bind(config.connection);
  config.connection.parse = (query: { types?: unknown }) =>
    parse({ ...query, types: Array.isArray(query.types) ? query.types : undefined });
  return config;
}

/** Unique-violation from either driver (drizzle wraps the driver error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
