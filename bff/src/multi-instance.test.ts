/**
 * Two api and two bff processes (each started with node, as an operator would) on one fresh
 * PostgreSQL database, one Redis (a key prefix of their own) and one S3-compatible bucket (the
 * api's local S3 server), behind a small round-robin proxy: what a change, a sign-in limit and an
 * upload look like from the outside when the product runs on several machines.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS } from '@gym/api';
import { AUTH_MESSAGES } from '@gym/domain';
import { dropRedisKeys, redisAnswers, TEST_REDIS_URL, testRedisPrefix } from '@gym/api/test/redis';
import { localS3Env, startLocalS3Server, type LocalS3Server } from '@gym/api/test/s3-server';
import {
  createScratchDatabase,
  postgresAdminUrl,
  postgresAnswers,
  type ScratchDatabase,
} from '@gym/api/test/scratch-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from './test/stack';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [hasPostgres, hasRedis] = await Promise.all([postgresAnswers(), redisAnswers()]);
const missing = [
  ...(hasPostgres ? [] : [`PostgreSQL en ${postgresAdminUrl()} (TEST_DATABASE_URL)`]),
  ...(hasRedis ? [] : [`Redis en ${TEST_REDIS_URL} (TEST_REDIS_URL)`]),
];
if (missing.length > 0) console.warn(`Se omite la prueba de varias instancias: no responde ${missing.join(' ni ')}.`);

/** How soon a change made through one instance must be seen through every instance. */
const VISIBLE_WITHIN_MS = 1000;
const START_TIMEOUT_MS = 45_000;

interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  /** The last lines it printed (shown when it fails). */
  output: string[];
  exited: Promise<number | null>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `node --import tsx src/server.ts` in the workspace (node by its own path, so no PATH is needed). */
function startProcess(name: string, workspace: 'api' | 'bff', port: number, env: Record<string, string>): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(REPO, workspace),
    // Only what it is given: nothing of this shell's configuration (DATABASE_URL, REDIS_URL...) leaks in.
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code ?? -1)));
  return { name, url: `http://127.0.0.1:${port}`, child, output, exited };
}

