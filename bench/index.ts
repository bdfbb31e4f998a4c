// npm run bench [-- --duration 10 --connections 20 --only profile]
// Starts the real product once (two processes, fresh database; PostgreSQL when DATABASE_URL is
// exported, else PGlite) and runs every benchmark against it on loopback.
import { parseArgs } from 'node:util';
import { catalogueBench } from './catalogue.bench';
import { inventoryGridBench } from './inventory-grid.bench';
import { financialReportBench } from './financial-report.bench';
import { landingBench } from './landing.bench';
import { lighthouseBench } from './lighthouse.bench';
import { posSaleBench } from './pos-sale.bench';
import { profileReadBench } from './profile-read.bench';
import { scheduleBench } from './schedule.bench';
import { startApp, type MeasureOptions, type RunningApp } from './support';
import { transferQueueBench } from './transfer-queue.bench';

const BENCHES: Record<string, (app: RunningApp, run: MeasureOptions) => Promise<void>> = {
  profile: profileReadBench,
  catalogue: catalogueBench,
  landing: landingBench,
  schedule: scheduleBench,
  'transfer-queue': transferQueueBench,
  lighthouse: lighthouseBench,
  'pos-sale': posSaleBench,
  'inventory-grid': inventoryGridBench,
  'financial-report': financialReportBench,
};

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    only: { type: 'string' },
  },
});

async function main(): Promise<void> {
  const run = { duration: Number(values.duration), connections: Number(values.connections) };
  const selected = values.only ? values.only.split(',') : Object.keys(BENCHES);
  const app = await startApp();
  console.log(
    `Database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)'}; loopback, api and bff as separate processes.`,
  );
  try {
    for (const name of selected) {
      const bench = BENCHES[name];
      if (!bench) throw new Error(`Unknown benchmark '${name}' (known: ${Object.keys(BENCHES).join(', ')})`);
      await bench(app, run);
    }
  } finally {
    await app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
