import {
  type BillingInput,
  businessDate,
  completesAtDesk,
  effectiveMembershipStatus,
  EXPIRING_STATUSES,
  isFrozenOn,
  isMembershipExpiringSoon,
  MEMBERSHIP_MESSAGES,
  membershipDaysLeft,
  membershipEndDate,
  nextDay,
  planHoldsSlots,
  SCHEDULE_MESSAGES,
  validateScheduleChanges,
  type MembershipSortKey,
  type MembershipStatus,
  type PaymentMethod,
  type PlanDuration,
  type ScheduleChanges,
  type SortOrder,
  pageCount,
} from '@gym/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import { countedRows } from '../../db/row-counts';
import {
  membershipFreezes,
  membershipPlans,
  memberships,
  users,
  type MembershipPlanRow,
  type MembershipRow,
} from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { saleBilling } from '../../lib/billing';
import { AppError } from '../../lib/errors';
import { foldedContainsPattern, likePattern, phoneDigitsContain } from '../../lib/search';
import type { AuthenticatedUser } from '../../types';
import { createPendingPayment, getPaymentView, recordDeskPayment, type PaymentView } from '../payments/ledger';
import {
  groupByDay,
  reservedSlotsOf,
  reservedSlotsOfMany,
  reserveSlots,
  type SlotView,
} from '../schedule/my-schedule.service';

/** The audit trail's name for memberships. */
export const MEMBERSHIP_ENTITY = 'membership';

export interface MembershipView {
  id: string;
  userId: string;
  planId: string;
  plan: { id: string; name: string; durationType: PlanDuration } | null;
  user: { id: string; firstName: string; lastName: string; email: string; phone: string | null } | null;
  status: MembershipStatus;
  startDate: string;
  endDate: string;
  price: number;
  notes: string | null;
  cancelReason: string | null;
  /** Its open freeze (today or planned; domain `freezeLabel`), null when none. */
  freeze: MembershipFreezeView | null;
  /** Frozen today: the door refuses it (domain `freezeRefusal`). */
  isFrozen: boolean;
  daysLeft: number;
  isExpiringSoon: boolean;
  reservedSlots: SlotView[];
  selectedSchedule: ScheduleChanges;
  createdAt: string;
  updatedAt: string;
}

type MembershipUser = MembershipView['user'];

export interface MembershipFreezeView {
  id: string;
  startDate: string;
  endDate: string;
  reason: string;
}

function toMembershipView(
  row: MembershipRow,
  plan: MembershipPlanRow | null,
  user: MembershipUser,
  slots: SlotView[],
  freeze: MembershipFreezeView | null,
  today: string,
): MembershipView {
  // The nightly job may not have run yet: a running membership past its last day reads as expired.
  const status = effectiveMembershipStatus(row.status as MembershipStatus, row.endDate, today);
  return {
    id: row.id,
    userId: row.userId,
    planId: row.planId,
    plan: plan ? { id: plan.id, name: plan.name, durationType: plan.durationType as PlanDuration } : null,
    user,
    status,
    startDate: row.startDate,
    endDate: row.endDate,
    price: Number(row.price),
    notes: row.notes,
    cancelReason: row.cancelReason,
    freeze,
    isFrozen: status === 'active' && isFrozenOn(freeze, today),
    daysLeft: status === 'active' || status === 'pending' ? membershipDaysLeft(row.endDate, today) : 0,
    isExpiringSoon: isMembershipExpiringSoon({ status, endDate: row.endDate }, today),
    reservedSlots: slots,
    selectedSchedule: groupByDay(slots),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
};

function membershipsSelect(db: Executor) {
  return db
    .select({ membership: memberships, plan: membershipPlans, user: memberColumns })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(membershipPlans, eq(membershipPlans.id, memberships.planId));
}

type MembershipJoinedRow = Awaited<ReturnType<ReturnType<typeof membershipsSelect>['where']>>[number];

/** Rows as views, with their held slots read in one query. */
export async function toMembershipViews(db: Executor, rows: MembershipJoinedRow[]): Promise<MembershipView[]> {
  const slots = await reservedSlotsOfMany(
    db,
    rows.map((r) => r.membership.id),
  );
  const freezes = await openFreezesOf(
    db,
    rows.map((r) => r.membership.id),
  );
  const today = businessDate();
  return rows.map((r) =>
    toMembershipView(
      r.membership,
      r.plan,
      r.user,
      slots.get(r.membership.id) ?? [],
      freezes.get(r.membership.id) ?? null,
      today,
    ),
  );
}

/** The open freeze of each membership (at most one: a unique index), by membership id. */
async function openFreezesOf(db: Executor, ids: readonly string[]): Promise<Map<string, MembershipFreezeView>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: membershipFreezes.id,
      membershipId: membershipFreezes.membershipId,
      startDate: membershipFreezes.startDate,
      endDate: membershipFreezes.endDate,
      reason: membershipFreezes.reason,
    })
    .from(membershipFreezes)
    .where(and(inArray(membershipFreezes.membershipId, [...ids]), eq(membershipFreezes.status, 'open')));
  return new Map(rows.map(({ membershipId, ...freeze }) => [membershipId, freeze]));
}

