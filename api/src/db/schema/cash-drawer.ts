import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A clerk's cash drawer from opening to close (issue 30). At most one open per clerk (a partial
 * unique index); closing stores the count by denomination, what was expected and the difference,
 * and is final.
 */
export const cashSessions = pgTable(
  'cash_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** 'open' | 'closed' */
    status: text('status').notNull().default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    openingFloat: numeric('opening_float', { precision: 12, scale: 2 }).notNull(),
    /** Opened by the first cash taken with no drawer open, at Q 0.00. */
    openedAutomatically: boolean('opened_automatically').notNull().default(false),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    counted: numeric('counted', { precision: 12, scale: 2 }),
    expected: numeric('expected', { precision: 12, scale: 2 }),
    difference: numeric('difference', { precision: 12, scale: 2 }),
    differenceReason: text('difference_reason'),
    /** Pieces per denomination key (domain DENOMINATIONS). */
    counts: jsonb('counts').$type<Record<string, number>>(),
    closeNotes: text('close_notes'),
  },
  (table) => [
    uniqueIndex('cash_sessions_one_open_per_user')
      .on(table.userId)
      .where(sql`${table.status} = 'open'`),
    index('cash_sessions_opened_idx').on(table.openedAt),
    check('cash_sessions_status_check', sql`${table.status} in ('open', 'closed')`),
  ],
);

/** Cash in (positive) or out (negative) of one drawer, with what caused it. */
export const cashMovements = pgTable(
  'cash_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => cashSessions.id, { onDelete: 'cascade' }),
    /** domain CASH_MOVEMENT_KINDS */
    kind: text('kind').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    /** What it belongs to: 'payment', 'local_sale', 'order', or null for petty cash. */
    referenceType: text('reference_type'),
    referenceId: uuid('reference_id'),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('cash_movements_session_idx').on(table.sessionId, table.createdAt)],
);

export type CashSessionRow = typeof cashSessions.$inferSelect;
export type CashMovementRow = typeof cashMovements.$inferSelect;
