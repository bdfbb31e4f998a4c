import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Services accept either the database or an open transaction. */
export type Executor = Database | Transaction;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  pgliteDir: string;
}

/** Told when the server drops a connection the pool holds (a restart, a failover). */
export type ConnectionErrorListener = (error: Error) => void;

/** PostgreSQL through node-postgres when a URL is given, otherwise the embedded PGlite. */
export async function openDatabase(
  options: DatabaseOptions,
  onConnectionError: ConnectionErrorListener = () => {},
): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes is discarded by the pool and the next query opens a
    // new one; unheard, node-postgres would raise it as an uncaught exception and stop the api.
    pool.on('error', onConnectionError);
    const db = drizzleNodePg(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }

  if (!options.pgliteDir.startsWith('memory://')) {
    await mkdir(options.pgliteDir, { recursive: true });
    if (!existsSync(join(options.pgliteDir, 'PG_VERSION'))) await initializeInWorker(options.pgliteDir);
  }
  return pgliteDatabase(new PGlite(options.pgliteDir, { startParams: PGLITE_START_PARAMS }));
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

/** Wraps an opened PGlite (e.g. one started from a data-dir snapshot in tests). */
export function pgliteDatabase(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
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
