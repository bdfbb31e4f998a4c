/**
 * The background work of the api on pg-boss, a PostgreSQL job queue in the same database (PGlite
 * too: pg-boss is driven through the api's own connections). It runs
 * - the outbox relay (events/relay.ts), which hands committed events to a queue per handler;
 * - one worker per handler queue (events/delivery.ts: at most once per event, retried with
 *   backoff, set aside as a dead letter after the last attempt);
 * - the schedules (jobs/scheduled-job.ts): pg-boss creates one job per cron tick across every
 *   instance (SKIP LOCKED and a singleton key per minute), so two apis never run a schedule twice.
 */
import { EVENT_DELIVERY_RETRY, LOCALE, type ScheduledJobName } from '@gym/domain';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { ExecuteSql } from '../db/client';
import { scheduledJobRuns } from '../db/schema/index';
import { deliverEvent } from '../events/delivery';
import { handlerQueue, type EventHandler, type JobContext } from '../events/handler';
import { relayPendingEvents } from '../events/relay';
import type { ScheduledJob } from './scheduled-job';

/** Where every delivery that failed its last attempt waits for a person to look at it. */
export const DEAD_LETTER_QUEUE = 'events.dead-letters';

/** pg-boss's tables live in their own schema, apart from the product's. */
const BOSS_SCHEMA = 'pgboss';

export interface JobQueueOptions {
  executeSql: ExecuteSql;
  context: JobContext;
  handlers: readonly EventHandler[];
  schedules: readonly ScheduledJob[];
  relayIntervalMs: number;
  /** How often idle workers ask for work (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  /** How often pg-boss looks for a due schedule, in seconds (tests lower it). */
  cronIntervalSeconds?: number;
  /** A handler's retries (default EVENT_DELIVERY_RETRY; tests shorten the wait). */
  retry?: { limit: number; delaySeconds: number };
}

/** What a test (or an operator) may tune without touching the code. */
export type JobQueueTuning = Pick<JobQueueOptions, 'pollingIntervalSeconds' | 'cronIntervalSeconds' | 'retry'>;

export interface QueueCounts {
  name: string;
  waiting: number;
  active: number;
  failed: number;
}

export interface ScheduleState {
  name: ScheduledJobName;
  cron: string;
  timeZone: string;
  lastStartedAt: Date | null;
  lastFinishedAt: Date | null;
  lastStatus: 'running' | 'completed' | 'failed' | null;
  lastSummary: string | null;
}

export interface JobQueueState {
  queues: QueueCounts[];
  deadLetters: number;
  /** Committed events the relay has not handed on yet. */
  unpublishedEvents: number;
  schedules: ScheduleState[];
}

export interface JobQueue {
  /** Hands committed events on now instead of at the next tick (tests, and right after a burst). */
  relayNow(): Promise<number>;
  /** Runs a schedule now, recorded like a scheduled run (admin actions, tests). */
  runNow(name: ScheduledJobName): Promise<string>;
  state(): Promise<JobQueueState>;
  stop(): Promise<void>;
}

async function recordRun(
  context: JobContext,
  name: string,
  status: 'running' | 'completed' | 'failed',
  summary: string | null,
): Promise<void> {
  const now = sql`now()`;
  const values =
    status === 'running'
      ? { lastStartedAt: now, lastFinishedAt: null, lastStatus: status, lastSummary: null }
      : { lastFinishedAt: now, lastStatus: status, lastSummary: summary };
  await context.db
    .insert(scheduledJobRuns)
    .values({ name, ...values })
    .onConflictDoUpdate({ target: scheduledJobRuns.name, set: values });
}

/** Runs one schedule's work and writes its last run (a failure is written, then thrown for the retry). */
async function runScheduled(job: ScheduledJob, context: JobContext): Promise<string> {
  await recordRun(context, job.name, 'running', null);
  try {
    const summary = await job.run(context);
    await recordRun(context, job.name, 'completed', summary);
    return summary;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordRun(context, job.name, 'failed', message.slice(0, 500));
    context.log.error({ err: error, job: job.name }, 'Una tarea programada falló');
    throw error;
  }
}

/** How long stop() waits for a running handler before the api closes its connections. */
const STOP_WAIT_MS = 30_000;

/**
 * Keeps count of the work pg-boss started so stop() can wait for it. pg-boss marks a job done
 * or failed after its handler returns without awaiting that write, and gives up waiting for a slow
 * handler after its own timeout; either write could then reach a closed pool as an unhandled
 * rejection. Once closed, its late writes answer "nothing changed": the job stays active and
 * expires, and a live instance retries it (a delivery still applies at most once per event).
 */
function inFlightTracker(executeSql: ExecuteSql) {
  const pending = new Set<Promise<unknown>>();
  let closed = false;
  const track = <T>(work: Promise<T>): Promise<T> => {
    pending.add(work);
    const forget = () => pending.delete(work);
    work.then(forget, forget);
    return work;
  };
  const bossSql: ExecuteSql = (text, values) =>
    closed ? Promise.resolve({ rows: [{ count: '0' }] }) : track(executeSql(text, values));
  const drainAndClose = async (deadline: number): Promise<void> => {
    // A finished handler's completion write starts a few ticks later: look again after each round.
    while (Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
      if (pending.size === 0) break;
      await Promise.race([
        Promise.allSettled([...pending]),
        new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())).unref()),
      ]);
    }
    closed = true;
  };
  return { track, bossSql, drainAndClose };
}

