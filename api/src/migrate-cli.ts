import { loadConfig } from './config';
import { openDatabase } from './db/client';

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  console.log(
    `Migraciones aplicadas (${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite en ${config.pgliteDir}`})`,
  );
} finally {
  await database.close();
}
