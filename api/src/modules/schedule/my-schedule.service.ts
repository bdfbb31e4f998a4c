import {
  businessDate,
  canEditSchedule,
  SCHEDULE_MESSAGES,
  scheduleChangeType,
  slotTimeRange,
  validateScheduleChanges,
  WEEKDAY_LABELS,
  WEEKDAYS,
  weekdayOf,
  type ScheduleChanges,
  type ScheduleChangeType,
  type Weekday,
} from '@gym/domain';
import { and, asc, desc, eq, gte, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import {
  gymScheduleDays,
  gymTimeSlots,
  memberships,
  membershipPlans,
  slotReservations,
  visits,
  type GymTimeSlotRow,
  type MembershipRow,
} from '../../db/schema/index';
import { decodeRows, preparedJsonRow, rowsAsJson } from '../../db/json-rows';
import { AppError } from '../../lib/errors';
import {
  activeSlotsQuery,
  capacityBySlot,
  HOLDING_STATUSES,
  scheduleDaysQuery,
  takenPlacesFromJson,
  takenPlacesQuery,
  weekOf,
} from './hours.service';

export interface SlotView {
  slotId: number;
  day: Weekday;
  startTime: string;
  endTime: string;
  timeRange: string;
}

export interface SlotOption extends SlotView {
  capacity: number;
  reserved: number;
  available: number;
  isFull: boolean;
  isReservedByMe: boolean;
}

export interface DayOptions {
  day: Weekday;
  dayName: string;
  isOpen: boolean;
  openTime: string | null;
  closeTime: string | null;
  slots: SlotOption[];
}

export interface UnavailableSlot extends SlotView {
  dayName: string;
  reason: string;
}

export function toSlotView(row: GymTimeSlotRow): SlotView {
  return {
    slotId: row.id,
    day: row.day as Weekday,
    startTime: row.startTime,
    endTime: row.endTime,
    timeRange: slotTimeRange(row.startTime, row.endTime),
  };
}

/** Every open weekday (or one) with its slots and live capacity, marking the caller's own. */
export async function availableOptions(
  db: Executor,
  userId: string | null,
  day?: Weekday,
  today = businessDate(),
): Promise<DayOptions[]> {
  const row = await readOptions(db, { userId, today });
  const week = weekOf(decodeRows(gymScheduleDays, row.days), decodeRows(gymTimeSlots, row.slots));
  const taken = takenPlacesFromJson(row.taken);
  const mine = new Set(((row.mine ?? []) as { slot_id: number }[]).map((r) => Number(r.slot_id)));
  return week
    .filter((entry) => !day || entry.day === day)
    .map((entry) => ({
      day: entry.day,
      dayName: entry.dayName,
      isOpen: entry.isOpen,
      openTime: entry.openTime,
      closeTime: entry.closeTime,
      // A closed day offers nothing, even if slots were left active on it.
      slots: (entry.isOpen ? entry.slots : []).map((slot) => {
        const reserved = taken.get(slot.id) ?? 0;
        const available = Math.max(0, slot.capacity - reserved);
        return {
          ...toSlotView(slot),
          capacity: slot.capacity,
          reserved,
          available,
          isFull: available === 0,
          isReservedByMe: mine.has(slot.id),
        };
      }),
    }));
}

/** The week, the places taken and the caller's own slots, in one prepared statement (a JSON column each). */
const readOptions = preparedJsonRow('schedule:options', (db) => ({
  days: rowsAsJson(scheduleDaysQuery(db)),
  slots: rowsAsJson(activeSlotsQuery(db)),
  taken: rowsAsJson(takenPlacesQuery(db, { today: sql.placeholder('today') })),
  // A null user matches no membership: the same statement serves a caller without one.
  mine: rowsAsJson(heldSlotIdsQuery(db, sql.placeholder('userId'), sql.placeholder('today'))),
}));

/** The slot ids held by the member's current membership, as rows { slot_id }. */
function heldSlotIdsQuery(db: Executor, userId: string | Placeholder, today: string | Placeholder) {
  const current = currentMembershipQuery(db, userId, today).as('current');
  return db
    .select({ slotId: slotReservations.slotId })
    .from(slotReservations)
    .innerJoin(current, eq(current.id, slotReservations.membershipId));
}

/** The membership the member's schedule belongs to: the running active one, else the latest pending. */
export async function currentMembership(
  db: Executor,
  userId: string,
  today = businessDate(),
): Promise<MembershipRow | null> {
  const rows = await currentMembershipQuery(db, userId, today);
  return rows[0] ?? null;
}

function currentMembershipQuery(db: Executor, userId: string | Placeholder, today: string | Placeholder) {
  return db
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, userId),
        inArray(memberships.status, HOLDING_STATUSES),
        gte(memberships.endDate, today),
      ),
    )
    .orderBy(
      sql`case when ${memberships.status} = 'active' and ${memberships.startDate} <= ${today} then 0 when ${memberships.status} = 'active' then 1 else 2 end`,
      desc(memberships.createdAt),
    )
    .limit(1);
}

