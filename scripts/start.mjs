// Starts the api and the bff as two processes (production mode by default) and stops both
// together. The bff serves the built web app, so the whole product answers on one origin.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Reads KEY=VALUE lines of a .env file (if any) without overriding the real environment. */
function loadDotEnv(file) {
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (match && process.env[match[1]] === undefined) process.env[match[1]] = match[2];
  }
}

/**
 * Production needs a JWT secret (JWT_SECRET, at least 32 bytes). In the embedded single-host mode
 * (no DATABASE_URL) one is generated on the first start and kept beside the data, so a fresh
 * clone starts with no setup and sessions survive restarts. With DATABASE_URL several hosts may
 * share the database, and a secret per host would sign half the requests out: JWT_SECRET is then
 * the operator's to set, the same on every host.
 */
function ensureJwtSecret(dataDir) {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  if (process.env.DATABASE_URL) {
    console.error(
      '[start] JWT_SECRET es obligatorio con DATABASE_URL (el mismo en cada máquina): genera uno con `openssl rand -base64 48`.',
    );
    process.exit(1);
  }
  const file = join(dataDir, '.jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

loadDotEnv(join(root, '.env'));
const dataDir = resolve(root, process.env.DATA_DIR ?? 'data');
const apiPort = process.env.API_PORT ?? '4001';
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  DATA_DIR: dataDir,
  API_PORT: apiPort,
  PORT: process.env.PORT ?? '4000',
  API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  JWT_SECRET: ensureJwtSecret(dataDir),
  // glibc's malloc gives each thread that allocates its own arena of up to 64 MB and keeps what was
  // freed in it resident. V8's compiler and GC threads (PGlite's WebAssembly is compiled by them)
  // left ~90 MB so held in the api; with two arenas the api on PGlite sits at ~280 MB after the
  // catalogue load instead of 290-315, and ~300 instead of ~390 after a fresh folder's first start
  // (docs/performance-notes.md, "glibc's malloc arenas"). Set it to override.
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
};
// Both servers get one environment: the bff's metrics listener takes the port after the api's.
if (env.METRICS_PORT && !env.BFF_METRICS_PORT) env.BFF_METRICS_PORT = String(Number(env.METRICS_PORT) + 1);

/**
 * Node flags of each server (docs/performance-notes.md). Each heap may grow by half after a full
 * GC: V8's own factor goes up to 4x when GC is quick, so a bff with ~45 MB live sat at 300+ MB
 * under the catalogue load (about 200-210 MB with this, for ~10 % more CPU per request); the api
 * on PostgreSQL likewise (230-260 MB instead of 370-410). No hard heap limit: a big report still
 * fits. The young generation's semi-spaces stop at 8 MB instead of 16: under 50 connections each
 * server's RSS went from 204-208 to 178-193 MB on PostgreSQL (issue 35's 200 MB), for more
 * scavenges: the missed catalogue page, pure CPU on the api's thread, 777-821/s against 986/s.
 * Source maps are off: node keeps each bundle's map parsed (about 25 MB per process); add
 * --enable-source-maps to API_NODE_FLAGS / BFF_NODE_FLAGS for stack traces in source lines.
 * API_NODE_FLAGS / BFF_NODE_FLAGS replace these ('' for none).
 */
const nodeFlags = {
  api: process.env.API_NODE_FLAGS ?? '--heap-growing-percent=50 --max-semi-space-size=8',
  bff: process.env.BFF_NODE_FLAGS ?? '--heap-growing-percent=50 --max-semi-space-size=8',
};

const children = [];
let stopping = false;

function run(name, workspace) {
  // Compiled JavaScript (npm run build writes dist/server.js): no TypeScript compiler at run time.
  // cwd is the workspace: relative settings (DATA_DIR=./data) mean the same as in development.
  const flags = nodeFlags[workspace].split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...flags, 'dist/server.js'], {
    cwd: join(root, workspace),
    env,
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} exited (${signal ?? code}); stopping.`);
      stop(typeof code === 'number' && code !== 0 ? code : 1);
    }
  });
  children.push(child);
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r))))).then(() =>
    process.exit(code),
  );
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

for (const workspace of ['api', 'bff']) {
  if (!existsSync(join(root, workspace, 'dist', 'server.js'))) {
    console.error(
      `[start] ${workspace}/dist/server.js is missing: run 'npm run build' first (npm start does when needed).`,
    );
    process.exit(1);
  }
}

run('api', 'api');
run('bff', 'bff');
console.log(`[start] app on http://localhost:${env.PORT} (api on ${env.API_URL})`);
