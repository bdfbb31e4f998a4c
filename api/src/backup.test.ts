import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { readSharedStateConfig, type AppConfig } from './config';
import { createBackup, restoreBackup } from './backup';
import { DEMO_ACCOUNTS } from './modules/users/seed';
import { bearer, createEmptyPostgresDatabase, POSTGRES_SERVER_URL, signInDemo } from './test/test-app';
import { localS3Env, startLocalS3Server } from './test/s3-server';
import { copyFilesToBucket } from './storage/copy-to-bucket';
import { createObjectStore } from './storage/s3-storage';
import { PGlite } from '@electric-sql/pglite';
import { FRESH_DATABASE_TIMEOUT_MS } from './test/timeouts';

const NEW_NAME = 'Titán Gym Restaurado';
/** A transfer proof as it sits in the private folder (only its route hands it out). */
const PROOF = { folder: 'proofs', name: 'comprobante-prueba.png', bytes: Buffer.from('prueba de transferencia') };

function folders(root: string): Pick<AppConfig, 'dataDir' | 'uploadsDir' | 'privateFilesDir'> {
  return {
    dataDir: root,
    uploadsDir: path.join(root, 'uploads'),
    privateFilesDir: path.join(root, 'private'),
  };
}

function start(config: Partial<AppConfig>): Promise<FastifyInstance> {
  return buildApp({ config: { env: 'test', logLevel: 'silent', seed: 'demo', ...config } });
}

/** Changes what a visitor sees and keeps a private file, as a gym in use would have. */
async function useTheGym(app: FastifyInstance): Promise<string> {
  const admin = bearer((await signInDemo(app, 'admin')).token);
  const changed = await app.inject({
    method: 'PUT',
    url: '/api/gym/config',
    headers: admin,
    payload: { gymName: NEW_NAME },
  });
  expect(changed.statusCode).toBe(200);
  await mkdir(path.join(app.config.privateFilesDir, PROOF.folder), { recursive: true });
  await writeFile(path.join(app.config.privateFilesDir, PROOF.folder, PROOF.name), PROOF.bytes);
  const products = (await app.inject({ url: '/api/store/products?limit=1' })).json().data.products;
  const image: string = products[0].images[0].imageUrl;
  expect((await app.inject({ url: image })).statusCode).toBe(200);
  return image;
}

/** The restored app serves the changed gym, the pictures, the accounts; the proof is back in the private folder. */
async function expectRestored(app: FastifyInstance, image: string): Promise<void> {
  expect((await app.inject({ url: '/api/gym/config' })).json().data.name).toBe(NEW_NAME);
  const picture = await app.inject({ url: image });
  expect(picture.statusCode).toBe(200);
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
  });
  expect(signIn.statusCode).toBe(200);
  expect(await readFile(path.join(app.config.privateFilesDir, PROOF.folder, PROOF.name))).toEqual(PROOF.bytes);
  expect((await app.inject({ url: `/uploads/${PROOF.folder}/${PROOF.name}` })).statusCode).toBe(404);
}

describe('backup and restore of the embedded database and the files', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'gym-backup-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('backs up a stopped gym, restores it into a new folder, and the app serves the restored data', async () => {
    const source = folders(path.join(root, 'source'));
    const app = await start({ ...source, pgliteDir: path.join(source.dataDir, 'db') });
    let image: string;
    const backup = path.join(root, 'backup');
    try {
      image = await useTheGym(app);
      // While the api runs it holds the folder: the backup says so instead of copying torn files.
      await expect(createBackup(app.config, backup)).rejects.toThrow(/ya está abierta por el proceso/);
    } finally {
      await app.close();
    }
    const manifest = await createBackup(
      { ...source, databaseUrl: undefined, pgliteDir: path.join(source.dataDir, 'db') },
      backup,
    );
    expect(manifest.database).toBe('pglite');
    expect((await readdir(backup)).sort()).toEqual(['database.pglite.tar.gz', 'files', 'manifest.json']);

    const target = folders(path.join(root, 'target'));
    const targetConfig = { ...target, databaseUrl: undefined, pgliteDir: path.join(target.dataDir, 'db') };
    await restoreBackup(targetConfig, backup);
    // A second restore would overwrite: refused unless asked.
    await expect(restoreBackup(targetConfig, backup)).rejects.toThrow(/no está vacía|Ya hay una base de datos/);

    const restored = await start({ ...target, pgliteDir: targetConfig.pgliteDir });
    try {
      await expectRestored(restored, image);
    } finally {
      await restored.close();
    }
  }, 180_000);
});

