import type { AxiosInstance } from 'axios';
import { orDegraded, pathSegment as id, restCall, withoutNullish, withoutUndefined } from '../../kernel/http/rest';
import { catalogueResponsesFor } from '../store/catalogue-responses';
import type { ProductImage } from '../store/store.type';
import type {
  BrandInput,
  BulkStockLineInput,
  CategoryInput,
  CategoryOrderInput,
  ImageOrderInput,
  ManagementOrderFilterInput,
  ManagementProductFilterInput,
  ProductCreateInput,
  ProductImageUpdateInput,
  ProductOptionInput,
  ProductUpdateInput,
  StockChangeInput,
} from './store-management.input';
import type {
  BrandStats,
  BulkStockResult,
  CategoryStats,
  ManagementBrand,
  ManagementBrandResult,
  ManagementCategoriesResult,
  ManagementCategory,
  ManagementCategoryResult,
  ManagementOrder,
  ManagementOrderPage,
  ManagementProduct,
  ManagementProductPage,
  ManagementProductResult,
  ProductDeleteResult,
  ProductImageResult,
  ProductImagesResult,
  ProductStats,
  StockChange,
  StockMovementPage,
  StockResult,
} from './store-management.type';
import { perRequest, type RequestContext } from '../../kernel/graphql/request-context';
import type { RestPagination } from '../common/common.rest';

export interface RestManagementProduct extends Omit<ManagementProduct, 'variants'> {
  variants: Record<string, string[]>;
}

export type RestManagementOrder = Omit<ManagementOrder, 'items'> & {
  items: (Omit<ManagementOrder['items'][number], 'selectedVariants'> & { selectedVariants: Record<string, string> })[];
};

export const toManagementProduct = (rest: RestManagementProduct): ManagementProduct => ({
  ...rest,
  variants: Object.entries(rest.variants ?? {}).map(([name, values]) => ({ name, values })),
});

export const toManagementOrder = (rest: RestManagementOrder): ManagementOrder => ({
  ...rest,
  items: rest.items.map((item) => ({
    ...item,
    selectedVariants: Object.entries(item.selectedVariants ?? {}).map(([name, value]) => ({ name, value })),
  })),
});

const fromOptions = (list: ProductOptionInput[] | null | undefined) =>
  list === undefined ? undefined : Object.fromEntries((list ?? []).map((option) => [option.name, option.values]));

export const ZERO_PRODUCT_STATS: ProductStats = {
  totalProducts: 0,
  activeProducts: 0,
  inactiveProducts: 0,
  archivedProducts: 0,
  featuredProducts: 0,
  lowStockProducts: 0,
  outOfStockProducts: 0,
  totalUnits: 0,
  totalValue: 0,
};
export const ZERO_BRAND_STATS: BrandStats = { totalBrands: 0, activeBrands: 0, brandsWithProducts: 0, topBrands: [] };
export const ZERO_CATEGORY_STATS: CategoryStats = {
  totalCategories: 0,
  activeCategories: 0,
  categoriesWithProducts: 0,
  categories: [],
};

/** Fields the api can clear with null (a product without brand, original price, weight...). */
const CLEARABLE = new Set(['description', 'originalPrice', 'sku', 'weight', 'dimensions', 'brandId', 'deliveryTime']);

/**
 * The product body the api reads: options as a map. Only the fields sent travel; null clears a
 * clearable field and is dropped elsewhere (a flag or a price left empty means "unchanged").
 */
function productBody(input: ProductCreateInput | ProductUpdateInput) {
  const { variants, dimensions, ...rest } = input;
  const body: Record<string, unknown> = {
    ...rest,
    variants: variants === null ? undefined : fromOptions(variants),
    dimensions: dimensions ? withoutNullish({ ...dimensions }) : dimensions,
  };
  return Object.fromEntries(
    Object.entries(body).filter(([key, value]) => value !== undefined && (value !== null || CLEARABLE.has(key))),
  );
}

