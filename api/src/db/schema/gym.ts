import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The gym's own configuration: a single row (id 1). Brand data lives here, never in code. */
export const gymSettings = pgTable(
  'gym_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    tagline: text('tagline'),
    description: text('description'),
    logoUrl: text('logo_url'),
    primaryColor: text('primary_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    whatsapp: text('whatsapp'),
    mapsUrl: text('maps_url'),
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    heroImageUrl: text('hero_image_url'),
    successColor: text('success_color').notNull().default('#2e7d32'),
    warningColor: text('warning_color').notNull().default('#ed6c02'),
    dangerColor: text('danger_color').notNull().default('#d32f2f'),
    /**
     * The admin's switch per message kind ('Mensajes' > 'Tipos de mensaje'): only the kinds ever
     * set; a kind missing is on (domain `messageKindSettingsOf`).
     */
    messageKinds: jsonb('message_kinds').$type<Record<string, boolean>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('gym_settings_singleton', sql`${table.id} = 1`)],
);

export type GymSettingsRow = typeof gymSettings.$inferSelect;
