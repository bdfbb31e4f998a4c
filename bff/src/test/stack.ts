import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { buildApp, DEMO_ACCOUNTS, type BuildAppOptions } from '@gym/api';
import type { FastifyInstance } from 'fastify';
import { buildBffApp, type BffOptions } from '../app';
import { gql } from './graphql';

/** What a test may set in the api's configuration (e.g. Stripe pointed at a local server). */
type ApiConfig = NonNullable<BuildAppOptions['config']>;

export interface ApiCall {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface Stack {
  api: FastifyInstance;
  bff: FastifyInstance;
  /** Every request the real api received, in order (to count calls and inspect forwarded headers). */
  apiCalls: ApiCall[];
  /** The api's public uploads folder and its private files folder (transfer proofs). */
  uploadsDir: string;
  privateFilesDir: string;
  login(account: keyof typeof DEMO_ACCOUNTS): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real api on an empty in-memory PGlite with the demo seed, and the bff in front of it
 * (`bffOptions`: e.g. the proxies the bff trusts; `apiConfig`: e.g. card payments on).
 */
export async function startStack(
  bffOptions: Pick<BffOptions, 'trustProxy' | 'logLevel' | 'logStream' | 'requestArrivalMs'> = {},
  apiConfig: ApiConfig = {},
  apiOptions: Pick<BuildAppOptions, 'requestArrivalMs'> = {},
): Promise<Stack> {
  const filesDir = await mkdtemp(join(tmpdir(), 'bff-files-'));
  const uploadsDir = join(filesDir, 'uploads');
  const privateFilesDir = join(filesDir, 'private');
  const api = await buildApp({
    ...apiOptions,
    config: {
      pgliteDir: 'memory://',
      seed: 'demo',
      uploadsDir,
      privateFilesDir,
      logLevel: 'silent',
      // An exported REDIS_URL or S3_BUCKET never reaches a test that did not ask for it.
      redis: null,
      objectStorage: null,
      ...apiConfig,
    },
  });
  const apiCalls: ApiCall[] = [];
  api.addHook('onRequest', async (request) => {
    apiCalls.push({ method: request.method, url: request.url, headers: { ...request.headers } });
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.server.address() as AddressInfo;
  const bff = await buildBffApp({
    apiUrl: `http://127.0.0.1:${port}`,
    nodeEnv: 'development',
    logLevel: 'silent',
    ...bffOptions,
  });

  return {
    api,
    bff,
    apiCalls,
    uploadsDir,
    privateFilesDir,
    async login(account) {
      const { email, password } = DEMO_ACCOUNTS[account];
      const { body } = await gql<{ login: { token: string } }>(
        bff,
        'mutation Login($input: LoginInput!) { login(input: $input) { token } }',
        { variables: { input: { email, password } } },
      );
      const token = body.data?.login.token;
      if (!token) throw new Error(`no se pudo iniciar sesión como ${email}: ${JSON.stringify(body.errors)}`);
      return token;
    },
    async close() {
      await closeNow(bff);
      await closeNow(api);
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * Closes a server of the stack without waiting on its open connections: an upload refused halfway
 * (413) can leave a client's connection open with its body unfinished, and a finished test must
 * not wait for it (the servers' request arrival limit is two minutes).
 */
async function closeNow(app: FastifyInstance): Promise<void> {
  const closed = app.close();
  app.server.closeAllConnections();
  await closed;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, decodable PNG of `size`×`size` red pixels. */
export function makePng(size = 4): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([255, 0, 0]))]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with one file field, as a browser's FormData would send it. */
export function multipartBody(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = `----bfftest${Date.now().toString(16)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
