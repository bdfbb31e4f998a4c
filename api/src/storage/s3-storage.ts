import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { ObjectStorageConfig } from '../config';
import type { FileStorage, PrivateFileStorage, StoredFile } from './file-storage';
import { assertSafeKey, UPLOADS_URL_PREFIX } from './local-storage';

/** Where each kind of file lives in the bucket, below S3_PREFIX. */
export const BUCKET_FOLDERS = { public: 'public/', private: 'private/' } as const;

/** A stored object as the /uploads route hands it out. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  contentLength: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

/** The AWS SDK, loaded when a bucket is configured (about 20 MB a server on local disk never holds). */
export type S3Sdk = typeof import('@aws-sdk/client-s3');

export interface ObjectStore {
  client: S3Client;
  /** The SDK's commands. */
  sdk: S3Sdk;
  bucket: string;
  /** The bucket key of a file key of one kind. */
  keyOf(kind: keyof typeof BUCKET_FOLDERS, key: string): string;
  /** Where the files of one kind start in the bucket (S3_PREFIX and the kind's folder). */
  prefixOf(kind: keyof typeof BUCKET_FOLDERS): string;
}

export async function createObjectStore(config: ObjectStorageConfig): Promise<ObjectStore> {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: MinIO and other S3-compatible servers differ on the
    // newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    client,
    sdk,
    bucket: config.bucket,
    keyOf: (kind, key) => `${config.prefix}${BUCKET_FOLDERS[kind]}${assertSafeKey(key)}`,
    prefixOf: (kind) => `${config.prefix}${BUCKET_FOLDERS[kind]}`,
  };
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

export interface S3FileStorage extends FileStorage {
  /** The object behind `/uploads/<key>`, or null when there is none. */
  open(key: string): Promise<StoredObject | null>;
}

/** Public images in the bucket; the api serves them under /uploads (the bucket stays private). */
export function createS3Storage(store: ObjectStore): S3FileStorage {
  const { client, bucket } = store;
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } = store.sdk;
  return {
    async save(key: string, data: Buffer, contentType: string): Promise<StoredFile> {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: store.keyOf('public', key), Body: data, ContentType: contentType }),
      );
      return { key, url: `${UPLOADS_URL_PREFIX}${key}` };
    },
    async remove(key: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: store.keyOf('public', key) }));
    },
    async checkWritable(): Promise<void> {
      const probe = store.keyOf('public', `health/${randomUUID()}`);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: probe, Body: 'ok' }));
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: probe }));
    },
    async open(key: string): Promise<StoredObject | null> {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: store.keyOf('public', key) }));
        return {
          body: answer.Body as Readable,
          contentType: answer.ContentType ?? 'application/octet-stream',
          contentLength: answer.ContentLength,
          etag: answer.ETag,
          lastModified: answer.LastModified,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}

/** Transfer proofs in the bucket's private folder: only an authorizing api route reads them. */
export function createS3PrivateStorage(store: ObjectStore): PrivateFileStorage {
  const { client, bucket } = store;
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } = store.sdk;
  return {
    async save(key: string, data: Buffer): Promise<void> {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: store.keyOf('private', key), Body: data }));
    },
    async read(key: string): Promise<Buffer | null> {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: store.keyOf('private', key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: store.keyOf('private', key) }));
    },
  };
}

/** The size of an object, or null when there is none (the copy command skips what is there). */
export async function objectSize(store: ObjectStore, bucketKey: string): Promise<number | null> {
  try {
    const head = await store.client.send(new store.sdk.HeadObjectCommand({ Bucket: store.bucket, Key: bucketKey }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Every bucket key under `prefix` (pages of ListObjectsV2). */
export async function listKeys(store: ObjectStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await store.client.send(
      new store.sdk.ListObjectsV2Command({ Bucket: store.bucket, Prefix: prefix, ContinuationToken: token }),
    );
    keys.push(...(page.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : [])));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}
