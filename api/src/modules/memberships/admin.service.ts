import {
  type BillingInput,
  addDays,
  businessDate,
  EXPIRING_SOON_DAYS,
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_RENEWAL_DEFAULTS,
  membershipCancelError,
  membershipRenewError,
  membershipStatusChangeError,
  planHoldsSlots,
  renewalPeriod,
  renewalPrice,
  renewalRate,
  type MembershipStatus,
  type PaymentMethod,
  type PlanDuration,
} from '@gym/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { membershipPlans, memberships, payments } from '../../db/schema/index';
import { recordEvent } from '../../events/outbox';
import { auditTrail, recordAudit, type AuditEventView } from '../../lib/audit';
import { saleBilling } from '../../lib/billing';
import { AppError } from '../../lib/errors';
import type { AuthenticatedUser } from '../../types';
import { cancelPendingPaymentsOfMembership } from '../payments/admin.service';
import { getPaymentView, recordDeskPayment, type PaymentView } from '../payments/ledger';
import { groupByDay, releaseSlots, reservedSlotsOf, reserveSlots } from '../schedule/my-schedule.service';
import {
  effectiveStatusIs,
  getMembership,
  MEMBERSHIP_ENTITY,
  membershipPage,
  notArchived,
  type MembershipView,
} from './memberships.service';

/**
 * GET /memberships/stats: counts by status as read (a running membership past its last day counts
 * as expired), those expiring within 7 days, and the renewal rate: of the memberships that ended,
 * the share followed by another one of the same client.
 */
export async function membershipStats(db: Executor, today: string = businessDate()) {
  const expiringUntil = addDays(today, EXPIRING_SOON_DAYS - 1);
  const is = (status: MembershipStatus) => sql`count(*) filter (where ${effectiveStatusIs(status, today)})`;
  const [row] = await db
    .select({
      total: count(),
      active: is('active').mapWith(Number),
      pending: is('pending').mapWith(Number),
      expired: is('expired').mapWith(Number),
      cancelled: is('cancelled').mapWith(Number),
      suspended: is('suspended').mapWith(Number),
      expiringSoon: sql<number>`count(*) filter (where ${and(
        effectiveStatusIs('active', today),
        lte(memberships.endDate, expiringUntil),
      )})`.mapWith(Number),
    })
    .from(memberships)
    .where(notArchived);
  const followed = sql`exists (select 1 from ${memberships} as next where next.user_id = ${memberships.userId}
    and next.id <> ${memberships.id} and next.start_date > ${memberships.startDate}
    and next.status <> 'cancelled' and next.archived_at is null)`;
  const [renewals] = await db
    .select({
      ended: count(),
      renewed: sql<number>`count(*) filter (where ${followed})`.mapWith(Number),
    })
    .from(memberships)
    .where(and(notArchived, lt(memberships.endDate, today), sql`${memberships.status} <> 'cancelled'`));
  const counts = {
    total: row?.total ?? 0,
    active: row?.active ?? 0,
    pending: row?.pending ?? 0,
    expired: row?.expired ?? 0,
    cancelled: row?.cancelled ?? 0,
    suspended: row?.suspended ?? 0,
    expiringSoon: row?.expiringSoon ?? 0,
  };
  return {
    ...counts,
    renewalRate: renewalRate(renewals?.renewed ?? 0, renewals?.ended ?? 0),
    // The membership report's names (staff spec §7, reports source calls).
    totalMemberships: counts.total,
    activeMemberships: counts.active,
    expiredMemberships: counts.expired,
  };
}

/** GET /memberships/expired?days: expired ones (as read), the latest ended first; days > 0 keeps those ended within them. */
export function expiredMemberships(
  db: Executor,
  days: number,
  page: { page: number; limit: number },
  today: string = businessDate(),
) {
  const conditions: SQL[] = [effectiveStatusIs('expired', today)];
  if (days > 0) conditions.push(gte(memberships.endDate, addDays(today, -days)));
  return membershipPage(db, and(...conditions), page, [desc(memberships.endDate)]);
}

/** GET /memberships/expiring-soon?days: active ones whose last day comes within `days` days (today counts). */
export function expiringSoonMemberships(
  db: Executor,
  days: number,
  page: { page: number; limit: number },
  today: string = businessDate(),
) {
  const until = addDays(today, Math.max(days, 1) - 1);
  return membershipPage(db, and(effectiveStatusIs('active', today), lte(memberships.endDate, until)), page, [
    asc(memberships.endDate),
  ]);
}

