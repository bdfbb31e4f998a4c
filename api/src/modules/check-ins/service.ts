import { randomBytes } from 'node:crypto';
import {
  base32Encode,
  businessDate,
  CHECK_IN,
  CHECK_IN_MESSAGES,
  checkInRefusal,
  checkInRefusalMessage,
  isAcceptableScanTime,
  MEMBERSHIP_MESSAGES,
  membershipDaysLeft,
  parseCheckInCode,
  verifyCheckInOtp,
  type CheckInMembership,
  type CheckInRefusal,
} from '@gym/domain';
import { and, desc, eq, gt, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  checkInPasses,
  checkInSecrets,
  membershipFreezes,
  membershipPlans,
  memberships,
  payments,
  users,
  visits,
} from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError, RefusalError } from '../../lib/errors';
import { hashOpaqueSecret } from '../../lib/tokens';
import type { AuthenticatedUser } from '../../types';

/** Who scanned: a clerk at the desk, or a door tablet an admin enabled. */
export type Scanner = { kind: 'staff'; actor: AuthenticatedUser } | { kind: 'device'; deviceId: string };

export interface CheckInSecretView {
  memberRef: string;
  secret: string;
  stepSeconds: number;
  digits: number;
  algorithm: 'SHA1';
}

const newMemberRef = () => base32Encode(randomBytes(10)).toLowerCase();
const newSecret = () => base32Encode(randomBytes(CHECK_IN.secretBytes));

const secretView = (row: { memberRef: string; secret: string }): CheckInSecretView => ({
  memberRef: row.memberRef,
  secret: row.secret,
  stepSeconds: CHECK_IN.stepSeconds,
  digits: CHECK_IN.digits,
  algorithm: 'SHA1',
});

/** A client, or a 404 for anyone else (staff accounts, deleted ones). */
async function clientRow(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row || row.role !== 'cliente') throw new AppError(404, MEMBERSHIP_MESSAGES.clientNotFound);
  return row;
}

/** The member's secret, made the first time it is asked for (two first calls at once make one). */
export async function memberSecret(db: Executor, userId: string): Promise<CheckInSecretView> {
  await db
    .insert(checkInSecrets)
    .values({ userId, memberRef: newMemberRef(), secret: newSecret() })
    .onConflictDoNothing({ target: checkInSecrets.userId });
  const [row] = await db.select().from(checkInSecrets).where(eq(checkInSecrets.userId, userId));
  return secretView(row!);
}

/** Staff replace a member's secret (a lost phone, a shared screenshot): the old codes stop at once. */
export async function resetMemberSecret(db: Database, actor: AuthenticatedUser, userId: string) {
  await clientRow(db, userId);
  return db.transaction(async (tx) => {
    const values = { memberRef: newMemberRef(), secret: newSecret(), resetAt: new Date(), resetBy: actor.id };
    const [row] = await tx
      .insert(checkInSecrets)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: checkInSecrets.userId, set: values })
      .returning();
    await recordAudit(tx, { entityType: 'check_in_secret', entityId: userId, action: 'reset', actorId: actor.id });
    return secretView(row!);
  });
}

/** The last frozen day of a membership frozen on `today` (an open freeze covering it), else null. */
export async function membershipFrozenUntil(db: Executor, membershipId: string, today: string): Promise<string | null> {
  const [freeze] = await db
    .select({ endDate: membershipFreezes.endDate })
    .from(membershipFreezes)
    .where(
      and(
        eq(membershipFreezes.membershipId, membershipId),
        eq(membershipFreezes.status, 'open'),
        lte(membershipFreezes.startDate, today),
        gte(membershipFreezes.endDate, today),
      ),
    )
    .limit(1);
  return freeze?.endDate ?? null;
}

interface DoorMembership extends CheckInMembership {
  id: string;
  planName: string;
}

/**
 * The membership the door talks about (as the desk's card): the one running today, else one
 * awaiting payment or starting later, else the latest one (expired, cancelled, suspended).
 */
