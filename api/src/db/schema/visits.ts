import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One entry through the gym door: a paid daily pass or a visit covered by a membership. */
export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitType: text('visit_type').notNull().default('daily'),
    /** Business date in America/Guatemala, so "visits per day" does not drift with UTC. */
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
    amount: numeric('amount', { precision: 12, scale: 2 }),
    registeredBy: uuid('registered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('visits_user_visited_idx').on(table.userId, table.visitedAt),
    index('visits_visited_at_idx').on(table.visitedAt),
    check('visits_type_check', sql`${table.visitType} in ('daily', 'membership')`),
  ],
);

export type VisitRow = typeof visits.$inferSelect;
