import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { payments } from './payments';
import { users } from './users';

/**
 * Every card-provider webhook event acted on, by its id: inserted in the same transaction as its
 * effect, so a replayed or concurrent duplicate finds its id taken and changes nothing.
 */
export const cardProviderEvents = pgTable(
  'card_provider_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The payment it changed, if any (an event for an unknown intent is recorded all the same). */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** What it did: 'completed', 'failed', 'refunded', 'ignored'... */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('card_provider_events_payment_idx').on(table.paymentId)],
);

/** The card provider's customer (cus_...) of each account, created once. */
export const cardProviderCustomers = pgTable('card_provider_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CardProviderEventRow = typeof cardProviderEvents.$inferSelect;
