/** The back office's products: list, one, create, update, delete (or archive), duplicate, stats. */
import { randomBytes } from 'node:crypto';
import {
  DEFAULT_MIN_STOCK,
  isUuid,
  productPriceError,
  STORE_ADMIN_MESSAGES as ADMIN,
  STORE_MESSAGES,
  pageCount,
} from '@gym/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { isUniqueViolation, type Database, type Executor } from '../../db/client';
import {
  brands,
  localSaleItems,
  orderItems,
  productCategories,
  productImages,
  products,
  type ProductRow,
} from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError, validationError } from '../../lib/errors';
import { foldedContainsPattern } from '../../lib/search';
import { presentProduct, productTextMatches, selectProducts, type ProductPageRow } from './catalogue.service';
import type {
  CreateProductBody,
  ManagementProduct,
  ManagementProductsQuery,
  UpdateProductBody,
} from './management.schemas';
import { lockProducts, PRODUCT_ENTITY, recordStockMovements } from './stock.service';

const SORT_COLUMNS = {
  name: products.name,
  price: products.price,
  createdAt: products.createdAt,
  stockQuantity: products.stockQuantity,
  featured: products.isFeatured,
} as const;

const presentManaged = (r: ProductPageRow): ManagementProduct => ({
  ...presentProduct(r.product, r.category, r.brand, r.images),
  isActive: r.product.isActive,
  archivedAt: r.product.archivedAt?.toISOString() ?? null,
  updatedAt: r.product.updatedAt.toISOString(),
});

const selectManaged = (db: Executor, where: SQL | undefined, order: SQL[], limit: number, offset: number) =>
  selectProducts(db, where, order, limit, offset, presentManaged);

/**
 * A page of the back office's grid over a large catalogue: the count and the page's ids come from
 * `products` alone (the filters name only its columns; the default order walks
 * `products_live_created_idx`), then only those rows are read whole with their category, brand and
 * images. Reading every matching row whole to count them cost about a second at 10,000 products
 * (bench/inventory-grid.bench.ts).
 */
async function pageOfManaged(db: Executor, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  const [counted] = await db.select({ total: count() }).from(products).where(where);
  const total = counted?.total ?? 0;
  if (offset >= total) return { products: [], total };
  const ids = await db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  if (ids.length === 0) return { products: [], total };
  const page = await selectManaged(
    db,
    inArray(
      products.id,
      ids.map((row) => row.id),
    ),
    order,
    limit,
    0,
  );
  return { products: page.products, total };
}

export async function listManagedProducts(db: Executor, query: ManagementProductsQuery) {
  const conditions: (SQL | undefined)[] = [];
  if (query.status === 'archived') conditions.push(isNotNull(products.archivedAt));
  else conditions.push(isNull(products.archivedAt));
  if (query.status === 'active') conditions.push(eq(products.isActive, true));
  if (query.status === 'inactive') conditions.push(eq(products.isActive, false));
  // The stored folded name, description and SKU (products.search_text), as the public catalogue
  // searches: folding three columns per row cost ~50 ms a page at 10,000 products.
  if (query.search) conditions.push(productTextMatches(foldedContainsPattern(query.search)));
  if (query.categoryId)
    conditions.push(isUuid(query.categoryId) ? eq(products.categoryId, query.categoryId) : sql`false`);
  if (query.brandId) conditions.push(isUuid(query.brandId) ? eq(products.brandId, query.brandId) : sql`false`);
  if (query.lowStock === true) conditions.push(sql`${products.stockQuantity} <= ${products.minStock}`);
  if (query.lowStock === false) conditions.push(sql`${products.stockQuantity} > ${products.minStock}`);
  const column = SORT_COLUMNS[query.sortBy];
  const order = [query.sortOrder === 'asc' ? asc(column) : desc(column), asc(products.id)];
  const result = await pageOfManaged(db, and(...conditions), order, query.limit, (query.page - 1) * query.limit);
  return {
    products: result.products,
    pagination: {
      total: result.total,
      page: query.page,
      pages: pageCount(result.total, query.limit),
      limit: query.limit,
    },
  };
}

