import { businessDate, WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '@gym/domain';
import { and, asc, eq, gte, inArray, ne, sql, type Placeholder } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  gymScheduleDays,
  gymTimeSlots,
  memberships,
  slotReservations,
  type GymScheduleDayRow,
  type GymTimeSlotRow,
} from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { HoursInput } from './hours.schemas';

/** Membership statuses that hold a place in a slot (until the membership's last day). */
export const HOLDING_STATUSES = ['active', 'pending'];

export interface WeekDay {
  day: Weekday;
  dayName: string;
  isOpen: boolean;
  openTime: string | null;
  closeTime: string | null;
  /** The day's active slots, earliest first. */
  slots: GymTimeSlotRow[];
}

/** The gym's week as stored: every weekday with its hours and active slots (the one reader of the week). */
export async function gymWeek(db: Executor): Promise<WeekDay[]> {
  const [days, slots] = await Promise.all([scheduleDaysQuery(db), activeSlotsQuery(db)]);
  return weekOf(days, slots);
}

/** The stored weekdays (a query, so a page that reads more can embed it). */
export function scheduleDaysQuery(db: Executor) {
  return db.select().from(gymScheduleDays);
}

/** The active slots, earliest first (a query, so a page that reads more can embed it). */
export function activeSlotsQuery(db: Executor) {
  return db.select().from(gymTimeSlots).where(eq(gymTimeSlots.isActive, true)).orderBy(asc(gymTimeSlots.startTime));
}

/** Every weekday, stored or not, with its active slots. */
export function weekOf(days: GymScheduleDayRow[], slots: GymTimeSlotRow[]): WeekDay[] {
  return WEEKDAYS.map((day) => {
    const row = days.find((d) => d.day === day);
    return {
      day,
      dayName: WEEKDAY_LABELS[day],
      isOpen: row?.isOpen ?? false,
      openTime: row?.openTime ?? null,
      closeTime: row?.closeTime ?? null,
      slots: slots.filter((s) => s.day === day),
    };
  });
}

/**
 * Places taken per slot: distinct members holding it through a membership that is active or
 * pending and has not ended. Counting members (not rows) keeps a renewal from taking a second place.
 */
export async function capacityBySlot(
  db: Executor,
  options: { slotIds?: number[]; excludeUserId?: string; today?: string } = {},
): Promise<Map<number, number>> {
  if (options.slotIds?.length === 0) return new Map();
  const rows = await takenPlacesQuery(db, options);
  return new Map(rows.map((r) => [r.slotId, Number(r.taken)]));
}

/** Places taken per slot as rows { slot_id, taken } (a query, so a page that reads more can embed it). */
export function takenPlacesQuery(
  db: Executor,
  options: { slotIds?: number[]; excludeUserId?: string; today?: string | Placeholder } = {},
) {
  const today = options.today ?? businessDate();
  const conditions = [inArray(memberships.status, HOLDING_STATUSES), gte(memberships.endDate, today)];
  if (options.slotIds) conditions.push(inArray(slotReservations.slotId, options.slotIds));
  if (options.excludeUserId) conditions.push(ne(slotReservations.userId, options.excludeUserId));
  return db
    .select({
      slotId: slotReservations.slotId,
      taken: sql<number>`count(distinct ${slotReservations.userId})::int`.as('taken'),
    })
    .from(slotReservations)
    .innerJoin(memberships, eq(memberships.id, slotReservations.membershipId))
    .where(and(...conditions))
    .groupBy(slotReservations.slotId);
}

/** The places taken per slot, from the JSON array an embedded takenPlacesQuery gives. */
export function takenPlacesFromJson(value: unknown): Map<number, number> {
  const rows = Array.isArray(value) ? (value as { slot_id: number; taken: number }[]) : [];
  return new Map(rows.map((r) => [Number(r.slot_id), Number(r.taken)]));
}

export interface SlotView {
  id: number;
  startTime: string;
  endTime: string;
  capacity: number;
  reserved: number;
  label: string | null;
}

export interface DayView {
  day: Weekday;
  dayName: string;
  isOpen: boolean;
  openTime: string | null;
  closeTime: string | null;
  slots: SlotView[];
}

/** The week as the website and its editor show it: each slot with its capacity and places taken. */
export async function weeklySchedule(db: Executor, now: Date = new Date()): Promise<DayView[]> {
  const [week, reserved] = await Promise.all([gymWeek(db), capacityBySlot(db, { today: businessDate(now) })]);
  return presentWeek(week, reserved);
}

