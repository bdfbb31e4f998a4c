// A five-year-old gym (issue 35 item 2): each staff screen's first answer and the owner's reports
// on five years of history and on one month of it (two databases written by `npm run
// seed:history`, seeded here when they hold no history yet, reused otherwise), at 1 and 4
// connections, both databases' apps running at once and measured screen by screen alternately.
// Each row is a screen's api request (or requests, as the bff makes them for the
// report's figures), timed one by one: p50 and p95 of the answers, the 5y/1m ratio and the
// targets: p95 150 ms for lists, cards and figures, 1 s for a year's report, 5 s for a year's
// export file; five years at most 2x one month. Also the api's RSS growth during a year's export
// (at most 100 MB).
//
// PostgreSQL when DATABASE_URL is exported: the databases `bench_history` and `bench_history_1m`
// on its server (HISTORY_DB_5Y / HISTORY_DB_1M to name others). PGlite otherwise: the folders
// $TMPDIR/gym-history-5y and gym-history-1m (kept between runs; delete them when done).
import pg from 'pg';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { machine, root, signIn, startApp, type MeasureOptions, type RunningApp } from './support';

type Kind = 'list' | 'report' | 'export';
const TARGET_MS: Record<Kind, number> = { list: 150, report: 1000, export: 5000 };
const RATIO_TARGET = 2;
const RSS_TARGET_MB = 100;
const CONNECTIONS = [1, 4];
/** The embedded database's p95 at most this many times PostgreSQL's, screen by screen. */
const EMBEDDED_TARGET = 3;
/** Each run's rows, kept so a PGlite run can be read against the last PostgreSQL run on this machine. */
const resultsFile = (backend: 'postgres' | 'pglite') => join(tmpdir(), `gym-history-bench-${backend}.json`);

interface Screen {
  name: string;
  kind: Kind;
  /** One answer of the screen: resolves when every request it makes has been read to the end. */
  run: () => Promise<void>;
}

interface Row {
  name: string;
  kind: Kind;
  figures: Record<string, { p50: number; p95: number }>;
}

interface Database {
  label: '5y' | '1m';
  years: number;
  url?: string;
  dataDir?: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

function databases(): Database[] {
  const server = process.env.DATABASE_URL;
  const on = (name: string) => {
    const url = new URL(server!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  return server
    ? [
        { label: '5y', years: 5, url: on(process.env.HISTORY_DB_5Y ?? 'bench_history') },
        { label: '1m', years: 1 / 12, url: on(process.env.HISTORY_DB_1M ?? 'bench_history_1m') },
      ]
    : [
        { label: '5y', years: 5, dataDir: join(tmpdir(), 'gym-history-5y') },
        { label: '1m', years: 1 / 12, dataDir: join(tmpdir(), 'gym-history-1m') },
      ];
}

/** True when the database already holds a history (PostgreSQL: its users; PGlite: the marker file). */
async function seeded(db: Database): Promise<boolean> {
  if (db.dataDir) return existsSync(join(db.dataDir, 'history-seeded'));
  const admin = new URL(db.url!);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      await client.query(`CREATE DATABASE ${name}`);
      return false;
    }
  } finally {
    await client.end();
  }
  const check = new pg.Client({ connectionString: db.url });
  await check.connect();
  try {
    const found = await check.query(`SELECT 1 FROM users WHERE email LIKE '%@historial.demo' LIMIT 1`);
    return (found.rowCount ?? 0) > 0;
  } catch {
    return false;
  } finally {
    await check.end();
  }
}

async function ensureHistory(db: Database): Promise<void> {
  if (await seeded(db)) {
    console.log(`History ${db.label}: reused (${db.url ?? db.dataDir})`);
    return;
  }
  console.log(`History ${db.label}: seeding ${db.url ?? db.dataDir} ...`);
  const args = ['run', 'seed:history', '--', '--years', String(db.years), '--seed', '1'];
  if (db.url) args.push('--database-url', db.url);
  execFileSync('npm', args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...(db.dataDir ? { DATA_DIR: db.dataDir, DATABASE_URL: '' } : {}) },
  });
  if (db.dataDir) writeFileSync(join(db.dataDir, 'history-seeded'), new Date().toISOString());
}

