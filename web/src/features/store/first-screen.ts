import type { FirstScreenOperation } from '../../platform/first-screen/first-screen-operation';
import { HEADER_SHELL, shellText } from '../../platform/first-screen/shells';
import { filterFrom, FIRST_ROW } from './catalogue-filter';
import { STORE_TEXTS } from './texts';

/** /store's queries on its first render without filters (app/first-screen: answered inside index.html). */
export const STORE_FIRST_SCREEN: FirstScreenOperation[] = [
  { operationName: 'StoreProducts', variables: { filter: filterFrom(new URLSearchParams()) } },
  { operationName: 'StoreFeaturedProducts', variables: { limit: FIRST_ROW } },
  { operationName: 'StoreFilters' },
];

const featuredPicture = (index: number) =>
  `<img alt="" fetchpriority="high" src="{{StoreFeaturedProducts.featuredProducts.${index}.primaryImage.imageUrl}}">`;

/** The header, the page's title, the search's room and the featured row's pictures (StorePage), the largest paint. */
export const STORE_SHELL =
  HEADER_SHELL +
  '<div class="fs-container fs-store">' +
  `<h1>${shellText(STORE_TEXTS.storeTitle)}</h1>` +
  `<p class="fs-subtitle">${shellText(STORE_TEXTS.storeSubtitle)}</p>` +
  // The search (and, wide, the filters) come before the featured row: their room, kept.
  '<div class="fs-search"></div>' +
  `<h2>${shellText(STORE_TEXTS.featured)}</h2>` +
  `<div class="fs-grid">${Array.from({ length: FIRST_ROW }, (_, i) => featuredPicture(i)).join('')}</div>` +
  '</div>';
