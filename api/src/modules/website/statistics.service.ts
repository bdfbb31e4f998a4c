import { CONTENT_MESSAGES, DEFAULT_STATISTICS, STATISTIC_DEFAULTS, statKeyFromLabel } from '@gym/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { isUniqueViolation, type Database, type Executor } from '../../db/client';
import { statistics } from '../../db/schema/index';
import { AppError, validationError } from '../../lib/errors';
import type { CreateStatisticInput, Statistic, UpdateStatisticInput } from './statistics.schemas';

const ordered = [asc(statistics.displayOrder), asc(statistics.id)];

export function listStatistics(db: Executor): Promise<Statistic[]> {
  return db
    .select()
    .from(statistics)
    .orderBy(...ordered);
}

/** The public counters (a query: the landing embeds it in its one statement). */
export function activeStatistics(db: Executor) {
  return db
    .select()
    .from(statistics)
    .where(eq(statistics.isActive, true))
    .orderBy(...ordered);
}

async function assertKeyFree(db: Executor, key: string, exceptId?: number): Promise<void> {
  const clash = await db
    .select({ id: statistics.id })
    .from(statistics)
    .where(exceptId ? and(eq(statistics.statKey, key), ne(statistics.id, exceptId)) : eq(statistics.statKey, key))
    .limit(1);
  if (clash.length) throw new AppError(409, CONTENT_MESSAGES.statisticKeyTaken);
}

function keyOrFail(key: string | undefined, label: string): string {
  const derived = key?.trim() ? statKeyFromLabel(key) : statKeyFromLabel(label);
  if (!derived) throw validationError({ statKey: CONTENT_MESSAGES.statisticKeyRequired });
  return derived;
}

async function unique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, CONTENT_MESSAGES.statisticKeyTaken);
    throw error;
  }
}

export async function createStatistic(db: Executor, input: CreateStatisticInput): Promise<Statistic> {
  const statKey = keyOrFail(input.statKey, input.label);
  await assertKeyFree(db, statKey);
  const [row] = await unique(() =>
    db
      .insert(statistics)
      .values({
        statKey,
        statValue: input.statValue,
        label: input.label,
        iconName: input.iconName ?? STATISTIC_DEFAULTS.iconName,
        valueSuffix: input.valueSuffix ?? STATISTIC_DEFAULTS.valueSuffix,
        colorScheme: input.colorScheme ?? STATISTIC_DEFAULTS.colorScheme,
        displayOrder: input.displayOrder ?? STATISTIC_DEFAULTS.displayOrder,
        description: input.description?.trim() || null,
        isActive: input.isActive ?? STATISTIC_DEFAULTS.isActive,
      })
      .returning(),
  );
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateStatistic(db: Executor, id: number, input: UpdateStatisticInput): Promise<Statistic> {
  const patch: Partial<typeof statistics.$inferInsert> = { updatedAt: new Date() };
  if (input.statKey !== undefined) {
    patch.statKey = keyOrFail(input.statKey, input.label ?? '');
    await assertKeyFree(db, patch.statKey, id);
  }
  if (input.statValue !== undefined) patch.statValue = input.statValue;
  if (input.label !== undefined) patch.label = input.label;
  if (input.iconName !== undefined) patch.iconName = input.iconName;
  if (input.valueSuffix !== undefined) patch.valueSuffix = input.valueSuffix;
  if (input.colorScheme !== undefined) patch.colorScheme = input.colorScheme;
  if (input.displayOrder !== undefined) patch.displayOrder = input.displayOrder;
  if (input.description !== undefined) patch.description = input.description?.trim() || null;
  if (input.isActive !== undefined) patch.isActive = input.isActive;
  const [row] = await unique(() => db.update(statistics).set(patch).where(eq(statistics.id, id)).returning());
  if (!row) throw new AppError(404, CONTENT_MESSAGES.statisticNotFound);
  return row;
}

export async function deleteStatistic(db: Executor, id: number): Promise<void> {
  const deleted = await db.delete(statistics).where(eq(statistics.id, id)).returning({ id: statistics.id });
  if (!deleted.length) throw new AppError(404, CONTENT_MESSAGES.statisticNotFound);
}

export async function toggleStatistic(db: Executor, id: number): Promise<Statistic> {
  const [row] = await db
    .update(statistics)
    .set({ isActive: sql`not ${statistics.isActive}`, updatedAt: new Date() })
    .where(eq(statistics.id, id))
    .returning();
  if (!row) throw new AppError(404, CONTENT_MESSAGES.statisticNotFound);
  return row;
}

/** All or nothing: an unknown id leaves every order as it was. */
export async function reorderStatistics(
  db: Database,
  order: { id: number; displayOrder: number }[],
): Promise<Statistic[]> {
  return db.transaction(async (tx) => {
    const ids = order.map((o) => o.id);
    const found = await tx.select({ id: statistics.id }).from(statistics).where(inArray(statistics.id, ids));
    if (found.length !== new Set(ids).size) throw new AppError(404, CONTENT_MESSAGES.statisticNotFound);
    for (const item of order) {
      await tx
        .update(statistics)
        .set({ displayOrder: item.displayOrder, updatedAt: new Date() })
        .where(eq(statistics.id, item.id));
    }
    return listStatistics(tx);
  });
}

/** Adds the default counters whose keys are missing; existing ones are left untouched. */
export async function seedDefaultStatistics(db: Executor): Promise<{ created: number; statistics: Statistic[] }> {
  const inserted = await db
    .insert(statistics)
    .values(DEFAULT_STATISTICS.map((s) => ({ ...s, isActive: true })))
    .onConflictDoNothing()
    .returning({ id: statistics.id });
  return { created: inserted.length, statistics: await listStatistics(db) };
}
