import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey } from './local-storage';
import { listKeys, objectSize, type ObjectStore } from './s3-storage';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

export interface CopyReport {
  copied: number;
  /** Already in the bucket with the same size (a second run copies nothing again). */
  kept: number;
  /** Names no storage key could have (a stray file, a dot file): left on disk, listed. */
  skipped: string[];
}

/** The files under `root`, as keys relative to it (`products/a.png`). */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Copies the local folders into the bucket under the keys the app reads there: UPLOADS_DIR to the
 * public folder, PRIVATE_FILES_DIR to the private one. The disk is left as it was (remove it once
 * the app runs on the bucket); a file already there with the same size is not sent again.
 */
export async function copyFilesToBucket(
  store: ObjectStore,
  folders: { uploadsDir: string; privateFilesDir: string },
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, kept: 0, skipped: [] };
  const kinds = [
    ['public', folders.uploadsDir],
    ['private', folders.privateFilesDir],
  ] as const;
  for (const [kind, root] of kinds) {
    for (const key of await filesUnder(root)) {
      if (!isSafeKey(key)) {
        report.skipped.push(path.join(root, key));
        continue;
      }
      const data = await readFile(path.join(root, key));
      const bucketKey = store.keyOf(kind, key);
      if ((await objectSize(store, bucketKey)) === data.length) {
        report.kept += 1;
        continue;
      }
      const contentType = kind === 'public' ? CONTENT_TYPES[path.extname(key).toLowerCase()] : undefined;
      await store.client.send(
        new store.sdk.PutObjectCommand({
          Bucket: store.bucket,
          Key: bucketKey,
          Body: data,
          ContentType: contentType ?? 'application/octet-stream',
        }),
      );
      report.copied += 1;
    }
  }
  return report;
}

/**
 * The other way, for backups: every file of the bucket into the two folders (the public kind to
 * `uploadsDir`, the private one to `privateFilesDir`), under the same keys. Answers how many.
 */
export async function copyBucketToFolders(
  store: ObjectStore,
  folders: { uploadsDir: string; privateFilesDir: string },
): Promise<number> {
  let copied = 0;
  const kinds = [
    ['public', folders.uploadsDir],
    ['private', folders.privateFilesDir],
  ] as const;
  for (const [kind, root] of kinds) {
    await mkdir(root, { recursive: true });
    const prefix = store.prefixOf(kind);
    for (const bucketKey of await listKeys(store, prefix)) {
      const key = bucketKey.slice(prefix.length);
      if (!isSafeKey(key)) continue;
      const object = await store.client.send(new store.sdk.GetObjectCommand({ Bucket: store.bucket, Key: bucketKey }));
      const body = object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      const file = path.join(root, ...key.split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      copied += 1;
    }
  }
  return copied;
}
