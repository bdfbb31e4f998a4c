// npm run seed:history -- --years 5 [--seed 1] [--scale 1] [--database-url postgres://...]
// Fills the database (DATABASE_URL, --database-url, or the embedded one under DATA_DIR) with the
// demo gym, then years of its history (seed-history.ts); prints the counts and the time taken.
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runCli } from './lib/cli';
import { seedDemoData, seedStoreCatalogue } from './seed';
import { seedHistory } from './seed-history';
import { openConfiguredStorage } from './storage/configured-storage';

await runCli(async () => {
  const { values } = parseArgs({
    options: {
      years: { type: 'string', default: '5' },
      seed: { type: 'string', default: '1' },
      scale: { type: 'string', default: '1' },
      'database-url': { type: 'string' },
    },
  });
  const years = Number(values.years);
  const seed = Number(values.seed);
  const scale = Number(values.scale);
  if (!Number.isFinite(years) || years <= 0) throw new Error('--years debe ser un número mayor que 0');
  if (!Number.isInteger(seed)) throw new Error('--seed debe ser un número entero');
  if (!Number.isFinite(scale) || scale <= 0) throw new Error('--scale debe ser un número mayor que 0');
  if (values['database-url']) process.env.DATABASE_URL = values['database-url'];
  const config = loadConfig();
  const database = await openDatabase(config);
  const started = performance.now();
  try {
    await database.withStartupLock(async () => {
      await database.migrate();
      await seedDemoData(database.db);
      await seedStoreCatalogue(database.db, (await openConfiguredStorage(config)).storage);
    });
    console.log(
      `Historial de ${years} año(s), semilla ${seed}, escala ${scale} en ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.pgliteDir})`}:`,
    );
    const counts = await seedHistory(database.db, { years, seed, scale, log: (line) => console.log(line) });
    console.log('Filas en la base de datos:');
    for (const [table, total] of Object.entries(counts))
      console.log(`  ${table.padEnd(20)} ${total.toLocaleString('es-GT')}`);
    console.log(`Tiempo total: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
});
