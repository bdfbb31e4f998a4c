/**
 * Expenses: recording, the approval flow (pending -> approved | rejected | cancelled), recurring
 * series and the figures. Every status change locks the row (SELECT ... FOR UPDATE) and writes its
 * audit row in the same transaction, so of two clerks approving at the same moment one wins and the
 * other is told the expense was already approved.
 */
import {
  addDays,
  daysBetween,
  businessDate,
  COUNTED_EXPENSE_STATUSES,
  EXPENSE_ACTION_TARGET,
  EXPENSE_CATEGORY_LABELS,
  EXPENSE_DELETABLE_STATUSES,
  EXPENSE_EDITABLE_STATUSES,
  EXPENSE_LIMITS,
  EXPENSE_MESSAGES,
  EXPENSE_STATUS_LABELS,
  EXPENSE_STATUSES,
  expenseTransitionRefusal,
  recurringDatesBetween,
  roundMoney,
  type ExpenseAction,
  type ExpenseCategory,
  type ExpenseStatus,
  type RecurringFrequency,
  pageCount,
} from '@gym/domain';
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lte, max, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import { expenses, users, type ExpenseRow } from '../../db/schema/index';
import { auditTrail, recordAudit, type AuditEventView } from '../../lib/audit';
import { recordEvent, recordEvents } from '../../events/outbox';
import { AppError } from '../../lib/errors';
import { likePattern } from '../../lib/search';
import type { CreateExpenseBody, ExpenseView, ListQuery, PeriodQuery, UpdateExpenseBody } from './schemas';

const ENTITY = 'expense';

interface Actor {
  id: string;
}

const creator = alias(users, 'expense_creator');
const decider = alias(users, 'expense_decider');

