import { discountPercentage, isUuid, STORE_MESSAGES } from '@gym/domain';
import { and, asc, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  brands,
  productCategories,
  productImages,
  products,
  type BrandRow,
  type ProductCategoryRow,
  type ProductImageRow,
  type ProductRow,
} from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { containsFolded } from '../../lib/search';
import { type Brand, type Category, type ListProductsQuery, type Product } from './schemas';

const toNumber = (value: string | null): number | null => (value === null ? null : Number(value));

export const presentCategory = (row: ProductCategoryRow): Category => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  displayOrder: row.displayOrder,
});

export const presentBrand = (row: BrandRow): Brand => ({
  id: row.id,
  name: row.name,
  description: row.description,
  website: row.website,
  logo: row.logo,
});

const presentImage = (row: ProductImageRow) => ({
  id: row.id,
  imageUrl: row.imageUrl,
  isPrimary: row.isPrimary,
  altText: row.altText,
  displayOrder: row.displayOrder,
});

export function presentProduct(
  row: ProductRow,
  category: ProductCategoryRow | null,
  brand: BrandRow | null,
  images: ProductImageRow[],
): Product {
  const price = Number(row.price);
  const originalPrice = toNumber(row.originalPrice);
  const presentedImages = images.map(presentImage);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price,
    originalPrice,
    discountPercentage: discountPercentage(price, originalPrice),
    sku: row.sku,
    stockQuantity: row.stockQuantity,
    minStock: row.minStock,
    inStock: row.stockQuantity > 0,
    lowStock: row.stockQuantity > 0 && row.stockQuantity <= row.minStock,
    weight: toNumber(row.weight),
    dimensions: (row.dimensions as Record<string, unknown> | null) ?? null,
    variants: row.variants ?? {},
    categoryId: row.categoryId,
    brandId: row.brandId,
    category: category ? presentCategory(category) : null,
    brand: brand ? presentBrand(brand) : null,
    primaryImage: presentedImages.find((image) => image.isPrimary) ?? presentedImages[0] ?? null,
    images: presentedImages,
    isFeatured: row.isFeatured,
    allowOnlinePayment: row.allowOnlinePayment,
    allowCardPayment: row.allowCardPayment,
    allowCashOnDelivery: row.allowCashOnDelivery,
    deliveryTime: row.deliveryTime,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function imagesOf(db: Executor, productIds: string[]): Promise<Map<string, ProductImageRow[]>> {
  const byProduct = new Map<string, ProductImageRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.displayOrder));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(row);
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

const SORT_COLUMNS = {
  name: products.name,
  price: products.price,
  createdAt: products.createdAt,
  stockQuantity: products.stockQuantity,
  featured: products.isFeatured,
} as const;

/** A product row with its category, brand and images, as one page's presenter receives it. */
export interface ProductPageRow {
  product: ProductRow;
  category: ProductCategoryRow | null;
  brand: BrandRow | null;
  images: ProductImageRow[];
}

const presentPublic = (r: ProductPageRow): Product => presentProduct(r.product, r.category, r.brand, r.images);

/**
 * One page of products with their category, brand and images in two statements, and the total of
 * the filter (a window count). The shop presents them publicly; the back office adds its own fields.
 */
export async function selectProducts<T>(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
  present: (row: ProductPageRow) => T,
): Promise<{ products: T[]; total: number }> {
  const rows = await db
    .select({
      product: products,
      category: productCategories,
      brand: brands,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const images = await imagesOf(
    db,
    rows.map((r) => r.product.id),
  );
  return {
    products: rows.map((r) => present({ ...r, images: images.get(r.product.id) ?? [] })),
    total: rows[0]?.total ?? 0,
  };
}

export async function listProducts(db: Executor, query: ListProductsQuery) {
  const conditions: (SQL | undefined)[] = [eq(products.isActive, true)];
  if (query.search) {
    conditions.push(containsFolded(query.search, products.name, products.description, products.sku));
  }
  if (query.category) {
    conditions.push(
      isUuid(query.category) ? eq(products.categoryId, query.category) : eq(productCategories.slug, query.category),
    );
  }
  if (query.brand) {
    conditions.push(isUuid(query.brand) ? eq(products.brandId, query.brand) : ilike(brands.name, query.brand));
  }
  if (query.minPrice !== undefined) conditions.push(gte(products.price, query.minPrice.toFixed(2)));
  if (query.maxPrice !== undefined) conditions.push(lte(products.price, query.maxPrice.toFixed(2)));
  if (query.featured !== undefined) conditions.push(eq(products.isFeatured, query.featured));
  if (query.inStock === true) conditions.push(sql`${products.stockQuantity} > 0`);
  if (query.inStock === false) conditions.push(sql`${products.stockQuantity} = 0`);
  const column = SORT_COLUMNS[query.sortBy];
  const order = [query.sortOrder === 'asc' ? asc(column) : desc(column), asc(products.id)];
  const result = await selectProducts(
    db,
    and(...conditions),
    order,
    query.limit,
    (query.page - 1) * query.limit,
    presentPublic,
  );
  return {
    products: result.products,
    pagination: {
      total: result.total,
      page: query.page,
      pages: Math.ceil(result.total / query.limit),
      limit: query.limit,
    },
  };
}

export async function featuredProducts(db: Executor, limit: number): Promise<Product[]> {
  const result = await selectProducts(
    db,
    and(eq(products.isActive, true), eq(products.isFeatured, true)),
    [desc(sql`${products.stockQuantity} > 0`), desc(products.createdAt), asc(products.id)],
    limit,
    0,
    presentPublic,
  );
  return result.products;
}

export async function getProduct(db: Executor, id: string): Promise<Product> {
  if (!isUuid(id)) throw new AppError(404, STORE_MESSAGES.productNotFound);
  const result = await selectProducts(
    db,
    and(eq(products.id, id), eq(products.isActive, true)),
    [],
    1,
    0,
    presentPublic,
  );
  const product = result.products[0];
  if (!product) throw new AppError(404, STORE_MESSAGES.productNotFound);
  return product;
}

export async function listCategories(db: Executor, ids?: string[]): Promise<Category[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({ category: productCategories, productCount: sql<number>`count(${products.id})`.mapWith(Number) })
    .from(productCategories)
    .leftJoin(products, and(eq(products.categoryId, productCategories.id), eq(products.isActive, true)))
    .where(and(eq(productCategories.isActive, true), ids ? inArray(productCategories.id, ids) : undefined))
    .groupBy(productCategories.id)
    .orderBy(asc(productCategories.displayOrder), asc(productCategories.name));
  return rows.map((r) => ({ ...presentCategory(r.category), productCount: r.productCount }));
}

export async function listBrands(db: Executor, ids?: string[]): Promise<Brand[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select()
    .from(brands)
    .where(and(eq(brands.isActive, true), ids ? inArray(brands.id, ids) : undefined))
    .orderBy(asc(brands.name));
  return rows.map(presentBrand);
}