/** Any product (inactive and archived included): the back office sees them all. */
export async function getManagedProduct(db: Executor, id: string): Promise<ManagementProduct> {
  if (!isUuid(id)) throw new AppError(404, STORE_MESSAGES.productNotFound);
  const product = (await selectManaged(db, eq(products.id, id), [], 1, 0)).products[0];
  if (!product) throw new AppError(404, STORE_MESSAGES.productNotFound);
  return product;
}

/** The category must exist (422 with the spec's wording otherwise), and the brand when one is named. */
async function checkReferences(db: Executor, categoryId: string | undefined, brandId: string | null | undefined) {
  const errors: Record<string, string> = {};
  if (categoryId) {
    const [row] = await db
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(eq(productCategories.id, categoryId));
    if (!row) errors.categoryId = ADMIN.categoryInvalid;
  }
  if (brandId) {
    const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
    if (!row) errors.brandId = ADMIN.brandInvalid;
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

const newSku = () => `SKU-${randomBytes(4).toString('hex').toUpperCase()}`;

const money = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : value.toFixed(2);
const decimal = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : String(value);

export async function createProduct(
  db: Database,
  actorId: string,
  body: CreateProductBody,
): Promise<ManagementProduct> {
  await checkReferences(db, body.categoryId, body.brandId);
  const stock = body.stockQuantity ?? 0;
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({
          name: body.name,
          description: body.description ?? null,
          price: body.price.toFixed(2),
          originalPrice: money(body.originalPrice) ?? null,
          sku: body.sku ?? newSku(),
          stockQuantity: stock,
          minStock: body.minStock ?? DEFAULT_MIN_STOCK,
          weight: decimal(body.weight) ?? null,
          dimensions: body.dimensions ?? null,
          variants: body.variants ?? {},
          categoryId: body.categoryId,
          brandId: body.brandId ?? null,
          isFeatured: body.isFeatured ?? false,
          isActive: body.isActive ?? true,
          allowOnlinePayment: body.allowOnlinePayment ?? true,
          allowCardPayment: body.allowCardPayment ?? true,
          allowCashOnDelivery: body.allowCashOnDelivery ?? true,
          deliveryTime: body.deliveryTime ?? null,
        })
        .returning({ id: products.id });
      if (!row) throw new Error('product insert returned nothing');
      await recordAudit(tx, { entityType: PRODUCT_ENTITY, entityId: row.id, action: 'create', actorId });
      // The first count on the shelf is a movement like any other.
      if (stock > 0)
        await recordStockMovements(tx, [
          { productId: row.id, kind: 'set', stockBefore: 0, stockAfter: stock, reason: 'Stock inicial', actorId },
        ]);
      return row.id;
    });
    return getManagedProduct(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, ADMIN.skuTaken);
    throw error;
  }
}

