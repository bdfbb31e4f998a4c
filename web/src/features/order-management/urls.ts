import { ORDER_STATUSES, PAGINATION, type OrderStatus } from '@gym/domain';

/** The board's state lives in the URL, so a reload or a shared link shows the same list. */
export const ORDERS_BOARD_PATH = '/dashboard/orders';

export const ORDER_SEARCH_FIELDS = ['orderNumber', 'customerName', 'productName'] as const;
export type OrderSearchField = (typeof ORDER_SEARCH_FIELDS)[number];
export const ORDER_PAGE_SIZES = [20, 50, 100];

export interface OrdersBoardUrlState {
  search: string;
  searchBy: OrderSearchField;
  status: OrderStatus | 'all';
  from: string;
  to: string;
  page: number;
  pageSize: number;
  /** The order shown in the drawer. */
  id: string | null;
  /** A dialog over the drawer. */
  action: 'cancel' | 'refund' | 'transfer' | 'collect' | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ACTIONS = ['cancel', 'refund', 'transfer', 'collect'] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback;

export function readOrdersBoardUrl(params: URLSearchParams): OrdersBoardUrlState {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const action = params.get('action');
  return {
    search: params.get('search') ?? '',
    searchBy: oneOf(ORDER_SEARCH_FIELDS, params.get('searchBy'), 'orderNumber'),
    status: oneOf<OrderStatus | 'all'>(ORDER_STATUSES, params.get('status'), 'all'),
    from: ISO_DATE.test(params.get('from') ?? '') ? params.get('from')! : '',
    to: ISO_DATE.test(params.get('to') ?? '') ? params.get('to')! : '',
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: ORDER_PAGE_SIZES.includes(pageSize) ? pageSize : PAGINATION.defaultLimit,
    id: params.get('id') || null,
    action:
      action && (ACTIONS as readonly string[]).includes(action) ? (action as OrdersBoardUrlState['action']) : null,
  };
}

/** Only what differs from the defaults is written, so the plain address stays plain. */
export function ordersBoardSearchParams(state: OrdersBoardUrlState): URLSearchParams {
  const defaults = readOrdersBoardUrl(new URLSearchParams());
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state) as [keyof OrdersBoardUrlState, unknown][]) {
    if (value === null || value === '' || value === defaults[key]) continue;
    params.set(key, String(value));
  }
  return params;
}