/** Memberships by id as views (not archived), in the order given. */
export async function membershipViews(db: Executor, ids: readonly string[]): Promise<MembershipView[]> {
  if (ids.length === 0) return [];
  const rows = await membershipsSelect(db).where(and(inArray(memberships.id, [...ids]), notArchived));
  const views = await toMembershipViews(db, rows);
  return ids.map((id) => views.find((v) => v.id === id)).filter((v): v is MembershipView => Boolean(v));
}

/**
 * The memberships read as `status` (effectiveMembershipStatus, in SQL): a running one past its last
 * day is expired, not active or pending.
 */
export function effectiveStatusIs(status: MembershipStatus, today: string): SQL {
  const ended = lt(memberships.endDate, today);
  const running = inArray(memberships.status, [...EXPIRING_STATUSES]);
  if (status === 'expired') return or(eq(memberships.status, 'expired'), and(running, ended)) as SQL;
  if (status === 'active' || status === 'pending')
    return and(eq(memberships.status, status), gte(memberships.endDate, today)) as SQL;
  return eq(memberships.status, status);
}

/** Memberships that are not archived (an admin's delete of one with payments). */
export const notArchived = isNull(memberships.archivedAt);

export interface ListMembershipsQuery {
  page: number;
  limit: number;
  status?: MembershipStatus;
  type?: PlanDuration;
  userId?: string;
  search?: string;
  sortBy?: MembershipSortKey;
  sortOrder?: SortOrder;
  startDate?: string;
  endDate?: string;
}

function sortOf(sortBy: MembershipSortKey, order: SortOrder): SQL[] {
  const dir = (column: SQL | AnyPgColumn) => (order === 'asc' ? asc(column) : desc(column));
  switch (sortBy) {
    case 'createdAt':
      return [dir(memberships.createdAt)];
    case 'startDate':
      return [dir(memberships.startDate)];
    case 'endDate':
      return [dir(memberships.endDate)];
    case 'price':
      return [dir(memberships.price)];
    case 'status':
      return [dir(memberships.status)];
    case 'client':
      return [dir(sql`lower(${users.lastName})`), dir(sql`lower(${users.firstName})`)];
    case 'plan':
      return [dir(sql`lower(${membershipPlans.name})`)];
  }
}

/** Beyond this many matching clients the ids stay a subquery (a one-letter search) rather than a list. */
const SEARCH_ID_LIST_LIMIT = 500;

/**
 * Memberships of the clients whose name, e-mail or phone matches, or of the plans whose name does.
 * The few matching ids are read first and handed to the query as lists, so the database reads those
 * clients' memberships by its index; as subqueries in an OR it tested every membership of the years.
 */
async function searchCondition(db: Executor, search: string): Promise<SQL> {
  const clientMatch = or(
    sql`${users.searchText} like ${foldedContainsPattern(search)}`,
    phoneDigitsContain(search, users.phoneDigits),
  );
  const [clients, plans] = await Promise.all([
    db
      .select({ id: users.id })
      .from(users)
      .where(clientMatch)
      .limit(SEARCH_ID_LIST_LIMIT + 1),
    db
      .select({ id: membershipPlans.id })
      .from(membershipPlans)
      .where(ilike(membershipPlans.name, likePattern(search))),
  ]);
  const byClient =
    clients.length > SEARCH_ID_LIST_LIMIT
      ? inArray(memberships.userId, db.select({ id: users.id }).from(users).where(clientMatch))
      : clients.length > 0
        ? inArray(
            memberships.userId,
            clients.map((c) => c.id),
          )
        : undefined;
  const byPlan =
    plans.length > 0
      ? inArray(
          memberships.planId,
          plans.map((p) => p.id),
        )
      : undefined;
  return or(byClient, byPlan) ?? sql`false`;
}

