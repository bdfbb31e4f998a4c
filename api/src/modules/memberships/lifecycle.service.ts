import {
  businessDate,
  EXPIRING_STATUSES,
  membershipEndDate,
  membershipPurchaseBlock,
  PAYMENT_MESSAGES,
  type PlanDuration,
} from '@gym/domain';
import { and, asc, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { auditEvents, membershipPlans, memberships } from '../../db/schema/index';
import { recordEvent, recordEvents } from '../../events/outbox';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { NOTHING_LOST, type PaymentSettlement, type ReopenOutcome } from '../payments/settlement';
import { holdSlotsAgain, releaseSlots, releaseSlotsOf } from '../schedule/my-schedule.service';
import { MEMBERSHIP_ENTITY } from './memberships.service';

/**
 * Whether an expired membership expired while it waited for its payment (it was never active):
 * its last expiry in the audit trail came from pending. Such a membership is still owed a period
 * when that payment is finally approved.
 */
async function expiredUnpaid(tx: Transaction, membershipId: string): Promise<boolean> {
  const [last] = await tx
    .select({ fromStatus: auditEvents.fromStatus })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entityType, MEMBERSHIP_ENTITY),
        eq(auditEvents.entityId, membershipId),
        eq(auditEvents.action, 'expire'),
      ),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.sequence))
    .limit(1);
  return last?.fromStatus === 'pending';
}

/**
 * A pending membership whose payment arrived becomes active. One paid after its first day starts
 * today instead (the member pays for a whole period, not for the days it waited); one that starts
 * later (a renewal after the running one) keeps its dates. Its held slots count from now on as an
 * active membership's. One the nightly job expired while it still waited for this payment is
 * activated the same way, from today (its slots were freed at expiry and are not held again: the
 * member picks them anew). Anything else is left as it is.
 */
export async function activateMembership(
  tx: Transaction,
  membershipId: string,
  actorId: string | null,
  details: Record<string, unknown> = {},
): Promise<boolean> {
  const [row] = await tx
    .select({ membership: memberships, durationType: membershipPlans.durationType })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .where(eq(memberships.id, membershipId))
    .for('update', { of: memberships });
  if (!row) return false;
  const fromStatus = row.membership.status;
  if (fromStatus !== 'pending' && !(fromStatus === 'expired' && (await expiredUnpaid(tx, membershipId)))) return false;
  const today = businessDate();
  const late = row.membership.startDate < today;
  const startDate = late ? today : row.membership.startDate;
  const endDate = late ? membershipEndDate(today, row.durationType as PlanDuration) : row.membership.endDate;
  await tx
    .update(memberships)
    .set({ status: 'active', startDate, endDate, updatedAt: sql`now()` })
    .where(eq(memberships.id, membershipId));
  await recordAudit(tx, {
    entityType: MEMBERSHIP_ENTITY,
    entityId: membershipId,
    action: 'activate',
    fromStatus,
    toStatus: 'active',
    actorId,
    details: { ...details, ...(late ? { startDate, endDate } : {}) },
  });
  await recordEvent(tx, 'membership.activated', {
    membershipId,
    userId: row.membership.userId,
    paymentId: typeof details.paymentId === 'string' ? details.paymentId : null,
  });
  return true;
}

/**
 * A pending membership whose payment will not arrive (transfer rejected, cash cancelled) is
 * cancelled with that reason and its held slots are freed for others.
 */
export async function cancelUnpaidMembership(
  tx: Transaction,
  membershipId: string,
  actorId: string | null,
  reason: string | null,
  details: Record<string, unknown> = {},
): Promise<boolean> {
  const [row] = await tx.select().from(memberships).where(eq(memberships.id, membershipId)).for('update');
  if (!row || row.status !== 'pending') return false;
  await tx
    .update(memberships)
    .set({ status: 'cancelled', cancelReason: reason, updatedAt: sql`now()` })
    .where(eq(memberships.id, membershipId));
  // The slot ids are kept in the audit row: a new proof on the rejected transfer asks for them again.
  const releasedSlotIds = await releaseSlotsOf(tx, membershipId);
  await recordAudit(tx, {
    entityType: MEMBERSHIP_ENTITY,
    entityId: membershipId,
    action: 'cancel_unpaid',
    fromStatus: 'pending',
    toStatus: 'cancelled',
    actorId,
    reason,
    details: { ...details, releasedSlots: releasedSlotIds.length, releasedSlotIds },
  });
  await recordEvent(tx, 'membership.cancelled', { membershipId, userId: row.userId, reason });
  return true;
}

/** The latest audit row of a membership (its last change). */
async function lastChange(tx: Transaction, membershipId: string) {
  const [last] = await tx
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, MEMBERSHIP_ENTITY), eq(auditEvents.entityId, membershipId)))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.sequence))
    .limit(1);
  return last ?? null;
}

/**
 * A membership the rejection of `paymentId` cancelled waits for that payment again (a new proof
 * was sent): back to the status it had (pending), its reason cleared, and the slots it held taken
 * again where a place is left (the ones full by now are answered). Refused when it has changed
 * since (staff reactivated or archived it) or the member bought another that waits for payment.
 * One that was not pending at the rejection (already expired unpaid) is left as it is: the approval
 * activates it as it would have.
 */
