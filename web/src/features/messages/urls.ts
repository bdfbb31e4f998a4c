import {
  DASHBOARD_PATHS,
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  PAGINATION,
  type MessageKind,
  type MessageStatus,
} from '@gym/domain';

/** The screen's state lives in the URL, so a reload or a shared link shows the same list. */
export const MESSAGES_PATH = DASHBOARD_PATHS.adminMessages;

export const MESSAGE_PAGE_SIZES = [20, 50, 100];

export interface MessagesUrlState {
  status: MessageStatus | 'all';
  kind: MessageKind | 'all';
  page: number;
  pageSize: number;
  /** The message shown in the drawer. */
  id: string | null;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | 'all' =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : 'all';

export function readMessagesUrl(params: URLSearchParams): MessagesUrlState {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    status: oneOf(MESSAGE_STATUSES, params.get('status')),
    kind: oneOf(MESSAGE_KINDS, params.get('kind')),
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: MESSAGE_PAGE_SIZES.includes(pageSize) ? pageSize : PAGINATION.defaultLimit,
    id: params.get('id') || null,
  };
}

/** Only what differs from the defaults is written, so the plain address stays plain. */
export function messagesSearchParams(state: MessagesUrlState): URLSearchParams {
  const defaults = readMessagesUrl(new URLSearchParams());
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state) as [keyof MessagesUrlState, unknown][]) {
    if (value === null || value === '' || value === defaults[key]) continue;
    params.set(key, String(value));
  }
  return params;
}