const personOf = (user: { id: string | null; firstName: string | null; lastName: string | null } | null) =>
  user?.id ? { id: user.id, name: `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() } : null;

type Person = { id: string | null; firstName: string | null; lastName: string | null };

function toView(row: ExpenseRow, createdBy: Person | null, decidedBy: Person | null): ExpenseView {
  const category = row.category as ExpenseCategory;
  const status = row.status as ExpenseStatus;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    amount: Number(row.amount),
    category,
    categoryLabel: EXPENSE_CATEGORY_LABELS[category],
    vendor: row.vendor,
    invoiceNumber: row.invoiceNumber,
    expenseDate: row.expenseDate,
    paymentMethod: row.paymentMethod,
    notes: row.notes,
    attachments: row.attachments,
    isRecurring: row.isRecurring,
    recurringFrequency: row.recurringFrequency as RecurringFrequency | null,
    recurringEndDate: row.recurringEndDate,
    parentId: row.parentId,
    status,
    statusLabel: EXPENSE_STATUS_LABELS[status],
    reason: row.reason,
    createdBy: personOf(createdBy),
    decidedBy: personOf(decidedBy),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Expenses with who recorded and who decided them, filtered and ordered as asked. */
function selectViews(db: Executor) {
  return db
    .select({
      row: expenses,
      createdBy: { id: creator.id, firstName: creator.firstName, lastName: creator.lastName },
      decidedBy: { id: decider.id, firstName: decider.firstName, lastName: decider.lastName },
    })
    .from(expenses)
    .leftJoin(creator, eq(creator.id, expenses.createdBy))
    .leftJoin(decider, eq(decider.id, expenses.decidedBy))
    .$dynamic();
}

async function viewsWhere(db: Executor, where: SQL | undefined, orderBy: SQL[] = [desc(expenses.expenseDate)]) {
  const rows = await selectViews(db)
    .where(where)
    .orderBy(...orderBy, desc(expenses.createdAt), asc(expenses.id));
  return rows.map((r) => toView(r.row, r.createdBy, r.decidedBy));
}

async function viewOf(db: Executor, id: string): Promise<ExpenseView> {
  const [view] = await viewsWhere(db, eq(expenses.id, id));
  if (!view) throw new AppError(404, EXPENSE_MESSAGES.notFound);
  return view;
}

/** The row, locked until the transaction ends; 404 when there is none. */
async function lockExpense(tx: Executor, id: string): Promise<ExpenseRow> {
  const [row] = await tx.select().from(expenses).where(eq(expenses.id, id)).for('update');
  if (!row) throw new AppError(404, EXPENSE_MESSAGES.notFound);
  return row;
}

export async function createExpense(db: Database, actor: Actor, body: CreateExpenseBody): Promise<ExpenseView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(expenses)
      .values({
        title: body.title,
        description: body.description ?? null,
        amount: body.amount.toFixed(2),
        category: body.category,
        vendor: body.vendor ?? null,
        invoiceNumber: body.invoiceNumber ?? null,
        expenseDate: body.expenseDate ?? businessDate(),
        paymentMethod: body.paymentMethod ?? null,
        notes: body.notes ?? null,
        attachments: body.attachments ?? [],
        isRecurring: body.isRecurring,
        recurringFrequency: body.isRecurring ? (body.recurringFrequency ?? null) : null,
        recurringEndDate: body.isRecurring ? (body.recurringEndDate ?? null) : null,
        createdBy: actor.id,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await recordAudit(tx, {
      entityType: ENTITY,
      entityId: row.id,
      action: 'create',
      toStatus: row.status,
      actorId: actor.id,
      details: { amount: Number(row.amount), category: row.category },
    });
    if (row.status === 'pending') await recordEvent(tx, 'expense.submitted', { expenseId: row.id });
    return viewOf(tx, row.id);
  });
}

const SORT_COLUMNS = {
  expenseDate: expenses.expenseDate,
  amount: expenses.amount,
  title: expenses.title,
  createdAt: expenses.createdAt,
  status: expenses.status,
  category: expenses.category,
} as const;

function periodWhere(period: PeriodQuery): SQL[] {
  const conditions: SQL[] = [];
  if (period.startDate) conditions.push(gte(expenses.expenseDate, period.startDate));
  if (period.endDate) conditions.push(lte(expenses.expenseDate, period.endDate));
  return conditions;
}

export async function listExpenses(db: Executor, query: ListQuery) {
  const conditions = periodWhere(query);
  if (query.status) conditions.push(eq(expenses.status, query.status));
  if (query.category) conditions.push(eq(expenses.category, query.category));
  if (query.search) {
    const pattern = likePattern(query.search);
    const match = or(
      ilike(expenses.title, pattern),
      ilike(expenses.vendor, pattern),
      ilike(expenses.invoiceNumber, pattern),
      ilike(expenses.description, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const column = SORT_COLUMNS[query.sortBy];
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(expenses)
    .where(where);
  const total = counted?.total ?? 0;
  const rows = await selectViews(db)
    .where(where)
    .orderBy(query.sortOrder === 'asc' ? asc(column) : desc(column), desc(expenses.createdAt), asc(expenses.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const data = rows.map((r) => toView(r.row, r.createdBy, r.decidedBy));
  return {
    data,
    pagination: { total, page: query.page, pages: pageCount(total, query.limit), limit: query.limit },
  };
}

export async function expenseDetail(db: Executor, id: string): Promise<ExpenseView & { auditTrail: AuditEventView[] }> {
  const view = await viewOf(db, id);
  return { ...view, auditTrail: await auditTrail(db, ENTITY, id) };
}

export async function updateExpense(
  db: Database,
  actor: Actor,
  id: string,
  body: UpdateExpenseBody,
): Promise<ExpenseView> {
  return db.transaction(async (tx) => {
    const row = await lockExpense(tx, id);
    const status = row.status as ExpenseStatus;
    if (!EXPENSE_EDITABLE_STATUSES.includes(status)) throw new AppError(400, EXPENSE_MESSAGES.notEditable(status));
    const changes: Partial<typeof expenses.$inferInsert> = {};
    for (const [key, value] of Object.entries(body) as [keyof UpdateExpenseBody, unknown][]) {
      if (value === undefined) continue;
      if (key === 'amount') changes.amount = (value as number).toFixed(2);
      else (changes as Record<string, unknown>)[key] = value;
    }
    const changed = Object.keys(changes);
    if (changed.length === 0) return viewOf(tx, id);
    await tx
      .update(expenses)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(expenses.id, id));
    await recordAudit(tx, {
      entityType: ENTITY,
      entityId: id,
      action: 'update',
      fromStatus: status,
      toStatus: status,
      actorId: actor.id,
      details: {
        changed,
        ...(changes.amount ? { amount: { from: Number(row.amount), to: Number(changes.amount) } } : {}),
      },
    });
    return viewOf(tx, id);
  });
}

/** Approve, reject or cancel: at most once, only from the statuses the rules allow. */
export async function changeStatus(
  db: Database,
  actor: Actor,
  id: string,
  action: ExpenseAction,
  reason: string | null = null,
): Promise<ExpenseView> {
  return db.transaction(async (tx) => {
    const row = await lockExpense(tx, id);
    const from = row.status as ExpenseStatus;
    const refusal = expenseTransitionRefusal(action, from);
    if (refusal) throw new AppError(refusal.status, refusal.message);
    const to = EXPENSE_ACTION_TARGET[action];
    await tx
      .update(expenses)
      .set({ status: to, reason, decidedBy: actor.id, decidedAt: new Date(), updatedAt: new Date() })
      .where(eq(expenses.id, id));
    await recordAudit(tx, {
      entityType: ENTITY,
      entityId: id,
      action,
      fromStatus: from,
      toStatus: to,
      actorId: actor.id,
      reason,
      details: { amount: Number(row.amount) },
    });
    return viewOf(tx, id);
  });
}

export async function deleteExpense(db: Database, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockExpense(tx, id);
    const status = row.status as ExpenseStatus;
    if (!EXPENSE_DELETABLE_STATUSES.includes(status)) throw new AppError(400, EXPENSE_MESSAGES.notDeletable(status));
    await tx.delete(expenses).where(eq(expenses.id, id));
    // The audit row outlives the expense: who deleted what, for how much.
    await recordAudit(tx, {
      entityType: ENTITY,
      entityId: id,
      action: 'delete',
      fromStatus: status,
      actorId: actor.id,
      details: { title: row.title, amount: Number(row.amount), category: row.category, expenseDate: row.expenseDate },
    });
  });
}

export function pendingApproval(db: Executor, minAmount: number) {
  return viewsWhere(db, and(eq(expenses.status, 'pending'), gte(expenses.amount, minAmount.toFixed(2))), [
    asc(expenses.expenseDate),
  ]);
}

export function byCategory(db: Executor, category: ExpenseCategory) {
  return viewsWhere(db, eq(expenses.category, category));
}

// --- Recurring ---------------------------------------------------------------------------------

/** Series that still generate: recurring, not rejected or cancelled. */
const activeSeries = and(eq(expenses.isRecurring, true), inArray(expenses.status, ['pending', 'approved', 'paid']));

/** Each active series with the date of its latest occurrence (the series' own date when none yet). */
async function seriesWithLatest(db: Executor) {
  const child = alias(expenses, 'occurrence');
  const rows = await selectViews(db).where(activeSeries).orderBy(asc(expenses.id));
  const latest = await db
    .select({ parentId: child.parentId, latest: max(child.expenseDate) })
    .from(child)
    .where(isNotNull(child.parentId))
    .groupBy(child.parentId);
  const latestOf = new Map(latest.map((l) => [l.parentId, l.latest]));
  return rows.map((r) => {
    const view = toView(r.row, r.createdBy, r.decidedBy);
    const own = latestOf.get(view.id);
    return { view, latest: own && own > view.expenseDate ? own : view.expenseDate };
  });
}

/** Recurring expenses whose next date falls within the next `daysAhead` days (today included). */
export async function upcomingRecurring(db: Executor, daysAhead: number, today = businessDate()) {
  const until = addDays(today, daysAhead);
  const result: { expense: ExpenseView; nextDate: string; daysUntil: number }[] = [];
  for (const { view, latest } of await seriesWithLatest(db)) {
    if (!view.recurringFrequency) continue;
    const [next] = recurringDatesBetween(
      view.expenseDate,
      view.recurringFrequency,
      latest,
      '9999-12-31',
      view.recurringEndDate,
      1,
    );
    if (!next || next > until) continue;
    result.push({ expense: view, nextDate: next, daysUntil: daysBetween(today, next) });
  }
  return result.sort((a, b) => a.nextDate.localeCompare(b.nextDate));
}

/**
 * Creates every occurrence that is due (dated today or earlier) and not created yet, as a pending
 * expense. Two runs at once cannot both create one: (parent, date) is unique and the insert does
 * nothing on a conflict, so only the rows a run really inserted are returned and audited.
 */
export async function processRecurring(
  db: Database,
  actor: Actor | null,
  today = businessDate(),
): Promise<ExpenseView[]> {
  const created: string[] = [];
  for (const { view, latest } of await seriesWithLatest(db)) {
    if (!view.recurringFrequency) continue;
    const dates = recurringDatesBetween(
      view.expenseDate,
      view.recurringFrequency,
      latest,
      today,
      view.recurringEndDate,
      EXPENSE_LIMITS.recurringCatchUpMax,
    );
    if (dates.length === 0) continue;
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(expenses)
        .values(
          dates.map((expenseDate) => ({
            title: view.title,
            description: view.description,
            amount: view.amount.toFixed(2),
            category: view.category,
            vendor: view.vendor,
            invoiceNumber: null,
            expenseDate,
            paymentMethod: view.paymentMethod,
            notes: view.notes,
            parentId: view.id,
            // The nightly job (no actor) files each occurrence under whoever created the series.
            createdBy: actor ? actor.id : (view.createdBy?.id ?? null),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: expenses.id, expenseDate: expenses.expenseDate });
      await recordAudit(
        tx,
        inserted.map((row) => ({
          entityType: ENTITY,
          entityId: row.id,
          action: 'generate',
          toStatus: 'pending',
          actorId: actor?.id ?? null,
          details: { parentId: view.id, occurrenceDate: row.expenseDate, frequency: view.recurringFrequency },
        })),
      );
      await recordEvents(
        tx,
        'expense.generated',
        inserted.map((row) => ({ expenseId: row.id, parentId: view.id, date: row.expenseDate })),
      );
      created.push(...inserted.map((row) => row.id));
    });
  }
  if (created.length === 0) return [];
  return viewsWhere(db, inArray(expenses.id, created), [asc(expenses.expenseDate)]);
}

// --- Figures (aggregated in SQL) -----------------------------------------------------------------

const amountSum = sql<string>`coalesce(sum(${expenses.amount}), 0)`;
const rowCount = sql<number>`count(*)::int`;
const counted = inArray(expenses.status, [...COUNTED_EXPENSE_STATUSES]);

export async function summary(db: Executor, period: PeriodQuery) {
  const rows = await db
    .select({ status: expenses.status, count: rowCount, amount: amountSum })
    .from(expenses)
    .where(and(...periodWhere(period)))
    .groupBy(expenses.status);
  const byStatus = Object.fromEntries(EXPENSE_STATUSES.map((s) => [s, { count: 0, amount: 0 }])) as Record<
    ExpenseStatus,
    { count: number; amount: number }
  >;
  for (const row of rows) byStatus[row.status as ExpenseStatus] = { count: row.count, amount: Number(row.amount) };
  const totalExpenses = COUNTED_EXPENSE_STATUSES.reduce((n, s) => n + byStatus[s].count, 0);
  const totalAmount = roundMoney(COUNTED_EXPENSE_STATUSES.reduce((n, s) => n + byStatus[s].amount, 0));
  return {
    startDate: period.startDate ?? null,
    endDate: period.endDate ?? null,
    totalExpenses,
    totalAmount,
    averageAmount: totalExpenses ? roundMoney(totalAmount / totalExpenses) : 0,
    byStatus,
    pendingApproval: byStatus.pending,
  };
}

export async function breakdown(db: Executor, period: PeriodQuery) {
  const rows = await db
    .select({ category: expenses.category, count: rowCount, amount: amountSum })
    .from(expenses)
    .where(and(counted, ...periodWhere(period)))
    .groupBy(expenses.category)
    .orderBy(desc(amountSum), asc(expenses.category));
  const total = rows.reduce((n, r) => n + Number(r.amount), 0);
  return rows.map((r) => {
    const category = r.category as ExpenseCategory;
    const amount = Number(r.amount);
    return {
      category,
      label: EXPENSE_CATEGORY_LABELS[category],
      count: r.count,
      amount,
      percentage: total ? Math.round((amount / total) * 10_000) / 100 : 0,
    };
  });
}

export async function topVendors(db: Executor, period: PeriodQuery, limit: number) {
  const rows = await db
    .select({
      vendor: expenses.vendor,
      count: rowCount,
      amount: amountSum,
      lastDate: sql<string>`max(${expenses.expenseDate})::text`,
    })
    .from(expenses)
    .where(and(counted, isNotNull(expenses.vendor), ...periodWhere(period)))
    .groupBy(expenses.vendor)
    .orderBy(desc(amountSum), asc(expenses.vendor))
    .limit(limit);
  return rows.map((r) => ({ vendor: r.vendor ?? '', count: r.count, amount: Number(r.amount), lastDate: r.lastDate }));
}
