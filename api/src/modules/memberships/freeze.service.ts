import {
  addDays,
  businessDate,
  daysActuallyFrozen,
  effectiveMembershipStatus,
  FREEZE_MESSAGES,
  freezeDays,
  freezeError,
  MEMBERSHIP_MESSAGES,
  shiftedEndDate,
  type MembershipStatus,
} from '@gym/domain';
import { and, asc, eq, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { membershipFreezes, membershipPlans, memberships, type MembershipFreezeRow } from '../../db/schema/index';
import { recordEvent } from '../../events/outbox';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { AuthenticatedUser } from '../../types';
import { holdSlotsAgain, releaseSlotsOf } from '../schedule/my-schedule.service';
import { getMembership, MEMBERSHIP_ENTITY, notArchived, type MembershipView } from './memberships.service';

/*
 * Freezes (issue 32 item 4; rules in domain `membership-freeze.ts`). A freeze moves the
 * membership's end date by its days when it is made; its weekly slots are released when it starts
 * (now, or by the daily job on its first day) and held again on the resume, where a place is left.
 */

export interface FreezeInput {
  startDate: string;
  endDate: string;
  reason: string;
}

async function lockForFreeze(tx: Transaction, id: string) {
  const [row] = await tx
    .select({ membership: memberships, cap: membershipPlans.maxFreezeDaysPerYear })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .where(and(eq(memberships.id, id), notArchived))
    .for('update', { of: memberships });
  if (!row) throw new AppError(404, MEMBERSHIP_MESSAGES.membershipNotFound);
  return row;
}

/** Days this membership froze (or plans to) in freezes starting in `year`. */
async function frozenDaysInYear(tx: Transaction, membershipId: string, year: string): Promise<number> {
  const rows = await tx
    .select()
    .from(membershipFreezes)
    .where(
      and(
        eq(membershipFreezes.membershipId, membershipId),
        gte(membershipFreezes.startDate, `${year}-01-01`),
        lte(membershipFreezes.startDate, `${year}-12-31`),
      ),
    );
  return rows.reduce((sum, row) => sum + (row.daysFrozen ?? freezeDays(row)), 0);
}

/** Releases the weekly slots of a freeze that has started, keeping their ids for the resume. */
async function releaseFreezeSlots(tx: Transaction, freeze: MembershipFreezeRow): Promise<number> {
  const slotIds = await releaseSlotsOf(tx, freeze.membershipId);
  await tx
    .update(membershipFreezes)
    .set({ releasedSlotIds: slotIds, slotsReleasedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(membershipFreezes.id, freeze.id));
  return slotIds.length;
}

/**
 * POST /memberships/{id}/freeze: freezes an active membership from one day to another (both
 * included, not before today), within its plan's yearly cap; the end date moves by the days.
 */
export async function freezeMembership(
  db: Database,
  actor: AuthenticatedUser,
  id: string,
  input: FreezeInput,
  today: string = businessDate(),
): Promise<MembershipView> {
  await db.transaction(async (tx) => {
    const { membership, cap } = await lockForFreeze(tx, id);
    const [open] = await tx
      .select({ id: membershipFreezes.id })
      .from(membershipFreezes)
      .where(and(eq(membershipFreezes.membershipId, id), eq(membershipFreezes.status, 'open')));
    const status = effectiveMembershipStatus(membership.status as MembershipStatus, membership.endDate, today);
    const refusal = freezeError({
      membership: { status, endDate: membership.endDate, hasOpenFreeze: Boolean(open) },
      today,
      startDate: input.startDate,
      endDate: input.endDate,
      capPerYear: cap,
      usedThisYear: cap === null ? 0 : await frozenDaysInYear(tx, id, input.startDate.slice(0, 4)),
    });
    if (refusal) throw new AppError(refusal === FREEZE_MESSAGES.alreadyFrozen ? 409 : 400, refusal);
    const days = freezeDays(input);
    const newEndDate = shiftedEndDate(membership.endDate, days);
    const [freeze] = await tx
      .insert(membershipFreezes)
      .values({ membershipId: id, ...input, createdBy: actor.id })
      .returning();
    await tx
      .update(memberships)
      .set({ endDate: newEndDate, updatedAt: sql`now()` })
      .where(eq(memberships.id, id));
    const releasedSlots = input.startDate <= today ? await releaseFreezeSlots(tx, freeze!) : 0;
    await recordAudit(tx, {
      entityType: MEMBERSHIP_ENTITY,
      entityId: id,
      action: 'freeze',
      fromStatus: membership.status,
      toStatus: membership.status,
      actorId: actor.id,
      reason: input.reason,
      details: {
        freezeId: freeze!.id,
        startDate: input.startDate,
        endDate: input.endDate,
        days,
        previousEndDate: membership.endDate,
        newEndDate,
        releasedSlots,
      },
    });
    await recordEvent(tx, 'membership.frozen', { membershipId: id, userId: membership.userId, freezeId: freeze!.id });
  });
  return getMembership(db, actor, id);
}

/**
 * Ends an open freeze with `resumeDay` as the first day counted again: the end date gives back the
 * days not frozen, the released slots are held again where a place is left.
 */
async function resumeFreeze(
  tx: Transaction,
  freeze: MembershipFreezeRow,
  resumeDay: string,
  actorId: string | null,
): Promise<void> {
  const [membership] = await tx.select().from(memberships).where(eq(memberships.id, freeze.membershipId)).for('update');
  if (!membership) return;
  const frozen = daysActuallyFrozen(freeze, resumeDay);
  const givenBack = freezeDays(freeze) - frozen;
  const newEndDate = shiftedEndDate(membership.endDate, -givenBack);
  const early = resumeDay <= freeze.endDate;
  await tx
    .update(membershipFreezes)
    .set({ status: 'ended', resumedOn: resumeDay, daysFrozen: frozen, endedBy: actorId, updatedAt: sql`now()` })
    .where(eq(membershipFreezes.id, freeze.id));
  if (givenBack > 0) {
    await tx
      .update(memberships)
      .set({ endDate: newEndDate, updatedAt: sql`now()` })
      .where(eq(memberships.id, membership.id));
  }
  const holding = membership.status === 'active' && freeze.releasedSlotIds.length > 0;
  const { held, notHeld } = holding
    ? await holdSlotsAgain(tx, membership, freeze.releasedSlotIds)
    : { held: [], notHeld: [] };
  await recordAudit(tx, {
    entityType: MEMBERSHIP_ENTITY,
    entityId: membership.id,
    action: 'unfreeze',
    fromStatus: membership.status,
    toStatus: membership.status,
    actorId,
    reason: early ? FREEZE_MESSAGES.unfrozen : null,
    details: {
      freezeId: freeze.id,
      resumedOn: resumeDay,
      daysFrozen: frozen,
      previousEndDate: membership.endDate,
      newEndDate,
      early,
      heldSlots: held.length,
      notHeldSlots: notHeld.length,
    },
  });
  await recordEvent(tx, 'membership.unfrozen', {
    membershipId: membership.id,
    userId: membership.userId,
    freezeId: freeze.id,
    early,
  });
}

/** POST /memberships/{id}/unfreeze: ends its open freeze today (before it starts: cancels it). */
export async function unfreezeMembership(
  db: Database,
  actor: AuthenticatedUser,
  id: string,
  today: string = businessDate(),
): Promise<MembershipView> {
  await db.transaction(async (tx) => {
    await lockForFreeze(tx, id);
    const [freeze] = await tx
      .select()
      .from(membershipFreezes)
      .where(and(eq(membershipFreezes.membershipId, id), eq(membershipFreezes.status, 'open')))
      .for('update');
    if (!freeze) throw new AppError(409, FREEZE_MESSAGES.notFrozen);
    await resumeFreeze(tx, freeze, today, actor.id);
  });
  return getMembership(db, actor, id);
}

/**
 * The daily freeze run: a freeze whose first day came releases the member's slots; one whose last
 * day passed resumes (the day after its last day is counted again). Each freeze in its own
 * transaction; a second run finds nothing left to do.
 */
export async function runFreezeSchedule(
  db: Database,
  today: string = businessDate(),
): Promise<{ started: number; resumed: number }> {
  const starting = await db
    .select({ id: membershipFreezes.id })
    .from(membershipFreezes)
    .where(
      and(
        eq(membershipFreezes.status, 'open'),
        lte(membershipFreezes.startDate, today),
        isNull(membershipFreezes.slotsReleasedAt),
      ),
    )
    .orderBy(asc(membershipFreezes.startDate));
  let started = 0;
  for (const { id } of starting) {
    await db.transaction(async (tx) => {
      const [freeze] = await tx
        .select()
        .from(membershipFreezes)
        .where(
          and(
            eq(membershipFreezes.id, id),
            eq(membershipFreezes.status, 'open'),
            isNull(membershipFreezes.slotsReleasedAt),
          ),
        )
        .for('update');
      if (!freeze) return;
      await releaseFreezeSlots(tx, freeze);
      started += 1;
    });
  }
  const ending = await db
    .select({ id: membershipFreezes.id })
    .from(membershipFreezes)
    .where(and(eq(membershipFreezes.status, 'open'), lt(membershipFreezes.endDate, today)))
    .orderBy(asc(membershipFreezes.endDate));
  let resumed = 0;
  for (const { id } of ending) {
    await db.transaction(async (tx) => {
      const [freeze] = await tx
        .select()
        .from(membershipFreezes)
        .where(and(eq(membershipFreezes.id, id), eq(membershipFreezes.status, 'open')))
        .for('update');
      if (!freeze) return;
      await resumeFreeze(tx, freeze, addDays(freeze.endDate, 1), null);
      resumed += 1;
    });
  }
  return { started, resumed };
}
