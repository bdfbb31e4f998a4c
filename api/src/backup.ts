import { execFile } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { AppConfig } from './config';
import { lockPgliteFolder } from './db/pglite-lock';
import { copyBucketToFolders, copyFilesToBucket } from './storage/copy-to-bucket';
import { createObjectStore } from './storage/s3-storage';

const run = promisify(execFile);

/**
 * One backup is one folder: `manifest.json`, the database (`database.pgdump`, pg_dump's custom
 * format, or `database.pglite.tar.gz`, PGlite's own dump of its data folder) and the files
 * (`files/uploads`, the public pictures, and `files/private`, the transfer proofs only the api
 * hands out). A restore puts each back where the configuration says; the app's own start then
 * applies any newer migration.
 */
export const BACKUP_FORMAT = 'gym-backup/1';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  database: 'postgres' | 'pglite';
  databaseFile: string;
  files: { uploads: string; private: string };
}

type BackupConfig = Pick<AppConfig, 'databaseUrl' | 'pgliteDir' | 'uploadsDir' | 'privateFilesDir'> &
  Partial<Pick<AppConfig, 'objectStorage'>>;

/** PG_DUMP / PG_RESTORE: the client programs (default from PATH); their major must be the server's or newer. */
const PG_DUMP = process.env.PG_DUMP || 'pg_dump';
const PG_RESTORE = process.env.PG_RESTORE || 'pg_restore';

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

async function copyFolder(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  if (await isEmptyOrMissing(from)) return;
  await cp(from, to, { recursive: true, force: true, errorOnExist: false });
}

/** A failed client program says why on stderr; that line is the error. */
async function runTool(program: string, args: string[]): Promise<void> {
  try {
    await run(program, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stderr, code } = error as { stderr?: string; code?: string | number };
    if (code === 'ENOENT')
      throw new Error(`No se encontró ${program}: instala el cliente de PostgreSQL o define su ruta`, { cause: error });
    throw new Error(`${program} falló: ${(stderr ?? String(error)).trim().split('\n').slice(-3).join(' ')}`, {
      cause: error,
    });
  }
}

const filesOf = () => ({ uploads: 'files/uploads', private: 'files/private' });

/**
 * PGlite's own dump of its data folder (a gzipped tarball), taken under the folder's lock: a
 * running api holds it, and the files are consistent only with one process on them, so the
 * backup refuses (with the lock's message) until the api is stopped.
 */
