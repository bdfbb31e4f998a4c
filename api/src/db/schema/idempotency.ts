import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per Idempotency-Key a caller sent to a call that takes money (plugins/idempotency.ts):
 * claimed before the handler runs, then holding the first answer, which a repeat of the key gets
 * back instead of a second sale. Forgotten after IDEMPOTENCY.keyLifetimeHours (the cleanup schedule).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `user:<id>` for a signed-in caller, `guest` otherwise: one caller never reads another's answer. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** 'POST /api/local-sales/cash': a key sent to another route is another request. */
    route: text('route').notNull(),
    /** sha256 of the path parameters, query and body (canonical JSON). */
    requestHash: text('request_hash').notNull(),
    /** 'in_progress' while the first request runs, 'done' once its answer is stored. */
    status: text('status').$type<'in_progress' | 'done'>().notNull(),
    /**
     * Set inside the first transaction the request commits: a key 'in progress' with this set
     * belongs to a request whose money was written but whose answer was lost (its process died),
     * so a retry must not run again.
     */
    committedAt: timestamp('committed_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