async function drain(response: Response, what: string): Promise<void> {
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${Buffer.from(body).toString('utf8').slice(0, 300)}`);
}

async function screensOf(app: RunningApp): Promise<Screen[]> {
  const token = await signIn(app.apiUrl, 'admin@gimnasio.demo', 'Admin123');
  const headers = { authorization: `Bearer ${token}` };
  const api = (path: string) => `${app.apiUrl}/api${path}`;
  const get = (path: string) => async () => drain(await fetch(api(path), { headers }), path);
  const json = async <T>(path: string): Promise<T> => {
    const response = await fetch(api(path), { headers });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  };
  // A member with years of history for the client card, and a phone and a name to search for.
  const { memberships } = await json<{ memberships: { userId: string; user?: { id: string } }[] }>(
    '/memberships?status=expired&sortBy=startDate&sortOrder=asc&limit=1',
  );
  const memberId = memberships[0]?.userId ?? memberships[0]?.user?.id;
  const { users } = await json<{ users: { phone: string | null; lastName: string }[] }>('/users?role=cliente&limit=20');
  const phone = (users.find((u) => u.phone)?.phone ?? '5512 3344').replace(/\D/g, '').slice(-8);
  const figures = (period: string) => async () => {
    await Promise.all(
      ['memberships', 'online-orders', 'local-sales', 'expenses'].map(async (source) =>
        get(`/reports/financial/${source}?period=${period}&page=1&limit=1&rows=false`)(),
      ),
    );
  };
  const exportFile = (format: 'pdf' | 'excel') => async () => {
    const response = await fetch(api(`/reports/export/${format}`), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ reportType: 'financial', params: { period: 'year' } }),
    });
    await drain(response, `export ${format}`);
  };
  const screens: Screen[] = [
    { name: 'memberships list', kind: 'list', run: get('/memberships?limit=20') },
    ...['active', 'expired', 'pending', 'cancelled'].map((status) => ({
      name: `memberships ${status}`,
      kind: 'list' as const,
      run: get(`/memberships?status=${status}&limit=20`),
    })),
    { name: 'memberships monthly plans', kind: 'list', run: get('/memberships?type=monthly&limit=20') },
    { name: 'memberships search name', kind: 'list', run: get('/memberships?search=Morales&limit=20') },
    { name: 'memberships search phone', kind: 'list', run: get(`/memberships?search=${phone}&limit=20`) },
    { name: 'payments transfer queue', kind: 'list', run: get('/payments/transfers/pending-detailed?limit=50') },
    { name: 'payments history p1', kind: 'list', run: get('/payments?page=1&limit=20') },
    { name: 'payments history p500', kind: 'list', run: get('/payments?page=500&limit=20') },
    { name: 'orders board', kind: 'list', run: get('/order-management/dashboard') },
    { name: 'orders list p1', kind: 'list', run: get('/store/management/orders?limit=20') },
    { name: 'inventory grid', kind: 'list', run: get('/store/management/products?limit=20') },
    { name: 'expenses list', kind: 'list', run: get('/expenses?limit=20') },
    { name: 'users list', kind: 'list', run: get('/users?limit=20') },
    { name: 'users search phone', kind: 'list', run: get(`/users?search=${phone}&limit=20`) },
    ...(memberId
      ? [{ name: 'front desk client card', kind: 'list' as const, run: get(`/front-desk/client-card/${memberId}`) }]
      : []),
    { name: 'financial figures month', kind: 'list', run: figures('month') },
    { name: 'financial figures year', kind: 'report', run: figures('year') },
    { name: 'year export PDF', kind: 'export', run: exportFile('pdf') },
    { name: 'year export Excel', kind: 'export', run: exportFile('excel') },
  ];
  // Every screen answers before it is measured (a 4xx would make fast, meaningless figures); the
  // exports' first answer is the RSS measurement's.
  for (const screen of screens) if (screen.kind !== 'export') await screen.run();
  return screens;
}

/** `samples` answers, `connections` at a time; answers' times in ms, sorted. */
async function sample(screen: Screen, connections: number, samples: number): Promise<number[]> {
  const times: number[] = [];
  let left = samples;
  const worker = async () => {
    while (left > 0) {
      left -= 1;
      const started = performance.now();
      await screen.run();
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return times.sort((a, b) => a - b);
}

/** The api's resident memory sampled every 50 ms while one export runs: its growth in MB. */
async function rssGrowth(app: RunningApp, screen: Screen): Promise<number> {
  const before = app.rssMb().api;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, app.rssMb().api);
  }, 50);
  try {
    await screen.run();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, app.rssMb().api) - before;
}

/** How many turns the two databases take at each screen (fewer when a screen has fewer samples). */
const ROUNDS = 10;

function samplesOf(kind: Kind, connections: number): number {
  // Lists answer in milliseconds: enough answers that p95 is not a few stray samples.
  if (kind === 'list') return 100 * connections + 20;
  if (kind === 'report') return 10 * connections + 10;
  // Exports take up to seconds each: two answers per connection, five at 1 connection.
  return connections === 1 ? 5 : 2 * connections;
}

/**
 * Both databases' apps run at once and each screen is measured on both in turns (`ROUNDS` slices of
 * its samples each), so the rest of the machine's load weighs on both figures of a ratio alike.
 */
async function measureAll(list: Database[], rows: Map<string, Row>, rss: Record<string, number>): Promise<void> {
  const apps: RunningApp[] = [];
  try {
    for (const [k, db] of list.entries())
      apps.push(
        await startApp(
          { api: 4311 + 10 * k, bff: 4310 + 10 * k },
          {
            skipBuild: true,
            ...(db.url ? { env: { DATABASE_URL: db.url } } : { dataDir: db.dataDir, env: { DATABASE_URL: '' } }),
          },
        ),
      );
    const screens = await Promise.all(apps.map((app) => screensOf(app)));
    // The first export of each process: how much its memory grows while one year's file is made.
    for (const [k, db] of list.entries())
      for (const screen of screens[k]!.filter((s) => s.kind === 'export'))
        rss[`${screen.name} ${db.label}`] = await rssGrowth(apps[k]!, screen);
    for (const screen of screens[0]!) {
      for (const connections of CONNECTIONS) {
        const own = list.map((_, k) => screens[k]!.find((s) => s.name === screen.name));
        const samples = samplesOf(screen.kind, connections);
        // Each turn keeps every connection busy: at least `connections` samples a turn.
        const rounds = Math.max(1, Math.min(ROUNDS, Math.floor(samples / connections)));
        const times: number[][] = list.map(() => []);
        for (const mine of own) if (mine) await sample(mine, connections, Math.min(2, samples)); // warm-up
        // The databases take turns, a slice of the samples each: a burst of the machine's load falls
        // on both sides of a ratio, not on whichever database it happened to be measuring.
        for (let round = 0; round < rounds; round += 1)
          for (const [k, mine] of own.entries()) {
            const slice = Math.floor((samples * (round + 1)) / rounds) - Math.floor((samples * round) / rounds);
            if (mine) times[k]!.push(...(await sample(mine, connections, slice)));
          }
        for (const [k, db] of list.entries()) {
          if (!own[k]) continue;
          const sorted = times[k]!.sort((a, b) => a - b);
          const row = rows.get(screen.name) ?? { name: screen.name, kind: screen.kind, figures: {} };
          row.figures[`${db.label}@${connections}`] = { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
          rows.set(screen.name, row);
          console.log(
            `${db.label} ${screen.name.padEnd(28)} c=${connections} n=${samples} p50 ${percentile(sorted, 50).toFixed(0)} ms p95 ${percentile(sorted, 95).toFixed(0)} ms`,
          );
        }
      }
    }
  } finally {
    for (const app of apps) await app.stop();
  }
}

export function historyTable(rows: Iterable<Row>): string {
  const lines = [
    '| screen | target p95 | 1m p95 @1 | 5y p95 @1 | ratio @1 | 1m p95 @4 | 5y p95 @4 | ratio @4 | 5y p50 @1 | met |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const row of rows) {
    const f = (key: string) => row.figures[key]?.p95 ?? Number.NaN;
    const target = TARGET_MS[row.kind];
    const ratio1 = f('5y@1') / f('1m@1');
    const ratio4 = f('5y@4') / f('1m@4');
    const misses: string[] = [];
    if (f('5y@1') > target || f('5y@4') > target) misses.push('p95');
    if (ratio1 > RATIO_TARGET || ratio4 > RATIO_TARGET) misses.push('ratio');
    lines.push(
      `| ${row.name} | ${target} | ${f('1m@1').toFixed(0)} | ${f('5y@1').toFixed(0)} | ${ratio1.toFixed(2)} | ` +
        `${f('1m@4').toFixed(0)} | ${f('5y@4').toFixed(0)} | ${ratio4.toFixed(2)} | ${(row.figures['5y@1']?.p50 ?? Number.NaN).toFixed(0)} | ` +
        `${misses.length ? `**OVER (${misses.join(', ')})**` : 'yes'} |`,
    );
  }
  return lines.join('\n');
}

/**
 * PGlite's five-year p95 against PostgreSQL's (the last `--only history` run with DATABASE_URL on
 * this machine), at each connection count: the embedded target is at most 3x.
 */
export function embeddedTable(pglite: Iterable<Row>, postgres: Iterable<Row>): string {
  const pg = new Map([...postgres].map((row) => [row.name, row]));
  const lines = [
    '| screen | PostgreSQL 5y p95 @1 | PGlite 5y p95 @1 | x @1 | PostgreSQL 5y p95 @4 | PGlite 5y p95 @4 | x @4 | met |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const row of pglite) {
    const other = pg.get(row.name);
    if (!other) continue;
    const cells: string[] = [];
    let met = true;
    for (const c of CONNECTIONS) {
      const mine = row.figures[`5y@${c}`]?.p95 ?? Number.NaN;
      const theirs = other.figures[`5y@${c}`]?.p95 ?? Number.NaN;
      const times = mine / theirs;
      if (!(times <= EMBEDDED_TARGET)) met = false;
      cells.push(theirs.toFixed(0), mine.toFixed(0), times.toFixed(2));
    }
    lines.push(`| ${row.name} | ${cells.join(' | ')} | ${met ? 'yes' : '**OVER**'} |`);
  }
  return lines.join('\n');
}

export async function historyBench(_app: RunningApp, _run: MeasureOptions): Promise<void> {
  const list = databases();
  for (const db of list) await ensureHistory(db);
  const rows = new Map<string, Row>();
  const rss: Record<string, number> = {};
  await measureAll(list, rows, rss);
  console.log(
    `\nHistory bench (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}), ${machine()}, ${new Date().toISOString()}`,
  );
  console.log(historyTable(rows.values()));
  const backend = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  writeFileSync(resultsFile(backend), JSON.stringify({ at: new Date().toISOString(), rows: [...rows.values()] }));
  // Whichever database ran second prints the comparison, from both runs' saved figures.
  const other = backend === 'postgres' ? 'pglite' : 'postgres';
  if (existsSync(resultsFile(other))) {
    const read = (b: 'postgres' | 'pglite') =>
      JSON.parse(readFileSync(resultsFile(b), 'utf8')) as { at: string; rows: Row[] };
    const [pglite, postgres] = [read('pglite'), read('postgres')];
    console.log(
      `\nPGlite (run of ${pglite.at}) against PostgreSQL (run of ${postgres.at}); target at most ${EMBEDDED_TARGET}x:`,
    );
    console.log(embeddedTable(pglite.rows, postgres.rows));
  }
  console.log('\napi RSS growth during one year export (target <= 100 MB):');
  for (const [what, mb] of Object.entries(rss))
    console.log(`  ${what}: ${mb.toFixed(0)} MB${mb > RSS_TARGET_MB ? '  **OVER**' : ''}`);
}
