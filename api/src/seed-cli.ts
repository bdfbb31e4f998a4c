import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runCli } from './lib/cli';
import { DEMO_ACCOUNTS } from './modules/users/seed';
import { seedDemoData, seedStoreCatalogue } from './seed';
import { openConfiguredStorage } from './storage/configured-storage';

// `npm run db:seed` asks for the demo data by name, whatever SEED says.
await runCli(async () => {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.withStartupLock(async () => {
      await database.migrate();
      const seeded = await seedDemoData(database.db);
      if (await seedStoreCatalogue(database.db, (await openConfiguredStorage(config)).storage))
        console.log('Catálogo de la tienda creado.');
      if (seeded) {
        console.log('Datos de demostración creados. Cuentas:');
        for (const account of Object.values(DEMO_ACCOUNTS))
          console.log(`  ${account.role}: ${account.email} / ${account.password}`);
      } else {
        console.log('La base de datos ya tiene usuarios: no se cargaron datos de demostración.');
      }
    });
  } finally {
    await database.close();
  }
});
