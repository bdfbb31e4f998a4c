import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { scheduledJobRuns } from '../db/schema/index';
import { startJobQueue, type JobQueue } from './job-queue';
import type { ScheduledJob } from './scheduled-job';

const SERVER_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';

const quietLog = { info() {}, warn() {}, error() {}, debug() {}, child: () => quietLog } as never;

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function onServer(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(SERVER_URL, 'postgres') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

if (!SERVER_URL) {
  describe('schedules across api processes', () => {
    it.skip('needs PostgreSQL (TEST_DATABASE_URL): two processes sharing one schedule is a server property', () => {});
  });
} else {
  describe('schedules across api processes on postgres', () => {
    const name = `gym_jobs_${randomBytes(6).toString('hex')}`;
    const handles: DatabaseHandle[] = [];
    const queues: JobQueue[] = [];
    const runs: { process: string; minute: number }[] = [];

    /** Every minute: each run says which process made it, and in which minute. */
    const everyMinute = (process: string): ScheduledJob => ({
      name: 'expenses.recurring',
      cron: '* * * * *',
      runAtStart: false,
      async run() {
        runs.push({ process, minute: Math.floor(Date.now() / 60_000) });
        return `corrida de ${process}`;
      },
    });

    beforeAll(async () => {
      await onServer(`CREATE DATABASE ${name}`);
      // Two apis: each its own pool of connections, its own pg-boss, the same database.
      for (const process of ['A', 'B']) {
        const handle = await openDatabase({ databaseUrl: withDatabase(SERVER_URL, name), pgliteDir: '' });
        handles.push(handle);
        if (process === 'A') await handle.migrate();
        queues.push(
          await startJobQueue({
            executeSql: handle.executeSql,
            context: { db: handle.db, log: quietLog, config: {} as never },
            handlers: [],
            schedules: [everyMinute(process)],
            relayIntervalMs: 1000,
            pollingIntervalSeconds: 0.5,
            cronIntervalSeconds: 1,
          }),
        );
      }
    }, 60_000);
    afterAll(async () => {
      for (const queue of queues) await queue.stop();
      for (const handle of handles) await handle.close();
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });

    it('runs each cron tick once, whichever process takes it', async () => {
      // Both processes look for due schedules every second; wait past the next minute's tick.
      const nextTick = Math.ceil((Date.now() + 1000) / 60_000) * 60_000;
      await new Promise((resolve) => setTimeout(resolve, nextTick - Date.now() + 8000));
      // pg-boss also fires the minute in which the schedule was registered; each minute once.
      const minutes = runs.map((r) => r.minute);
      expect(minutes).toContain(nextTick / 60_000);
      expect(new Set(minutes).size).toBe(minutes.length);
      expect(runs.length).toBeLessThanOrEqual(2);
      const [last] = await handles[0]!.db.select().from(scheduledJobRuns);
      expect(last).toMatchObject({ name: 'expenses.recurring', lastStatus: 'completed' });
      expect(last!.lastSummary).toMatch(/^corrida de [AB]$/);
    }, 90_000);
  });
}
