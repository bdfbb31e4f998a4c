/**
 * The clerk's cash drawer: open with a float, the current one with its live expected cash, petty
 * cash out, the close (count by denomination, expected, difference and its reason; final), the
 * admin's list and one drawer with its movements.
 */
import {
  canReviewCashDrawers,
  CASH_DRAWER_MESSAGES as M,
  CASH_MOVEMENT_LABELS,
  CASH_SESSION_STATUS_LABELS,
  cashDifference,
  closeNeedsReason,
  countTotal,
  DENOMINATIONS,
  expectedCash,
  isUuid,
  pageCount,
  sumMoney,
  type CashMovementKind,
  type CashSessionStatus,
  type DenominationCounts,
} from '@gym/domain';
import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { businessDaysRange } from '../../db/business-day';
import type { Database, Executor } from '../../db/client';
import { cashMovements, cashSessions, gymSettings, users, type CashSessionRow } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { AuthenticatedUser } from '../../types';
import { CASH_SESSION_ENTITY, lockOpenSession, openSession, recordCashMovement } from './ledger';

export interface CashMovementOut {
  id: string;
  kind: CashMovementKind;
  kindLabel: string;
  amount: number;
  referenceType: string | null;
  referenceId: string | null;
  description: string;
  createdAt: string;
  createdBy: string | null;
}

export interface CashSessionOut {
  id: string;
  userId: string;
  clerkName: string;
  status: CashSessionStatus;
  statusLabel: string;
  openedAt: string;
  openingFloat: number;
  openedAutomatically: boolean;
  closedAt: string | null;
  cashIn: number;
  cashOut: number;
  movementCount: number;
  /** Live for an open drawer; as stored at the close for a closed one. */
  expected: number;
  counted: number | null;
  difference: number | null;
  differenceReason: string | null;
  counts: { key: string; label: string; value: number; pieces: number; total: number }[] | null;
  closeNotes: string | null;
}

const sessionColumns = {
  session: cashSessions,
  firstName: users.firstName,
  lastName: users.lastName,
  cashIn: sql<string>`coalesce((select sum(amount) from cash_movements m where m.session_id = ${cashSessions.id} and m.amount > 0), 0)`,
  cashOut: sql<string>`coalesce((select sum(amount) from cash_movements m where m.session_id = ${cashSessions.id} and m.amount < 0), 0)`,
  movementCount: sql<number>`(select count(*) from cash_movements m where m.session_id = ${cashSessions.id})::int`,
};

type SessionRead = {
  session: CashSessionRow;
  firstName: string | null;
  lastName: string | null;
  cashIn: string;
  cashOut: string;
  movementCount: number;
};

function countsOut(counts: Record<string, number> | null) {
  if (!counts) return null;
  return DENOMINATIONS.map((d) => {
    const pieces = counts[d.key] ?? 0;
    return { key: d.key, label: d.label, value: d.value, pieces, total: countTotal({ [d.key]: pieces }) };
  });
}

function present(row: SessionRead): CashSessionOut {
  const s = row.session;
  const status = s.status as CashSessionStatus;
  const openingFloat = Number(s.openingFloat);
  const live = expectedCash(openingFloat, [{ amount: row.cashIn }, { amount: row.cashOut }]);
  return {
    id: s.id,
    userId: s.userId,
    clerkName: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
    status,
    statusLabel: CASH_SESSION_STATUS_LABELS[status] ?? status,
    openedAt: s.openedAt.toISOString(),
    openingFloat,
    openedAutomatically: s.openedAutomatically,
    closedAt: s.closedAt ? s.closedAt.toISOString() : null,
    cashIn: Number(row.cashIn),
    cashOut: Math.abs(Number(row.cashOut)),
    movementCount: Number(row.movementCount),
    expected: s.expected === null ? live : Number(s.expected),
    counted: s.counted === null ? null : Number(s.counted),
    difference: s.difference === null ? null : Number(s.difference),
    differenceReason: s.differenceReason,
    counts: countsOut(s.counts),
    closeNotes: s.closeNotes,
  };
}

