import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Homepage counters (staff spec §3 Statistic). */
export const statistics = pgTable(
  'statistics',
  {
    id: serial('id').primaryKey(),
    statKey: text('stat_key').notNull(),
    statValue: integer('stat_value').notNull(),
    label: text('label').notNull(),
    iconName: text('icon_name').notNull().default('TrendingUp'),
    valueSuffix: text('value_suffix').notNull().default('+'),
    colorScheme: text('color_scheme').notNull().default('primary'),
    displayOrder: integer('display_order').notNull().default(999),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('statistics_key_unique').on(table.statKey),
    index('statistics_active_order_idx').on(table.isActive, table.displayOrder),
  ],
);

/** Services shown on the landing page. Titles are unique regardless of case. */
export const gymServices = pgTable(
  'gym_services',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    iconName: text('icon_name').notNull().default('dumbbell'),
    imageUrl: text('image_url'),
    features: jsonb('features')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    displayOrder: integer('display_order').notNull().default(999),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('gym_services_title_unique').on(sql`lower(${table.title})`)],
);

/** One entry per platform (facebook, instagram...). */
export const gymSocialMedia = pgTable('gym_social_media', {
  platform: text('platform').primaryKey(),
  url: text('url').notNull(),
  handle: text('handle'),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Free-form configuration parts (sections, navigation, branding, video, promotions, landing):
 * their shape is edited as a whole by the admin, so one JSON document per key.
 */
export const gymContentBlocks = pgTable(
  'gym_content_blocks',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'gym_content_blocks_key_check',
      sql`${table.key} in ('sections', 'navigation', 'branding', 'video', 'promotions', 'landing')`,
    ),
  ],
);

export type StatisticRow = typeof statistics.$inferSelect;
export type GymServiceRow = typeof gymServices.$inferSelect;
export type GymSocialMediaRow = typeof gymSocialMedia.$inferSelect;
