// Throughput against the floors (issue 35 item 3), measured in the same run and printed as ratios:
// - the api's catalogue page missed by its cache against pgbench (`-M prepared`, both cores)
//   running the page's own statement, with the same parameters, connections and duration;
// - the bff executing the catalogue page against Apollo Server answering `{ __typename }` on the
//   same process;
// - the api's and the bff's RSS after the catalogue load on PostgreSQL, and the api's on PGlite.
// Each floor is measured right before and right after what it is compared with (their mean is the
// floor), so a change in the machine's load during the run weighs on both sides of a ratio.
//
// PostgreSQL: a fresh database `bench_floors` (FLOORS_DB to name another) on the server of
// DATABASE_URL, or postgres://postgres@127.0.0.1:5432 when none is exported; seeded with the
// demo gym by the api's own start, dropped at the end. PGlite: a fresh data folder.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Executor } from '../api/src/db/client';
import * as schema from '../api/src/db/schema/index';
import { listProducts } from '../api/src/modules/store/catalogue.service';
import { listProductsQuery } from '../api/src/modules/store/schemas';
import { PRODUCTS_QUERY } from './catalogue.bench';
import {
  assertClean,
  machine,
  type Figures,
  measure,
  printTable,
  startApp,
  type MeasureOptions,
  type RunningApp,
} from './support';

const run = promisify(execFile);

const TARGETS = { pageShare: 0.5, bffShare: 0.5, rssPostgresMb: 200, rssPgliteMb: 300 };
const CONNECTIONS = 50;
const PAGE = '/api/store/products?page=1&limit=20';

