import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runCli } from './lib/cli';

await runCli(async () => {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.withStartupLock(() => database.migrate());
    console.log(
      `Migraciones aplicadas (${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite en ${config.pgliteDir}`})`,
    );
  } finally {
    await database.close();
  }
});
