import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every message the gym sends (an e-mail, a WhatsApp template), written before it is sent: what the
 * admin's 'Mensajes' screen lists, and what makes a message go once per event and recipient
 * (`dedupeKey` is unique). Without a mail server the message is kept here, readable, and never sent.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** domain `MessageKind`: 'welcome', 'password_reset', 'order_status', ... */
    kind: text('kind').notNull(),
    /** 'email' or 'whatsapp'. */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    html: text('html'),
    text: text('text').notNull(),
    /** A WhatsApp message: the approved template's name and its body parameters in order. */
    template: text('template'),
    templateParams: jsonb('template_params').$type<string[]>(),
    /** A file the e-mail carries, made when it is sent: 'invoice:<id>' (the invoice's PDF). */
    attachmentRef: text('attachment_ref'),
    /** 'queued', 'sent', 'kept' (no mail server: kept for the admin to read) or 'failed'. */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** What makes it once: the event and the recipient it answers ('<event id>:<kind>:<channel>:<to>'). */
    dedupeKey: text('dedupe_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_created_idx').on(table.createdAt),
    index('messages_status_created_idx').on(table.status, table.createdAt),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
