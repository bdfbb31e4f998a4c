import { mkdir } from 'node:fs/promises';
import { HTTP_MESSAGES, STORED_FILE_HEADERS } from '@gym/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { FileStorage, PrivateFileStorage } from './file-storage';
import { createLocalPrivateStorage, createLocalStorage, isSafeKey, UPLOADS_URL_PREFIX } from './local-storage';
import { createObjectStore, createS3PrivateStorage, createS3Storage, type S3FileStorage } from './s3-storage';

export interface ConfiguredStorage {
  storage: FileStorage;
  privateStorage: PrivateFileStorage;
  /** The bucket's public files when S3_BUCKET is set (served by `serveUploads`); null on local disk. */
  bucket: S3FileStorage | null;
}

/** The bucket when S3_BUCKET is set, else the local folders (created when missing). */
export async function openConfiguredStorage(config: AppConfig): Promise<ConfiguredStorage> {
  if (config.objectStorage) {
    const store = await createObjectStore(config.objectStorage);
    const bucket = createS3Storage(store);
    return { storage: bucket, privateStorage: createS3PrivateStorage(store), bucket };
  }
  await mkdir(config.uploadsDir, { recursive: true });
  await mkdir(config.privateFilesDir, { recursive: true });
  return {
    storage: createLocalStorage(config.uploadsDir),
    privateStorage: createLocalPrivateStorage(config.privateFilesDir),
    bucket: null,
  };
}

/**
 * GET /uploads/<key>: the public files, from the local folder or streamed from the bucket (so the
 * bucket need not be public and the stored URLs stay the same), always with STORED_FILE_HEADERS.
 */
export async function serveUploads(app: FastifyInstance, bucket: S3FileStorage | null): Promise<void> {
  if (!bucket) {
    await app.register(fastifyStatic, {
      root: app.config.uploadsDir,
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      // A stored file never runs in our origin, even opened directly (an SVG is a document).
      setHeaders: (reply) => reply.headers(STORED_FILE_HEADERS),
    });
    return;
  }
  app.get(`${UPLOADS_URL_PREFIX}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const found = isSafeKey(key) ? await bucket.open(key) : null;
    reply.headers(STORED_FILE_HEADERS);
    if (!found) return reply.code(404).send({ success: false, message: HTTP_MESSAGES.notFound });
    reply.header('cache-control', 'public, max-age=0');
    if (found.etag) reply.header('etag', found.etag);
    if (found.lastModified) reply.header('last-modified', found.lastModified.toUTCString());
    if (found.etag && request.headers['if-none-match'] === found.etag) {
      found.body.destroy();
      return reply.code(304).send();
    }
    reply.type(found.contentType);
    if (found.contentLength !== undefined) reply.header('content-length', found.contentLength);
    return reply.send(found.body);
  });
}