async function dumpPglite(folder: string): Promise<Buffer> {
  if (!(await stat(join(folder, 'PG_VERSION')).catch(() => null)))
    throw new Error(`No hay una base de datos embebida en ${folder}`);
  const release = lockPgliteFolder(folder);
  try {
    const client = new PGlite(folder);
    try {
      await client.waitReady;
      const dump = await client.dumpDataDir('gzip');
      return Buffer.from(await dump.arrayBuffer());
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/** Writes a backup of the database and the files into `target` (a new or empty folder). */
export async function createBackup(config: BackupConfig, target: string): Promise<BackupManifest> {
  if (!(await isEmptyOrMissing(target))) throw new Error(`La carpeta ${target} no está vacía: elige otra`);
  await mkdir(target, { recursive: true });
  let manifest: BackupManifest;
  if (config.databaseUrl) {
    const databaseFile = 'database.pgdump';
    await runTool(PG_DUMP, [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${join(target, databaseFile)}`,
      `--dbname=${config.databaseUrl}`,
    ]);
    manifest = { format: BACKUP_FORMAT, createdAt: '', database: 'postgres', databaseFile, files: filesOf() };
  } else {
    const databaseFile = 'database.pglite.tar.gz';
    await writeFile(join(target, databaseFile), await dumpPglite(config.pgliteDir));
    manifest = { format: BACKUP_FORMAT, createdAt: '', database: 'pglite', databaseFile, files: filesOf() };
  }
  const backupFolders = {
    uploadsDir: join(target, manifest.files.uploads),
    privateFilesDir: join(target, manifest.files.private),
  };
  // With S3_BUCKET the files live in the bucket: the backup holds them the same way as from disk.
  if (config.objectStorage) await copyBucketToFolders(await createObjectStore(config.objectStorage), backupFolders);
  else {
    await copyFolder(config.uploadsDir, backupFolders.uploadsDir);
    await copyFolder(config.privateFilesDir, backupFolders.privateFilesDir);
  }
  manifest.createdAt = new Date().toISOString();
  await writeFile(join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function readManifest(source: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(source, 'manifest.json'), 'utf8')) as BackupManifest;
  } catch {
    throw new Error(`${source} no es una copia de seguridad (falta manifest.json)`);
  }
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`Formato de copia desconocido: ${String(manifest.format)}`);
  return manifest;
}

/** True when the PostgreSQL database already has the app's tables. */
async function hasTables(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ found: boolean }>(
      "select exists (select 1 from pg_tables where schemaname in ('public', 'drizzle')) as found",
    );
    return rows[0]?.found ?? false;
  } finally {
    await client.end();
  }
}

export interface RestoreOptions {
  /** Replace a database and files that are not empty (their content is lost). */
  force?: boolean;
}

/**
 * Restores a backup into the configured database and folders: an empty database (a new
 * PostgreSQL database, or a PGlite folder that does not exist yet) and empty file folders, unless
 * `force`. A PostgreSQL backup restores only into PostgreSQL, a PGlite one into PGlite.
 */
export async function restoreBackup(
  config: BackupConfig,
  source: string,
  options: RestoreOptions = {},
): Promise<BackupManifest> {
  const manifest = await readManifest(source);
  const target = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== target)
    throw new Error(
      manifest.database === 'postgres'
        ? 'Esta copia es de PostgreSQL: define DATABASE_URL con la base de datos de destino'
        : 'Esta copia es de la base embebida (PGlite): restáurala sin DATABASE_URL',
    );
  for (const dir of config.objectStorage ? [] : [config.uploadsDir, config.privateFilesDir]) {
    if (!options.force && !(await isEmptyOrMissing(dir)))
      throw new Error(`La carpeta ${dir} no está vacía: restaura en una nueva o usa --force`);
  }
  const dump = join(source, manifest.databaseFile);
  if (config.databaseUrl) {
    if (!options.force && (await hasTables(config.databaseUrl)))
      throw new Error('La base de datos de destino ya tiene tablas: restaura en una nueva o usa --force');
    await runTool(PG_RESTORE, [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      ...(options.force ? ['--clean', '--if-exists'] : []),
      `--dbname=${config.databaseUrl}`,
      dump,
    ]);
  } else {
    if (!options.force && !(await isEmptyOrMissing(config.pgliteDir)))
      throw new Error(
        `Ya hay una base de datos embebida en ${config.pgliteDir}: restaura en otra carpeta o usa --force`,
      );
    await mkdir(join(config.pgliteDir, '..'), { recursive: true });
    const release = lockPgliteFolder(config.pgliteDir);
    try {
      await rm(config.pgliteDir, { recursive: true, force: true });
      const client = new PGlite(config.pgliteDir, { loadDataDir: new Blob([await readFile(dump)]) });
      await client.waitReady;
      await client.close();
    } finally {
      release();
    }
  }
  if (config.objectStorage) {
    // Into the bucket under the same keys (what is already there with the same size stays).
    await copyFilesToBucket(await createObjectStore(config.objectStorage), {
      uploadsDir: join(source, manifest.files.uploads),
      privateFilesDir: join(source, manifest.files.private),
    });
    return manifest;
  }
  for (const [from, to] of [
    [manifest.files.uploads, config.uploadsDir],
    [manifest.files.private, config.privateFilesDir],
  ] as const) {
    if (options.force) await rm(to, { recursive: true, force: true });
    await copyFolder(join(source, from), to);
  }
  return manifest;
}
