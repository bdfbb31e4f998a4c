import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox: a business event recorded in the same transaction as the change it
 * announces (events/outbox.ts). A relay hands each committed event to the job queue, one job per
 * handler, and marks it published; a change that rolls back leaves no row, so nothing is announced.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the relay once every handler has its job; null while it waits. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Insertion order, so the relay hands events on in the order they were made. */
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('outbox_events_unpublished_idx')
      .on(table.sequence)
      .where(sql`${table.publishedAt} is null`),
  ],
);

/**
 * One row per (event, handler) once a delivery starts: what makes a handler run at most once per
 * event, whatever the queue does (a job sent twice, a worker that died after the handler ran).
 * `claimedUntil` is a lease: a delivery whose worker vanished may be taken again after it.
 */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => outboxEvents.id, { onDelete: 'cascade' }),
    handler: text('handler').notNull(),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.handler] })],
);

/** The last run of each schedule (jobs/job-queue.ts writes it; the admin's health panel reads it). */
export const scheduledJobRuns = pgTable('scheduled_job_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** 'running', 'completed' or 'failed'. */
  lastStatus: text('last_status').notNull(),
  /** What the run did, in Spanish ('3 membresías vencidas'), or why it failed. */
  lastSummary: text('last_summary'),
});

export type OutboxEventRow = typeof outboxEvents.$inferSelect;
