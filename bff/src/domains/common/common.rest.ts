import type { Pagination } from './common.type';

/** The api's pagination block (`{ total, page, pages, limit }`), as every paged list answers it. */
export type RestPagination = Pick<Pagination, 'total' | 'page' | 'pages' | 'limit'>;

/** The pagination of an empty page: what a list shows when the api failed quietly (spec §8). */
export function emptyPagination(page: number, limit: number): Pagination {
  return { total: 0, page, pages: 0, limit };
}