export async function reopenUnpaidMembership(
  tx: Transaction,
  membershipId: string,
  paymentId: string,
  actorId: string | null,
): Promise<ReopenOutcome> {
  const [row] = await tx.select().from(memberships).where(eq(memberships.id, membershipId)).for('update');
  if (!row) throw new AppError(409, PAYMENT_MESSAGES.membershipNotReopenable);
  if (row.status === 'pending' || (row.status === 'expired' && (await expiredUnpaid(tx, membershipId))))
    return NOTHING_LOST;
  const last = await lastChange(tx, membershipId);
  const details = (last?.details ?? {}) as { paymentId?: unknown; releasedSlotIds?: unknown };
  if (row.status !== 'cancelled' || last?.action !== 'cancel_unpaid' || details.paymentId !== paymentId)
    throw new AppError(409, PAYMENT_MESSAGES.membershipNotReopenable);
  const others = await tx
    .select({ status: memberships.status, endDate: memberships.endDate })
    .from(memberships)
    .where(and(eq(memberships.userId, row.userId), ne(memberships.id, membershipId)));
  const block = membershipPurchaseBlock(others);
  if (block) throw new AppError(409, block);
  const toStatus = last.fromStatus ?? 'pending';
  await tx
    .update(memberships)
    .set({ status: toStatus, cancelReason: null, updatedAt: sql`now()` })
    .where(eq(memberships.id, membershipId));
  const slotIds = Array.isArray(details.releasedSlotIds)
    ? details.releasedSlotIds.filter((id): id is number => Number.isInteger(id))
    : [];
  const { held, notHeld } = await holdSlotsAgain(tx, row, slotIds);
  await recordAudit(tx, {
    entityType: MEMBERSHIP_ENTITY,
    entityId: membershipId,
    action: 'reopen_unpaid',
    fromStatus: 'cancelled',
    toStatus,
    actorId,
    reason: row.cancelReason,
    details: {
      paymentId,
      heldSlotIds: held.map((s) => s.slotId),
      notHeldSlotIds: notHeld.map((s) => s.slotId),
    },
  });
  return { notHeldSlots: notHeld };
}

/** What a membership does when its payment settles (handed to the payments module). */
export const membershipSettlement: PaymentSettlement = {
  async paid(tx, { payment, actorId }) {
    if (payment.membershipId) await activateMembership(tx, payment.membershipId, actorId, { paymentId: payment.id });
  },
  async voided(tx, { payment, actorId, reason }) {
    if (payment.membershipId)
      await cancelUnpaidMembership(tx, payment.membershipId, actorId, reason, { paymentId: payment.id });
  },
  async reopened(tx, { payment, actorId }) {
    if (!payment.membershipId) return NOTHING_LOST;
    return reopenUnpaidMembership(tx, payment.membershipId, payment.id, actorId);
  },
};

export interface ExpiryRun {
  /** The business day the run judged by (a membership whose last day is before it expires). */
  today: string;
  expired: { id: string; userId: string; fromStatus: string }[];
  releasedSlots: number;
}

/**
 * Moves every active or pending membership past its last day to expired, frees its slots and
 * audits each, in one transaction. Two runs at once (two api processes at midnight, or the job and
 * an admin's "expire now") do the work once: the rows are locked, and a run skips the rows another
 * holds (SKIP LOCKED) and re-reads the status it updates, so each membership expires exactly once.
 */
export async function expireMemberships(
  db: Database,
  options: { today?: string; actorId?: string | null } = {},
): Promise<ExpiryRun> {
  const today = options.today ?? businessDate();
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: memberships.id, userId: memberships.userId, status: memberships.status })
      .from(memberships)
      .where(and(inArray(memberships.status, [...EXPIRING_STATUSES]), lt(memberships.endDate, today)))
      .orderBy(asc(memberships.id))
      .for('update', { skipLocked: true });
    if (due.length === 0) return { today, expired: [], releasedSlots: 0 };
    // The status is checked again by the update itself: only what is still due changes.
    const changed = await tx
      .update(memberships)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(
        and(
          inArray(
            memberships.id,
            due.map((m) => m.id),
          ),
          inArray(memberships.status, [...EXPIRING_STATUSES]),
        ),
      )
      .returning({ id: memberships.id });
    const changedIds = new Set(changed.map((m) => m.id));
    const expired = due.filter((m) => changedIds.has(m.id)).map((m) => ({ ...m, fromStatus: m.status }));
    const releasedSlots = await releaseSlots(
      tx,
      expired.map((m) => m.id),
    );
    await recordAudit(
      tx,
      expired.map((m) => ({
        entityType: MEMBERSHIP_ENTITY,
        entityId: m.id,
        action: 'expire',
        fromStatus: m.fromStatus,
        toStatus: 'expired',
        actorId: options.actorId ?? null,
        details: { today },
      })),
    );
    await recordEvents(
      tx,
      'membership.expired',
      expired.map((m) => ({ membershipId: m.id, userId: m.userId })),
    );
    return {
      today,
      expired: expired.map(({ id, userId, fromStatus }) => ({ id, userId, fromStatus })),
      releasedSlots,
    };
  });
}
