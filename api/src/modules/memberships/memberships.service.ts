import {
  businessDate,
  isMembershipExpiringSoon,
  MEMBERSHIP_MESSAGES,
  membershipDaysLeft,
  membershipEndDate,
  nextDay,
  planHoldsSlots,
  SCHEDULE_MESSAGES,
  validateScheduleChanges,
  type MembershipStatus,
  type PaymentMethod,
  type PlanDuration,
  type ScheduleChanges,
} from '@gym/domain';
import { and, count, desc, eq, gte, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { membershipPlans, memberships, users, type MembershipPlanRow, type MembershipRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { AuthenticatedUser } from '../../types';
import { createPendingPayment, getPaymentView, type PaymentView } from '../payments/service';
import { groupByDay, reservedSlotsOf, reserveSlots, type SlotView } from '../schedule/my-schedule.service';

export interface MembershipView {
  id: string;
  userId: string;
  planId: string;
  plan: { id: string; name: string; durationType: PlanDuration } | null;
  status: MembershipStatus;
  startDate: string;
  endDate: string;
  price: number;
  notes: string | null;
  daysLeft: number;
  isExpiringSoon: boolean;
  reservedSlots: SlotView[];
  selectedSchedule: ScheduleChanges;
  createdAt: string;
  updatedAt: string;
}

async function toMembershipView(
  db: Executor,
  row: MembershipRow,
  plan: MembershipPlanRow | null,
): Promise<MembershipView> {
  const slots = await reservedSlotsOf(db, row.id);
  const today = businessDate();
  // No job flips statuses at midnight: a running membership past its last day reads as expired.
  const status = (row.status === 'active' || row.status === 'pending') && row.endDate < today ? 'expired' : row.status;
  return {
    id: row.id,
    userId: row.userId,
    planId: row.planId,
    plan: plan ? { id: plan.id, name: plan.name, durationType: plan.durationType as PlanDuration } : null,
    status: status as MembershipStatus,
    startDate: row.startDate,
    endDate: row.endDate,
    price: Number(row.price),
    notes: row.notes,
    daysLeft: status === 'active' || status === 'pending' ? membershipDaysLeft(row.endDate, today) : 0,
    isExpiringSoon: isMembershipExpiringSoon({ status, endDate: row.endDate }, today),
    reservedSlots: slots,
    selectedSchedule: groupByDay(slots),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface ListMembershipsQuery {
  page: number;
  limit: number;
  status?: MembershipStatus;
  userId?: string;
  search?: string;
}

/** A cliente sees only their own memberships; staff with view_memberships see all. */
export async function listMemberships(db: Executor, actor: AuthenticatedUser, query: ListMembershipsQuery) {
  const conditions: SQL[] = [];
  if (!actor.permissions.includes('view_memberships')) conditions.push(eq(memberships.userId, actor.id));
  else if (query.userId) conditions.push(eq(memberships.userId, query.userId));
  if (query.status) conditions.push(eq(memberships.status, query.status));
  if (query.search) {
    const pattern = `%${query.search}%`;
    const match = or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern));
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [totalRow] = await db
    .select({ total: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(where);
  const rows = await db
    .select({ membership: memberships, plan: membershipPlans })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .where(where)
    .orderBy(desc(memberships.createdAt), desc(memberships.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const total = totalRow?.total ?? 0;
  const list: MembershipView[] = [];
  for (const row of rows) list.push(await toMembershipView(db, row.membership, row.plan));
  return {
    memberships: list,
    pagination: { total, page: query.page, pages: Math.ceil(total / query.limit), limit: query.limit },
  };
}

export async function getMembership(db: Executor, actor: AuthenticatedUser, id: string): Promise<MembershipView> {
  const [row] = await db
    .select({ membership: memberships, plan: membershipPlans })
    .from(memberships)
    .leftJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .where(eq(memberships.id, id));
  // Someone else's membership is "not found" for a cliente: its existence is not theirs to know.
  if (!row || (row.membership.userId !== actor.id && !actor.permissions.includes('view_memberships'))) {
    throw new AppError(404, MEMBERSHIP_MESSAGES.membershipNotFound);
  }
  return toMembershipView(db, row.membership, row.plan);
}

export interface PurchaseInput {
  planId: string;
  selectedSchedule?: unknown;
  paymentMethod: PaymentMethod;
  userId?: string;
  notes?: string | null;
}

/**
 * Creates a pending membership, its pending payment and its slot reservations in one transaction.
 * A member with a running membership renews: the new one starts the day after it ends.
 * Full slots abort everything (409 with unavailableSlots).
 */
export async function purchaseMembership(
  db: Database,
  actor: AuthenticatedUser,
  input: PurchaseInput,
): Promise<{ membership: MembershipView; payment: PaymentView }> {
  let userId = actor.id;
  if (input.userId && input.userId !== actor.id) {
    if (!actor.permissions.includes('create_memberships')) throw new AppError(403, MEMBERSHIP_MESSAGES.onlyClientsBuy);
    userId = input.userId;
  }
  const [plan] = await db.select().from(membershipPlans).where(eq(membershipPlans.id, input.planId));
  if (!plan) throw new AppError(404, MEMBERSHIP_MESSAGES.planNotFound);
  if (!plan.isActive) throw new AppError(400, MEMBERSHIP_MESSAGES.planInactive);
  const duration = plan.durationType as PlanDuration;

  let wanted: ScheduleChanges = {};
  const given = input.selectedSchedule;
  const hasSchedule = given && typeof given === 'object' && Object.keys(given).length > 0;
  if (hasSchedule) {
    if (!planHoldsSlots(duration)) throw new AppError(400, SCHEDULE_MESSAGES.noSlotsForDailyPass);
    const check = validateScheduleChanges(given);
    if (!check.ok) throw new AppError(400, check.message);
    wanted = check.changes;
  }

  const ids = await db.transaction(async (tx) => {
    // Serialises purchases of one member, so two tabs cannot both create a pending membership.
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!target || target.deletedAt || target.role !== 'cliente')
      throw new AppError(404, MEMBERSHIP_MESSAGES.clientNotFound);
    const today = businessDate();
    const held = await tx
      .select()
      .from(memberships)
      .where(
        and(
          eq(memberships.userId, userId),
          inArray(memberships.status, ['active', 'pending']),
          gte(memberships.endDate, today),
        ),
      )
      .orderBy(desc(memberships.endDate));
    if (held.some((m) => m.status === 'pending')) throw new AppError(400, MEMBERSHIP_MESSAGES.pendingExists);
    const running = held.find((m) => m.status === 'active');
    const startDate = running ? nextDay(running.endDate) : today;
    const [created] = await tx
      .insert(memberships)
      .values({
        userId,
        planId: plan.id,
        status: 'pending',
        startDate,
        endDate: membershipEndDate(startDate, duration),
        price: plan.price,
        notes: input.notes ?? null,
        createdBy: actor.id,
      })
      .returning();
    if (!created) throw new Error('membership insert returned nothing');
    // A renewal without a new choice keeps the week the member already has.
    if (!hasSchedule && running && planHoldsSlots(duration)) wanted = groupByDay(await reservedSlotsOf(tx, running.id));
    if (planHoldsSlots(duration)) await reserveSlots(tx, created, wanted);
    const payment = await createPendingPayment(tx, {
      userId,
      amount: Number(plan.price),
      method: input.paymentMethod,
      paymentType: duration === 'daily' ? 'daily' : 'membership',
      concept: `Membresía ${plan.name}`,
      membershipId: created.id,
      registeredBy: actor.id === userId ? null : actor.id,
    });
    return { membershipId: created.id, paymentId: payment.id };
  });
  const membership = await getMembership(db, actor, ids.membershipId);
  const payment = await getPaymentView(db, ids.paymentId);
  if (!payment) throw new Error('payment vanished after purchase');
  return { membership, payment };
}
