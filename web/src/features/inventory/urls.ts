import {
  DASHBOARD_PATHS,
  PAGINATION,
  PRODUCT_SORTS,
  PRODUCT_STATUS_FILTERS,
  type ProductSort,
  type ProductStatusFilter,
} from '@gym/domain';

/** The screen's state lives in the URL, so a reload or a shared link shows the same list. */
export const INVENTORY_PATH = DASHBOARD_PATHS.adminInventory;

export const INVENTORY_TABS = ['products', 'brands', 'categories', 'stats'] as const;
export type InventoryTab = (typeof INVENTORY_TABS)[number];

export const INVENTORY_PAGE_SIZES = [20, 50, 100];

export interface InventoryUrlState {
  tab: InventoryTab;
  search: string;
  categoryId: string;
  brandId: string;
  status: ProductStatusFilter | 'all';
  lowStock: boolean;
  sortBy: ProductSort | null;
  sortOrder: 'asc' | 'desc';
  page: number;
  pageSize: number;
  /** The product shown in the detail drawer. */
  id: string | null;
  /** 'new' opens the creation form; 'edit' the form of `id`. */
  action: 'new' | 'edit' | null;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback;

export function readInventoryUrl(params: URLSearchParams): InventoryUrlState {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const sortBy = params.get('sortBy');
  const action = params.get('action');
  return {
    tab: oneOf(INVENTORY_TABS, params.get('tab'), 'products'),
    search: params.get('search') ?? '',
    categoryId: params.get('categoryId') ?? '',
    brandId: params.get('brandId') ?? '',
    status: oneOf<ProductStatusFilter | 'all'>(PRODUCT_STATUS_FILTERS, params.get('status'), 'all'),
    lowStock: params.get('lowStock') === 'true',
    sortBy: sortBy && (PRODUCT_SORTS as readonly string[]).includes(sortBy) ? (sortBy as ProductSort) : null,
    sortOrder: params.get('sortOrder') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: INVENTORY_PAGE_SIZES.includes(pageSize) ? pageSize : PAGINATION.defaultLimit,
    id: params.get('id') || null,
    action: action === 'new' || action === 'edit' ? action : null,
  };
}

/** Only what differs from the defaults is written, so the plain address stays plain. */
export function inventorySearchParams(state: InventoryUrlState): URLSearchParams {
  const defaults = readInventoryUrl(new URLSearchParams());
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state) as [keyof InventoryUrlState, unknown][]) {
    if (value === null || value === '' || value === defaults[key]) continue;
    params.set(key, String(value));
  }
  return params;
}
