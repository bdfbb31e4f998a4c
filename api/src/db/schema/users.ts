import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_FOLD, type NotificationSettings } from '@gym/domain';
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
    /**
     * The phone's digits only ('+502 4455-6677' -> '50244556677'), kept by PostgreSQL: a phone
     * search (domain `phoneSearchDigits`) looks for its digits here, whatever spaces or dashes the
     * phone was saved with.
     */
    phoneDigits: text('phone_digits').generatedAlwaysAs(sql`regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')`),
    /**
     * The name and the email as a search compares them (lower case, no accents: domain
     * `SEARCH_FOLD`), kept by PostgreSQL like products.search_text: a search by name or email
     * compares this text instead of folding every user's on every request. A typed search never
     * holds a line break (input guard), so it matches the name or the email, never across both.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`translate(lower(${users.firstName} || ' ' || ${users.lastName} || chr(10) || ${users.email}), ${sql.raw(`'${SEARCH_FOLD.from}'`)}, ${sql.raw(`'${SEARCH_FOLD.to}'`)})`,
      ),
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
    /** The member's default NIT (or CUI) and billing name, offered on each purchase. */
    billingTaxId: text('billing_tax_id'),
    billingName: text('billing_name'),
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
    // Exact and prefix lookups of a whole number (the kiosk, imports); a "contains" search scans.
    index('users_phone_digits_idx').on(table.phoneDigits),
    check('users_role_check', sql`${table.role} in ('admin', 'colaborador', 'cliente')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
