import { discountPercentage, isUuid, STORE_MESSAGES, pageCount } from '@gym/domain';
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
import { decodeRows, rowsAsJson } from '../../db/json-rows';
import { foldedContainsPattern } from '../../lib/search';
import { type Brand, type Category, type ListProductsQuery, type Product } from './schemas';

const toNumber = (value: string | null): number | null => (value === null ? null : Number(value));

type CategoryFields = Pick<ProductCategoryRow, 'id' | 'name' | 'slug' | 'description' | 'displayOrder'>;
type BrandFields = Pick<BrandRow, 'id' | 'name' | 'description' | 'website' | 'logo'>;
type ImageFields = Pick<ProductImageRow, 'id' | 'imageUrl' | 'isPrimary' | 'altText' | 'displayOrder'>;
/** The columns a product's public presentation reads. */
type ProductFields = Pick<
  ProductRow,
  | 'id'
  | 'name'
  | 'description'
  | 'price'
  | 'originalPrice'
  | 'sku'
  | 'stockQuantity'
  | 'minStock'
  | 'weight'
  | 'dimensions'
  | 'variants'
  | 'categoryId'
  | 'brandId'
  | 'isFeatured'
  | 'allowOnlinePayment'
  | 'allowCardPayment'
  | 'allowCashOnDelivery'
  | 'deliveryTime'
  | 'createdAt'
>;

export const presentCategory = (row: CategoryFields): Category => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  displayOrder: row.displayOrder,
});

export const presentBrand = (row: BrandFields): Brand => ({
  id: row.id,
  name: row.name,
  description: row.description,
  website: row.website,
  logo: row.logo,
});

const presentImage = (row: ImageFields) => ({
  id: row.id,
  imageUrl: row.imageUrl,
  isPrimary: row.isPrimary,
  altText: row.altText,
  displayOrder: row.displayOrder,
});