async function doorMembership(db: Executor, userId: string, today: string): Promise<DoorMembership | null> {
  const [row] = await db
    .select({
      id: memberships.id,
      status: memberships.status,
      startDate: memberships.startDate,
      endDate: memberships.endDate,
      planName: membershipPlans.name,
    })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .where(and(eq(memberships.userId, userId), isNull(memberships.archivedAt)))
    .orderBy(
      sql`case when ${memberships.status} = 'active' and ${memberships.startDate} <= ${today} and ${memberships.endDate} >= ${today} then 0
        when ${memberships.status} in ('active', 'pending', 'suspended') and ${memberships.endDate} >= ${today} then 1 else 2 end`,
      desc(memberships.endDate),
      desc(memberships.createdAt),
    )
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    status: row.status as CheckInMembership['status'],
    frozenUntil: await membershipFrozenUntil(db, row.id, today),
  };
}

export interface CheckInInput {
  code: string;
  /** The scanner's id of this scan (a kiosk's offline queue sends it again on replay). */
  scanId?: string | undefined;
  /** When the scan happened, for a scan queued offline; now when absent. */
  scannedAt?: string | undefined;
}

export interface CheckInAnswer {
  kind: 'member' | 'pass';
  replayed: boolean;
  member: { id: string; firstName: string; lastName: string } | null;
  membership: { id: string; planName: string; status: string; endDate: string; daysLeft: number } | null;
  visit: { id: string; visitDate: string; visitedAt: string } | null;
  pass: { validOn: string; visitors: number } | null;
  message: string;
}

const REFUSAL_STATUS: Record<CheckInRefusal, number> = {
  no_membership: 403,
  expired: 403,
  payment_pending: 403,
  frozen: 403,
  suspended: 403,
  already_checked_in: 409,
  invalid_code: 400,
};

function refuse(code: CheckInRefusal, member?: { firstName: string; lastName: string }, frozenUntil?: string | null) {
  return new RefusalError(REFUSAL_STATUS[code], checkInRefusalMessage(code, frozenUntil), code, {
    member: member ? { firstName: member.firstName, lastName: member.lastName } : null,
    next: CHECK_IN_MESSAGES.goToDesk,
  });
}

function scanMoment(input: CheckInInput, now: Date): Date {
  if (!input.scannedAt) return now;
  const at = new Date(input.scannedAt);
  if (Number.isNaN(at.getTime()) || !isAcceptableScanTime(at, now))
    throw new AppError(422, CHECK_IN_MESSAGES.scannedAtInvalid, [
      { field: 'scannedAt', message: CHECK_IN_MESSAGES.scannedAtInvalid },
    ]);
  return at;
}

async function passCheckIn(db: Executor, token: string, at: Date): Promise<CheckInAnswer> {
  const [pass] = await db
    .select()
    .from(checkInPasses)
    .where(eq(checkInPasses.tokenHash, hashOpaqueSecret(token)));
  if (!pass || pass.validOn !== businessDate(at)) throw refuse('invalid_code');
  await db
    .update(checkInPasses)
    .set({ usedAt: sql`coalesce(${checkInPasses.usedAt}, now())` })
    .where(eq(checkInPasses.id, pass.id));
  return {
    kind: 'pass',
    replayed: false,
    member: null,
    membership: null,
    visit: null,
    pass: { validOn: pass.validOn, visitors: pass.visitors },
    message: CHECK_IN_MESSAGES.passWelcome,
  };
}

/**
 * A scanned code at the door: who it is and whether they come in. A member's entry is a visit in
 * the same table the desk's 'Registrar visita' and the reports count, recorded under the member's
 * row lock so two scans of one code at the same moment make one visit; a scan id sent again (a
 * kiosk replaying its offline queue) answers the visit it already made.
 */
