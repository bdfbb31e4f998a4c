import { request as httpRequest } from 'node:http';
import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_MESSAGES,
  PAYMENT_MESSAGES,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  TRANSFER_PROOF_LIMITS,
} from '@gym/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../test/images';
import { API_MESSAGES } from './messages';
import { backends, bearer, createTestApp, multipartFile, signInDemo, type TestApp } from '../test/test-app';

const MB = 1024 * 1024;

interface Answer {
  status: number;
  body: { success?: boolean; message?: string; data?: unknown };
}

/**
 * POSTs `payload` over a real socket, pausing after each cut so the server reads the pieces as
 * separate chunks: the over-limit byte arriving alone in a new chunk is what used to slip through.
 */
function postInPieces(url: string, headers: Record<string, string>, payload: Buffer, cuts: number[]) {
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'POST',
      agent: false,
      headers: { ...headers, 'content-length': String(payload.length) },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : {} });
      });
    });
    request.on('error', reject);
    void (async () => {
      let from = 0;
      for (const cut of [...cuts.filter((c) => c > 0 && c < payload.length).sort((a, b) => a - b), payload.length]) {
        if (!request.write(payload.subarray(from, cut))) await new Promise((done) => request.once('drain', done));
        from = cut;
        await new Promise((done) => setTimeout(done, 15));
      }
      request.end();
    })().catch(reject);
  });
}

/** Every file under `dir`, relative, sorted (missing folder: none). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`)
    .sort();
}

/** A PNG padded with zeros to `size` bytes: cut anywhere after its header it still reads as a PNG. */
const pngOfSize = (size: number) => {
  const png = makePng();
  return Buffer.concat([png, Buffer.alloc(size - png.length)]);
};