const pgDumpPresent = (() => {
  try {
    execFileSync(process.env.PG_DUMP || 'pg_dump', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!POSTGRES_SERVER_URL || !pgDumpPresent)(
  'backup and restore on PostgreSQL (needs TEST_DATABASE_URL and pg_dump: skipped without them)',
  () => {
    it('backs up a running gym with pg_dump, restores it into a new database, and the app serves it', async () => {
      const root = await mkdtemp(path.join(tmpdir(), 'gym-backup-pg-'));
      const sourceDb = await createEmptyPostgresDatabase();
      const targetDb = await createEmptyPostgresDatabase();
      try {
        const source = folders(path.join(root, 'source'));
        const app = await start({ ...source, databaseUrl: sourceDb.url });
        const backup = path.join(root, 'backup');
        let image: string;
        try {
          image = await useTheGym(app);
          await createBackup(app.config, backup);
        } finally {
          await app.close();
        }
        expect(existsSync(path.join(backup, 'database.pgdump'))).toBe(true);

        const target = folders(path.join(root, 'target'));
        await restoreBackup({ ...target, databaseUrl: targetDb.url, pgliteDir: '' }, backup);
        await expect(restoreBackup({ ...target, databaseUrl: targetDb.url, pgliteDir: '' }, backup)).rejects.toThrow(
          /no está vacía|ya tiene tablas/,
        );
        const restored = await start({ ...target, databaseUrl: targetDb.url });
        try {
          await expectRestored(restored, image);
        } finally {
          await restored.close();
        }
      } finally {
        await targetDb.drop();
        await sourceDb.drop();
        await rm(root, { recursive: true, force: true });
      }
    }, 180_000);
  },
);

describe('a backup of a gym whose files live in a bucket (S3_BUCKET)', () => {
  it(
    "holds the bucket's pictures and proofs, and restores them into another bucket under the same keys",
    async () => {
      const s3 = await startLocalS3Server({ buckets: ['origen', 'destino'] });
      const root = await mkdtemp(path.join(tmpdir(), 'gym-backup-bucket-'));
      try {
        const origin = readSharedStateConfig(localS3Env(s3, 'origen')).objectStorage!;
        const destination = readSharedStateConfig(localS3Env(s3, 'destino')).objectStorage!;
        const picture = { key: 'products/pesa.png', bytes: Buffer.from('una foto de la pesa') };
        // The gym's files as the app keeps them in its bucket: a public picture and a private proof.
        await mkdir(path.join(root, 'disk', 'uploads', 'products'), { recursive: true });
        await mkdir(path.join(root, 'disk', 'private', PROOF.folder), { recursive: true });
        await writeFile(path.join(root, 'disk', 'uploads', picture.key), picture.bytes);
        await writeFile(path.join(root, 'disk', 'private', PROOF.folder, PROOF.name), PROOF.bytes);
        await copyFilesToBucket(await createObjectStore(origin), {
          uploadsDir: path.join(root, 'disk', 'uploads'),
          privateFilesDir: path.join(root, 'disk', 'private'),
        });
        const pgliteDir = path.join(root, 'db');
        const database = new PGlite(pgliteDir);
        await database.waitReady;
        await database.close();
        // The local folders are empty: what the backup holds can only have come from the bucket.
        const local = {
          uploadsDir: path.join(root, 'none', 'uploads'),
          privateFilesDir: path.join(root, 'none', 'private'),
        };

        const target = path.join(root, 'backup');
        const manifest = await createBackup(
          { databaseUrl: undefined, pgliteDir, ...local, objectStorage: origin },
          target,
        );
        expect(await readFile(path.join(target, manifest.files.uploads, picture.key))).toEqual(picture.bytes);
        expect(await readFile(path.join(target, manifest.files.private, PROOF.folder, PROOF.name))).toEqual(
          PROOF.bytes,
        );

        await restoreBackup(
          { databaseUrl: undefined, pgliteDir: path.join(root, 'restored-db'), ...local, objectStorage: destination },
          target,
        );
        const restored = s3.buckets.get('destino')!;
        expect(restored.get(`public/${picture.key}`)?.body).toEqual(picture.bytes);
        expect(restored.get(`private/${PROOF.folder}/${PROOF.name}`)?.body).toEqual(PROOF.bytes);
      } finally {
        await s3.close();
        await rm(root, { recursive: true, force: true });
      }
    },
    FRESH_DATABASE_TIMEOUT_MS,
  );
});
