import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSharedStateConfig, type ObjectStorageConfig } from '../config';
import { makePng } from '../test/images';
import { startLocalS3Server, type LocalS3Server } from '../test/s3-server';
import { bearer, createTestApp, multipartFile, signInDemo, type SignedIn, type TestApp } from '../test/test-app';
import { copyFilesToBucket } from './copy-to-bucket';
import { createObjectStore, listKeys } from './s3-storage';

const BUCKET = 'gym-files';

const bucketConfig = (s3: LocalS3Server, prefix = ''): ObjectStorageConfig => ({
  bucket: BUCKET,
  region: s3.region,
  endpoint: s3.endpoint,
  forcePathStyle: true,
  credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  prefix,
});

const filesOnDisk = async (dir: string) => (await readdir(dir, { recursive: true }).catch(() => [])).length;

describe('files in an S3-compatible bucket (S3_BUCKET)', () => {
  let s3: LocalS3Server;
  let t: TestApp;
  const session = {} as Record<'admin' | 'colaborador' | 'cliente' | 'maria', SignedIn>;

  beforeAll(async () => {
    s3 = await startLocalS3Server({ buckets: [BUCKET] });
    t = await createTestApp('pglite', { objectStorage: bucketConfig(s3) });
    for (const key of ['admin', 'colaborador', 'cliente', 'maria'] as const)
      session[key] = await signInDemo(t.app, key);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('keeps the demo pictures and a new upload in the bucket and serves them under /uploads', async () => {
    const objects = s3.buckets.get(BUCKET) as Map<string, unknown>;
    expect([...objects.keys()].some((key) => key.startsWith('public/products/seed/'))).toBe(true);

    const png = makePng(5, 5, [20, 40, 200]);
    const body = multipartFile('image', 'yo.png', 'image/png', png);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/auth/profile/image',
      headers: { ...bearer(session.cliente.token), ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const url: string = uploaded.json().data.profileImage;
    expect(url).toMatch(/^\/uploads\/profiles\/.+\.png$/);
    expect(objects.has(`public/${url.slice('/uploads/'.length)}`)).toBe(true);
    // Nothing went to the local folder.
    expect(await filesOnDisk(t.uploadsDir)).toBe(0);

    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-security-policy': "default-src 'none'; sandbox",
      'x-content-type-options': 'nosniff',
    });
    const again = await t.app.inject({ url, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);

    expect((await t.app.inject({ url: '/uploads/profiles/nadie.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/uploads/../private/x.png' })).statusCode).toBe(404);
  });

  it('keeps a transfer proof in the private folder, handed only to its owner and staff', async () => {
    const list = await t.app.inject({ url: '/api/payments', headers: bearer(session.maria.token) });
    const paymentId: string = list
      .json()
      .data.payments.find(
        (p: { method: string; status: string }) => p.method === 'transfer' && p.status === 'pending',
      ).id;
    const png = makePng(3, 3, [1, 2, 3]);
    const body = multipartFile('proof', 'recibo.png', 'image/png', png);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/transfer-proof`,
      headers: { ...bearer(session.maria.token), ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const objects = s3.buckets.get(BUCKET) as Map<string, unknown>;
    const proofKeys = [...objects.keys()].filter((key) => key.startsWith('private/proofs/'));
    expect(proofKeys).toHaveLength(1);
    expect(await filesOnDisk(t.privateFilesDir)).toBe(0);

    const proofOf = (who: keyof typeof session) =>
      t.app.inject({ url: `/api/payments/${paymentId}/transfer-proof`, headers: bearer(session[who].token) });
    for (const who of ['maria', 'colaborador', 'admin'] as const) {
      const served = await proofOf(who);
      expect({ who, status: served.statusCode }).toEqual({ who, status: 200 });
      expect(served.rawPayload.equals(png)).toBe(true);
    }
    expect([403, 404]).toContain((await proofOf('cliente')).statusCode);
    // Not under the public address, whatever the key.
    const key = (proofKeys[0] as string).slice('private/'.length);
    expect((await t.app.inject({ url: `/uploads/${key}` })).statusCode).toBe(404);
  });
});

describe('npm run storage:copy-to-bucket -w api', () => {
  let s3: LocalS3Server;
  let root: string;

  beforeAll(async () => {
    s3 = await startLocalS3Server({ buckets: [BUCKET] });
    root = await mkdtemp(path.join(tmpdir(), 'gym-copy-'));
  });
  afterAll(async () => {
    await s3?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('copies the public and private folders under the keys the app reads, once', async () => {
    const uploadsDir = path.join(root, 'uploads');
    const privateFilesDir = path.join(root, 'private');
    await mkdir(path.join(uploadsDir, 'products'), { recursive: true });
    await mkdir(path.join(privateFilesDir, 'proofs'), { recursive: true });
    await writeFile(path.join(uploadsDir, 'products', 'a.png'), makePng(2, 2));
    await writeFile(path.join(uploadsDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(path.join(uploadsDir, '.DS_Store'), 'x');
    await writeFile(path.join(privateFilesDir, 'proofs', 'p.pdf'), '%PDF-1.4');

    const store = await createObjectStore(bucketConfig(s3, 'gimnasio/'));
    const first = await copyFilesToBucket(store, { uploadsDir, privateFilesDir });
    expect(first).toEqual({ copied: 3, kept: 0, skipped: [path.join(uploadsDir, '.DS_Store')] });
    expect(await listKeys(store, 'gimnasio/')).toEqual([
      'gimnasio/private/proofs/p.pdf',
      'gimnasio/public/logo.svg',
      'gimnasio/public/products/a.png',
    ]);
    const objects = s3.buckets.get(BUCKET);
    expect(objects?.get('gimnasio/public/logo.svg')?.contentType).toBe('image/svg+xml');

    const second = await copyFilesToBucket(store, { uploadsDir, privateFilesDir });
    expect(second).toMatchObject({ copied: 0, kept: 3 });
    store.client.destroy();
  });
});

describe('S3_* settings', () => {
  it('keep the files on disk unless S3_BUCKET is set, and read every setting', () => {
    expect(readSharedStateConfig({}).objectStorage).toBeNull();
    expect(
      readSharedStateConfig({
        S3_BUCKET: 'gimnasio-archivos',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_FORCE_PATH_STYLE: 'on',
        S3_PREFIX: 'sede-central/',
      }).objectStorage,
    ).toEqual({
      bucket: 'gimnasio-archivos',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
      prefix: 'sede-central/',
    });
    // AWS itself: no endpoint, the SDK's own credentials chain, virtual-hosted addresses.
    expect(readSharedStateConfig({ S3_BUCKET: 'gimnasio' }).objectStorage).toMatchObject({
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
    });
  });

  it.each([
    [{ S3_BUCKET: 'Mi_Bucket' }, /S3_BUCKET/],
    [{ S3_BUCKET: 'gimnasio', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT/],
    [{ S3_BUCKET: 'gimnasio', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE/],
    [{ S3_BUCKET: 'gimnasio', S3_PREFIX: '../otro' }, /S3_PREFIX/],
    [{ S3_ENDPOINT: 'http://minio:9000' }, /S3_BUCKET es obligatorio/],
    [{ S3_BUCKET: 'gimnasio', S3_ACCESS_KEY_ID: 'minio' }, /S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntas/],
  ])('refuse %o at start, naming the setting', (env, message) => {
    expect(() => readSharedStateConfig(env)).toThrow(message);
  });
});
