import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** A plan a member can buy; price in GTQ. Edited by the admin side (/gym/membership-plans). */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    originalPrice: numeric('original_price', { precision: 12, scale: 2 }),
    currency: text('currency').notNull().default('GTQ'),
    durationType: text('duration_type').notNull(),
    features: jsonb('features')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    isPopular: boolean('is_popular').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'membership_plans_duration_check',
      sql`${table.durationType} in ('daily', 'weekly', 'monthly', 'quarterly', 'annual')`,
    ),
    check('membership_plans_price_check', sql`${table.price} >= 0`),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => membershipPlans.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('pending'),
    /** Business dates in America/Guatemala. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    /** Set when an admin deletes a membership that has payments: it leaves every list, its payments keep it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('memberships_user_idx').on(table.userId),
    index('memberships_status_end_idx').on(table.status, table.endDate),
    check(
      'memberships_status_check',
      sql`${table.status} in ('active', 'pending', 'expired', 'cancelled', 'suspended')`,
    ),
  ],
);

export type MembershipPlanRow = typeof membershipPlans.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
