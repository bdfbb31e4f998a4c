import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every state change of a record that staff act on (a payment confirmed, a membership cancelled,
 * a product's stock corrected...): who, when, from which status to which, and why. One table for
 * every kind of record, so a history reads the same everywhere (lib/audit.ts writes and reads it).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'payment', 'membership', 'order', ... */
    entityType: text('entity_type').notNull(),
    /** Text, not a foreign key: the history outlives a deleted record, and ids differ in kind. */
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** Null for the system (the nightly expiry) or a guest. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: two changes within one clock tick still read back in the order made. */
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
  },
  (table) => [index('audit_events_entity_idx').on(table.entityType, table.entityId, table.createdAt)],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NewAuditEventRow = typeof auditEvents.$inferInsert;
