import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';

/**
 * Whole GraphQL answers of the public catalogue (products, one product, featured, categories,
 * brands), kept by Apollo's response cache plugin for the lifetime their `@cacheControl` hints
 * give (CATALOGUE_CACHE_TTL_MS, the api's own catalogue cache lifetime). An order placed through
 * this bff changes stock, so it empties them; another instance's order is bounded by the TTL, and
 * an order always checks stock under a row lock in the api.
 */
const MAX_BYTES = 16 * 1024 * 1024;

/** One store per api the bff talks to (tests start several stacks in one process). */
const stores = new Map<string, InMemoryLRUCache>();

export function catalogueResponsesFor(apiBase: string): InMemoryLRUCache {
  let store = stores.get(apiBase);
  if (!store) {
    store = new InMemoryLRUCache({ maxSize: MAX_BYTES, sizeCalculation: InMemoryLRUCache.sizeCalculation });
    stores.set(apiBase, store);
  }
  return store;
}
