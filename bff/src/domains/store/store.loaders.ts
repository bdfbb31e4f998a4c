import DataLoader from 'dataloader';
import { STORE_BATCH_LIMIT, type StoreClient } from './store.client';
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
