import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

describe('the embedded database', () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'gym-pglite-')), 'data');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates its folder on first start and keeps what was written after a restart', async () => {
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
  });
});
