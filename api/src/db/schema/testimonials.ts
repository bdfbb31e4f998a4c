import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for testimonials the admin writes; unique otherwise (one per client). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').notNull(),
    text: text('text').notNull(),
    rating: integer('rating').notNull(),
    imageUrl: text('image_url'),
    status: text('status').notNull().default('pending'),
    isActive: boolean('is_active').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(999),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('testimonials_user_unique').on(table.userId),
    index('testimonials_public_idx').on(table.isActive, table.isFeatured, table.displayOrder),
    check('testimonials_rating_check', sql`${table.rating} between 1 and 5`),
    check('testimonials_status_check', sql`${table.status} in ('pending', 'approved')`),
  ],
);

export type TestimonialRow = typeof testimonials.$inferSelect;
