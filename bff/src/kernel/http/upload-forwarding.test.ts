import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_MESSAGES,
  PAYMENT_MESSAGES,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  STORED_FILE_HEADERS,
  TRANSFER_PROOF_LIMITS,
} from '@gym/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from '../../test/graphql';
import { makePng, multipartBody, startStack, type Stack } from '../../test/stack';

const MB = 1024 * 1024;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * Sends `payload` to the listening bff over a real socket, pausing after each cut so it arrives in
 * separate chunks (the bff then streams it to the api the same way).
 */
function send(url: string, method: string, headers: Record<string, string>, payload: Buffer, cuts: number[] = []) {
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(url, {
      method,
      agent: false,
      headers: { ...headers, 'content-length': String(payload.length) },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    void (async () => {
      let from = 0;
      for (const cut of [...cuts.filter((c) => c > 0 && c < payload.length).sort((a, b) => a - b), payload.length]) {
        if (!request.write(payload.subarray(from, cut))) await new Promise((done) => request.once('drain', done));
        from = cut;
        // Long enough for the bff to have passed every byte before the cut on to the api.
        await new Promise((done) => setTimeout(done, 100));
      }
      request.end();
    })().catch(reject);
  });
}

async function filesUnder(...dirs: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const dir of dirs) {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    found.push(...entries.filter((e) => e.isFile()).map((e) => `${e.parentPath}/${e.name}`));
  }
  return found.sort();
}

const pngOfSize = (size: number) => {
  const png = makePng();
  return Buffer.concat([png, Buffer.alloc(size - png.length)]);
};

