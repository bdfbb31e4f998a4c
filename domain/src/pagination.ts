/**
 * How many pages a list answer has: `total` rows at `limit` per page, none when there are no rows
 * (every list endpoint's `pagination.pages`; a client shows page controls only past one page).
 */
export function pageCount(total: number, limit: number): number {
  return limit > 0 && total > 0 ? Math.ceil(total / limit) : 0;
}
