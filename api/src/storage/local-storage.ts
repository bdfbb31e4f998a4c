import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, PrivateFileStorage, StoredFile } from './file-storage';

export const UPLOADS_URL_PREFIX = '/uploads/';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/i;

/** The key itself when it names a file inside its folder (no `..`, no absolute path); throws otherwise. */
export function assertSafeKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

export const isSafeKey = (key: string): boolean => SAFE_KEY.test(key) && !key.includes('..');

/** The file of `key` under `rootDir`; a key that could leave the folder is refused. */
function pathOf(rootDir: string, key: string): string {
  return path.join(rootDir, assertSafeKey(key));
}

async function writeKey(rootDir: string, key: string, data: Buffer): Promise<void> {
  const target = pathOf(rootDir, key);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, data);
}

export function createLocalStorage(rootDir: string): FileStorage {
  return {
    async save(key: string, data: Buffer): Promise<StoredFile> {
      await writeKey(rootDir, key, data);
      return { key, url: `${UPLOADS_URL_PREFIX}${key}` };
    },
    async remove(key: string): Promise<void> {
      await rm(pathOf(rootDir, key), { force: true });
    },
    async checkWritable(): Promise<void> {
      const probe = path.join(rootDir, `.health-${randomUUID()}`);
      await mkdir(rootDir, { recursive: true });
      await writeFile(probe, 'ok');
      await rm(probe, { force: true });
    },
  };
}

/** Local disk outside the served uploads folder (the configuration refuses one inside it). */
export function createLocalPrivateStorage(rootDir: string): PrivateFileStorage {
  return {
    async save(key: string, data: Buffer): Promise<void> {
      await writeKey(rootDir, key, data);
    },
    async read(key: string): Promise<Buffer | null> {
      try {
        return await readFile(pathOf(rootDir, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key: string): Promise<void> {
      await rm(pathOf(rootDir, key), { force: true });
    },
  };
}

/** Moves the files of `folder` from one local root to another, keeping their keys; returns how many. */
export async function moveLocalFolder(fromRoot: string, toRoot: string, folder: string): Promise<number> {
  const entries = await readdir(path.join(fromRoot, folder), { withFileTypes: true }).catch(() => []);
  let moved = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const from = path.join(fromRoot, folder, entry.name);
    const to = path.join(toRoot, folder, entry.name);
    await mkdir(path.dirname(to), { recursive: true });
    try {
      await rename(from, to);
    } catch (error) {
      // Another disk: copy, then remove the public copy.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await writeFile(to, await readFile(from));
      await rm(from, { force: true });
    }
    moved += 1;
  }
  return moved;
}