/** Resolves once `healthPath` answers 200; rejects, with the process's last lines, if it exits first. */
async function ready(instance: Instance, healthPath: string): Promise<void> {
  let gone: number | null | undefined;
  void instance.exited.then((code) => (gone = code));
  const end = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < end) {
    if (gone !== undefined)
      throw new Error(`${instance.name} terminó (código ${gone}):\n${instance.output.join('\n')}`);
    const answer = await fetch(`${instance.url}${healthPath}`).catch(() => null);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${instance.name} no respondió en ${START_TIMEOUT_MS} ms:\n${instance.output.join('\n')}`);
}

async function stop(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  instance.child.kill('SIGTERM');
  const killed = setTimeout(() => instance.child.kill('SIGKILL'), 5000);
  await instance.exited;
  clearTimeout(killed);
}

/** A tiny round-robin HTTP proxy: each request goes to the next target in turn. */
async function startProxy(targets: string[]): Promise<{ url: string; server: Server }> {
  let next = 0;
  const server = createServer((req, res) => {
    const target = new URL(targets[next++ % targets.length] as string);
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string; status?: number } }[];
}

async function gql<T>(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLAnswer<T>> {
  const answer = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await answer.json()) as GraphQLAnswer<T>;
}

const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { token } }';
const GYM_NAME = 'query GymName { gymConfig { name } }';
const PRODUCT_PRICE = 'query Price($id: ID!) { product(id: $id) { id price } }';
const PRODUCT_LIST = 'query List { products(filter: { limit: 50 }) { products { id price } } }';

async function signIn(base: string, account: keyof typeof DEMO_ACCOUNTS): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS[account];
  const answer = await gql<{ login: { token: string } }>(base, LOGIN, { input: { email, password } });
  const token = answer.data?.login.token;
  if (!token) throw new Error(`sin sesión de ${email}: ${JSON.stringify(answer.errors)}`);
  return token;
}

/** Milliseconds until `check` holds for every base, polling every 25 ms; Infinity when it never does. */
async function msUntilEverywhere(bases: string[], check: (base: string) => Promise<boolean>, limitMs = 3000) {
  const start = Date.now();
  while (Date.now() - start < limitMs) {
    const results = await Promise.all(bases.map(check));
    if (results.every(Boolean)) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Infinity;
}

describe.skipIf(missing.length > 0)('two api and two bff processes behind a round-robin proxy', () => {
  const prefix = testRedisPrefix();
  const jwtSecret = randomBytes(48).toString('base64url');
  let database: ScratchDatabase | undefined;
  let s3: LocalS3Server | undefined;
  let filesRoot = '';
  let proxy: { url: string; server: Server } | undefined;
  const apis: Instance[] = [];
  const bffs: Instance[] = [];
  /** How each api's first start on the empty database ended: null when it came up. */
  const firstStart: (string | null)[] = [];
  const bases = () => [...bffs.map((bff) => bff.url), proxy?.url ?? ''];

  beforeAll(async () => {
    database = await createScratchDatabase();
    s3 = await startLocalS3Server({ buckets: ['gym-multi'] });
    filesRoot = await mkdtemp(path.join(tmpdir(), 'gym-multi-'));
    const shared = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
    };
    const apiEnv = async (i: number) => {
      const port = await freePort();
      return {
        port,
        env: {
          ...shared,
          ...localS3Env(s3 as LocalS3Server, 'gym-multi'),
          HOST: '127.0.0.1',
          API_PORT: String(port),
          DATABASE_URL: (database as ScratchDatabase).url,
          DATA_DIR: path.join(filesRoot, `api-${i}`),
          JWT_SECRET: jwtSecret,
          SEED: 'demo',
          JOBS: 'off',
        },
      };
    };
    // Both at once on the empty database: migrations and the demo seed must not trip over each other.
    const configs = await Promise.all([apiEnv(1), apiEnv(2)]);
    apis.push(...configs.map(({ port, env }, i) => startProcess(`api-${i + 1}`, 'api', port, env)));
    const outcomes = await Promise.allSettled(apis.map((api) => ready(api, '/api/health')));
    for (const [i, outcome] of outcomes.entries()) {
      firstStart.push(outcome.status === 'fulfilled' ? null : String(outcome.reason));
      if (outcome.status === 'rejected') {
        // Started again on the now migrated database, so the other checks still say what they see.
        const { port, env } = configs[i] as (typeof configs)[number];
        apis[i] = startProcess(`api-${i + 1}`, 'api', port, env);
        await ready(apis[i] as Instance, '/api/health');
      }
    }
    for (const [i, api] of apis.entries()) {
      const port = await freePort();
      bffs.push(
        startProcess(`bff-${i + 1}`, 'bff', port, {
          ...shared,
          HOST: '127.0.0.1',
          PORT: String(port),
          API_URL: api.url,
          WEB_DIST: path.join(filesRoot, 'no-web'),
        }),
      );
    }
    await Promise.all(bffs.map((bff) => ready(bff, '/bff/health')));
    proxy = await startProxy(bffs.map((bff) => bff.url));
  }, 150_000);

  afterAll(async () => {
    await Promise.all([...bffs, ...apis].map(stop));
    if (proxy) await new Promise((resolve) => proxy?.server.close(resolve));
    await s3?.close();
    await database?.drop();
    await dropRedisKeys(prefix);
    if (filesRoot) await rm(filesRoot, { recursive: true, force: true });
  }, 30_000);

  it('both apis start at once on an empty database', () => {
    expect(firstStart).toEqual([null, null]);
  });

  it('a change of the gym’s name through the proxy is seen through every bff within a second', async () => {
    const token = await signIn(proxy?.url ?? '', 'admin');
    // Every bff has the old name in its content cache (30 minutes by the spec).
    for (const base of [...bases(), ...bases()]) expect((await gql(base, GYM_NAME)).errors).toBeUndefined();
    const name = `Gimnasio ${randomBytes(3).toString('hex')}`;
    const changed = await gql(
      proxy?.url ?? '',
      'mutation Rename($input: GymConfigInput!) { updateGymConfig(input: $input) { name } }',
      { input: { gymName: name } },
      token,
    );
    expect(changed.errors).toBeUndefined();
    const ms = await msUntilEverywhere(
      bases(),
      async (base) => (await gql<{ gymConfig: { name: string } }>(base, GYM_NAME)).data?.gymConfig.name === name,
    );
    expect(ms).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
  });

  it('a price change is seen through every bff, on the product and in the list, within a second', async () => {
    const token = await signIn(proxy?.url ?? '', 'admin');
    type List = { products: { products: { id: string; price: number }[] } };
    const list = await gql<List>(proxy?.url ?? '', PRODUCT_LIST);
    const product = list.data?.products.products[0];
    if (!product) throw new Error(`sin productos: ${JSON.stringify(list.errors)}`);
    // Both bffs' answers and both apis' catalogue caches hold the old price.
    for (const base of [...bases(), ...bases()]) {
      await gql(base, PRODUCT_PRICE, { id: product.id });
      await gql(base, PRODUCT_LIST);
    }
    const price = Math.round(product.price * 100 + 1234) / 100;
    const changed = await gql(
      proxy?.url ?? '',
      'mutation Reprice($id: ID!, $input: ProductUpdateInput!) { updateManagementProduct(id: $id, input: $input) { message } }',
      { id: product.id, input: { price } },
      token,
    );
    expect(changed.errors).toBeUndefined();
    const ms = await msUntilEverywhere(bases(), async (base) => {
      const one = await gql<{ product: { price: number } }>(base, PRODUCT_PRICE, { id: product.id });
      const all = await gql<List>(base, PRODUCT_LIST);
      const listed = all.data?.products.products.find((p) => p.id === product.id);
      return one.data?.product.price === price && listed?.price === price;
    });
    expect(ms).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
  });

  it('refuses the 6th wrong password of an account however the attempts were spread', async () => {
    const { email } = DEMO_ACCOUNTS.cliente;
    const attempt = async (base: string) => {
      const error = (await gql(base, LOGIN, { input: { email, password: 'NoEsLaClave1' } })).errors?.[0];
      return `${error?.extensions?.status} ${error?.message}`;
    };
    const codes: string[] = [];
    // Through the proxy: the attempts alternate between the two bffs and so the two apis.
    for (let i = 0; i < 5; i += 1) codes.push(await attempt(proxy?.url ?? ''));
    expect(codes).toEqual(Array(5).fill(`401 ${AUTH_MESSAGES.invalidCredentials}`));
    const locked = await attempt(proxy?.url ?? '');
    expect(locked).toMatch(/^429 /);
    for (const bff of bffs) expect(await attempt(bff.url)).toBe(locked);
  });

  it('an image uploaded through one instance is read through the other', async () => {
    const [one, two] = bffs as [Instance, Instance];
    const token = await signIn(one.url, 'colaborador');
    const png = makePng(6);
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png');
    const uploaded = await fetch(`${one.url}/bff/profile/image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { data } = (await uploaded.json()) as { data: { profileImage: string } };
    for (const base of [two.url, one.url]) {
      const image = await fetch(`${base}${data.profileImage}`);
      expect({ base, status: image.status }).toEqual({ base, status: 200 });
      expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
    }
  });
});
