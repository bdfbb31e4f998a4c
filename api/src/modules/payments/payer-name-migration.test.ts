import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase } from '../../db/client';
import { payments } from '../../db/schema/index';
import { FRESH_DATABASE_TIMEOUT_MS } from '../../test/timeouts';

/** The data statements of the migration that added payer_name: daily passes recorded before it. */
const rewrites = readFileSync(join(MIGRATIONS_FOLDER, '0025_payment_payer_name.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter((statement) => statement.includes('UPDATE'));

describe('the migration of daily pass concepts', () => {
  it(
    "rewrites an old daily pass's ISO day as dd/MM/yyyy and leaves every other concept as it was",
    async () => {
      const database = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
      try {
        await database.migrate();
        const row = (concept: string, paymentType: string) => ({
          userId: null,
          amount: '25.00',
          method: 'cash',
          status: 'completed',
          paymentType,
          concept,
        });
        await database.db
          .insert(payments)
          .values([
            row('Pase diario 2026-11-28', 'daily'),
            row('Pase diario x 3 2026-11-27', 'bulk_daily'),
            row('Pase diario 28/11/2026', 'daily'),
            row('Membresía Mensual 2026-11-28', 'membership'),
          ]);
        expect(rewrites).toHaveLength(2);
        for (const statement of rewrites) await database.db.execute(sql.raw(statement));
        const concepts = await database.db.select({ concept: payments.concept }).from(payments);
        expect(concepts.map((c) => c.concept).sort()).toEqual([
          'Membresía Mensual 2026-11-28',
          'Pase diario 28/11/2026',
          'Pase diario 28/11/2026',
          'Pase diario x 3 27/11/2026',
        ]);
      } finally {
        await database.close();
      }
    },
    FRESH_DATABASE_TIMEOUT_MS,
  );
});
