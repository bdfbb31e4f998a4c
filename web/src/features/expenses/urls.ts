import {
  EXPENSE_CATEGORIES,
  EXPENSE_SORT_KEYS,
  EXPENSE_STATUSES,
  PAGINATION,
  type ExpenseCategory,
  type ExpenseSortKey,
  type ExpenseStatus,
} from '@gym/domain';

/** The screen's state lives in the URL, so a reload or a shared link shows the same list. */
export const EXPENSES_PATH = '/dashboard/expenses';

export const EXPENSE_TABS = ['all', 'pending', 'recurring'] as const;
export type ExpensesTab = (typeof EXPENSE_TABS)[number];

export interface ExpensesUrlState {
  tab: ExpensesTab;
  search: string;
  status: ExpenseStatus | 'all';
  category: ExpenseCategory | 'all';
  from: string;
  to: string;
  sortBy: ExpenseSortKey | null;
  sortOrder: 'asc' | 'desc';
  page: number;
  pageSize: number;
  /** The expense shown in the detail drawer. */
  id: string | null;
  /** 'new' opens the creation form. */
  action: 'new' | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const EXPENSE_PAGE_SIZES = [20, 50, 100];

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback;

export function readExpensesUrl(params: URLSearchParams): ExpensesUrlState {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const sortBy = params.get('sortBy');
  return {
    tab: oneOf(EXPENSE_TABS, params.get('tab'), 'all'),
    search: params.get('search') ?? '',
    status: oneOf<ExpenseStatus | 'all'>(EXPENSE_STATUSES, params.get('status'), 'all'),
    category: oneOf<ExpenseCategory | 'all'>(EXPENSE_CATEGORIES, params.get('category'), 'all'),
    from: ISO_DATE.test(params.get('from') ?? '') ? params.get('from')! : '',
    to: ISO_DATE.test(params.get('to') ?? '') ? params.get('to')! : '',
    sortBy: sortBy && (EXPENSE_SORT_KEYS as readonly string[]).includes(sortBy) ? (sortBy as ExpenseSortKey) : null,
    sortOrder: params.get('sortOrder') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: EXPENSE_PAGE_SIZES.includes(pageSize) ? pageSize : PAGINATION.defaultLimit,
    id: params.get('id') || null,
    action: params.get('action') === 'new' ? 'new' : null,
  };
}

/** Only what differs from the defaults is written, so the plain address stays plain. */
export function expensesSearchParams(state: ExpensesUrlState): URLSearchParams {
  const defaults = readExpensesUrl(new URLSearchParams());
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state) as [keyof ExpensesUrlState, unknown][]) {
    if (value === null || value === '' || value === defaults[key]) continue;
    params.set(key, String(value));
  }
  return params;
}
