/**
 * The one audit trail: every state change staff (or the system) make to a record is written here,
 * inside the transaction that makes the change, so a change and its record commit together or not
 * at all. Any module may use it for any kind of record (payments, memberships, orders, stock...).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { auditEvents, users } from '../db/schema/index';

export interface AuditEntry {
  /** The kind of record: 'payment', 'membership', 'order', ... */
  entityType: string;
  entityId: string;
  /** What happened, as a verb: 'approve', 'reject', 'cancel', 'renew', 'expire', ... */
  action: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  /** Who did it; null for the system (the nightly expiry) or a guest. */
  actorId?: string | null;
  reason?: string | null;
  details?: Record<string, unknown> | null;
}

export interface AuditEventView {
  id: string;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  actor: { id: string; name: string; role: string } | null;
  reason: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
}

/** The response schema of one history entry. */
export const auditEventSchema = z
  .object({
    id: z.uuid(),
    action: z.string(),
    fromStatus: z.string().nullable(),
    toStatus: z.string().nullable(),
    actor: z.object({ id: z.uuid(), name: z.string(), role: z.string() }).nullable(),
    reason: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEvent' });

/** Writes one or more audit rows in the caller's transaction. */
export async function recordAudit(tx: Executor, entries: AuditEntry | readonly AuditEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries as AuditEntry];
  if (list.length === 0) return;
  await tx.insert(auditEvents).values(
    list.map((entry) => ({
      entityType: entry.entityType,
      entityId: entry.entityId,
      action: entry.action,
      fromStatus: entry.fromStatus ?? null,
      toStatus: entry.toStatus ?? null,
      actorId: entry.actorId ?? null,
      reason: entry.reason ?? null,
      details: entry.details ?? null,
      // The wall clock, not the transaction's start: several changes in one transaction keep their order.
      createdAt: sql`clock_timestamp()`,
    })),
  );
}

/** A record's history, oldest first, with who did each change. */
export async function auditTrail(db: Executor, entityType: string, entityId: string): Promise<AuditEventView[]> {
  const rows = await db
    .select({
      event: auditEvents,
      actor: { id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role },
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, entityId)))
    .orderBy(asc(auditEvents.createdAt), asc(auditEvents.sequence));
  return rows.map(({ event, actor }) => ({
    id: event.id,
    action: event.action,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    actor: actor?.id ? { id: actor.id, name: `${actor.firstName} ${actor.lastName}`.trim(), role: actor.role } : null,
    reason: event.reason,
    details: event.details,
    createdAt: event.createdAt.toISOString(),
  }));
}
