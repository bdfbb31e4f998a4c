import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { memberships } from './memberships';
import { users } from './users';

/** The gym's opening hours per weekday (monday..sunday); a closed day has no bookable slots. */
export const gymScheduleDays = pgTable(
  'gym_schedule_days',
  {
    day: text('day').primaryKey(),
    isOpen: boolean('is_open').notNull().default(true),
    openTime: text('open_time'),
    closeTime: text('close_time'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'gym_schedule_days_day_check',
      sql`${table.day} in ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday')`,
    ),
  ],
);

/**
 * A bookable weekly time slot. Integer ids because the schedule-change contract keys slots by
 * positive integer ids. Capacity is the only counter kept: occupancy is counted from reservations.
 */
export const gymTimeSlots = pgTable(
  'gym_time_slots',
  {
    id: serial('id').primaryKey(),
    day: text('day')
      .notNull()
      .references(() => gymScheduleDays.day, { onDelete: 'cascade' }),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    capacity: integer('capacity').notNull(),
    label: text('label'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('gym_time_slots_day_start_unique').on(table.day, table.startTime),
    check('gym_time_slots_capacity_check', sql`${table.capacity} >= 0`),
  ],
);

/**
 * One held weekly slot of one membership. Occupancy of a slot = count of reservations whose
 * membership is active or pending and not past its end date; no separate counter can drift.
 */
export const slotReservations = pgTable(
  'slot_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => gymTimeSlots.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('slot_reservations_membership_slot_unique').on(table.membershipId, table.slotId),
    index('slot_reservations_slot_idx').on(table.slotId),
  ],
);

export type GymScheduleDayRow = typeof gymScheduleDays.$inferSelect;
export type GymTimeSlotRow = typeof gymTimeSlots.$inferSelect;
export type SlotReservationRow = typeof slotReservations.$inferSelect;