describe.each(backends)('uploads over the limit on %s', (backend) => {
  let t: TestApp;
  let baseUrl: string;
  const tokens = { cliente: '', maria: '', admin: '' };
  let pendingTransferId = '';

  beforeAll(async () => {
    t = await createTestApp(backend);
    tokens.cliente = (await signInDemo(t.app, 'cliente')).token;
    tokens.maria = (await signInDemo(t.app, 'maria')).token;
    tokens.admin = (await signInDemo(t.app, 'admin')).token;
    const payments = await t.app.inject({ url: '/api/payments', headers: bearer(tokens.maria) });
    pendingTransferId = payments
      .json()
      .data.payments.find(
        (p: { method: string; status: string }) => p.method === 'transfer' && p.status === 'pending',
      ).id;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  const profileImage = async () =>
    (await t.app.inject({ url: '/api/auth/profile', headers: bearer(tokens.cliente) })).json().data.user.profileImage;
  const pendingTransfer = async () =>
    (await t.app.inject({ url: '/api/payments', headers: bearer(tokens.maria) }))
      .json()
      .data.payments.find((p: { id: string }) => p.id === pendingTransferId);

  const routes = [
    {
      name: 'profile image',
      url: () => '/api/auth/profile/image',
      token: () => tokens.cliente,
      field: 'image',
      maxBytes: PROFILE_LIMITS.imageMaxBytes,
      message: PROFILE_MESSAGES.imageTooLarge,
      record: profileImage,
    },
    {
      name: 'website image',
      url: () => '/api/content/images?kind=hero',
      token: () => tokens.admin,
      field: 'image',
      maxBytes: CONTENT_IMAGE_MAX_BYTES,
      message: CONTENT_MESSAGES.imageTooLarge,
      record: async () => null,
    },
    {
      name: 'transfer proof',
      url: () => `/api/payments/${pendingTransferId}/transfer-proof`,
      token: () => tokens.maria,
      field: 'proof',
      maxBytes: TRANSFER_PROOF_LIMITS.maxBytes,
      message: PAYMENT_MESSAGES.proofTooLarge,
      record: pendingTransfer,
    },
  ];

  const send = (route: (typeof routes)[number], size: number, cutAfterFileBytes: number[] = []) => {
    const form = multipartFile(route.field, 'archivo.png', 'image/png', pngOfSize(size));
    const fileStart = form.payload.indexOf('\r\n\r\n') + 4;
    return postInPieces(
      `${baseUrl}${route.url()}`,
      { ...bearer(route.token()), ...form.headers },
      form.payload,
      cutAfterFileBytes.map((bytes) => fileStart + bytes),
    );
  };

  it.each(routes)('refuses a $name over its limit with 413, its message, no file and no change', async (route) => {
    const filesBefore = [...(await filesUnder(t.uploadsDir)), ...(await filesUnder(t.privateFilesDir))];
    const recordBefore = await route.record();
    const sizes = [route.maxBytes + 1, route.maxBytes + 1024, route.maxBytes + MB, 6 * MB];
    for (const size of sizes) {
      // The piece ending exactly at the limit is the case the per-chunk check missed.
      const answer = await send(route, size, [route.maxBytes]);
      expect({ size, status: answer.status, message: answer.body.message }).toEqual({
        size,
        status: 413,
        message: route.message,
      });
      expect(answer.body.success).toBe(false);
    }
    expect([...(await filesUnder(t.uploadsDir)), ...(await filesUnder(t.privateFilesDir))]).toEqual(filesBefore);
    expect(await route.record()).toEqual(recordBefore);
  });

  it.each(routes)('still accepts a $name of exactly its limit', async (route) => {
    const answer = await send(route, route.maxBytes, [route.maxBytes - 1]);
    expect(answer.status).toBeLessThan(300);
  });

  it('answers 413 on every one of 32 tries however the network splits the body', async () => {
    const route = routes[2]!;
    const filesBefore = await filesUnder(t.privateFilesDir);
    const recordBefore = await route.record();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 32; attempt += 1) {
      const near = route.maxBytes - 2048 + Math.floor(Math.random() * 4096);
      const answer = await send(route, route.maxBytes + 1024, [near, route.maxBytes, near + 65_536]);
      statuses.push(answer.status);
    }
    expect(statuses).toEqual(Array.from({ length: 32 }, () => 413));
    expect(await filesUnder(t.privateFilesDir)).toEqual(filesBefore);
    expect(await route.record()).toEqual(recordBefore);
  });
});

describe.each(backends)('malformed multipart bodies on %s', (backend) => {
  let t: TestApp;
  const tokens = { cliente: '', maria: '', admin: '' };
  let pendingTransferId = '';
  let productId = '';

  beforeAll(async () => {
    t = await createTestApp(backend);
    tokens.cliente = (await signInDemo(t.app, 'cliente')).token;
    tokens.maria = (await signInDemo(t.app, 'maria')).token;
    tokens.admin = (await signInDemo(t.app, 'admin')).token;
    const payments = await t.app.inject({ url: '/api/payments', headers: bearer(tokens.maria) });
    pendingTransferId = payments
      .json()
      .data.payments.find(
        (p: { method: string; status: string }) => p.method === 'transfer' && p.status === 'pending',
      ).id;
    const products = await t.app.inject({ url: '/api/store/products?limit=1' });
    productId = products.json().data.products[0].id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const routes = [
    { name: 'profile image', url: () => '/api/auth/profile/image', token: () => tokens.cliente, field: 'image' },
    { name: 'website image', url: () => '/api/content/images?kind=hero', token: () => tokens.admin, field: 'image' },
    {
      name: 'transfer proof',
      url: () => `/api/payments/${pendingTransferId}/transfer-proof`,
      token: () => tokens.maria,
      field: 'proof',
    },
    {
      name: 'product image',
      url: () => `/api/store/management/products/${productId}/images`,
      token: () => tokens.admin,
      field: 'image',
    },
  ];

  it.each(routes)(
    'answers a $name cut short or broken with 400 and a Spanish message, storing nothing',
    async (route) => {
      const form = multipartFile(route.field, 'foto.png', 'image/png', pngOfSize(64 * 1024));
      const boundary = form.headers['content-type'].split('boundary=')[1]!;
      const bodies: [string, Buffer, string][] = [
        ['cut inside the file', form.payload.subarray(0, 32 * 1024), form.headers['content-type']],
        ['cut inside the part headers', form.payload.subarray(0, 40), form.headers['content-type']],
        [
          'no closing boundary',
          form.payload.subarray(0, form.payload.length - `--${boundary}--\r\n`.length),
          form.headers['content-type'],
        ],
        ['no boundary parameter', form.payload, 'multipart/form-data'],
      ];
      const filesBefore = [...(await filesUnder(t.uploadsDir)), ...(await filesUnder(t.privateFilesDir))];
      for (const [label, payload, contentType] of bodies) {
        const answer = await t.app.inject({
          method: 'POST',
          url: route.url(),
          headers: { ...bearer(route.token()), 'content-type': contentType },
          payload,
        });
        expect({ label, status: answer.statusCode }).toEqual({ label, status: 400 });
        expect(answer.json()).toEqual({ success: false, message: API_MESSAGES.malformedMultipart });
      }
      expect([...(await filesUnder(t.uploadsDir)), ...(await filesUnder(t.privateFilesDir))]).toEqual(filesBefore);
    },
  );
});
