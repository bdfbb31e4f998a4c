import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { isUniqueViolation, openDatabase } from './client';
import { FRESH_DATABASE_TIMEOUT_MS } from '../test/timeouts';

describe('the embedded database', () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'gym-pglite-')), 'data');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'creates its folder on first start and keeps what was written after a restart',
    async () => {
      const first = await openDatabase({ databaseUrl: undefined, pgliteDir: dir });
      await first.db.execute(sql`create table kept (note text)`);
      await first.db.execute(sql`insert into kept values ('hola')`);
      await first.close();

      const again = await openDatabase({ databaseUrl: undefined, pgliteDir: dir });
      const read = (await again.db.execute(sql`select note from kept`)) as unknown as { rows: { note: string }[] };
      const buffers = (await again.db.execute(sql`show shared_buffers`)) as unknown as {
        rows: { shared_buffers: string }[];
      };
      await again.close();
      expect(read.rows).toEqual([{ note: 'hola' }]);
      expect(buffers.rows[0]?.shared_buffers).toBe('16MB');
    },
    FRESH_DATABASE_TIMEOUT_MS,
  );

  it(
    'lets the server take new requests between queued queries, in arrival order',
    async () => {
      const database = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
      try {
        await database.ping();
        const finished: number[] = [];
        const queries = Array.from({ length: 20 }, (_, n) =>
          database.db.execute(sql`select count(*) from generate_series(1, 20000)`).then(() => finished.push(n)),
        );
        // A timer stands for a request arriving meanwhile: it must not wait for the whole queue.
        const doneWhenTimerRan = await new Promise<number>((resolve) => setTimeout(() => resolve(finished.length), 1));
        await Promise.all(queries);
        expect(doneWhenTimerRan).toBeLessThan(20);
        expect(finished).toEqual(Array.from({ length: 20 }, (_, n) => n));
      } finally {
        await database.close();
      }
    },
    FRESH_DATABASE_TIMEOUT_MS,
  );

  it(
    'reuses a named statement, reports a failed run and keeps answering after it',
    async () => {
      const database = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
      const codes = pgTable('codes', { code: text('code').primaryKey() });
      try {
        await database.db.execute(sql`create table codes (code text primary key)`);
        const insertCode = database.db
          .insert(codes)
          .values({ code: sql.placeholder('code') })
          .prepare('insert_code');
        await insertCode.execute({ code: 'A-1' });
        await insertCode.execute({ code: 'A-2' });
        const twice = await insertCode.execute({ code: 'A-1' }).catch((error: unknown) => error);
        expect(isUniqueViolation(twice)).toBe(true);
        await insertCode.execute({ code: 'A-3' });
        expect(await database.db.select().from(codes).orderBy(codes.code)).toEqual([
          { code: 'A-1' },
          { code: 'A-2' },
          { code: 'A-3' },
        ]);
      } finally {
        await database.close();
      }
    },
    FRESH_DATABASE_TIMEOUT_MS,
  );
});
