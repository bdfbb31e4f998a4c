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
  uniqueIndex,
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
    /** The most days a membership of this plan may be frozen per calendar year; null: no cap. */
    maxFreezeDaysPerYear: integer('max_freeze_days_per_year'),
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
    // The staff list, newest first without the archived (memberships.service.ts listMemberships).
    index('memberships_live_created_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.archivedAt} is null`),
    // One status of that list (cancelled, suspended), newest first: its first page walks 20 rows
    // of the index and joins their clients, instead of hashing every client to sort the status.
    index('memberships_live_status_created_idx')
      .on(table.status, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.archivedAt} is null`),
    check(
      'memberships_status_check',
      sql`${table.status} in ('active', 'pending', 'expired', 'cancelled', 'suspended')`,
    ),
  ],
);

export type MembershipPlanRow = typeof membershipPlans.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;

/**
 * A membership frozen from one day to another (both included, domain `membership-freeze.ts`).
 * 'open' until it is resumed, by the daily job after its last day or by staff earlier; the
 * membership's end date moved by its days when it was made and moves back by the days not frozen
 * on an early resume. The weekly slots the member held are released when it starts and kept here
 * to be held again on the resume.
 */
export const membershipFreezes = pgTable(
  'membership_freezes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('open'),
    /** The first day counted again (an early unfreeze: before endDate + 1). */
    resumedOn: date('resumed_on', { mode: 'string' }),
    /** Days actually frozen, set on the resume. */
    daysFrozen: integer('days_frozen'),
    releasedSlotIds: jsonb('released_slot_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    slotsReleasedAt: timestamp('slots_released_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('membership_freezes_membership_idx').on(table.membershipId),
    // One open freeze per membership, whatever two clerks click at once.
    uniqueIndex('membership_freezes_one_open')
      .on(table.membershipId)
      .where(sql`${table.status} = 'open'`),
    check('membership_freezes_status_check', sql`${table.status} in ('open', 'ended')`),
    check('membership_freezes_dates_check', sql`${table.endDate} >= ${table.startDate}`),
  ],
);

export type MembershipFreezeRow = typeof membershipFreezes.$inferSelect;
