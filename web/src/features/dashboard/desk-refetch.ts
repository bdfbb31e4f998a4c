import { DeskTodayDocument } from './front-desk.generated';

/**
 * What a desk action that takes cash makes read again: the day's figures and the clerk's drawer
 * bar on the same page. The drawer's query is named, not imported: a feature never imports
 * another (cash-drawer owns `CurrentCashSession`).
 */
export const DESK_CASH_REFETCH = [DeskTodayDocument, 'CurrentCashSession'];
