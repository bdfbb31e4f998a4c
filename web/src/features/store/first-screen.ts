import type { FirstScreenOperation } from '../../app/first-screen/first-screen';
import { filterFrom, FIRST_ROW } from './catalogue-filter';

/** /store's queries on its first render without filters (app/first-screen: answered inside index.html). */
export const STORE_FIRST_SCREEN: FirstScreenOperation[] = [
  { operationName: 'StoreProducts', variables: { filter: filterFrom(new URLSearchParams()) } },
  { operationName: 'StoreFeaturedProducts', variables: { limit: FIRST_ROW } },
  { operationName: 'StoreFilters' },
];