async function readSession(db: Executor, where: SQL): Promise<CashSessionOut | null> {
  const [row] = await db
    .select(sessionColumns)
    .from(cashSessions)
    .leftJoin(users, eq(users.id, cashSessions.userId))
    .where(where)
    .limit(1);
  return row ? present(row) : null;
}

async function movementsOf(db: Executor, sessionId: string): Promise<CashMovementOut[]> {
  const rows = await db
    .select()
    .from(cashMovements)
    .where(eq(cashMovements.sessionId, sessionId))
    .orderBy(asc(cashMovements.createdAt), asc(cashMovements.id));
  return rows.map((m) => ({
    id: m.id,
    kind: m.kind as CashMovementKind,
    kindLabel: CASH_MOVEMENT_LABELS[m.kind as CashMovementKind] ?? m.kind,
    amount: Number(m.amount),
    referenceType: m.referenceType,
    referenceId: m.referenceId,
    description: m.description,
    createdAt: m.createdAt.toISOString(),
    createdBy: m.createdBy,
  }));
}

/** The caller's open drawer, or null. */
export async function currentSession(db: Executor, userId: string): Promise<CashSessionOut | null> {
  return readSession(db, and(eq(cashSessions.userId, userId), eq(cashSessions.status, 'open'))!);
}

/** Opens the caller's drawer with its float; a second open while one is open is a 409. */
export async function open(db: Database, actor: AuthenticatedUser, openingFloat: number): Promise<CashSessionOut> {
  const id = await db.transaction(async (tx) => {
    const { session, created } = await openSession(tx, actor.id, openingFloat, false);
    if (!created) throw new AppError(409, M.alreadyOpen);
    return session.id;
  });
  return (await readSession(db, eq(cashSessions.id, id)))!;
}

/** Petty cash out of the caller's open drawer, with its reason (never more than the drawer should hold). */
export async function pettyCashOut(
  db: Database,
  actor: AuthenticatedUser,
  input: { amount: number; reason: string },
): Promise<CashSessionOut> {
  const reason = input.reason.trim();
  if (!reason) throw new AppError(422, M.pettyReasonRequired);
  const id = await db.transaction(async (tx) => {
    const session = await lockOpenSession(tx, actor.id);
    if (!session) throw new AppError(409, M.noOpenSession);
    const expected = await expectedOf(tx, session);
    if (input.amount > expected) throw new AppError(400, M.pettyAboveCash);
    await recordCashMovement(tx, actor.id, {
      kind: 'petty_cash_out',
      amount: input.amount,
      description: reason,
    });
    await recordAudit(tx, {
      entityType: CASH_SESSION_ENTITY,
      entityId: session.id,
      action: 'petty_cash_out',
      fromStatus: 'open',
      toStatus: 'open',
      actorId: actor.id,
      reason,
      details: { amount: input.amount },
    });
    return session.id;
  });
  return (await readSession(db, eq(cashSessions.id, id)))!;
}

async function expectedOf(tx: Executor, session: CashSessionRow): Promise<number> {
  const rows = await tx
    .select({ amount: cashMovements.amount })
    .from(cashMovements)
    .where(eq(cashMovements.sessionId, session.id));
  return expectedCash(Number(session.openingFloat), rows);
}

export interface CloseInput {
  counts: DenominationCounts;
  reason?: string | null;
  notes?: string | null;
}

/**
 * Closes a drawer: the count by denomination, what the movements say should be there and the
 * difference, with a reason when they differ. Final: the row is locked, so of two closes at once the
 * second waits and then reads a closed drawer (409).
 */