export async function reservedSlotsOf(db: Executor, membershipId: string): Promise<SlotView[]> {
  const rows = await db
    .select({ slot: gymTimeSlots })
    .from(slotReservations)
    .innerJoin(gymTimeSlots, eq(gymTimeSlots.id, slotReservations.slotId))
    .where(eq(slotReservations.membershipId, membershipId))
    .orderBy(asc(gymTimeSlots.startTime));
  const views = rows.map((r) => toSlotView(r.slot));
  return views.sort(
    (a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || a.startTime.localeCompare(b.startTime),
  );
}

/** The held slots of several memberships at once (one query for a whole list page). */
export async function reservedSlotsOfMany(
  db: Executor,
  membershipIds: readonly string[],
): Promise<Map<string, SlotView[]>> {
  const out = new Map<string, SlotView[]>(membershipIds.map((id) => [id, []]));
  if (membershipIds.length === 0) return out;
  const rows = await db
    .select({ membershipId: slotReservations.membershipId, slot: gymTimeSlots })
    .from(slotReservations)
    .innerJoin(gymTimeSlots, eq(gymTimeSlots.id, slotReservations.slotId))
    .where(inArray(slotReservations.membershipId, [...membershipIds]));
  for (const row of rows) out.get(row.membershipId)?.push(toSlotView(row.slot));
  for (const slots of out.values())
    slots.sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || a.startTime.localeCompare(b.startTime));
  return out;
}

/** Reserved slots grouped by weekday, in the `{ monday: [slotId...] }` shape purchases and changes use. */
export function groupByDay(slots: SlotView[]): ScheduleChanges {
  const out: ScheduleChanges = {};
  for (const slot of slots) (out[slot.day] ??= []).push(slot.slotId);
  return out;
}

/**
 * Locks the wanted slots (in id order, so two transactions never wait on each other crosswise),
 * checks each belongs to its day, the day is open and a place is left, not counting the member's
 * own holdings. Returns the slots that cannot be taken; the caller writes nothing if any.
 */
export async function checkSlotsForReservation(
  tx: Executor,
  wanted: ScheduleChanges,
  userId: string,
  lock = true,
): Promise<{ slots: GymTimeSlotRow[]; unavailable: UnavailableSlot[] }> {
  const ids = [...new Set(Object.values(wanted).flat())].sort((a, b) => a - b);
  if (ids.length === 0) return { slots: [], unavailable: [] };
  const query = tx.select().from(gymTimeSlots).where(inArray(gymTimeSlots.id, ids)).orderBy(asc(gymTimeSlots.id));
  const rows = lock ? await query.for('update') : await query;
  const days = await tx.select().from(gymScheduleDays);
  const taken = await capacityBySlot(tx, { slotIds: ids, excludeUserId: userId });
  const unavailable: UnavailableSlot[] = [];
  const accepted: GymTimeSlotRow[] = [];
  for (const day of WEEKDAYS) {
    for (const id of wanted[day] ?? []) {
      const row = rows.find((r) => r.id === id);
      if (!row || !row.isActive) throw new AppError(400, `${SCHEDULE_MESSAGES.slotNotFound}: ${id}`);
      if (row.day !== day) throw new AppError(400, `${SCHEDULE_MESSAGES.slotWrongDay} (${WEEKDAY_LABELS[day]})`);
      if (!days.find((d) => d.day === day)?.isOpen)
        throw new AppError(400, `${SCHEDULE_MESSAGES.dayClosed} (${WEEKDAY_LABELS[day]})`);
      if ((taken.get(id) ?? 0) >= row.capacity) {
        unavailable.push({ ...toSlotView(row), dayName: WEEKDAY_LABELS[day], reason: SCHEDULE_MESSAGES.slotFull });
      } else accepted.push(row);
    }
  }
  return { slots: accepted, unavailable };
}