export function createStoreManagementClient(http: AxiosInstance) {
  const base = '/store/management';
  /** Any change to the catalogue: the cached public answers of this bff must not show the old figures. */
  const changed = <T>(value: T): T => {
    catalogueResponsesFor(String(http.defaults.baseURL)).clear();
    return value;
  };
  const message = (envelope: { message?: string }) => envelope.message ?? '';

  return {
    async products(filter: ManagementProductFilterInput | null | undefined): Promise<ManagementProductPage> {
      const { data } = await restCall<{ products: RestManagementProduct[]; pagination: RestPagination }>(http, {
        method: 'GET',
        url: `${base}/products`,
        params: withoutNullish({ ...(filter ?? {}) }),
      });
      return { products: data.products.map(toManagementProduct), pagination: data.pagination };
    },

    async product(productId: string): Promise<ManagementProduct> {
      const { data } = await restCall<{ product: RestManagementProduct }>(http, {
        method: 'GET',
        url: `${base}/products/${id(productId)}`,
      });
      return toManagementProduct(data.product);
    },

    async movements(productId: string, page: number, limit: number | null | undefined): Promise<StockMovementPage> {
      const { data } = await restCall<StockMovementPage>(http, {
        method: 'GET',
        url: `${base}/products/${id(productId)}/movements`,
        params: withoutNullish({ page, limit }),
      });
      return data;
    },

    stats(): Promise<ProductStats> {
      return orDegraded(
        () => restCall<ProductStats>(http, { method: 'GET', url: `${base}/products/stats` }).then((r) => r.data),
        () => ZERO_PRODUCT_STATS,
      );
    },

    async createProduct(input: ProductCreateInput): Promise<ManagementProductResult> {
      const envelope = await restCall<{ product: RestManagementProduct }>(http, {
        method: 'POST',
        url: `${base}/products`,
        data: productBody(input),
      });
      return changed({ product: toManagementProduct(envelope.data.product), message: message(envelope) });
    },

    async updateProduct(productId: string, input: ProductUpdateInput): Promise<ManagementProductResult> {
      const envelope = await restCall<{ product: RestManagementProduct }>(http, {
        method: 'PUT',
        url: `${base}/products/${id(productId)}`,
        data: productBody(input),
      });
      return changed({ product: toManagementProduct(envelope.data.product), message: message(envelope) });
    },

    /** The api deletes a product without orders and archives one with orders; `archived` says which. */
    async deleteProduct(productId: string): Promise<ProductDeleteResult> {
      const envelope = await restCall<{ archived: boolean }>(http, {
        method: 'DELETE',
        url: `${base}/products/${id(productId)}`,
      });
      return changed({ archived: envelope.data.archived, message: message(envelope) });
    },

    async duplicateProduct(productId: string): Promise<ManagementProductResult> {
      const envelope = await restCall<{ product: RestManagementProduct }>(http, {
        method: 'POST',
        url: `${base}/products/${id(productId)}/duplicate`,
        data: {},
      });
      return changed({ product: toManagementProduct(envelope.data.product), message: message(envelope) });
    },

    async changeStock(productId: string, input: StockChangeInput): Promise<StockResult> {
      const envelope = await restCall<{ product: RestManagementProduct; change: StockChange }>(http, {
        method: 'PUT',
        url: `${base}/products/${id(productId)}/stock`,
        data: withoutNullish({ ...input }),
      });
      return changed({
        product: toManagementProduct(envelope.data.product),
        change: envelope.data.change,
        message: message(envelope),
      });
    },

    async bulkStock(updates: BulkStockLineInput[]): Promise<BulkStockResult> {
      const envelope = await restCall<{ updated: StockChange[] }>(http, {
        method: 'PUT',
        url: `${base}/products/bulk-stock`,
        data: { updates: updates.map((line) => withoutNullish({ ...line })) },
      });
      return changed({ updated: envelope.data.updated, message: message(envelope) });
    },

    async updateImage(productId: string, imageId: string, input: ProductImageUpdateInput): Promise<ProductImageResult> {
      const envelope = await restCall<{ image: ProductImage }>(http, {
        method: 'PUT',
        url: `${base}/products/${id(productId)}/images/${id(imageId)}`,
        data: withoutUndefined({ ...input }),
      });
      return changed({ image: envelope.data.image, message: message(envelope) });
    },

    async setPrimaryImage(productId: string, imageId: string): Promise<ProductImageResult> {
      const envelope = await restCall<{ image: ProductImage }>(http, {
        method: 'PUT',
        url: `${base}/products/${id(productId)}/images/${id(imageId)}/primary`,
        data: {},
      });
      return changed({ image: envelope.data.image, message: message(envelope) });
    },

    async reorderImages(productId: string, imageOrders: ImageOrderInput[]): Promise<ProductImagesResult> {
      const envelope = await restCall<{ images: ProductImage[] }>(http, {
        method: 'PUT',
        url: `${base}/products/${id(productId)}/images/reorder`,
        data: { imageOrders: imageOrders.map(({ imageId, displayOrder }) => ({ imageId, displayOrder })) },
      });
      return changed({ images: envelope.data.images, message: message(envelope) });
    },

    async deleteImage(productId: string, imageId: string): Promise<string> {
      const envelope = await restCall<unknown>(http, {
        method: 'DELETE',
        url: `${base}/products/${id(productId)}/images/${id(imageId)}`,
      });
      return changed(message(envelope));
    },

    async brands(search: string | null | undefined): Promise<ManagementBrand[]> {
      const { data } = await restCall<{ brands: ManagementBrand[] }>(http, {
        method: 'GET',
        url: search ? `${base}/brands/search` : `${base}/brands`,
        params: search ? { q: search } : {},
      });
      return data.brands;
    },

    brandStats(): Promise<BrandStats> {
      return orDegraded(
        () => restCall<BrandStats>(http, { method: 'GET', url: `${base}/brands/stats` }).then((r) => r.data),
        () => ZERO_BRAND_STATS,
      );
    },

    async createBrand(input: BrandInput): Promise<ManagementBrandResult> {
      const envelope = await restCall<{ brand: ManagementBrand }>(http, {
        method: 'POST',
        url: `${base}/brands`,
        data: withoutUndefined({ ...input }),
      });
      return changed({ brand: envelope.data.brand, message: message(envelope) });
    },

    async updateBrand(brandId: string, input: BrandInput): Promise<ManagementBrandResult> {
      const envelope = await restCall<{ brand: ManagementBrand }>(http, {
        method: 'PUT',
        url: `${base}/brands/${id(brandId)}`,
        data: withoutUndefined({ ...input }),
      });
      return changed({ brand: envelope.data.brand, message: message(envelope) });
    },

    async deleteBrand(brandId: string): Promise<string> {
      const envelope = await restCall<unknown>(http, { method: 'DELETE', url: `${base}/brands/${id(brandId)}` });
      return changed(message(envelope));
    },

    async categories(search: string | null | undefined): Promise<ManagementCategory[]> {
      const { data } = await restCall<{ categories: ManagementCategory[] }>(http, {
        method: 'GET',
        url: search ? `${base}/categories/search` : `${base}/categories`,
        params: search ? { q: search } : {},
      });
      return data.categories;
    },

    async categoryBySlug(slug: string): Promise<ManagementCategory> {
      const { data } = await restCall<{ category: ManagementCategory }>(http, {
        method: 'GET',
        url: `${base}/categories/slug/${id(slug)}`,
      });
      return data.category;
    },

    categoryStats(): Promise<CategoryStats> {
      return orDegraded(
        () => restCall<CategoryStats>(http, { method: 'GET', url: `${base}/categories/stats` }).then((r) => r.data),
        () => ZERO_CATEGORY_STATS,
      );
    },

    async createCategory(input: CategoryInput): Promise<ManagementCategoryResult> {
      const envelope = await restCall<{ category: ManagementCategory }>(http, {
        method: 'POST',
        url: `${base}/categories`,
        data: withoutUndefined({ ...input }),
      });
      return changed({ category: envelope.data.category, message: message(envelope) });
    },

    async updateCategory(categoryId: string, input: CategoryInput): Promise<ManagementCategoryResult> {
      const envelope = await restCall<{ category: ManagementCategory }>(http, {
        method: 'PUT',
        url: `${base}/categories/${id(categoryId)}`,
        data: withoutUndefined({ ...input }),
      });
      return changed({ category: envelope.data.category, message: message(envelope) });
    },

    async deleteCategory(categoryId: string): Promise<string> {
      const envelope = await restCall<unknown>(http, {
        method: 'DELETE',
        url: `${base}/categories/${id(categoryId)}`,
      });
      return changed(message(envelope));
    },

    async reorderCategories(orders: CategoryOrderInput[]): Promise<ManagementCategoriesResult> {
      const envelope = await restCall<{ categories: ManagementCategory[] }>(http, {
        method: 'PUT',
        url: `${base}/categories/reorder`,
        data: { categoryOrders: orders.map(({ id: categoryId, displayOrder }) => ({ id: categoryId, displayOrder })) },
      });
      return changed({ categories: envelope.data.categories, message: message(envelope) });
    },

    async orders(filter: ManagementOrderFilterInput | null | undefined): Promise<ManagementOrderPage> {
      const { data } = await restCall<{ orders: RestManagementOrder[]; pagination: RestPagination }>(http, {
        method: 'GET',
        url: `${base}/orders`,
        params: withoutNullish({ ...(filter ?? {}) }),
      });
      return { orders: data.orders.map(toManagementOrder), pagination: data.pagination };
    },

    async order(orderId: string): Promise<ManagementOrder> {
      const { data } = await restCall<{ order: RestManagementOrder }>(http, {
        method: 'GET',
        url: `${base}/orders/${id(orderId)}`,
      });
      return toManagementOrder(data.order);
    },
  };
}

export type StoreManagementClient = ReturnType<typeof createStoreManagementClient>;

const makeStoreManagementClient = (ctx: RequestContext) => createStoreManagementClient(ctx.http);

/** This request's client, made on first use. */
export const storeManagementClient = (ctx: RequestContext) => perRequest(ctx, makeStoreManagementClient);