describe('uploads through the bff (real api behind it)', () => {
  let stack: Stack;
  let bffUrl: string;
  const tokens = { cliente: '', maria: '', admin: '', colaborador: '' };
  let pendingTransferId = '';

  beforeAll(async () => {
    stack = await startStack();
    for (const who of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[who] = await stack.login(who);
    const { body } = await gql<{ payments: { payments: { id: string; method: string; status: string }[] } }>(
      stack.bff,
      '{ payments { payments { id method status } } }',
      { token: tokens.maria },
    );
    pendingTransferId = body.data!.payments.payments.find((p) => p.method === 'transfer' && p.status === 'pending')!.id;
    await stack.bff.listen({ port: 0, host: '127.0.0.1' });
    bffUrl = `http://127.0.0.1:${(stack.bff.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await stack?.close();
  });

  const profileImage = async () =>
    (
      await gql<{ me: { profileImage: string | null } }>(stack.bff, '{ me { profileImage } }', {
        token: tokens.cliente,
      })
    ).body.data?.me.profileImage;
  const proofUrl = async () =>
    (
      await gql<{ payments: { payments: { id: string; proofUrl: string | null }[] } }>(
        stack.bff,
        '{ payments { payments { id proofUrl } } }',
        { token: tokens.maria },
      )
    ).body.data?.payments.payments.find((p) => p.id === pendingTransferId)?.proofUrl;

  const routes = [
    {
      name: 'profile image',
      url: () => '/bff/profile/image',
      token: () => tokens.cliente,
      field: 'image',
      maxBytes: PROFILE_LIMITS.imageMaxBytes,
      message: PROFILE_MESSAGES.imageTooLarge,
      record: profileImage,
    },
    {
      name: 'website image',
      url: () => '/bff/content/images?kind=logo',
      token: () => tokens.admin,
      field: 'image',
      maxBytes: CONTENT_IMAGE_MAX_BYTES,
      message: CONTENT_MESSAGES.imageTooLarge,
      record: async () => null,
    },
    {
      name: 'transfer proof',
      url: () => `/bff/payments/${pendingTransferId}/transfer-proof`,
      token: () => tokens.maria,
      field: 'proof',
      maxBytes: TRANSFER_PROOF_LIMITS.maxBytes,
      message: PAYMENT_MESSAGES.proofTooLarge,
      record: proofUrl,
    },
  ];

  const upload = (route: (typeof routes)[number], size: number, cutsInFile: number[]) => {
    const form = multipartBody(route.field, 'archivo.png', 'image/png', pngOfSize(size));
    const fileStart = form.payload.indexOf('\r\n\r\n') + 4;
    return send(
      `${bffUrl}${route.url()}`,
      'POST',
      { authorization: `Bearer ${route.token()}`, 'content-type': form.contentType },
      form.payload,
      cutsInFile.map((bytes) => fileStart + bytes),
    );
  };

  it.each(routes)('refuses a $name over its limit with 413 and its message, storing nothing', async (route) => {
    const filesBefore = await filesUnder(stack.uploadsDir, stack.privateFilesDir);
    const recordBefore = await route.record();
    // Just over (the api judges it), and 6 MB (over the bff's own ceiling for some routes).
    for (const size of [route.maxBytes + 1, route.maxBytes + 1024, 6 * MB]) {
      const answer = await upload(route, size, [route.maxBytes]);
      expect({ size, status: answer.status, body: JSON.parse(answer.body.toString('utf8')) }).toEqual({
        size,
        status: 413,
        body: { success: false, message: route.message },
      });
    }
    expect(await filesUnder(stack.uploadsDir, stack.privateFilesDir)).toEqual(filesBefore);
    expect(await route.record()).toEqual(recordBefore);
  });

  it('answers 413 on every one of 32 tries through the bff, however the body is split', async () => {
    const route = routes[0]!;
    const filesBefore = await filesUnder(stack.uploadsDir, stack.privateFilesDir);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 32; attempt += 1) {
      const near = route.maxBytes - 2048 + Math.floor(Math.random() * 4096);
      statuses.push((await upload(route, route.maxBytes + 1024, [near, route.maxBytes])).status);
    }
    expect(statuses).toEqual(Array.from({ length: 32 }, () => 413));
    expect(await filesUnder(stack.uploadsDir, stack.privateFilesDir)).toEqual(filesBefore);
  });

  it('serves every /uploads file with the stored-file CSP, nosniff and its type', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script><rect width="4" height="4"/></svg>',
    );
    const form = multipartBody('image', 'logo.svg', 'image/svg+xml', svg);
    const uploaded = await send(
      `${bffUrl}/bff/content/images?kind=logo`,
      'POST',
      { authorization: `Bearer ${tokens.admin}`, 'content-type': form.contentType },
      form.payload,
    );
    expect(uploaded.status).toBe(201);
    const url: string = JSON.parse(uploaded.body.toString('utf8')).data.url;
    const served = await send(`${bffUrl}${url}`, 'GET', {}, Buffer.alloc(0));
    expect(served.status).toBe(200);
    expect(served.headers).toMatchObject({
      ...STORED_FILE_HEADERS,
      'content-type': expect.stringMatching(/^image\/svg\+xml/),
    });
    expect(served.body.toString('utf8')).not.toMatch(/script|alert/);
    expect(served.body.toString('utf8')).toContain('<rect width="4" height="4"/>');

    const seeded = await send(`${bffUrl}/uploads/products/seed/${await aSeedImage()}`, 'GET', {}, Buffer.alloc(0));
    expect(seeded.headers).toMatchObject({
      ...STORED_FILE_HEADERS,
      'content-type': expect.stringMatching(/^image\/svg\+xml/),
    });
    const missing = await send(`${bffUrl}/uploads/nada/no-existe.png`, 'GET', {}, Buffer.alloc(0));
    expect(missing.status).toBe(404);
    expect(missing.headers).toMatchObject(STORED_FILE_HEADERS);
  });

  async function aSeedImage(): Promise<string> {
    const [first] = await readdir(`${stack.uploadsDir}/products/seed`);
    return first!;
  }

  it('hands a transfer proof to its owner and staff only, through the bff with the bearer', async () => {
    const png = makePng(6);
    const form = multipartBody('proof', 'comprobante.png', 'image/png', png);
    const uploaded = await stack.bff.inject({
      method: 'POST',
      url: `/bff/payments/${pendingTransferId}/transfer-proof`,
      headers: { authorization: `Bearer ${tokens.maria}`, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const path = `/bff/payments/${pendingTransferId}/transfer-proof`;
    expect(uploaded.json().data.payment.proofUrl).toBe(path);
    expect(await proofUrl()).toBe(path);

    const read = (token?: string) =>
      stack.bff.inject({ url: path, headers: token ? { authorization: `Bearer ${token}` } : {} });
    for (const token of [tokens.maria, tokens.colaborador, tokens.admin]) {
      const served = await read(token);
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        ...STORED_FILE_HEADERS,
        'content-type': 'image/png',
        'content-disposition': `inline; filename="comprobante-${pendingTransferId}.png"`,
        'cache-control': 'private, no-store',
      });
      expect(served.rawPayload.equals(png)).toBe(true);
    }
    const other = await read(tokens.cliente);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ success: false, message: PAYMENT_MESSAGES.notFound });
    expect((await read()).statusCode).toBe(401);
    expect((await stack.bff.inject({ url: '/bff/payments/no-es-un-id/transfer-proof' })).statusCode).toBe(404);

    // The file is not among the public uploads, so its old kind of URL finds nothing.
    const [stored] = await readdir(`${stack.privateFilesDir}/proofs`);
    expect((await stack.bff.inject({ url: `/uploads/proofs/${stored}` })).statusCode).toBe(404);
  });
});