/** A 409 that carries the full slots, so the member sees which ones to pick again. */
export class SlotsUnavailableError extends AppError {
  readonly unavailableSlots: UnavailableSlot[];
  constructor(unavailableSlots: UnavailableSlot[]) {
    super(409, SCHEDULE_MESSAGES.slotsUnavailable);
    this.unavailableSlots = unavailableSlots;
  }
}

/** Reserves the slots for a membership inside the caller's transaction, or throws with none written. */
export async function reserveSlots(
  tx: Transaction,
  membership: Pick<MembershipRow, 'id' | 'userId'>,
  wanted: ScheduleChanges,
) {
  const { slots, unavailable } = await checkSlotsForReservation(tx, wanted, membership.userId);
  if (unavailable.length > 0) throw new SlotsUnavailableError(unavailable);
  if (slots.length > 0) {
    await tx
      .insert(slotReservations)
      .values(slots.map((slot) => ({ membershipId: membership.id, userId: membership.userId, slotId: slot.id })))
      .onConflictDoNothing();
  }
  return slots;
}

/**
 * Frees the weekly slots of memberships that no longer hold them (expired, cancelled, suspended),
 * in the caller's transaction. Capacity already ignores them; deleting the rows means a later
 * reactivation or renewal chooses its slots again against the capacity of that day.
 */
export async function releaseSlots(tx: Executor, membershipIds: readonly string[]): Promise<number> {
  if (membershipIds.length === 0) return 0;
  const released = await tx
    .delete(slotReservations)
    .where(inArray(slotReservations.membershipId, [...membershipIds]))
    .returning({ id: slotReservations.id });
  return released.length;
}

/**
 * Frees one membership's weekly slots (its payment was rejected) and answers which slot ids it
 * held, so the same slots can be asked for again if a new proof brings the payment back.
 */
export async function releaseSlotsOf(tx: Executor, membershipId: string): Promise<number[]> {
  const released = await tx
    .delete(slotReservations)
    .where(eq(slotReservations.membershipId, membershipId))
    .returning({ slotId: slotReservations.slotId });
  return released.map((r) => r.slotId).sort((a, b) => a - b);
}

/**
 * Holds again, in the caller's transaction, the slots a membership held before its payment was
 * rejected, where a place is still left (slots locked in id order, capacity counted without the
 * member's own holdings, as a reservation does). A slot full, closed or switched off by now is not
 * held and is answered with the reason; one deleted since is forgotten.
 */
export async function holdSlotsAgain(
  tx: Transaction,
  membership: Pick<MembershipRow, 'id' | 'userId'>,
  slotIds: readonly number[],
): Promise<{ held: SlotView[]; notHeld: UnavailableSlot[] }> {
  const ids = [...new Set(slotIds)].sort((a, b) => a - b);
  if (ids.length === 0) return { held: [], notHeld: [] };
  const rows = await tx
    .select()
    .from(gymTimeSlots)
    .where(inArray(gymTimeSlots.id, ids))
    .orderBy(asc(gymTimeSlots.id))
    .for('update');
  const days = await tx.select().from(gymScheduleDays);
  const taken = await capacityBySlot(tx, { slotIds: ids, excludeUserId: membership.userId });
  const held: GymTimeSlotRow[] = [];
  const notHeld: UnavailableSlot[] = [];
  for (const row of rows) {
    const day = row.day as Weekday;
    const refusal = !row.isActive
      ? SCHEDULE_MESSAGES.slotNotFound
      : !days.find((d) => d.day === day)?.isOpen
        ? SCHEDULE_MESSAGES.dayClosed
        : (taken.get(row.id) ?? 0) >= row.capacity
          ? SCHEDULE_MESSAGES.slotFull
          : null;
    if (refusal) notHeld.push({ ...toSlotView(row), dayName: WEEKDAY_LABELS[day], reason: refusal });
    else held.push(row);
  }
  if (held.length > 0)
    await tx
      .insert(slotReservations)
      .values(held.map((slot) => ({ membershipId: membership.id, userId: membership.userId, slotId: slot.id })))
      .onConflictDoNothing();
  const byWeek = (a: SlotView, b: SlotView) =>
    WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || a.startTime.localeCompare(b.startTime);
  return { held: held.map(toSlotView).sort(byWeek), notHeld: notHeld.sort(byWeek) };
}

