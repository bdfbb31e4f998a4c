import { CONTENT_MESSAGES, DEFAULT_SERVICES, SERVICE_DEFAULT_ICON } from '@gym/domain';
import { asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { isUniqueViolation, type Database, type Executor } from '../../db/client';
import { gymServices } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { CreateServiceInput, GymService, UpdateServiceInput } from './services.schemas';

const ordered = [asc(gymServices.displayOrder), asc(gymServices.id)];

export function listServices(db: Executor): Promise<GymService[]> {
  return db
    .select()
    .from(gymServices)
    .orderBy(...ordered);
}

/** The public services (a query: the landing embeds it in its one statement). */
export function activeServices(db: Executor) {
  return db
    .select()
    .from(gymServices)
    .where(eq(gymServices.isActive, true))
    .orderBy(...ordered);
}

export async function getService(db: Executor, id: number): Promise<GymService> {
  const [row] = await db.select().from(gymServices).where(eq(gymServices.id, id)).limit(1);
  if (!row) throw new AppError(404, CONTENT_MESSAGES.serviceNotFound);
  return row;
}

/** The unique index on lower(title) is the authority; this turns its violation into the screen's 400. */
async function titled<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(400, CONTENT_MESSAGES.serviceTitleTaken);
    throw error;
  }
}

async function nextOrder(db: Executor): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${gymServices.displayOrder})` }).from(gymServices);
  return (row?.max ?? 0) + 1;
}

export async function createService(db: Executor, input: CreateServiceInput): Promise<GymService> {
  const [row] = await titled(async () =>
    db
      .insert(gymServices)
      .values({
        title: input.title,
        description: input.description?.trim() || null,
        iconName: input.iconName ?? SERVICE_DEFAULT_ICON,
        imageUrl: input.imageUrl ?? null,
        features: input.features ?? [],
        displayOrder: input.displayOrder ?? (await nextOrder(db)),
        isActive: input.isActive ?? true,
      })
      .returning(),
  );
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateService(db: Executor, id: number, input: UpdateServiceInput): Promise<GymService> {
  const patch: Partial<typeof gymServices.$inferInsert> = { updatedAt: new Date() };
  if (input.title !== undefined) patch.title = input.title;
  if (input.description !== undefined) patch.description = input.description?.trim() || null;
  if (input.iconName !== undefined) patch.iconName = input.iconName;
  if (input.imageUrl !== undefined) patch.imageUrl = input.imageUrl;
  if (input.features !== undefined) patch.features = input.features;
  if (input.displayOrder !== undefined) patch.displayOrder = input.displayOrder;
  if (input.isActive !== undefined) patch.isActive = input.isActive;
  const [row] = await titled(() => db.update(gymServices).set(patch).where(eq(gymServices.id, id)).returning());
  if (!row) throw new AppError(404, CONTENT_MESSAGES.serviceNotFound);
  return row;
}

export async function deleteService(db: Executor, id: number): Promise<void> {
  const deleted = await db.delete(gymServices).where(eq(gymServices.id, id)).returning({ id: gymServices.id });
  if (!deleted.length) throw new AppError(404, CONTENT_MESSAGES.serviceNotFound);
}

export async function toggleService(db: Executor, id: number): Promise<GymService> {
  const [row] = await db
    .update(gymServices)
    .set({ isActive: sql`not ${gymServices.isActive}`, updatedAt: new Date() })
    .where(eq(gymServices.id, id))
    .returning();
  if (!row) throw new AppError(404, CONTENT_MESSAGES.serviceNotFound);
  return row;
}

/** A copy titled '<title> (copia)', '(copia 2)'... inactive until the admin reviews it. */
export async function duplicateService(db: Executor, id: number): Promise<GymService> {
  const original = await getService(db, id);
  const taken = new Set(
    (await db.select({ title: gymServices.title }).from(gymServices)).map((r) => r.title.toLowerCase()),
  );
  let title = `${original.title} (copia)`;
  for (let n = 2; taken.has(title.toLowerCase()); n += 1) title = `${original.title} (copia ${n})`;
  return createService(db, {
    title,
    description: original.description,
    iconName: original.iconName,
    imageUrl: original.imageUrl,
    features: original.features,
    isActive: false,
  });
}

export async function reorderServices(
  db: Database,
  order: { id: number; displayOrder: number }[],
): Promise<GymService[]> {
  return db.transaction(async (tx) => {
    const ids = order.map((o) => o.id);
    const found = await tx.select({ id: gymServices.id }).from(gymServices).where(inArray(gymServices.id, ids));
    if (found.length !== new Set(ids).size) throw new AppError(404, CONTENT_MESSAGES.serviceNotFound);
    for (const item of order) {
      await tx
        .update(gymServices)
        .set({ displayOrder: item.displayOrder, updatedAt: new Date() })
        .where(eq(gymServices.id, item.id));
    }
    return listServices(tx);
  });
}

export async function seedDefaultServices(db: Executor): Promise<{ created: number; services: GymService[] }> {
  const inserted = await db
    .insert(gymServices)
    .values(DEFAULT_SERVICES.map((s) => ({ ...s, features: [...s.features], isActive: true })))
    .onConflictDoNothing()
    .returning({ id: gymServices.id });
  return { created: inserted.length, services: await listServices(db) };
}

export async function serviceStats(db: Executor) {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${gymServices.isActive})`.mapWith(Number),
      withImage: sql<number>`count(*) filter (where ${isNotNull(gymServices.imageUrl)})`.mapWith(Number),
    })
    .from(gymServices);
  const total = row?.total ?? 0;
  const active = row?.active ?? 0;
  return { total, active, inactive: total - active, withImage: row?.withImage ?? 0 };
}

/** Legacy PUT /gym/services: the list replaces the catalogue (same titles keep their ids). */
export async function replaceServices(db: Database, list: CreateServiceInput[]): Promise<GymService[]> {
  return db.transaction(async (tx) => {
    const existing = await tx.select().from(gymServices);
    const byTitle = new Map(existing.map((s) => [s.title.toLowerCase(), s]));
    const seen = new Set<string>();
    for (const [index, item] of list.entries()) {
      const key = item.title.toLowerCase();
      if (seen.has(key)) throw new AppError(400, CONTENT_MESSAGES.serviceTitleTaken);
      seen.add(key);
      const current = byTitle.get(key);
      const values = { ...item, displayOrder: item.displayOrder ?? index + 1 };
      if (current) await updateService(tx, current.id, values);
      else await createService(tx, values);
    }
    const gone = existing.filter((s) => !seen.has(s.title.toLowerCase())).map((s) => s.id);
    if (gone.length) await tx.delete(gymServices).where(inArray(gymServices.id, gone));
    return listServices(tx);
  });
}
