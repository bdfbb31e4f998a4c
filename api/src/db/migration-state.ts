import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER, type ExecuteSql } from './client';

interface Journal {
  entries: { when: number; tag: string }[];
}

/** The newest migration this build carries (drizzle's journal, committed beside the SQL files). */
function newestMigration(): { when: number; tag: string } | undefined {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries.at(-1);
}

/**
 * Null when the database has every migration of this build (drizzle records each one's `when` as
 * created_at), else what is missing: the readiness check refuses traffic until then.
 */
export async function missingMigration(executeSql: ExecuteSql): Promise<string | null> {
  const newest = newestMigration();
  if (!newest) return null;
  const { rows } = await executeSql(
    `select coalesce(max(created_at), 0)::float8 as applied
       from drizzle.__drizzle_migrations`,
  ).catch((error: unknown) => {
    // 42P01/3F000: no migrations table (or schema) yet: nothing is applied.
    const code = (error as { code?: string }).code;
    if (code === '42P01' || code === '3F000') return { rows: [{ applied: 0 }] };
    throw error;
  });
  const applied = Number((rows[0] as { applied: number | string } | undefined)?.applied ?? 0);
  return applied >= newest.when ? null : `falta la migración ${newest.tag}`;
}
