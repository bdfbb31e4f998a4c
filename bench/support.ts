// Shared by the benchmarks: start the real product (api + bff, production mode) as separate
// processes on a fresh database, sign in, and measure a target with autocannon on loopback.
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

export interface RunningApp {
  apiUrl: string;
  bffUrl: string;
  /** Resident memory of the api and bff processes now, in MB (Linux /proc). */
  rssMb: () => { api: number; bff: number };
  /** The app's data folder (its PGlite database under db/ when DATABASE_URL is not exported). */
  dataDir: string;
  stop: () => Promise<void>;
  /** Stops the processes, runs `between` (e.g. writes rows into the stopped database), starts them again. */
  restart: (between: (dataDir: string) => Promise<void>) => Promise<void>;
}

function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : Number.NaN;
}

/** The api and bff processes start.mjs runs, told apart by their working folder. */
function serverRss(startPid: number): { api: number; bff: number } {
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(startPid)], { encoding: 'utf8' })
    .split('\n')
    .map((l) => Number(l.trim()))
    .filter((pid) => pid > 0);
  const figures = { api: Number.NaN, bff: Number.NaN };
  for (const pid of children) {
    const cwd = readlinkSync(`/proc/${pid}/cwd`);
    if (cwd.endsWith('/api')) figures.api = residentMb(pid);
    if (cwd.endsWith('/bff')) figures.bff = residentMb(pid);
  }
  return figures;
}

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

const BENCH_JWT_SECRET = randomBytes(48).toString('base64url');

export interface StartOptions {
  /** Extra environment (e.g. another DATABASE_URL). */
  env?: Record<string, string>;
  /** An existing data folder, kept when the app stops (its PGlite database is reused). */
  dataDir?: string;
  /** The servers were already built by this run. */
  skipBuild?: boolean;
}

/** Starts scripts/start.mjs on its own data folder (PGlite, or DATABASE_URL when exported). */
export async function startApp(
  ports = { api: Number(process.env.BENCH_API_PORT ?? 4301), bff: Number(process.env.BENCH_PORT ?? 4300) },
  options: StartOptions = {},
): Promise<RunningApp> {
  // Production runs the compiled servers (dist/server.js); build them from the current source.
  if (!options.skipBuild)
    execFileSync(process.execPath, [join(root, 'scripts', 'build-servers.mjs')], { stdio: 'inherit' });
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'gym-bench-'));
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const bffUrl = `http://127.0.0.1:${ports.bff}`;
  const spawnApp = (): ChildProcess =>
    spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        API_PORT: String(ports.api),
        PORT: String(ports.bff),
        API_URL: apiUrl,
        LOG_LEVEL: 'warn',
        // The order run places hundreds of guest orders from one address on purpose.
        ORDER_RATE_LIMIT: 'off',
        // The demo gym on PostgreSQL too (it is seeded by itself only into the embedded database),
        // and the secret npm start generates only there.
        SEED: 'demo',
        JWT_SECRET: process.env.JWT_SECRET ?? BENCH_JWT_SECRET,
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  let app = spawnApp();
  const halt = async () => {
    const running = app;
    running.kill('SIGTERM');
    await new Promise((r) => (running.exitCode !== null ? r(null) : running.once('exit', r)));
  };
  const stop = async () => {
    await halt();
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const ready = async () => {
    try {
      await waitFor(`${apiUrl}/api/health`);
      await waitFor(`${bffUrl}/bff/health`);
    } catch (error) {
      await stop();
      throw error;
    }
  };
  await ready();
  const restart = async (between: (dir: string) => Promise<void>) => {
    await halt();
    await between(dataDir);
    app = spawnApp();
    await ready();
  };
  const running: RunningApp = {
    apiUrl,
    bffUrl,
    dataDir,
    rssMb: () => serverRss(app.pid ?? 0),
    stop: async () => {
      runningApps.delete(running);
      await stop();
    },
    restart,
  };
  runningApps.add(running);
  return running;
}

/** The apps started by this run: a measured URL's origin tells which process to read the RSS of. */
const runningApps = new Set<RunningApp>();

function rssOf(url: string): number | null {
  const origin = new URL(url).origin;
  for (const app of runningApps) {
    if (new URL(app.apiUrl).origin === origin) return app.rssMb().api;
    if (new URL(app.bffUrl).origin === origin) return app.rssMb().bff;
  }
  return null;
}

export async function signIn(
  apiUrl: string,
  email = 'cliente@gimnasio.demo',
  password = 'Cliente123',
): Promise<string> {
  const res = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`Sign-in failed: ${res.status}`);
  return body.data.token;
}