/** A membership with its payments and (for staff) its history: the detail drawer's one call. */
export async function membershipDetail(db: Executor, actor: AuthenticatedUser, id: string) {
  const membership = await getMembership(db, actor, id);
  const paymentRows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.membershipId, id))
    .orderBy(desc(payments.createdAt));
  const paymentViews: PaymentView[] = [];
  for (const row of paymentRows) {
    const view = await getPaymentView(db, row.id);
    if (view) paymentViews.push(view);
  }
  const history: AuditEventView[] = actor.permissions.includes('view_memberships')
    ? await auditTrail(db, MEMBERSHIP_ENTITY, id)
    : [];
  return { membership, payments: paymentViews, history };
}

async function lockMembership(tx: Executor, id: string) {
  const [row] = await tx
    .select({ membership: memberships, durationType: membershipPlans.durationType, planPrice: membershipPlans.price })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .where(and(eq(memberships.id, id), notArchived))
    .for('update', { of: memberships });
  if (!row) throw new AppError(404, MEMBERSHIP_MESSAGES.membershipNotFound);
  return row;
}

export interface UpdateMembershipInput {
  status?: 'active' | 'suspended';
  startDate?: string;
  endDate?: string;
  price?: number;
  notes?: string | null;
}

/**
 * PUT /memberships/{id}: dates, price, notes, and suspending or resuming. A suspended membership
 * frees its slots (capacity goes to others); resuming it chooses them again.
 */
export async function updateMembership(
  db: Database,
  actor: AuthenticatedUser,
  id: string,
  input: UpdateMembershipInput,
): Promise<MembershipView> {
  const given = Object.entries(input).filter(([, value]) => value !== undefined);
  if (given.length === 0) throw new AppError(400, MEMBERSHIP_MESSAGES.nothingToUpdate);
  await db.transaction(async (tx) => {
    const { membership: current } = await lockMembership(tx, id);
    const today = businessDate();
    const startDate = input.startDate ?? current.startDate;
    const endDate = input.endDate ?? current.endDate;
    if (endDate < startDate) throw new AppError(400, MEMBERSHIP_MESSAGES.endBeforeStart);
    const from = current.status as MembershipStatus;
    const to = input.status ?? from;
    const refusal = membershipStatusChangeError(from, to, endDate, today);
    if (refusal) throw new AppError(400, refusal);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    const note = (field: string, before: unknown, after: unknown) => {
      if (after !== undefined && after !== before) changes[field] = { from: before, to: after };
    };
    note('startDate', current.startDate, input.startDate);
    note('endDate', current.endDate, input.endDate);
    note('price', Number(current.price), input.price);
    note('notes', current.notes, input.notes);
    await tx
      .update(memberships)
      .set({
        status: to,
        startDate,
        endDate,
        ...(input.price !== undefined ? { price: input.price.toFixed(2) } : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(memberships.id, id));
    const released = to === 'suspended' && from !== 'suspended' ? await releaseSlots(tx, [id]) : 0;
    await recordAudit(tx, {
      entityType: MEMBERSHIP_ENTITY,
      entityId: id,
      action: to !== from ? (to === 'suspended' ? 'suspend' : 'resume') : 'update',
      fromStatus: from,
      toStatus: to,
      actorId: actor.id,
      details: { changes, ...(released ? { releasedSlots: released } : {}) },
    });
  });
  return getMembership(db, actor, id);
}

export interface RenewInput {
  months?: number;
  price?: number;
  paymentMethod?: PaymentMethod;
  notes?: string | null;
  /** Renew the period after the last renewal even though this one is already renewed. */
  queueNext?: boolean;
  billing?: BillingInput | null;
}

/** 409: the period after this membership is already paid (`renewedUntil`, its last renewal's last day). */
export class AlreadyRenewedError extends AppError {
  readonly renewedUntil: string;
  constructor(renewedUntil: string) {
    super(409, MEMBERSHIP_MESSAGES.alreadyRenewed(renewedUntil));
    this.name = 'AlreadyRenewedError';
    this.renewedUntil = renewedUntil;
  }
}

/**
 * The last day of the renewals that follow a membership (same client and plan, starting on or
 * after its last day, not cancelled nor expired nor archived), or null when none does: a second
 * click, a retried request or another desk renewing the same period finds the first renewal here.
 */
async function lastRenewalEnd(
  tx: Executor,
  source: { id: string; userId: string; planId: string; endDate: string },
): Promise<string | null> {
  const [row] = await tx
    .select({ until: sql<string | null>`max(${memberships.endDate})::text` })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, source.userId),
        eq(memberships.planId, source.planId),
        ne(memberships.id, source.id),
        inArray(memberships.status, ['active', 'pending', 'suspended']),
        gte(memberships.startDate, source.endDate),
        notArchived,
      ),
    );
  return row?.until ?? null;
}

