import {
  EXPIRING_SOON_DAYS,
  isMembershipStatus,
  isPlanDuration,
  MEMBERSHIP_SORT_KEYS,
  PAGINATION,
  type MembershipSortKey,
  type MembershipStatus,
  type PlanDuration,
} from '@gym/domain';

/** The screen's state lives in the URL, so a reload or a shared link shows the same list. */
export const MEMBERSHIPS_PATH = '/dashboard/memberships';

export type MembershipsTab = 'all' | 'expiring' | 'expired';
export type MembershipsAction = 'new';

export interface MembershipsUrlState {
  tab: MembershipsTab;
  search: string;
  status: MembershipStatus | 'all';
  type: PlanDuration | 'all';
  from: string;
  to: string;
  sortBy: MembershipSortKey | null;
  sortOrder: 'asc' | 'desc';
  page: number;
  pageSize: number;
  days: number;
  /** The membership shown in the detail drawer. */
  id: string | null;
  action: MembershipsAction | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const DEFAULT_STATE: MembershipsUrlState = {
  tab: 'all',
  search: '',
  status: 'all',
  type: 'all',
  from: '',
  to: '',
  sortBy: null,
  sortOrder: 'desc',
  page: 0,
  pageSize: PAGINATION.defaultLimit,
  days: EXPIRING_SOON_DAYS,
  id: null,
  action: null,
};

function wholeNumber(value: string | null, fallback: number, min: number, max: number): number {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

export function readMembershipsUrl(params: URLSearchParams): MembershipsUrlState {
  const tab = params.get('tab');
  const status = params.get('status');
  const type = params.get('type');
  const sortBy = params.get('sort');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    tab: tab === 'expiring' || tab === 'expired' ? tab : 'all',
    search: params.get('q') ?? '',
    status: isMembershipStatus(status) ? status : 'all',
    type: isPlanDuration(type) ? type : 'all',
    from: ISO_DATE.test(from) ? from : '',
    to: ISO_DATE.test(to) ? to : '',
    sortBy: (MEMBERSHIP_SORT_KEYS as readonly string[]).includes(sortBy ?? '') ? (sortBy as MembershipSortKey) : null,
    sortOrder: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: wholeNumber(params.get('page'), 1, 1, 100_000) - 1,
    pageSize: wholeNumber(params.get('size'), DEFAULT_STATE.pageSize, 1, PAGINATION.maxLimit),
    days: wholeNumber(params.get('days'), EXPIRING_SOON_DAYS, 0, 3650),
    id: params.get('id'),
    action: params.get('action') === 'new' ? 'new' : null,
  };
}

/** Only what differs from the defaults goes into the URL. */
export function membershipsSearchParams(state: MembershipsUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== 'all') params.set('tab', state.tab);
  if (state.search) params.set('q', state.search);
  if (state.status !== 'all') params.set('status', state.status);
  if (state.type !== 'all') params.set('type', state.type);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.sortBy) {
    params.set('sort', state.sortBy);
    params.set('dir', state.sortOrder);
  }
  if (state.page > 0) params.set('page', String(state.page + 1));
  if (state.pageSize !== DEFAULT_STATE.pageSize) params.set('size', String(state.pageSize));
  if (state.days !== EXPIRING_SOON_DAYS) params.set('days', String(state.days));
  if (state.id) params.set('id', state.id);
  if (state.action) params.set('action', state.action);
  return params;
}

export function membershipsUrl(state: Partial<MembershipsUrlState> = {}): string {
  const query = membershipsSearchParams({ ...DEFAULT_STATE, ...state }).toString();
  return query ? `${MEMBERSHIPS_PATH}?${query}` : MEMBERSHIPS_PATH;
}