/** The week with each slot's capacity and places taken. */
export function presentWeek(week: WeekDay[], reserved: Map<number, number>): DayView[] {
  return week.map((day) => ({
    ...day,
    slots: day.slots.map((s) => ({
      id: s.id,
      startTime: s.startTime,
      endTime: s.endTime,
      capacity: s.capacity,
      reserved: reserved.get(s.id) ?? 0,
      label: s.label,
    })),
  }));
}

/**
 * Saves the given days. Slots are matched by id, else by start time; a slot left out is
 * deactivated rather than deleted so the reservations members hold are never lost silently.
 */
export async function saveHours(db: Database, hours: HoursInput, now: Date = new Date()): Promise<DayView[]> {
  await db.transaction(async (tx) => {
    for (const day of WEEKDAYS) {
      const input = hours[day];
      if (!input) continue;
      for (const slot of input.slots) {
        if (slot.endTime <= slot.startTime)
          throw new AppError(422, `${WEEKDAY_LABELS[day]}: la hora de fin debe ser posterior a la de inicio`);
      }
      const starts = input.slots.map((s) => s.startTime);
      if (new Set(starts).size !== starts.length)
        throw new AppError(422, `${WEEKDAY_LABELS[day]}: hay franjas repetidas`);
      const values = {
        isOpen: input.isOpen,
        openTime: input.isOpen ? (input.openTime ?? null) : null,
        closeTime: input.isOpen ? (input.closeTime ?? null) : null,
        updatedAt: new Date(),
      };
      await tx
        .insert(gymScheduleDays)
        .values({ day, ...values })
        .onConflictDoUpdate({ target: gymScheduleDays.day, set: values });

      const existing = await tx.select().from(gymTimeSlots).where(eq(gymTimeSlots.day, day)).for('update');
      const kept = new Set<number>();
      const wanted = input.isOpen ? input.slots : [];
      for (const slot of wanted) {
        const match = existing.find((e) => e.id === slot.id) ?? existing.find((e) => e.startTime === slot.startTime);
        const fields = {
          startTime: slot.startTime,
          endTime: slot.endTime,
          capacity: slot.capacity,
          label: slot.label ?? null,
          isActive: true,
          updatedAt: new Date(),
        };
        if (match) {
          kept.add(match.id);
          await tx.update(gymTimeSlots).set(fields).where(eq(gymTimeSlots.id, match.id));
        } else {
          await tx.insert(gymTimeSlots).values({ day, ...fields });
        }
      }
      const gone = existing.filter((e) => !kept.has(e.id) && e.isActive).map((e) => e.id);
      if (gone.length)
        await tx
          .update(gymTimeSlots)
          .set({ isActive: false, updatedAt: new Date() })
          .where(inArray(gymTimeSlots.id, gone));
    }
  });
  return weeklySchedule(db, now);
}

export interface CapacityMetrics {
  totalCapacity: number;
  totalReservations: number;
  averageOccupancy: number;
  availableSpaces: number;
  busiestDay: string | null;
  busiestOccupancy: number;
  byDay: { day: Weekday; dayName: string; capacity: number; reservations: number; occupancy: number }[];
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

export async function capacityMetrics(db: Executor, now: Date = new Date()): Promise<CapacityMetrics> {
  const schedule = await weeklySchedule(db, now);
  const byDay = schedule.map((d) => {
    const capacity = d.slots.reduce((sum, s) => sum + s.capacity, 0);
    const reservations = d.slots.reduce((sum, s) => sum + s.reserved, 0);
    return { day: d.day, dayName: d.dayName, capacity, reservations, occupancy: percent(reservations, capacity) };
  });
  const totalCapacity = byDay.reduce((sum, d) => sum + d.capacity, 0);
  const totalReservations = byDay.reduce((sum, d) => sum + d.reservations, 0);
  const busiest = byDay.reduce<(typeof byDay)[number] | null>(
    (best, d) => (d.capacity > 0 && (!best || d.occupancy > best.occupancy) ? d : best),
    null,
  );
  return {
    totalCapacity,
    totalReservations,
    averageOccupancy: percent(totalReservations, totalCapacity),
    availableSpaces: Math.max(0, totalCapacity - totalReservations),
    busiestDay: busiest && busiest.reservations > 0 ? busiest.dayName : null,
    busiestOccupancy: busiest && busiest.reservations > 0 ? busiest.occupancy : 0,
    byDay,
  };
}