/**
 * POST /memberships/{id}/renew: a new membership of the same plan for `months` months (default 1),
 * following the current one if it still runs (keeping its weekly slots) or starting today once it
 * ended; priced from the plan unless a price is given. Cash at the desk activates it at once;
 * another method leaves it pending until its payment is confirmed.
 */
export async function renewMembership(
  db: Database,
  actor: AuthenticatedUser,
  id: string,
  input: RenewInput,
): Promise<{ membership: MembershipView; payment: PaymentView; previous: MembershipView }> {
  const months = input.months ?? MEMBERSHIP_RENEWAL_DEFAULTS.months;
  const method = input.paymentMethod ?? 'cash';
  const ids = await db.transaction(async (tx) => {
    const current = await lockMembership(tx, id);
    const source = current.membership;
    const today = businessDate();
    const duration = current.durationType as PlanDuration;
    const refusal = membershipRenewError(source.status as MembershipStatus);
    if (refusal) throw new AppError(400, refusal);
    if (duration === 'daily') throw new AppError(400, MEMBERSHIP_MESSAGES.cannotRenewDailyPass);
    // One renewal at a time per client, whichever of their memberships it starts from.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`membership-renewal:${source.userId}`}))`);
    const renewedUntil = await lastRenewalEnd(tx, source);
    if (renewedUntil && !input.queueNext) throw new AlreadyRenewedError(renewedUntil);
    const [waiting] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(
          eq(memberships.userId, source.userId),
          eq(memberships.status, 'pending'),
          gte(memberships.endDate, today),
          notArchived,
        ),
      )
      .limit(1);
    if (waiting) throw new AppError(400, MEMBERSHIP_MESSAGES.clientPendingExists);
    // queueNext: the period after the last renewal already paid, never one of the same days again.
    const period = renewedUntil
      ? renewalPeriod({ status: 'active', endDate: renewedUntil }, months, today)
      : renewalPeriod({ status: source.status as MembershipStatus, endDate: source.endDate }, months, today);
    const price = input.price ?? renewalPrice({ price: Number(current.planPrice), durationType: duration }, months);
    const billing = saleBilling(input.billing, price);
    const paidNow = method === 'cash';
    const [created] = await tx
      .insert(memberships)
      .values({
        userId: source.userId,
        planId: source.planId,
        status: paidNow ? 'active' : 'pending',
        startDate: period.startDate,
        endDate: period.endDate,
        price: price.toFixed(2),
        notes: input.notes ?? null,
        createdBy: actor.id,
      })
      .returning();
    if (!created) throw new Error('renewal insert returned nothing');
    // The week follows only a membership that still holds it; an ended one freed its slots.
    if (planHoldsSlots(duration) && period.startDate > today)
      await reserveSlots(tx, created, groupByDay(await reservedSlotsOf(tx, source.id)));
    const payment = await recordDeskPayment(tx, actor.id, {
      userId: source.userId,
      amount: price,
      method,
      paymentType: 'membership',
      concept: `Renovación ${months} ${months === 1 ? 'mes' : 'meses'}`,
      cashKind: 'renewal',
      membershipId: created.id,
      billing,
      notes: input.notes ?? null,
    });
    await recordAudit(tx, [
      {
        entityType: MEMBERSHIP_ENTITY,
        entityId: source.id,
        action: 'renew',
        fromStatus: source.status,
        toStatus: source.status,
        actorId: actor.id,
        details: { renewalId: created.id, months, price },
      },
      {
        entityType: MEMBERSHIP_ENTITY,
        entityId: created.id,
        action: 'create_renewal',
        fromStatus: null,
        toStatus: created.status,
        actorId: actor.id,
        details: { renews: source.id, months, price, paymentId: payment.id, method, ...period },
      },
    ]);
    if (created.status === 'active')
      await recordEvent(tx, 'membership.activated', {
        membershipId: created.id,
        userId: created.userId,
        paymentId: payment.id,
      });
    return { membershipId: created.id, paymentId: payment.id };
  });
  const payment = await getPaymentView(db, ids.paymentId);
  if (!payment) throw new Error('payment vanished after renewal');
  return {
    membership: await getMembership(db, actor, ids.membershipId),
    payment,
    previous: await getMembership(db, actor, id),
  };
}

