import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { kioskDevices } from './check-ins';
import { payments } from './payments';
import { users } from './users';

/**
 * One entry through the gym door: a paid daily pass (one visitor, or several in one bulk entry) or
 * a visit covered by a membership. A walk-in without an account has no user, only a name at most.
 */
export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorName: text('visitor_name'),
    /** People this entry lets in: 1, or more for a bulk daily income. */
    visitors: integer('visitors').notNull().default(1),
    /** The daily pass payment that paid for it (none for a membership visit). */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    visitType: text('visit_type').notNull().default('daily'),
    /** Business date in America/Guatemala, so "visits per day" does not drift with UTC. */
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
    amount: numeric('amount', { precision: 12, scale: 2 }),
    registeredBy: uuid('registered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The door tablet that scanned the member's code (none at the desk). */
    deviceId: uuid('device_id').references(() => kioskDevices.id, { onDelete: 'set null' }),
    /** The scanner's id of one scan: a kiosk replaying its offline queue never counts a visit twice. */
    scanId: text('scan_id'),
  },
  (table) => [
    index('visits_user_visited_idx').on(table.userId, table.visitedAt),
    index('visits_visited_at_idx').on(table.visitedAt),
    uniqueIndex('visits_scan_id_idx').on(table.scanId),
    check('visits_type_check', sql`${table.visitType} in ('daily', 'membership')`),
    check('visits_visitors_check', sql`${table.visitors} >= 1`),
  ],
);

export type VisitRow = typeof visits.$inferSelect;
