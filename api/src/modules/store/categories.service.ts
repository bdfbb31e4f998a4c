/** The back office's categories: list, search, by slug, create, update, delete, reorder, stats. */
import { categoryInUseMessage, categorySlug, isUuid, SEARCH, STORE_ADMIN_MESSAGES as ADMIN } from '@gym/domain';
import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { isUniqueViolation, type Database, type Executor } from '../../db/client';
import { productCategories, products } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError, validationError } from '../../lib/errors';
import { likePattern } from '../../lib/search';
import { presentCategory } from './catalogue.service';
import type { CategoryBody, CategoryUpdateBody, ManagementCategory } from './management.schemas';

const CATEGORY_ENTITY = 'category';

async function selectCategories(db: Executor, where: SQL | undefined, limit?: number) {
  const query = db
    .select({
      category: productCategories,
      productCount: sql<number>`count(${products.id})`.mapWith(Number),
      totalUnits: sql<number>`coalesce(sum(${products.stockQuantity}), 0)`.mapWith(Number),
      totalValue: sql<number>`coalesce(sum(${products.price} * ${products.stockQuantity}), 0)`.mapWith(Number),
    })
    .from(productCategories)
    .leftJoin(products, and(eq(products.categoryId, productCategories.id), isNull(products.archivedAt)))
    .where(where)
    .groupBy(productCategories.id)
    .orderBy(asc(productCategories.displayOrder), asc(productCategories.name));
  return limit ? query.limit(limit) : query;
}

const present = (r: Awaited<ReturnType<typeof selectCategories>>[number]): ManagementCategory => ({
  ...presentCategory(r.category),
  isActive: r.category.isActive,
  productCount: r.productCount,
});

export async function listCategories(db: Executor): Promise<ManagementCategory[]> {
  return (await selectCategories(db, undefined)).map(present);
}

export async function searchCategories(db: Executor, q: string | undefined): Promise<ManagementCategory[]> {
  const where = q
    ? or(ilike(productCategories.name, likePattern(q)), ilike(productCategories.slug, likePattern(q)))
    : undefined;
  return (await selectCategories(db, where, SEARCH.brandCategorySearch)).map(present);
}

async function getCategory(db: Executor, id: string): Promise<ManagementCategory> {
  const [row] = isUuid(id) ? await selectCategories(db, eq(productCategories.id, id)) : [];
  if (!row) throw new AppError(404, ADMIN.categoryNotFound);
  return present(row);
}

export async function categoryBySlug(db: Executor, slug: string): Promise<ManagementCategory> {
  const [row] = await selectCategories(db, eq(productCategories.slug, slug));
  if (!row) throw new AppError(404, ADMIN.categoryNotFound);
  return present(row);
}

/** The slug given, or the name's; a name with no letter or digit to make one is refused. */
function slugFor(name: string, slug: string | null | undefined): string {
  const made = slug ?? categorySlug(name);
  if (!made) throw validationError({ slug: ADMIN.categorySlugInvalid });
  return made;
}

export async function createCategory(db: Database, actorId: string, body: CategoryBody): Promise<ManagementCategory> {
  try {
    const id = await db.transaction(async (tx) => {
      const [last] = await tx
        .select({ max: sql<number>`coalesce(max(${productCategories.displayOrder}), -1)`.mapWith(Number) })
        .from(productCategories);
      const [row] = await tx
        .insert(productCategories)
        .values({
          name: body.name,
          slug: slugFor(body.name, body.slug),
          description: body.description ?? null,
          displayOrder: body.displayOrder ?? (last?.max ?? -1) + 1,
          isActive: body.isActive ?? true,
        })
        .returning({ id: productCategories.id });
      if (!row) throw new Error('category insert returned nothing');
      await recordAudit(tx, { entityType: CATEGORY_ENTITY, entityId: row.id, action: 'create', actorId });
      return row.id;
    });
    return getCategory(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, ADMIN.categorySlugTaken);
    throw error;
  }
}

export async function updateCategory(
  db: Database,
  actorId: string,
  id: string,
  body: CategoryUpdateBody,
): Promise<ManagementCategory> {
  await getCategory(db, id);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(productCategories)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.slug ? { slug: body.slug } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.displayOrder !== undefined ? { displayOrder: body.displayOrder } : {}),
          ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
          updatedAt: new Date(),
        })
        .where(eq(productCategories.id, id));
      await recordAudit(tx, { entityType: CATEGORY_ENTITY, entityId: id, action: 'update', actorId });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, ADMIN.categorySlugTaken);
    throw error;
  }
  return getCategory(db, id);
}

/** A category any product (archived ones included) belongs to is not deleted: 409 with the count. */
export async function deleteCategory(db: Database, actorId: string, id: string): Promise<void> {
  const category = await getCategory(db, id);
  await db.transaction(async (tx) => {
    const [used] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id));
    if ((used?.n ?? 0) > 0) throw new AppError(409, categoryInUseMessage(used?.n ?? 0));
    await tx.delete(productCategories).where(eq(productCategories.id, id));
    await recordAudit(tx, {
      entityType: CATEGORY_ENTITY,
      entityId: id,
      action: 'delete',
      actorId,
      details: { name: category.name },
    });
  });
}

export async function reorderCategories(
  db: Database,
  actorId: string,
  orders: readonly { id: string; displayOrder: number }[],
): Promise<ManagementCategory[]> {
  const ids = orders.map((o) => o.id);
  const known =
    ids.every((id) => isUuid(id)) && new Set(ids).size === ids.length
      ? await db.select({ id: productCategories.id }).from(productCategories).where(inArray(productCategories.id, ids))
      : [];
  if (known.length !== ids.length) throw new AppError(404, ADMIN.categoryNotFound);
  await db.transaction(async (tx) => {
    for (const { id, displayOrder } of orders)
      await tx
        .update(productCategories)
        .set({ displayOrder, updatedAt: new Date() })
        .where(eq(productCategories.id, id));
    await recordAudit(tx, {
      entityType: CATEGORY_ENTITY,
      entityId: 'all',
      action: 'reorder',
      actorId,
      details: { order: orders.map((o) => ({ id: o.id, displayOrder: o.displayOrder })) },
    });
  });
  return listCategories(db);
}

export async function categoryStats(db: Executor) {
  const rows = await selectCategories(db, undefined);
  return {
    totalCategories: rows.length,
    activeCategories: rows.filter((r) => r.category.isActive).length,
    categoriesWithProducts: rows.filter((r) => r.productCount > 0).length,
    categories: rows.map((r) => ({
      id: r.category.id,
      name: r.category.name,
      productCount: r.productCount,
      totalUnits: r.totalUnits,
      totalValue: Number(r.totalValue.toFixed(2)),
    })),
  };
}
