import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { SHARED_STATE } from '@gym/domain';
import type { SharedState } from '../../kernel/shared-state';

/**
 * Whole GraphQL answers of the public catalogue (products, one product, featured, categories,
 * brands), kept by Apollo's response cache plugin for the lifetime their `@cacheControl` hints
 * give (CATALOGUE_CACHE_TTL_MS, the api's own catalogue cache lifetime). An order placed through
 * this bff changes stock, so it empties them; with REDIS_URL every catalogue change an api instance
 * announces empties them too, otherwise another instance's change is bounded by the TTL (an order
 * always checks stock under a row lock in the api).
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

/**
 * Empties the catalogue answers when an api instance announces a catalogue change, and once more
 * SHARED_STATE.settleMs later: the api instance this bff reads from hears the same message at about
 * the same time, and an answer it gave from its old cache in between must not be kept for 5 s.
 */
export function emptyCatalogueAnswersOnChange(changes: Pick<SharedState, 'onChange'>, store: InMemoryLRUCache): void {
  changes.onChange('catalogue', () => {
    store.clear();
    setTimeout(() => store.clear(), SHARED_STATE.settleMs).unref();
  });
}