export async function checkIn(db: Database, scanner: Scanner, input: CheckInInput, now = new Date()) {
  const at = scanMoment(input, now);
  const parsed = parseCheckInCode(input.code);
  if (!parsed) throw refuse('invalid_code');
  if (parsed.kind === 'pass') return { answer: await passCheckIn(db, parsed.token, at), created: false };
  const [secret] = await db.select().from(checkInSecrets).where(eq(checkInSecrets.memberRef, parsed.memberRef));
  if (!secret || verifyCheckInOtp(secret.secret, parsed.otp, at) === null) throw refuse('invalid_code');
  const userId = secret.userId;
  const [member] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!member || member.role !== 'cliente' || !member.isActive) throw refuse('invalid_code');
  const today = businessDate(at);
  const membership = await doorMembership(db, userId, today);
  const who = { id: member.id, firstName: member.firstName, lastName: member.lastName };
  const membershipView = membership
    ? {
        id: membership.id,
        planName: membership.planName,
        status: membership.status,
        endDate: membership.endDate,
        daysLeft: membershipDaysLeft(membership.endDate, today),
      }
    : null;

  const outcome = await db.transaction(async (tx) => {
    // The member's row serialises two scanners (or a scan and a clerk) at the same moment.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (input.scanId) {
      const [earlier] = await tx.select().from(visits).where(eq(visits.scanId, input.scanId));
      if (earlier) {
        if (earlier.userId !== userId) throw refuse('invalid_code');
        return { visit: earlier, created: false };
      }
    }
    const repeat = CHECK_IN.repeatMinutes * 60_000;
    const [last] = await tx
      .select({ visitedAt: visits.visitedAt })
      .from(visits)
      .where(
        and(
          eq(visits.userId, userId),
          gt(visits.visitedAt, new Date(at.getTime() - repeat)),
          lt(visits.visitedAt, new Date(at.getTime() + repeat)),
        ),
      )
      .limit(1);
    const refusal = checkInRefusal(membership, today, last?.visitedAt ?? null, at);
    if (refusal) return { refusal };
    const [visit] = await tx
      .insert(visits)
      .values({
        userId,
        visitType: 'membership',
        visitDate: today,
        visitedAt: at,
        registeredBy: scanner.kind === 'staff' ? scanner.actor.id : null,
        deviceId: scanner.kind === 'device' ? scanner.deviceId : null,
        scanId: input.scanId ?? null,
      })
      .returning();
    await recordAudit(tx, {
      entityType: 'visit',
      entityId: visit!.id,
      action: 'check_in',
      actorId: scanner.kind === 'staff' ? scanner.actor.id : null,
      details: {
        userId,
        membershipId: membership?.id ?? null,
        ...(scanner.kind === 'device' ? { deviceId: scanner.deviceId } : {}),
        ...(input.scannedAt ? { scannedAt: at.toISOString() } : {}),
      },
    });
    return { visit: visit!, created: true };
  });
  if ('refusal' in outcome) throw refuse(outcome.refusal!, who, membership?.frozenUntil);
  const { visit, created } = outcome;
  const answer: CheckInAnswer = {
    kind: 'member',
    replayed: !created,
    member: who,
    membership: membershipView,
    visit: { id: visit.id, visitDate: visit.visitDate, visitedAt: visit.visitedAt.toISOString() },
    pass: null,
    message: CHECK_IN_MESSAGES.welcome(member.firstName),
  };
  return { answer, created };
}

/**
 * The one-day code of a daily pass sold today at the desk (`P.<token>`), for the door's scanner.
 * The sale already recorded the visit; the code only lets the holder through the kiosk that day.
 */
export async function issueDailyPassCode(db: Database, actor: AuthenticatedUser, paymentId: string) {
  const today = businessDate();
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (
    !payment ||
    !['daily', 'bulk_daily'].includes(payment.paymentType) ||
    !['completed', 'pending'].includes(payment.status) ||
    businessDate(payment.createdAt) !== today
  )
    throw new AppError(400, CHECK_IN_MESSAGES.passNotDaily);
  const [entry] = await db.select({ visitors: visits.visitors }).from(visits).where(eq(visits.paymentId, paymentId));
  const token = randomBytes(18).toString('base64url');
  const visitors = entry?.visitors ?? 1;
  await db.transaction(async (tx) => {
    await tx.insert(checkInPasses).values({ paymentId, tokenHash: hashOpaqueSecret(token), validOn: today, visitors });
    await recordAudit(tx, {
      entityType: 'payment',
      entityId: paymentId,
      action: 'issue_pass_code',
      actorId: actor.id,
      details: { validOn: today, visitors },
    });
  });
  return { code: `${CHECK_IN.passCodePrefix}${token}`, validOn: today, visitors };
}
