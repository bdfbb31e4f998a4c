import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StoredFile } from './file-storage';

export const UPLOADS_URL_PREFIX = '/uploads/';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/i;

export function createLocalStorage(rootDir: string): FileStorage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
    return path.join(rootDir, key);
  };

  return {
    async save(key: string, data: Buffer): Promise<StoredFile> {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, data);
      return { key, url: `${UPLOADS_URL_PREFIX}${key}` };
    },
    async remove(key: string): Promise<void> {
      await rm(resolve(key), { force: true });
    },
    async checkWritable(): Promise<void> {
      const probe = path.join(rootDir, `.health-${randomUUID()}`);
      await mkdir(rootDir, { recursive: true });
      await writeFile(probe, 'ok');
      await rm(probe, { force: true });
    },
  };
}