export interface MyScheduleDay {
  day: Weekday;
  dayName: string;
  hasSlots: boolean;
  slots: SlotView[];
}

export interface MySchedule {
  schedule: MyScheduleDay[];
  membership: {
    id: string;
    status: string;
    startDate: string;
    endDate: string;
    planId: string;
    planName: string;
  } | null;
  canEditSchedule: boolean;
  totalSlotsReserved: number;
}

export async function mySchedule(db: Executor, userId: string): Promise<MySchedule> {
  const current = await currentMembership(db, userId);
  const slots = current ? await reservedSlotsOf(db, current.id) : [];
  let planName = '';
  if (current) {
    const [plan] = await db
      .select({ name: membershipPlans.name })
      .from(membershipPlans)
      .where(eq(membershipPlans.id, current.planId));
    planName = plan?.name ?? '';
  }
  return {
    schedule: WEEKDAYS.map((day) => {
      const held = slots.filter((s) => s.day === day);
      return { day, dayName: WEEKDAY_LABELS[day], hasSlots: held.length > 0, slots: held };
    }),
    membership: current
      ? {
          id: current.id,
          status: current.status,
          startDate: current.startDate,
          endDate: current.endDate,
          planId: current.planId,
          planName,
        }
      : null,
    canEditSchedule: Boolean(current && canEditSchedule(current.status)),
    totalSlotsReserved: slots.length,
  };
}

export interface DayChange {
  day: Weekday;
  dayName: string;
  currentSlots: SlotView[];
  newSlots: SlotView[];
}

export interface ChangePlan {
  changeType: ScheduleChangeType;
  changes: DayChange[];
  unavailableSlots: UnavailableSlot[];
  canApply: boolean;
}

function parseChanges(input: unknown): { changes: ScheduleChanges; changeType: ScheduleChangeType } {
  const check = validateScheduleChanges(input);
  if (!check.ok) throw new AppError(400, check.message);
  return { changes: check.changes, changeType: check.changeType };
}

async function requireEditableMembership(db: Executor, userId: string): Promise<MembershipRow> {
  const current = await currentMembership(db, userId);
  if (!current) throw new AppError(404, SCHEDULE_MESSAGES.noMembership);
  if (!canEditSchedule(current.status)) throw new AppError(400, SCHEDULE_MESSAGES.cannotEdit);
  return current;
}

/** Days to rewrite: the changed ones, plus (replaceAll) every other held day, which is cleared. */
function affectedDays(changes: ScheduleChanges, held: SlotView[], replaceAll: boolean): Weekday[] {
  return WEEKDAYS.filter((day) => changes[day] || (replaceAll && held.some((s) => s.day === day)));
}

async function planChange(
  tx: Executor,
  membership: MembershipRow,
  input: unknown,
  replaceAll: boolean,
  lock: boolean,
): Promise<ChangePlan & { wanted: ScheduleChanges; days: Weekday[] }> {
  const { changes } = parseChanges(input);
  const held = await reservedSlotsOf(tx, membership.id);
  const days = affectedDays(changes, held, replaceAll);
  const { slots, unavailable } = await checkSlotsForReservation(tx, changes, membership.userId, lock);
  return {
    // Days cleared by replaceAll count as changed too.
    changeType: scheduleChangeType(days.length) ?? 'single_day',
    changes: days.map((day) => ({
      day,
      dayName: WEEKDAY_LABELS[day],
      currentSlots: held.filter((s) => s.day === day),
      newSlots: slots.filter((s) => s.day === day).map(toSlotView),
    })),
    unavailableSlots: unavailable,
    canApply: unavailable.length === 0,
    wanted: changes,
    days,
  };
}

/** What a change would do, without writing (locks are released with the rolled-back transaction). */
export async function previewChange(
  db: Executor,
  userId: string,
  input: unknown,
  replaceAll: boolean,
): Promise<ChangePlan> {
  const membership = await requireEditableMembership(db, userId);
  const plan = await planChange(db, membership, input, replaceAll, false);
  return {
    changeType: plan.changeType,
    changes: plan.changes,
    unavailableSlots: plan.unavailableSlots,
    canApply: plan.canApply,
  };
}

