// npm run bench [-- --duration 10 --connections 20 --only profile [--write]]
// Starts the real product once (two processes, fresh database; PostgreSQL when DATABASE_URL is
// exported, else PGlite) and runs every benchmark against it on loopback. Ends with one table of
// every measured row (what, req/s, p50, p99, RSS, the ratio to the api's cached catalogue page),
// written to docs/performance.md with the machine and the date when every benchmark ran (or --write).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { catalogueLargeBench } from './catalogue-large.bench';
import { catalogueBench } from './catalogue.bench';
import { inventoryGridBench } from './inventory-grid.bench';
import { financialReportBench } from './financial-report.bench';
import { floorsBench } from './floors.bench';
import { historyBench } from './history.bench';
import { landingBench } from './landing.bench';
import { lighthouseBench } from './lighthouse.bench';
import { posSaleBench } from './pos-sale.bench';
import { profileReadBench } from './profile-read.bench';
import { scheduleBench } from './schedule.bench';
import { measure, root, startApp, summaryTable, writeSummary, type MeasureOptions, type RunningApp } from './support';
import { transferQueueBench } from './transfer-queue.bench';

const BENCHES: Record<string, (app: RunningApp, run: MeasureOptions) => Promise<void>> = {
  profile: profileReadBench,
  catalogue: catalogueBench,
  landing: landingBench,
  schedule: scheduleBench,
  'transfer-queue': transferQueueBench,
  lighthouse: lighthouseBench,
  'pos-sale': posSaleBench,
  // Before the grid: it measures the demo's catalogue, then adds products up to 10,000 by SQL
  // (the grid then finds them there and seeds none).
  'catalogue-large': catalogueLargeBench,
  'inventory-grid': inventoryGridBench,
  'financial-report': financialReportBench,
  // Its own two databases (five years and one month of history), apart from the fresh one.
  history: historyBench,
  // Its own two apps (a fresh PostgreSQL database, then PGlite) and pgbench beside them.
  floors: floorsBench,
};

/** The row every other is compared with: the api's catalogue page answered from its cache. */
const REFERENCE_CONNECTIONS = 50;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    only: { type: 'string' },
    write: { type: 'boolean' },
  },
});

async function main(): Promise<void> {
  const run = { duration: Number(values.duration), connections: Number(values.connections) };
  const selected = values.only ? values.only.split(',') : Object.keys(BENCHES);
  for (const name of selected) {
    if (!BENCHES[name]) throw new Error(`Unknown benchmark '${name}' (known: ${Object.keys(BENCHES).join(', ')})`);
  }
  const app = await startApp();
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)';
  console.log(`Database: ${database}; loopback, api and bff as separate processes.`);
  try {
    const reference = await measure(
      'api  cached catalogue page (reference)',
      { url: `${app.apiUrl}/api/store/products?page=1&limit=20` },
      { ...run, connections: REFERENCE_CONNECTIONS },
    );
    for (const name of selected) await BENCHES[name]!(app, run);
    console.log(`\nSummary (x cached page: req/s against the first row)\n${summaryTable(reference)}`);
    if (values.write ?? !values.only) {
      const file = join(root, 'docs', 'performance.md');
      writeSummary(file, reference, {
        database,
        command: ['npm run bench', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(' '),
      });
      console.log(`Written to ${file}`);
    }
  } finally {
    await app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