function serverUrl(database: string): string {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl('postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The page's own statement and values: the api's `listProducts` for page 1 of 20 (its own query
 * schema's defaults) run once through drizzle on node-postgres, as the api runs it, with a logger
 * that keeps the statement's text and values.
 */
async function pageStatement(databaseUrl: string): Promise<{ text: string; values: unknown[] }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const seen: { text: string; values: unknown[] }[] = [];
  try {
    const db = drizzle(pool, { schema, logger: { logQuery: (text, values) => seen.push({ text, values }) } });
    await listProducts(db as unknown as Executor, listProductsQuery.parse({ page: '1', limit: '20' }));
  } finally {
    await pool.end();
  }
  if (seen.length !== 1) throw new Error(`The catalogue page ran ${seen.length} statements, expected one.`);
  return seen[0]!;
}

/** pgbench running `statement` prepared: transactions (= statements) per second. */
async function pgbench(
  databaseUrl: string,
  statement: { text: string; values: unknown[] },
  opts: MeasureOptions,
  dir: string,
): Promise<number> {
  const script = join(dir, 'catalogue.sql');
  const body = statement.text.replace(/\$(\d+)/g, (_, n: string) => `:p${n}`).replace(/\s+/g, ' ');
  const sets = statement.values.map((value, i) => {
    if (typeof value !== 'number') throw new Error(`The statement's $${i + 1} is not a number: ${String(value)}`);
    return `\\set p${i + 1} ${value}`;
  });
  writeFileSync(script, [...sets, `${body};`, ''].join('\n'));
  const { stdout } = await run(
    'pgbench',
    [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(opts.connections),
      '-j',
      '2',
      '-T',
      String(opts.duration),
      '-f',
      script,
      databaseUrl,
    ],
    { maxBuffer: 1 << 20 },
  );
  const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
  const failed = /number of failed transactions: (\d+)/.exec(stdout)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  if (failed && failed !== '0') throw new Error(`pgbench: ${failed} failed transactions`);
  return Number(tps);
}

/** Every request a new URL: the api's 5 s catalogue cache misses (as in catalogue.bench.ts). */
function missedPage(app: RunningApp, name: string, opts: MeasureOptions) {
  let bust = 0;
  return measure(
    name,
    {
      url: `${app.apiUrl}${PAGE}`,
      requests: [{ setupRequest: (request) => ({ ...request, path: `${PAGE}&nocache=${(bust += 1)}` }) }],
    },
    opts,
  );
}

/** One answer of a GraphQL POST: data and no errors, or the figures would be meaningless. */
async function answers(app: RunningApp, query: string, variables: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${app.bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  if (!response.ok || !body.data || body.errors) throw new Error(`${query.slice(0, 40)}: ${JSON.stringify(body)}`);
}

/** A GraphQL POST to the bff, a new response-cache key on every request (an extra variable). */
async function graphql(
  app: RunningApp,
  name: string,
  query: string,
  variables: Record<string, unknown>,
  opts: MeasureOptions,
) {
  await answers(app, query, variables);
  let bust = 0;
  return measure(
    name,
    {
      url: `${app.bffUrl}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ query, variables: { ...variables, bust: (bust += 1) } }),
          }),
        },
      ],
    },
    opts,
  );
}

const CATALOGUE_VARIABLES = { filter: { page: 1, limit: 20 } };

interface Line {
  what: string;
  floor: string;
  measured: string;
  value: number;
  target: string;
  met: boolean;
}

function floorsTable(lines: Line[]): string {
  return [
    '| what | floor | measured | ratio / MB | target | met |',
    '| --- | --- | --- | ---: | --- | --- |',
    ...lines.map(
      (l) =>
        `| ${l.what} | ${l.floor} | ${l.measured} | ${l.value.toFixed(l.value < 10 ? 2 : 0)} | ${l.target} | ${l.met ? 'met' : '**OVER**'} |`,
    ),
  ].join('\n');
}

const rps = (n: number) => `${n.toFixed(0)}/s`;

export async function floorsBench(_app: RunningApp, base: MeasureOptions): Promise<void> {
  const opts = { ...base, connections: Math.max(base.connections, CONNECTIONS) };
  const database = process.env.FLOORS_DB ?? 'bench_floors';
  const databaseUrl = serverUrl(database);
  const dir = mkdtempSync(join(tmpdir(), 'gym-floors-'));
  const lines: Line[] = [];
  /** The PostgreSQL rows: a failed request makes the run's ratios untrustworthy (checked after the table). */
  const checked: Figures[] = [];
  await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await onServer(`CREATE DATABASE ${database}`);
  try {
    // PostgreSQL: the api (migrated and seeded with the demo gym by its own start) and the bff.
    const app = await startApp(
      { api: Number(process.env.FLOORS_API_PORT ?? 4351), bff: Number(process.env.FLOORS_PORT ?? 4350) },
      { skipBuild: true, env: { DATABASE_URL: databaseUrl } },
    );
    try {
      const first = await fetch(`${app.apiUrl}${PAGE}&nocache=0`);
      if (!first.ok) throw new Error(`The catalogue page answered ${first.status}`);
      await first.arrayBuffer();
      const statement = await pageStatement(databaseUrl);
      console.log(`\nThe page's statement (values ${JSON.stringify(statement.values)}):\n${statement.text}`);

      const before = await pgbench(databaseUrl, statement, opts, dir);
      const page = await missedPage(app, 'api  catalogue page, cache missed', opts);
      const after = await pgbench(databaseUrl, statement, opts, dir);
      const floor = (before + after) / 2;
      console.log(
        `pgbench -M prepared -c ${opts.connections} -j 2 -T ${opts.duration}: ${before.toFixed(0)} and ${after.toFixed(0)} statements/s`,
      );
      lines.push({
        what: 'api missed catalogue page / pgbench with its statement',
        floor: `${rps(floor)} (${before.toFixed(0)}, ${after.toFixed(0)})`,
        measured: `${rps(page.requestsPerSec)} (p99 ${page.p99} ms)`,
        value: page.requestsPerSec / floor,
        target: `>= ${TARGETS.pageShare}`,
        met: page.requestsPerSec / floor >= TARGETS.pageShare,
      });

      const typename1 = await graphql(app, 'bff  { __typename }', '{ __typename }', {}, opts);
      const executed = await graphql(app, 'bff  catalogue page, executed', PRODUCTS_QUERY, CATALOGUE_VARIABLES, opts);
      const typename2 = await graphql(app, 'bff  { __typename } (again)', '{ __typename }', {}, opts);
      const apollo = (typename1.requestsPerSec + typename2.requestsPerSec) / 2;
      lines.push({
        what: 'bff executing the catalogue page / Apollo `{ __typename }`',
        floor: `${rps(apollo)} (${typename1.requestsPerSec.toFixed(0)}, ${typename2.requestsPerSec.toFixed(0)})`,
        measured: `${rps(executed.requestsPerSec)} (p99 ${executed.p99} ms)`,
        value: executed.requestsPerSec / apollo,
        target: `>= ${TARGETS.bffShare}`,
        met: executed.requestsPerSec / apollo >= TARGETS.bffShare,
      });
      const rss = app.rssMb();
      for (const [server, mb] of Object.entries(rss))
        lines.push({
          what: `${server} RSS after the catalogue load, PostgreSQL`,
          floor: '',
          measured: `${mb.toFixed(0)} MB`,
          value: mb,
          target: `<= ${TARGETS.rssPostgresMb} MB`,
          met: mb <= TARGETS.rssPostgresMb,
        });
      printTable(`Floors on PostgreSQL, ${opts.connections} connections, ${opts.duration} s each`, [
        page,
        typename1,
        executed,
        typename2,
      ]);
      checked.push(page, typename1, executed, typename2);
    } finally {
      await app.stop();
    }

    // PGlite: a second api on the embedded database, the same catalogue load, its RSS.
    const embedded = await startApp(
      { api: Number(process.env.FLOORS_API_PORT ?? 4351) + 10, bff: Number(process.env.FLOORS_PORT ?? 4350) + 10 },
      { skipBuild: true, env: { DATABASE_URL: '' } },
    );
    try {
      // A fresh folder's first start (initdb, migrations, the demo seed) grows PGlite's WebAssembly
      // memory, which never shrinks; a gym's server has restarted since. Both are printed.
      const firstStart = embedded.rssMb().api;
      await embedded.restart(async () => {});
      const restarted = embedded.rssMb().api;
      console.log(
        `\napi on PGlite, idle: ${firstStart.toFixed(0)} MB after its first start (fresh folder), ${restarted.toFixed(0)} MB after a restart`,
      );
      const page = await missedPage(embedded, 'api  catalogue page, cache missed (PGlite)', opts);
      const executed = await graphql(
        embedded,
        'bff  catalogue page, executed (PGlite)',
        PRODUCTS_QUERY,
        CATALOGUE_VARIABLES,
        opts,
      );
      printTable(`The same load on PGlite`, [page, executed]);
      // Only its memory is compared with a target: timeouts under a loaded machine are reported, not fatal.
      if (page.errors + page.non2xx + executed.errors + executed.non2xx > 0)
        console.log('(some requests failed or timed out on PGlite: its req/s are not trustworthy, its RSS still is)');
      const mb = embedded.rssMb().api;
      lines.push({
        what: 'api RSS after the catalogue load, PGlite (restarted once after its first start)',
        floor: '',
        measured: `${mb.toFixed(0)} MB`,
        value: mb,
        target: `<= ${TARGETS.rssPgliteMb} MB`,
        met: mb <= TARGETS.rssPgliteMb,
      });
    } finally {
      await embedded.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
  console.log(`\nFloors (${machine()}, ${new Date().toISOString()})`);
  console.log(floorsTable(lines));
  assertClean(checked);
}