/** Applies a change all at once: either every changed day is rewritten or nothing is. */
export async function applyChange(
  db: Executor,
  userId: string,
  input: unknown,
  replaceAll: boolean,
): Promise<{ changeType: ScheduleChangeType; schedule: MySchedule }> {
  const membership = await requireEditableMembership(db, userId);
  const changeType = await (db as Database).transaction(async (tx) => {
    await tx.select({ id: memberships.id }).from(memberships).where(eq(memberships.id, membership.id)).for('update');
    const plan = await planChange(tx, membership, input, replaceAll, true);
    if (!plan.canApply) throw new SlotsUnavailableError(plan.unavailableSlots);
    const dayIds = (
      await tx.select({ id: gymTimeSlots.id }).from(gymTimeSlots).where(inArray(gymTimeSlots.day, plan.days))
    ).map((r) => r.id);
    if (dayIds.length > 0) {
      await tx
        .delete(slotReservations)
        .where(and(eq(slotReservations.membershipId, membership.id), inArray(slotReservations.slotId, dayIds)));
    }
    const newIds = plan.changes.flatMap((c) => c.newSlots.map((s) => s.slotId));
    if (newIds.length > 0) {
      await tx
        .insert(slotReservations)
        .values(newIds.map((slotId) => ({ membershipId: membership.id, userId, slotId })))
        .onConflictDoNothing();
    }
    return plan.changeType;
  });
  return { changeType, schedule: await mySchedule(db, userId) };
}

export async function cancelSlot(db: Executor, userId: string, day: string, slotId: number): Promise<MySchedule> {
  const membership = await requireEditableMembership(db, userId);
  const [slot] = await db.select().from(gymTimeSlots).where(eq(gymTimeSlots.id, slotId));
  if (!slot || slot.day !== day) throw new AppError(404, SCHEDULE_MESSAGES.slotNotReserved);
  const deleted = await db
    .delete(slotReservations)
    .where(and(eq(slotReservations.membershipId, membership.id), eq(slotReservations.slotId, slotId)))
    .returning({ id: slotReservations.id });
  if (deleted.length === 0) throw new AppError(404, SCHEDULE_MESSAGES.slotNotReserved);
  return mySchedule(db, userId);
}

export interface ScheduleStats {
  totalSlots: number;
  usedSlots: number;
  availableSlots: number;
  favoriteTime: string | null;
  totalVisits: number;
  dayDistribution: { day: Weekday; dayName: string; slots: number; visits: number }[];
}

/**
 * Week figures of the member: slots held per week, how many of this week's held days already had
 * a visit, the most held time range, visits since the membership started and both by weekday.
 */
export async function scheduleStats(db: Executor, userId: string, now: Date = new Date()): Promise<ScheduleStats> {
  const current = await currentMembership(db, userId);
  const slots = current ? await reservedSlotsOf(db, current.id) : [];
  const since = current?.startDate ?? businessDate(new Date(now.getTime() - 30 * 86_400_000));
  const visitRows = await db
    .select({ visitDate: visits.visitDate })
    .from(visits)
    .where(and(eq(visits.userId, userId), gte(visits.visitDate, since)));
  const today = businessDate(now);
  const todayIndex = WEEKDAYS.indexOf(weekdayOf(today));
  const weekStart = businessDate(new Date(now.getTime() - todayIndex * 86_400_000));
  const visitedThisWeek = new Set(
    visitRows.filter((v) => v.visitDate >= weekStart && v.visitDate <= today).map((v) => weekdayOf(v.visitDate)),
  );
  const heldDays = new Set(slots.map((s) => s.day));
  const usedSlots = [...heldDays].filter((day) => visitedThisWeek.has(day)).length;

  const byRange = new Map<string, number>();
  for (const slot of slots) byRange.set(slot.timeRange, (byRange.get(slot.timeRange) ?? 0) + 1);
  let favoriteTime: string | null = null;
  let best = 0;
  for (const [range, n] of byRange) {
    if (n > best) {
      best = n;
      favoriteTime = range;
    }
  }
  return {
    totalSlots: slots.length,
    usedSlots,
    availableSlots: Math.max(0, slots.length - usedSlots),
    favoriteTime,
    totalVisits: visitRows.length,
    dayDistribution: WEEKDAYS.map((day) => ({
      day,
      dayName: WEEKDAY_LABELS[day],
      slots: slots.filter((s) => s.day === day).length,
      visits: visitRows.filter((v) => weekdayOf(v.visitDate) === day).length,
    })),
  };
}