export async function updateProduct(
  db: Database,
  actorId: string,
  id: string,
  body: UpdateProductBody,
): Promise<ManagementProduct> {
  if (!isUuid(id)) throw new AppError(404, STORE_MESSAGES.productNotFound);
  await checkReferences(db, body.categoryId, body.brandId);
  try {
    await db.transaction(async (tx) => {
      const product = (await lockProducts(tx, [id])).get(id);
      if (!product) throw new AppError(404, STORE_MESSAGES.productNotFound);
      const price = body.price ?? Number(product.price);
      const originalPrice =
        body.originalPrice !== undefined
          ? body.originalPrice
          : product.originalPrice === null
            ? null
            : Number(product.originalPrice);
      const priceError = productPriceError(price, originalPrice);
      if (priceError) throw validationError({ price: priceError });
      const { stockReason, ...fields } = body;
      const changes: Partial<ProductRow> = {
        ...(fields.name !== undefined ? { name: fields.name } : {}),
        ...(fields.description !== undefined ? { description: fields.description } : {}),
        ...(fields.price !== undefined ? { price: fields.price.toFixed(2) } : {}),
        ...(fields.originalPrice !== undefined ? { originalPrice: money(fields.originalPrice) ?? null } : {}),
        ...(fields.sku ? { sku: fields.sku } : {}),
        ...(fields.stockQuantity !== undefined ? { stockQuantity: fields.stockQuantity } : {}),
        ...(fields.minStock !== undefined ? { minStock: fields.minStock } : {}),
        ...(fields.weight !== undefined ? { weight: decimal(fields.weight) ?? null } : {}),
        ...(fields.dimensions !== undefined ? { dimensions: fields.dimensions } : {}),
        ...(fields.variants !== undefined ? { variants: fields.variants } : {}),
        ...(fields.categoryId !== undefined ? { categoryId: fields.categoryId } : {}),
        ...(fields.brandId !== undefined ? { brandId: fields.brandId } : {}),
        ...(fields.isFeatured !== undefined ? { isFeatured: fields.isFeatured } : {}),
        ...(fields.isActive !== undefined ? { isActive: fields.isActive } : {}),
        ...(fields.allowOnlinePayment !== undefined ? { allowOnlinePayment: fields.allowOnlinePayment } : {}),
        ...(fields.allowCardPayment !== undefined ? { allowCardPayment: fields.allowCardPayment } : {}),
        ...(fields.allowCashOnDelivery !== undefined ? { allowCashOnDelivery: fields.allowCashOnDelivery } : {}),
        ...(fields.deliveryTime !== undefined ? { deliveryTime: fields.deliveryTime } : {}),
      };
      // An archived product stays out of the shop: it came back only by being made active again.
      if (fields.isActive === true && product.archivedAt) changes.archivedAt = null;
      await tx
        .update(products)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(products.id, id));
      await recordAudit(tx, {
        entityType: PRODUCT_ENTITY,
        entityId: id,
        action: 'update',
        actorId,
        details: { fields: Object.keys(changes) },
      });
      if (fields.stockQuantity !== undefined && fields.stockQuantity !== product.stockQuantity)
        await recordStockMovements(tx, [
          {
            productId: id,
            kind: 'set',
            stockBefore: product.stockQuantity,
            stockAfter: fields.stockQuantity,
            reason: stockReason ?? ADMIN.stockDefaultReason,
            actorId,
          },
        ]);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, ADMIN.skuTaken);
    throw error;
  }
  return getManagedProduct(db, id);
}

/**
 * A product that was ever ordered or sold at the counter is archived (inactive, out of the shop
 * and the default list, kept for its orders and local sales); one never sold is deleted with its images. Answers the image files to
 * remove once the deletion is committed.
 */
export async function deleteProduct(
  db: Database,
  actorId: string,
  id: string,
): Promise<{ archived: boolean; imageKeys: string[] }> {
  if (!isUuid(id)) throw new AppError(404, STORE_MESSAGES.productNotFound);
  return db.transaction(async (tx) => {
    const product = (await lockProducts(tx, [id])).get(id);
    if (!product) throw new AppError(404, STORE_MESSAGES.productNotFound);
    // Sold online or at the counter: its order lines and sale receipts keep pointing at it.
    const [ordered] = await tx.select({ n: count() }).from(orderItems).where(eq(orderItems.productId, id));
    const [soldLocally] = await tx.select({ n: count() }).from(localSaleItems).where(eq(localSaleItems.productId, id));
    if ((ordered?.n ?? 0) + (soldLocally?.n ?? 0) > 0) {
      await tx
        .update(products)
        .set({
          isActive: false,
          archivedAt: product.archivedAt ?? new Date(),
          isFeatured: false,
          updatedAt: new Date(),
        })
        .where(eq(products.id, id));
      await recordAudit(tx, {
        entityType: PRODUCT_ENTITY,
        entityId: id,
        action: 'archive',
        actorId,
        details: { orderLines: ordered?.n ?? 0, localSaleLines: soldLocally?.n ?? 0 },
      });
      return { archived: true, imageKeys: [] };
    }
    const images = await tx
      .select({ key: productImages.imageKey })
      .from(productImages)
      .where(eq(productImages.productId, id));
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(tx, {
      entityType: PRODUCT_ENTITY,
      entityId: id,
      action: 'delete',
      actorId,
      details: { name: product.name, sku: product.sku, stockQuantity: product.stockQuantity },
    });
    return { archived: false, imageKeys: images.map((i) => i.key).filter((k): k is string => Boolean(k)) };
  });
}

