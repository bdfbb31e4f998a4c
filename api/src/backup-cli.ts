// `npm run backup [-- <folder>]`: the database and the files into a new folder (default
// backups/gym-<date>), `npm run restore -- <folder> [--force]`: back into the configured
// database and folders. Compiled: `node api/dist/backup.js create|restore <folder> [--force]`.
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup, restoreBackup } from './backup';
import { loadConfig } from './config';
import { runCli } from './lib/cli';

/** A relative folder is the caller's (npm runs the script inside api/ and names the caller's folder INIT_CWD). */
function fromCaller(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

await runCli(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  const [command, folder] = positionals;
  const config = loadConfig();
  if (command === 'create') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const target = fromCaller(folder ?? `backups/gym-${stamp}`);
    const manifest = await createBackup(config, target);
    console.log(`Copia de seguridad (${manifest.database}, archivos públicos y privados) en ${target}`);
  } else if (command === 'restore') {
    if (!folder) throw new Error('Indica la carpeta de la copia: npm run restore -- <carpeta>');
    const manifest = await restoreBackup(config, fromCaller(folder), { force: values.force });
    console.log(`Copia del ${manifest.createdAt} restaurada (${manifest.database}). Inicia el servidor.`);
  } else {
    throw new Error('Uso: backup create [carpeta] | backup restore <carpeta> [--force]');
  }
});
