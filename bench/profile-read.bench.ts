// Measures the same read (the signed-in profile) straight from the api and through the bff,
// with autocannon on loopback against the real servers started as separate processes.
// Usage: npm run bench [-- --duration 10 --connections 20]
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const API_PORT = 4301;
const PORT = 4300;
const apiUrl = `http://127.0.0.1:${API_PORT}`;
const bffUrl = `http://127.0.0.1:${PORT}`;

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

async function signIn(): Promise<string> {
  const res = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'cliente@gimnasio.demo', password: 'Cliente123' }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`Sign-in failed: ${res.status}`);
  return body.data.token;
}

interface Figures {
  name: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(name: string, opts: autocannon.Options): Promise<Figures> {
  // A short warm-up so JIT and connection pools are settled before measuring.
  await autocannon({ ...opts, duration: 2, connections });
  const result = await autocannon({ ...opts, duration, connections });
  return {
    name,
    requestsPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gym-bench-'));
  const app = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      API_PORT: String(API_PORT),
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`${apiUrl}/api/health`);
    await waitFor(`${bffUrl}/bff/health`);
    const token = await signIn();
    const auth = { authorization: `Bearer ${token}` };

    const direct = await measure('api  GET /api/auth/profile', {
      url: `${apiUrl}/api/auth/profile`,
      headers: auth,
    });
    const viaBff = await measure('bff  POST /graphql { me }', {
      url: `${bffUrl}/graphql`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id firstName lastName email role permissions } }' }),
    });

    console.log(`\nProfile read, ${connections} connections, ${duration} s each, loopback, 2 processes`);
    console.log('target                          req/s     p50 ms   p99 ms   errors  non-2xx');
    for (const f of [direct, viaBff]) {
      console.log(
        `${f.name.padEnd(30)} ${f.requestsPerSec.toFixed(0).padStart(7)} ${String(f.p50).padStart(9)} ${String(f.p99).padStart(8)} ${String(f.errors).padStart(8)} ${String(f.non2xx).padStart(8)}`,
      );
    }
    console.log(
      `bff/api throughput ratio: ${(viaBff.requestsPerSec / direct.requestsPerSec).toFixed(2)}  ` +
        `(p50 ratio ${(viaBff.p50 / Math.max(direct.p50, 0.001)).toFixed(2)}, p99 ratio ${(viaBff.p99 / Math.max(direct.p99, 0.001)).toFixed(2)})`,
    );
    if (direct.non2xx + viaBff.non2xx + direct.errors + viaBff.errors > 0) {
      throw new Error('Some benchmark requests failed: the figures are not trustworthy.');
    }
  } finally {
    app.kill('SIGTERM');
    await new Promise((r) => (app.exitCode !== null ? r(null) : app.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