/**
 * POST /memberships/{id}/cancel: cancelled with its reason, its slots freed and its pending
 * payments cancelled with it, at most once (the row lock makes the second of two clicks a 409).
 */
export async function cancelMembership(
  db: Database,
  actor: AuthenticatedUser,
  id: string,
  reason: string,
): Promise<MembershipView> {
  await db.transaction(async (tx) => {
    const { membership } = await lockMembership(tx, id);
    const refusal = membershipCancelError(membership.status as MembershipStatus);
    if (refusal) throw new AppError(409, refusal);
    await tx
      .update(memberships)
      .set({ status: 'cancelled', cancelReason: reason, updatedAt: sql`now()` })
      .where(eq(memberships.id, id));
    const released = await releaseSlots(tx, [id]);
    const cancelledPayments = await cancelPendingPaymentsOfMembership(tx, id, actor.id, reason);
    await recordAudit(tx, {
      entityType: MEMBERSHIP_ENTITY,
      entityId: id,
      action: 'cancel',
      fromStatus: membership.status,
      toStatus: 'cancelled',
      actorId: actor.id,
      reason,
      details: { releasedSlots: released, cancelledPayments },
    });
    await recordEvent(tx, 'membership.cancelled', { membershipId: id, userId: membership.userId, reason });
  });
  return getMembership(db, actor, id);
}

/**
 * DELETE /memberships/{id} (admin): a membership without payments is erased; one with payments is
 * archived (it leaves every list, its payments keep pointing at it) and stops holding slots.
 */
export async function deleteMembership(
  db: Database,
  actor: AuthenticatedUser,
  id: string,
): Promise<{ deleted: boolean; archived: boolean }> {
  return db.transaction(async (tx) => {
    const { membership } = await lockMembership(tx, id);
    const [paid] = await tx.select({ total: count() }).from(payments).where(eq(payments.membershipId, id));
    const holding = membership.status === 'active' || membership.status === 'pending';
    if ((paid?.total ?? 0) > 0) {
      await tx
        .update(memberships)
        .set({
          archivedAt: sql`now()`,
          ...(holding ? { status: 'cancelled', cancelReason: MEMBERSHIP_MESSAGES.deleted } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(memberships.id, id));
      await releaseSlots(tx, [id]);
      if (holding) await cancelPendingPaymentsOfMembership(tx, id, actor.id, MEMBERSHIP_MESSAGES.deleted);
      await recordAudit(tx, {
        entityType: MEMBERSHIP_ENTITY,
        entityId: id,
        action: 'archive',
        fromStatus: membership.status,
        toStatus: holding ? 'cancelled' : membership.status,
        actorId: actor.id,
        details: { payments: paid?.total ?? 0 },
      });
      return { deleted: false, archived: true };
    }
    await tx.delete(memberships).where(eq(memberships.id, id));
    await recordAudit(tx, {
      entityType: MEMBERSHIP_ENTITY,
      entityId: id,
      action: 'delete',
      fromStatus: membership.status,
      toStatus: null,
      actorId: actor.id,
      details: { userId: membership.userId, planId: membership.planId },
    });
    return { deleted: true, archived: false };
  });
}

/** Ids of memberships of a user still counted as running: for the client card and visits. */
export async function runningMembershipOf(db: Executor, userId: string, today: string = businessDate()) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, userId),
        inArray(memberships.status, ['active']),
        lte(memberships.startDate, today),
        gte(memberships.endDate, today),
        notArchived,
      ),
    )
    .orderBy(desc(memberships.endDate))
    .limit(1);
  return row?.id ?? null;
}
