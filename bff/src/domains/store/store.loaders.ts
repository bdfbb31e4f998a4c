import DataLoader from 'dataloader';
import { perRequest, type RequestContext } from '../../kernel/graphql/request-context';
import { STORE_BATCH_LIMIT, storeClient, type StoreClient } from './store.client';
import type { Brand, ProductCategory } from './store.type';

function byIdLoader<T extends { id: string }>(fetch: (ids: readonly string[]) => Promise<T[]>) {
  return new DataLoader<string, T | null>(
    async (ids) => {
      const found = await fetch(ids);
      const byId = new Map(found.map((item) => [item.id, item]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: STORE_BATCH_LIMIT },
  );
}

/** Per request: a product list resolves its categories with one `GET /store/categories?ids=` call. */
export const createCategoryLoader = (store: StoreClient) => byIdLoader<ProductCategory>((ids) => store.categories(ids));

/** Per request: a product list resolves its brands with one `GET /store/brands?ids=` call. */
export const createBrandLoader = (store: StoreClient) => byIdLoader<Brand>((ids) => store.brands(ids));

const makeCategoryLoader = (ctx: RequestContext) => createCategoryLoader(storeClient(ctx));
const makeBrandLoader = (ctx: RequestContext) => createBrandLoader(storeClient(ctx));

/** This request's category loader. */
export const categoryByIdLoader = (ctx: RequestContext) => perRequest(ctx, makeCategoryLoader);

/** This request's brand loader. */
export const brandByIdLoader = (ctx: RequestContext) => perRequest(ctx, makeBrandLoader);