/**
 * A cliente sees only their own memberships; staff with view_memberships see all, filtered by
 * status (as read: a running one past its last day is expired), plan type, client, a search on the
 * client's name or email or the plan's name, and a period the membership overlaps.
 */
export async function listMemberships(db: Executor, actor: AuthenticatedUser, query: ListMembershipsQuery) {
  const today = businessDate();
  const conditions: SQL[] = [notArchived];
  if (!actor.permissions.includes('view_memberships')) conditions.push(eq(memberships.userId, actor.id));
  else if (query.userId) conditions.push(eq(memberships.userId, query.userId));
  if (query.status) conditions.push(effectiveStatusIs(query.status, today));
  if (query.type)
    conditions.push(
      inArray(
        memberships.planId,
        db.select({ id: membershipPlans.id }).from(membershipPlans).where(eq(membershipPlans.durationType, query.type)),
      ),
    );
  if (query.startDate) conditions.push(gte(memberships.endDate, query.startDate));
  if (query.endDate) conditions.push(lte(memberships.startDate, query.endDate));
  if (query.search) conditions.push(await searchCondition(db, query.search));
  const where = and(...conditions);
  const [total, rows] = await Promise.all([
    countedByStatusOnly(query, actor)
      ? countedMemberships(db, query.status, today)
      : countedByTypeOnly(query, actor)
        ? countedOfPlanType(db, query.type!)
        : // Every filter reads the memberships' own columns, and each membership has its client (a
          // foreign key that cascades): the count needs no join, which over years cost it 3x.
          db
            .select({ total: count() })
            .from(memberships)
            .where(where)
            .then(([row]) => row?.total ?? 0),
    membershipsSelect(db)
      .where(where)
      .orderBy(...sortOf(query.sortBy ?? 'createdAt', query.sortOrder ?? 'desc'), desc(memberships.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  return {
    memberships: await toMembershipViews(db, rows),
    pagination: { total, page: query.page, pages: pageCount(total, query.limit), limit: query.limit },
  };
}

/** Staff's whole list, or one status of it: a total the row counts keep (countedMemberships). */
function countedByStatusOnly(query: ListMembershipsQuery, actor: AuthenticatedUser): boolean {
  return (
    actor.permissions.includes('view_memberships') &&
    !query.userId &&
    !query.type &&
    !query.startDate &&
    !query.endDate &&
    !query.search
  );
}

/** Staff's list of one plan type and nothing else: a total the row counts keep by plan (countedOfPlanType). */
function countedByTypeOnly(query: ListMembershipsQuery, actor: AuthenticatedUser): boolean {
  return countedByStatusOnly({ ...query, type: undefined }, actor) && !!query.type && !query.status;
}

/** The memberships (not archived) of every plan of a type: the sum of their plans' row counts. */
async function countedOfPlanType(db: Executor, type: NonNullable<ListMembershipsQuery['type']>): Promise<number> {
  const plans = await db
    .select({ id: membershipPlans.id })
    .from(membershipPlans)
    .where(eq(membershipPlans.durationType, type));
  return countedRows(
    db,
    'memberships_by_plan',
    plans.map((plan) => plan.id),
  );
}

/**
 * The memberships (not archived) of one status as read today, or all of them, from the row counts
 * (db/row-counts.ts), which hold the stored status. A running one past its last day reads as
 * expired until the nightly job stores it so: those few, found by (status, end_date), move from
 * their stored status to 'expired'.
 */
async function countedMemberships(db: Executor, status: MembershipStatus | undefined, today: string): Promise<number> {
  if (status === undefined) return countedRows(db, 'memberships');
  const stored = await countedRows(db, 'memberships', [status]);
  const running = EXPIRING_STATUSES as readonly MembershipStatus[];
  if (status !== 'expired' && !running.includes(status)) return stored;
  const [ended] = await db
    .select({ n: count() })
    .from(memberships)
    .where(
      and(
        notArchived,
        lt(memberships.endDate, today),
        status === 'expired' ? inArray(memberships.status, [...running]) : eq(memberships.status, status),
      ),
    );
  const endedStillRunning = ended?.n ?? 0;
  return status === 'expired' ? stored + endedStillRunning : stored - endedStillRunning;
}

/** Memberships matching `where` (not archived), one page and the total. */
export async function membershipPage(
  db: Executor,
  where: SQL | undefined,
  page: { page: number; limit: number },
  orderBy: SQL[],
) {
  const condition = and(notArchived, where);
  const [totalRow] = await db.select({ total: count() }).from(memberships).where(condition);
  const rows = await membershipsSelect(db)
    .where(condition)
    .orderBy(...orderBy, asc(memberships.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const total = totalRow?.total ?? 0;
  return {
    memberships: await toMembershipViews(db, rows),
    total,
    pagination: { total, page: page.page, pages: pageCount(total, page.limit), limit: page.limit },
  };
}

export async function getMembership(db: Executor, actor: AuthenticatedUser, id: string): Promise<MembershipView> {
  const [row] = await membershipsSelect(db).where(and(eq(memberships.id, id), notArchived));
  // Someone else's membership is "not found" for a cliente: its existence is not theirs to know.
  if (!row || (row.membership.userId !== actor.id && !actor.permissions.includes('view_memberships'))) {
    throw new AppError(404, MEMBERSHIP_MESSAGES.membershipNotFound);
  }
  const [view] = await toMembershipViews(db, [row]);
  return view!;
}

export interface PurchaseInput {
  planId: string;
  selectedSchedule?: unknown;
  paymentMethod: PaymentMethod;
  userId?: string;
  notes?: string | null;
  billing?: BillingInput | null;
}

export interface PurchaseResult {
  membership: MembershipView;
  payment: PaymentView;
  /** Staff took cash at the desk: the payment is completed and the membership active already. */
  paidAtDesk: boolean;
}

/**
 * Creates a membership, its payment and its slot reservations in one transaction. A member with a
 * running membership renews: the new one starts the day after it ends. A member's purchase waits
 * for its payment (pending); staff buying for a client who pays cash at the desk complete the
 * payment and activate the membership at once. Full slots abort everything (409 with unavailableSlots).
 */
export async function purchaseMembership(
  db: Database,
  actor: AuthenticatedUser,
  input: PurchaseInput,
): Promise<PurchaseResult> {
  let userId = actor.id;
  const forClient = Boolean(input.userId && input.userId !== actor.id);
  if (forClient) {
    if (!actor.permissions.includes('create_memberships')) throw new AppError(403, MEMBERSHIP_MESSAGES.onlyClientsBuy);
    userId = input.userId!;
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
  const atDesk = forClient && completesAtDesk(input.paymentMethod);
  const billing = saleBilling(input.billing, Number(plan.price));

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
          notArchived,
        ),
      )
      .orderBy(desc(memberships.endDate));
    if (held.some((m) => m.status === 'pending'))
      throw new AppError(400, forClient ? MEMBERSHIP_MESSAGES.clientPendingExists : MEMBERSHIP_MESSAGES.pendingExists);
    const running = held.find((m) => m.status === 'active');
    const startDate = running ? nextDay(running.endDate) : today;
    const [created] = await tx
      .insert(memberships)
      .values({
        userId,
        planId: plan.id,
        status: atDesk ? 'active' : 'pending',
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
    const paymentInput = {
      userId,
      amount: Number(plan.price),
      method: input.paymentMethod,
      paymentType: duration === 'daily' ? ('daily' as const) : ('membership' as const),
      concept: `Membresía ${plan.name}`,
      membershipId: created.id,
      billing,
    };
    const payment = forClient
      ? await recordDeskPayment(tx, actor.id, paymentInput)
      : await createPendingPayment(tx, paymentInput);
    await recordAudit(tx, {
      entityType: MEMBERSHIP_ENTITY,
      entityId: created.id,
      action: atDesk ? 'create_paid_at_desk' : 'create',
      fromStatus: null,
      toStatus: created.status,
      actorId: actor.id,
      details: {
        planId: plan.id,
        paymentId: payment.id,
        method: input.paymentMethod,
        startDate,
        endDate: created.endDate,
      },
    });
    return { membershipId: created.id, paymentId: payment.id };
  });
  const membership = await getMembership(db, actor, ids.membershipId);
  const payment = await getPaymentView(db, ids.paymentId);
  if (!payment) throw new Error('payment vanished after purchase');
  return { membership, payment, paidAtDesk: atDesk };
}
