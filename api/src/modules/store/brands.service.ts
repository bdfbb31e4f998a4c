/** The back office's brands: list (all, with their product counts), search, create, update, delete, stats. */
import { brandInUseMessage, isUuid, SEARCH, STORE_ADMIN_MESSAGES as ADMIN } from '@gym/domain';
import { and, asc, count, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { isUniqueViolation, type Database, type Executor } from '../../db/client';
import { brands, products } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { storeImage } from '../../lib/images';
import { likePattern } from '../../lib/search';
import type { FileStorage } from '../../storage/file-storage';
import { presentBrand } from './catalogue.service';
import type { BrandBody, BrandUpdateBody, ManagementBrand } from './management.schemas';

const BRAND_ENTITY = 'brand';

const productCount = sql<number>`count(${products.id})`.mapWith(Number);

async function selectBrands(db: Executor, where: SQL | undefined, limit?: number): Promise<ManagementBrand[]> {
  const query = db
    .select({ brand: brands, productCount })
    .from(brands)
    .leftJoin(products, and(eq(products.brandId, brands.id), isNull(products.archivedAt)))
    .where(where)
    .groupBy(brands.id)
    .orderBy(asc(brands.name));
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map((r) => ({ ...presentBrand(r.brand), isActive: r.brand.isActive, productCount: r.productCount }));
}

export const listBrands = (db: Executor) => selectBrands(db, undefined);

export const searchBrands = (db: Executor, q: string | undefined) =>
  selectBrands(db, q ? ilike(brands.name, likePattern(q)) : undefined, SEARCH.brandCategorySearch);

async function getBrand(db: Executor, id: string): Promise<ManagementBrand> {
  const [brand] = isUuid(id) ? await selectBrands(db, eq(brands.id, id)) : [];
  if (!brand) throw new AppError(404, ADMIN.brandNotFound);
  return brand;
}

/** Stores the logo first (judged by its bytes), then the row; a refused row leaves no file behind. */
export async function createBrand(
  db: Database,
  storage: FileStorage,
  actorId: string,
  body: BrandBody,
  logo: Buffer | null,
): Promise<ManagementBrand> {
  const file = logo ? await storeImage(storage, 'brands', logo) : null;
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(brands)
        .values({
          name: body.name,
          description: body.description ?? null,
          website: body.website ?? null,
          logo: file?.url ?? null,
          logoKey: file?.key ?? null,
          isActive: body.isActive ?? true,
        })
        .returning({ id: brands.id });
      if (!row) throw new Error('brand insert returned nothing');
      await recordAudit(tx, { entityType: BRAND_ENTITY, entityId: row.id, action: 'create', actorId });
      return row.id;
    });
    return getBrand(db, id);
  } catch (error) {
    if (file) await storage.remove(file.key).catch(() => undefined);
    if (isUniqueViolation(error)) throw new AppError(409, ADMIN.brandNameTaken);
    throw error;
  }
}

export async function updateBrand(
  db: Database,
  storage: FileStorage,
  actorId: string,
  id: string,
  body: BrandUpdateBody,
  logo: Buffer | null,
): Promise<ManagementBrand> {
  const before = await getBrandRow(db, id);
  const file = logo ? await storeImage(storage, 'brands', logo) : null;
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(brands)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.website !== undefined ? { website: body.website } : {}),
          ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
          ...(file ? { logo: file.url, logoKey: file.key } : {}),
          updatedAt: new Date(),
        })
        .where(eq(brands.id, id));
      await recordAudit(tx, { entityType: BRAND_ENTITY, entityId: id, action: 'update', actorId });
    });
  } catch (error) {
    if (file) await storage.remove(file.key).catch(() => undefined);
    if (isUniqueViolation(error)) throw new AppError(409, ADMIN.brandNameTaken);
    throw error;
  }
  if (file && before.logoKey) await storage.remove(before.logoKey).catch(() => undefined);
  return getBrand(db, id);
}

async function getBrandRow(db: Executor, id: string) {
  const [row] = isUuid(id) ? await db.select().from(brands).where(eq(brands.id, id)) : [];
  if (!row) throw new AppError(404, ADMIN.brandNotFound);
  return row;
}

/** A brand some product (archived ones included) still names is not deleted: 409 with the count. */
export async function deleteBrand(db: Database, storage: FileStorage, actorId: string, id: string): Promise<void> {
  const row = await getBrandRow(db, id);
  await db.transaction(async (tx) => {
    const [used] = await tx.select({ n: count() }).from(products).where(eq(products.brandId, id));
    if ((used?.n ?? 0) > 0) throw new AppError(409, brandInUseMessage(used?.n ?? 0));
    await tx.delete(brands).where(eq(brands.id, id));
    await recordAudit(tx, {
      entityType: BRAND_ENTITY,
      entityId: id,
      action: 'delete',
      actorId,
      details: { name: row.name },
    });
  });
  if (row.logoKey) await storage.remove(row.logoKey).catch(() => undefined);
}

export async function brandStats(db: Executor) {
  const all = await selectBrands(db, undefined);
  return {
    totalBrands: all.length,
    activeBrands: all.filter((b) => b.isActive).length,
    brandsWithProducts: all.filter((b) => b.productCount > 0).length,
    topBrands: [...all]
      .sort((a, b) => b.productCount - a.productCount || a.name.localeCompare(b.name))
      .slice(0, 5)
      .map((b) => ({ id: b.id, name: b.name, productCount: b.productCount })),
  };
}