export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { context, handlers, schedules } = options;
  const inFlight = inFlightTracker(options.executeSql);
  const names = new Set<string>();
  for (const handler of handlers) {
    if (names.has(handler.name)) throw new Error(`Dos manejadores de eventos se llaman ${handler.name}`);
    names.add(handler.name);
  }
  const boss = new PgBoss({
    db: { executeSql: inFlight.bossSql },
    schema: BOSS_SCHEMA,
    cronMonitorIntervalSeconds: options.cronIntervalSeconds ?? 30,
    cronWorkerIntervalSeconds: options.cronIntervalSeconds ?? 5,
  });
  boss.on('error', (error) => context.log.error({ err: error }, 'Cola de trabajos: error'));
  await boss.start();

  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  const retry = options.retry ?? EVENT_DELIVERY_RETRY;
  const retryOptions = { retryLimit: retry.limit, retryDelay: retry.delaySeconds, retryBackoff: true };
  await boss.createQueue(DEAD_LETTER_QUEUE, { name: DEAD_LETTER_QUEUE });
  const workerOf = new Map<string, string>();
  for (const handler of handlers) {
    const queue = handlerQueue(handler);
    await boss.createQueue(queue, { name: queue, ...retryOptions, deadLetter: DEAD_LETTER_QUEUE });
    const workerId = await boss.work<{ eventId: string }>(queue, { ...polling, batchSize: 1 }, async ([job]) => {
      if (job) await inFlight.track(deliverEvent(context, handler, job.data.eventId, retry.limit + 1));
    });
    workerOf.set(queue, workerId);
  }
  for (const job of schedules) {
    await boss.createQueue(job.name, { name: job.name, retryLimit: 2, retryDelay: 60, retryBackoff: true });
    await boss.schedule(job.name, job.cron, {}, { tz: LOCALE.timeZone });
    await boss.work(job.name, polling, async () => {
      await inFlight.track(runScheduled(job, context));
    });
    // One start-up run per minute however many processes start in it.
    if (job.runAtStart) await boss.send(job.name, {}, { singletonKey: `${job.name}:start`, singletonSeconds: 60 });
  }

  const relayNow = async (): Promise<number> => {
    const relayed = await relayPendingEvents(context.db, boss, handlers);
    if (relayed > 0) for (const workerId of workerOf.values()) boss.notifyWorker(workerId);
    return relayed;
  };

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    running = relayNow()
      .catch((error: unknown) => context.log.warn({ err: error }, 'Relevo de eventos: se reintentará'))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, options.relayIntervalMs);
        timer.unref();
      });
  };
  tick();

  return {
    relayNow,
    async runNow(name) {
      const job = schedules.find((s) => s.name === name);
      if (!job) throw new Error(`No hay una tarea programada ${name}`);
      return runScheduled(job, context);
    },
    state: () => queueState(options.executeSql, context, handlers, schedules),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      const deadline = Date.now() + STOP_WAIT_MS;
      await boss.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS, close: false });
      await inFlight.drainAndClose(deadline);
    },
  };
}

async function queueState(
  executeSql: ExecuteSql,
  context: JobContext,
  handlers: readonly EventHandler[],
  schedules: readonly ScheduledJob[],
): Promise<JobQueueState> {
  const { rows } = await executeSql(
    `select name, state, count(*)::int as count from ${BOSS_SCHEMA}.job where name not like '\\_\\_pgboss%' group by name, state`,
  );
  const counts = new Map<string, QueueCounts>();
  const queueNames = [...handlers.map(handlerQueue), ...schedules.map((s) => s.name)];
  for (const name of queueNames) counts.set(name, { name, waiting: 0, active: 0, failed: 0 });
  let deadLetters = 0;
  for (const row of rows as { name: string; state: string; count: number }[]) {
    if (row.name === DEAD_LETTER_QUEUE) {
      if (row.state === 'created' || row.state === 'retry') deadLetters += row.count;
      continue;
    }
    const entry = counts.get(row.name);
    if (!entry) continue;
    if (row.state === 'created' || row.state === 'retry') entry.waiting += row.count;
    else if (row.state === 'active') entry.active += row.count;
    else if (row.state === 'failed') entry.failed += row.count;
  }
  const [unpublished] = (
    await executeSql('select count(*)::int as count from outbox_events where published_at is null')
  ).rows as { count: number }[];
  const runs = await context.db.select().from(scheduledJobRuns);
  const runOf = new Map(runs.map((run) => [run.name, run]));
  return {
    queues: [...counts.values()],
    deadLetters,
    unpublishedEvents: unpublished?.count ?? 0,
    schedules: schedules.map((job) => {
      const run = runOf.get(job.name);
      return {
        name: job.name,
        cron: job.cron,
        timeZone: LOCALE.timeZone,
        lastStartedAt: run?.lastStartedAt ?? null,
        lastFinishedAt: run?.lastFinishedAt ?? null,
        lastStatus: (run?.lastStatus as ScheduleState['lastStatus']) ?? null,
        lastSummary: run?.lastSummary ?? null,
      };
    }),
  };
}
