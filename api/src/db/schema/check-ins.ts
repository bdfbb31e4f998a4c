import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payments } from './payments';
import { users } from './users';

/**
 * A member's check-in secret (created the first time the member home asks for it). The secret
 * must be readable to verify a time-based code, so it is stored as is (base32), like any TOTP
 * server; `member_ref` is the public half the QR carries. A reset replaces both, so an old
 * phone or a screenshot stops working at once.
 */
export const checkInSecrets = pgTable('check_in_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  memberRef: text('member_ref').notNull().unique(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  resetAt: timestamp('reset_at', { withTimezone: true }),
  resetBy: uuid('reset_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * A door tablet an admin enabled: it may only record check-ins. Only the SHA-256 of its token is
 * stored; revoking it ends its access at once.
 */
export const kioskDevices = pgTable('kiosk_devices', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * The one-day code of a daily pass sold at the desk (`P.<token>`; only its hash kept): the same
 * door accepts it on the day it was sold; the sale already recorded the visit.
 */
export const checkInPasses = pgTable(
  'check_in_passes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    validOn: date('valid_on', { mode: 'string' }).notNull(),
    visitors: integer('visitors').notNull().default(1),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('check_in_passes_token_idx').on(table.tokenHash),
    index('check_in_passes_payment_idx').on(table.paymentId),
  ],
);

export type CheckInSecretRow = typeof checkInSecrets.$inferSelect;
export type KioskDeviceRow = typeof kioskDevices.$inferSelect;