export function presentProduct(
  row: ProductFields,
  category: CategoryFields | null,
  brand: BrandFields | null,
  images: ImageFields[],
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

/** A product row with its category, brand and images, as one page's presenter receives it. */
export interface ProductPageRow {
  product: ProductRow;
  category: ProductCategoryRow | null;
  brand: BrandRow | null;
  images: ProductImageRow[];
}

/**
 * One page of products with their category, brand and images in two statements, and the total of
 * the filter (a window count): the back office's reads (management-products.service.ts), which add
 * their own fields to the public presentation.
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

const SORT_COLUMNS = {
  name: products.name,
  price: products.price,
  createdAt: products.createdAt,
  stockQuantity: products.stockQuantity,
  featured: products.isFeatured,
} as const;

type SortKey = `${keyof typeof SORT_COLUMNS}:${'asc' | 'desc'}`;

/** The orders a catalogue read can ask for; `id` last so pages never overlap. */
function orderOf(order: CatalogueShape['order']): SQL[] {
  if (order === 'none') return [];
  // The featured strip: what can be bought first, then the newest.
  if (order === 'featured-strip')
    return [desc(sql`${products.stockQuantity} > 0`), desc(products.createdAt), asc(products.id)];
  const [key, direction] = order.split(':') as [keyof typeof SORT_COLUMNS, 'asc' | 'desc'];
  const column = SORT_COLUMNS[key];
  return [direction === 'asc' ? asc(column) : desc(column), asc(products.id)];
}

/**
 * Which conditions a public catalogue read has (beyond "active"), not their values: the values
 * are placeholders, so each shape is one SQL text, prepared once per database.
 */
interface CatalogueShape {
  id?: true;
  search?: true;
  category?: 'id' | 'slug';
  brand?: 'id' | 'name';
  minPrice?: true;
  maxPrice?: true;
  featured?: true;
  inStock?: boolean;
  order: SortKey | 'featured-strip' | 'none';
  /** Count the filter's products in the same statement (a list page's pagination). */
  total: boolean;
}

const placeholder = (name: string) => sql.placeholder(name);

/**
 * A product whose stored folded text (products.search_text: name, description and SKU) holds a
 * search, given as `foldedContainsPattern` makes it (a value, or a prepared statement's
 * placeholder): the public catalogue and the back office's grid search alike.
 */
export const productTextMatches = (pattern: string | ReturnType<typeof sql.placeholder>): SQL =>
  sql`${products.searchText} like ${pattern}`;

function catalogueConditions(shape: CatalogueShape): SQL | undefined {
  // A literal, not a parameter: a generic plan can then use indexes made for active products.
  const conditions: (SQL | undefined)[] = [sql`${products.isActive} = true`];
  if (shape.id) conditions.push(eq(products.id, placeholder('id')));
  // The stored folded text (products.search_text), not three columns folded per row.
  if (shape.search) conditions.push(productTextMatches(placeholder('search')));
  if (shape.category === 'id') conditions.push(eq(products.categoryId, placeholder('category')));
  if (shape.category === 'slug') conditions.push(eq(productCategories.slug, placeholder('category')));
  if (shape.brand === 'id') conditions.push(eq(products.brandId, placeholder('brand')));
  if (shape.brand === 'name') conditions.push(ilike(brands.name, placeholder('brand')));
  if (shape.minPrice) conditions.push(gte(products.price, placeholder('minPrice')));
  if (shape.maxPrice) conditions.push(lte(products.price, placeholder('maxPrice')));
  if (shape.featured) conditions.push(eq(products.isFeatured, placeholder('featured')));
  if (shape.inStock === true) conditions.push(sql`${products.stockQuantity} > 0`);
  if (shape.inStock === false) conditions.push(sql`${products.stockQuantity} = 0`);
  return and(...conditions);
}

/** The columns of a product's public presentation. */
const PAGE_COLUMNS = {
  id: products.id,
  name: products.name,
  description: products.description,
  price: products.price,
  originalPrice: products.originalPrice,
  sku: products.sku,
  stockQuantity: products.stockQuantity,
  minStock: products.minStock,
  weight: products.weight,
  dimensions: products.dimensions,
  variants: products.variants,
  categoryId: products.categoryId,
  brandId: products.brandId,
  isFeatured: products.isFeatured,
  allowOnlinePayment: products.allowOnlinePayment,
  allowCardPayment: products.allowCardPayment,
  allowCashOnDelivery: products.allowCashOnDelivery,
  deliveryTime: products.deliveryTime,
  createdAt: products.createdAt,
};

/** The tables a shape's conditions read besides products (a category by slug, a brand by name). */
function joinsOf(shape: CatalogueShape): SQL {
  return sql`${
    shape.category === 'slug'
      ? sql` left join ${productCategories} on ${productCategories.id} = ${products.categoryId}`
      : sql``
  }${shape.brand === 'name' ? sql` left join ${brands} on ${brands.id} = ${products.brandId}` : sql``}`;
}

/** The page's rows: read through the indexes of its order, stopping at `limit`. */
function pageQuery(db: Executor, shape: CatalogueShape) {
  let query = db.select(PAGE_COLUMNS).from(products).$dynamic();
  if (shape.category === 'slug')
    query = query.leftJoin(productCategories, eq(productCategories.id, products.categoryId));
  if (shape.brand === 'name') query = query.leftJoin(brands, eq(brands.id, products.brandId));
  return query
    .where(catalogueConditions(shape))
    .orderBy(...orderOf(shape.order))
    .limit(placeholder('limit'))
    .offset(placeholder('offset'));
}

/**
 * One catalogue read in one statement: the page (a CTE), then for the page's rows only their
 * categories, brands and images, and for a list page the filter's total (a subquery run once; a
 * window count would read and sort every matching row first). Each part is one JSON column: one
 * round trip, and nothing is read for the rows an offset skips.
 */
function catalogueQuery(db: Executor, shape: CatalogueShape) {
  const page = db.$with('page').as(pageQuery(db, shape));
  const total = shape.total
    ? sql`(select count(*) from ${products}${joinsOf(shape)} where ${catalogueConditions(shape)})`
    : sql`0`;
  return db
    .with(page)
    .select({
      products: sql<unknown>`(select coalesce(json_agg(p), '[]'::json) from ${page} p)`,
      categories: rowsAsJson(
        db
          .select()
          .from(productCategories)
          .where(sql`${productCategories.id} in (select category_id from ${page})`),
      ),
      brands: rowsAsJson(
        db
          .select()
          .from(brands)
          .where(sql`${brands.id} in (select brand_id from ${page})`),
      ),
      images: rowsAsJson(
        db
          .select()
          .from(productImages)
          .where(sql`${productImages.productId} in (select id from ${page})`)
          .orderBy(asc(productImages.displayOrder)),
      ),
      total: sql<number>`${total}`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
}

type CatalogueStatement = ReturnType<ReturnType<typeof catalogueQuery>['prepare']>;

/**
 * Named prepared statements per database, one per shape in use: PostgreSQL parses and plans each
 * once per connection instead of on every request (planning cost more than running a page). The
 * shapes are bounded by the filters' combinations; past this many the rest run unnamed.
 */
const MAX_PREPARED_SHAPES = 64;
const statements = new WeakMap<Executor, Map<string, CatalogueStatement>>();

function shapeKey(shape: CatalogueShape): string {
  return [
    shape.id ? 'i' : '',
    shape.search ? 's' : '',
    shape.category ? `c${shape.category}` : '',
    shape.brand ? `b${shape.brand}` : '',
    shape.minPrice ? 'l' : '',
    shape.maxPrice ? 'h' : '',
    shape.featured ? 'f' : '',
    shape.inStock === undefined ? '' : `k${shape.inStock ? 1 : 0}`,
    shape.total ? 't' : '',
    `:${shape.order}`,
  ].join('');
}

async function catalogueRead(
  db: Executor,
  shape: CatalogueShape,
  values: Record<string, unknown> & { limit: number; offset: number },
): Promise<{ products: Product[]; total: number }> {
  let byShape = statements.get(db);
  if (!byShape) statements.set(db, (byShape = new Map()));
  const key = shapeKey(shape);
  let statement = byShape.get(key);
  if (!statement) {
    const named = byShape.size < MAX_PREPARED_SHAPES;
    // '' is the protocol's unnamed statement: parsed again on every run.
    statement = catalogueQuery(db, shape).prepare(named ? `catalogue:${key}` : '');
    if (named) byShape.set(key, statement);
  }
  const [row] = await statement.execute(values);
  if (!row) return { products: [], total: 0 };
  const categories = new Map(decodeRows(productCategories, row.categories).map((c) => [c.id, c]));
  const brandsById = new Map(decodeRows(brands, row.brands).map((b) => [b.id, b]));
  const images = new Map<string, ProductImageRow[]>();
  for (const image of decodeRows(productImages, row.images)) {
    const list = images.get(image.productId);
    if (list) list.push(image);
    else images.set(image.productId, [image]);
  }
  return {
    products: decodeRows(products, row.products).map((product) =>
      presentProduct(
        product,
        (product.categoryId && categories.get(product.categoryId)) || null,
        (product.brandId && brandsById.get(product.brandId)) || null,
        images.get(product.id) ?? [],
      ),
    ),
    total: row.total,
  };
}

export async function listProducts(db: Executor, query: ListProductsQuery) {
  const shape: CatalogueShape = { order: `${query.sortBy}:${query.sortOrder}`, total: true };
  const values: Record<string, unknown> & { limit: number; offset: number } = {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  };
  if (query.search) {
    shape.search = true;
    values.search = foldedContainsPattern(query.search);
  }
  if (query.category) {
    shape.category = isUuid(query.category) ? 'id' : 'slug';
    values.category = query.category;
  }
  if (query.brand) {
    shape.brand = isUuid(query.brand) ? 'id' : 'name';
    values.brand = query.brand;
  }
  if (query.minPrice !== undefined) {
    shape.minPrice = true;
    values.minPrice = query.minPrice.toFixed(2);
  }
  if (query.maxPrice !== undefined) {
    shape.maxPrice = true;
    values.maxPrice = query.maxPrice.toFixed(2);
  }
  if (query.featured !== undefined) {
    shape.featured = true;
    values.featured = query.featured;
  }
  if (query.inStock !== undefined) shape.inStock = query.inStock;
  const result = await catalogueRead(db, shape, values);
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

export async function featuredProducts(db: Executor, limit: number): Promise<Product[]> {
  const result = await catalogueRead(
    db,
    { featured: true, order: 'featured-strip', total: false },
    { featured: true, limit, offset: 0 },
  );
  return result.products;
}

export async function getProduct(db: Executor, id: string): Promise<Product> {
  if (!isUuid(id)) throw new AppError(404, STORE_MESSAGES.productNotFound);
  const result = await catalogueRead(db, { id: true, order: 'none', total: false }, { id, limit: 1, offset: 0 });
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
