import { sql } from 'drizzle-orm';
import type { NotificationSettings } from '@gym/domain';
import { boolean, check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export interface EmergencyContact {
  name: string | null;
  phone: string | null;
}

export interface UserPreferences {
  theme: 'light' | 'dark' | 'auto';
  language: string;
  /** Rows stored before a setting existed lack it; `toPublicUser` reads them with the defaults. */
  notifications: NotificationSettings;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased so the unique index is case-insensitive in practice. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    role: text('role').notNull().default('cliente'),
    profileImage: text('profile_image'),
    /** Storage key of the profile image, so the old file can be removed when replaced. */
    profileImageKey: text('profile_image_key'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    address: text('address'),
    city: text('city'),
    zipCode: text('zip_code'),
    bio: text('bio'),
    emergencyContact: jsonb('emergency_contact').$type<EmergencyContact>(),
    preferences: jsonb('preferences').$type<UserPreferences>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_role_idx').on(table.role),
    index('users_created_at_idx').on(table.createdAt),
    check('users_role_check', sql`${table.role} in ('admin', 'colaborador', 'cliente')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