export async function close(
  db: Database,
  actor: AuthenticatedUser,
  sessionId: string | 'current',
  input: CloseInput,
): Promise<CashSessionOut> {
  const id = await db.transaction(async (tx) => {
    let session: CashSessionRow | null;
    if (sessionId === 'current') {
      session = await lockOpenSession(tx, actor.id);
      if (!session) throw new AppError(409, M.noOpenSession);
    } else {
      if (!isUuid(sessionId)) throw new AppError(404, M.notFound);
      const [row] = await tx.select().from(cashSessions).where(eq(cashSessions.id, sessionId)).for('update');
      session = row ?? null;
      if (!session) throw new AppError(404, M.notFound);
      if (session.userId !== actor.id && !canReviewCashDrawers(actor)) throw new AppError(403, M.notYours);
    }
    if (session.status !== 'open') throw new AppError(409, M.alreadyClosed);
    const counted = countTotal(input.counts);
    const expected = await expectedOf(tx, session);
    const difference = cashDifference(counted, expected);
    const reason = input.reason?.trim() || null;
    if (closeNeedsReason(difference) && !reason) throw new AppError(422, M.reasonRequired);
    const counts = Object.fromEntries(
      DENOMINATIONS.map((d) => [d.key, Math.trunc(Number(input.counts[d.key] ?? 0)) || 0]),
    );
    await tx
      .update(cashSessions)
      .set({
        status: 'closed',
        closedAt: sql`now()`,
        counted: counted.toFixed(2),
        expected: expected.toFixed(2),
        difference: difference.toFixed(2),
        differenceReason: closeNeedsReason(difference) ? reason : null,
        counts,
        closeNotes: input.notes?.trim() || null,
      })
      .where(eq(cashSessions.id, session.id));
    await recordAudit(tx, {
      entityType: CASH_SESSION_ENTITY,
      entityId: session.id,
      action: 'close',
      fromStatus: 'open',
      toStatus: 'closed',
      actorId: actor.id,
      reason: closeNeedsReason(difference) ? reason : null,
      details: { counted, expected, difference },
    });
    return session.id;
  });
  return (await readSession(db, eq(cashSessions.id, id)))!;
}

/** One drawer with its movements: its clerk's, or any for the admin (403 otherwise). */
export async function getSession(db: Executor, actor: AuthenticatedUser, id: string) {
  if (!isUuid(id)) throw new AppError(404, M.notFound);
  const session = await readSession(db, eq(cashSessions.id, id));
  if (!session) throw new AppError(404, M.notFound);
  if (session.userId !== actor.id && !canReviewCashDrawers(actor)) throw new AppError(403, M.notYours);
  return { session, movements: await movementsOf(db, id) };
}

export interface ListQuery {
  page: number;
  limit: number;
  status?: CashSessionStatus | undefined;
  userId?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  withDifference?: boolean | undefined;
}

/** Every drawer, the latest first (admin): filters by clerk, status, opening day and a difference. */
export async function listSessions(db: Executor, query: ListQuery) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(cashSessions.status, query.status));
  if (query.userId) {
    if (!isUuid(query.userId)) return { sessions: [], totals: emptyTotals(), pagination: page(0, query) };
    filters.push(eq(cashSessions.userId, query.userId));
  }
  if (query.startDate || query.endDate)
    filters.push(
      businessDaysRange(
        cashSessions.openedAt,
        query.startDate ?? '1970-01-01',
        query.endDate ?? query.startDate ?? '2999-12-31',
      )!,
    );
  if (query.withDifference) filters.push(ne(cashSessions.difference, '0'));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select(sessionColumns)
      .from(cashSessions)
      .leftJoin(users, eq(users.id, cashSessions.userId))
      .where(where)
      .orderBy(desc(cashSessions.openedAt), desc(cashSessions.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({
        total: count(),
        differences: sql<string>`coalesce(sum(${cashSessions.difference}), 0)`,
        withDifference: sql<number>`count(*) filter (where ${cashSessions.difference} <> 0)::int`,
      })
      .from(cashSessions)
      .where(where),
  ]);
  const total = Number(totals?.total ?? 0);
  return {
    sessions: rows.map(present),
    totals: {
      differences: sumMoney([totals?.differences ?? 0]),
      withDifference: Number(totals?.withDifference ?? 0),
    },
    pagination: page(total, query),
  };
}

const emptyTotals = () => ({ differences: 0, withDifference: 0 });
const page = (total: number, query: ListQuery) => ({
  total,
  page: query.page,
  pages: pageCount(total, query.limit),
  limit: query.limit,
});

/** The gym's name as configured, for the printed report (read here: the website module imports payments, which imports this one). */
export async function gymName(db: Executor): Promise<string> {
  const [row] = await db.select({ name: gymSettings.name }).from(gymSettings).limit(1);
  return row?.name ?? '';
}
