import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL server's maintenance database: TEST_DATABASE_URL's or DATABASE_URL's server, or
 * the local default (postgres://postgres@127.0.0.1:5432), always its `postgres` database.
 */
export function postgresAdminUrl(): string {
  const url = new URL(
    process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  url.pathname = '/postgres';
  return url.toString();
}

/** True when the server answers (tests that need one skip, saying so, otherwise). */
export async function postgresAnswers(adminUrl = postgresAdminUrl()): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  /** The new, empty database's URL. */
  url: string;
  name: string;
  /** Drops it, closing whatever connections are still open. */
  drop(): Promise<void>;
}

/** A new empty database with a random name on the server, for one test run. */
export async function createScratchDatabase(adminUrl = postgresAdminUrl()): Promise<ScratchDatabase> {
  const name = `gym_scratch_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