export interface Figures {
  name: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface MeasureOptions {
  duration: number;
  connections: number;
}

/** One line of the run's summary table: every `measure` adds one. */
export interface SummaryRow extends Figures {
  connections: number;
  /** Resident memory of the measured process (api or bff) right after the run, MB. */
  rssMb: number | null;
}

const summary: SummaryRow[] = [];

/** A 2 s warm-up, then the measured run (recorded for the summary table). */
export async function measure(name: string, opts: autocannon.Options, run: MeasureOptions): Promise<Figures> {
  await autocannon({ ...opts, duration: 2, connections: run.connections });
  const result = await autocannon({ ...opts, duration: run.duration, connections: run.connections });
  const figures = {
    name,
    requestsPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
  summary.push({ ...figures, connections: run.connections, rssMb: opts.url ? rssOf(opts.url) : null });
  return figures;
}

/** The summary as a Markdown table; `reference` is the row the last column divides by. */
export function summaryTable(reference: Figures): string {
  const lines = [
    '| what | conn | req/s | p50 ms | p99 ms | RSS MB | x cached page |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of summary) {
    const ratio = row.requestsPerSec / Math.max(reference.requestsPerSec, 1);
    lines.push(
      `| ${row.name.replace(/\s+/g, ' ').replaceAll('|', '\\|')} | ${row.connections} | ${row.requestsPerSec.toFixed(0)} | ${row.p50} | ${row.p99} | ` +
        `${row.rssMb === null || Number.isNaN(row.rssMb) ? '' : row.rssMb.toFixed(0)} | ${ratio.toFixed(2)} |`,
    );
  }
  return lines.join('\n');
}

/** The machine the figures were measured on (they only compare within one run). */
export function machine(): string {
  const cpu = cpus();
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  return (
    `${cpu.length} x ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 1024 ** 3).toFixed(1)} GB RAM, ` +
    `Linux ${release()}, Node ${process.version}; load average ${load}`
  );
}

/** Writes the summary to a Markdown file with the machine, the date and the command. */
export function writeSummary(file: string, reference: Figures, details: { database: string; command: string }): void {
  const text = [
    '# Performance',
    '',
    `Written by \`npm run bench\` (bench/index.ts); do not edit by hand. Measured ${new Date().toISOString()} with`,
    `\`${details.command}\`.`,
    '',
    `- Machine: ${machine()} (at the end of the run).`,
    `- Database: ${details.database}; api and bff as separate processes (compiled), autocannon on loopback in the`,
    '  same machine.',
    `- Reference ("x cached page"): ${reference.name.replace(/\s+/g, ' ')}, ${reference.requestsPerSec.toFixed(0)} req/s.`,
    '  Ratios compare rows of this run; absolute figures depend on the machine and what else it runs.',
    '- RSS: resident memory of the measured process (api or bff) right after its row.',
    '',
    summaryTable(reference),
    '',
  ].join('\n');
  writeFileSync(file, text + keptSections(file));
}

/**
 * What follows this line in docs/performance.md is kept when the summary is rewritten: the
 * history and floors benches' tables, each with the run it came from.
 */
export const KEPT_SECTIONS_MARKER = '<!-- Kept across `npm run bench -- --write`: runs of other benches. -->';

function keptSections(file: string): string {
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const at = previous.indexOf(KEPT_SECTIONS_MARKER);
  return at === -1 ? '' : `\n${previous.slice(at)}`;
}

export function printTable(title: string, rows: Figures[]): void {
  console.log(`\n${title}`);
  console.log('target                              req/s     p50 ms   p99 ms   errors  non-2xx');
  for (const f of rows) {
    console.log(
      `${f.name.padEnd(34)} ${f.requestsPerSec.toFixed(0).padStart(7)} ${String(f.p50).padStart(9)} ${String(f.p99).padStart(8)} ${String(f.errors).padStart(8)} ${String(f.non2xx).padStart(8)}`,
    );
  }
}

export function assertClean(rows: Figures[]): void {
  const failed = rows.filter((f) => f.errors + f.non2xx > 0);
  if (failed.length > 0) {
    throw new Error(`Some requests failed (${failed.map((f) => f.name).join(', ')}): the figures are not trustworthy.`);
  }
}

/**
 * Runs seed statements on the bench's database: the PostgreSQL server of DATABASE_URL, or the
 * stopped app's PGlite folder under `dataDir`.
 */
export async function runSeedSql(dataDir: string, statements: readonly string[]): Promise<void> {
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
    return;
  }
  const db = new PGlite(join(dataDir, 'db'));
  try {
    for (const statement of statements) await db.query(statement);
  } finally {
    await db.close();
  }
}