/**
 * A copy to edit: '(copia)' after the name, a new SKU, no stock and not featured. Images are not
 * copied (a stored file belongs to one product; deleting one product's image removes its file).
 */
export async function duplicateProduct(db: Database, actorId: string, id: string): Promise<ManagementProduct> {
  if (!isUuid(id)) throw new AppError(404, STORE_MESSAGES.productNotFound);
  const [source] = await db.select().from(products).where(eq(products.id, id));
  if (!source) throw new AppError(404, STORE_MESSAGES.productNotFound);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const newId = await db.transaction(async (tx) => {
        const { id: _id, createdAt: _c, updatedAt: _u, archivedAt: _a, ...copy } = source;
        const [row] = await tx
          .insert(products)
          .values({
            ...copy,
            name: `${source.name} (copia)`.slice(0, 200),
            sku: `${source.sku.slice(0, 90)}-C${randomBytes(3).toString('hex').toUpperCase()}`,
            stockQuantity: 0,
            isFeatured: false,
            isActive: source.archivedAt ? true : source.isActive,
          })
          .returning({ id: products.id });
        if (!row) throw new Error('product insert returned nothing');
        await recordAudit(tx, {
          entityType: PRODUCT_ENTITY,
          entityId: row.id,
          action: 'duplicate',
          actorId,
          details: { from: source.id },
        });
        return row.id;
      });
      return getManagedProduct(db, newId);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

export async function productStats(db: Executor) {
  const live = isNull(products.archivedAt);
  const [row] = await db
    .select({
      totalProducts: sql<number>`count(*) filter (where ${live})`.mapWith(Number),
      activeProducts: sql<number>`count(*) filter (where ${live} and ${products.isActive})`.mapWith(Number),
      inactiveProducts: sql<number>`count(*) filter (where ${live} and not ${products.isActive})`.mapWith(Number),
      archivedProducts: sql<number>`count(*) filter (where ${products.archivedAt} is not null)`.mapWith(Number),
      featuredProducts: sql<number>`count(*) filter (where ${live} and ${products.isFeatured})`.mapWith(Number),
      lowStockProducts:
        sql<number>`count(*) filter (where ${live} and ${products.stockQuantity} > 0 and ${products.stockQuantity} <= ${products.minStock})`.mapWith(
          Number,
        ),
      outOfStockProducts: sql<number>`count(*) filter (where ${live} and ${products.stockQuantity} = 0)`.mapWith(
        Number,
      ),
      totalUnits: sql<number>`coalesce(sum(${products.stockQuantity}) filter (where ${live}), 0)`.mapWith(Number),
      totalValue:
        sql<number>`coalesce(sum(${products.price} * ${products.stockQuantity}) filter (where ${live}), 0)`.mapWith(
          Number,
        ),
    })
    .from(products);
  return (
    row ?? {
      totalProducts: 0,
      activeProducts: 0,
      inactiveProducts: 0,
      archivedProducts: 0,
      featuredProducts: 0,
      lowStockProducts: 0,
      outOfStockProducts: 0,
      totalUnits: 0,
      totalValue: 0,
    }
  );
}
