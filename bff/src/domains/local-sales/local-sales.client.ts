import type { AxiosInstance } from 'axios';
import { pathSegment as id, query, restCall, restShorthands, withoutNullish } from '../../kernel/http/rest';
import type { CashSaleInput, LocalSaleFilterInput, TransferSaleInput } from './local-sales.input';
import type {
  LocalSale,
  LocalSaleDailyReport,
  LocalSaleMyStats,
  LocalSalePage,
  LocalSaleProduct,
  LocalSaleResult,
  PendingLocalSales,
} from './local-sales.type';
import { perRequest, type RequestContext } from '../../kernel/graphql/request-context';

/** The point of sale at the counter (/api/local-sales): sales, confirmations and the day's figures. */
export function createLocalSalesClient(http: AxiosInstance) {
  const { get, send } = restShorthands(http);
  const result = async (method: 'POST', url: string, body: object): Promise<LocalSaleResult> => {
    const { data, message } = await send<{ sale: LocalSale }>(method, url, withoutNullish({ ...body }));
    return { sale: data.sale, message: message ?? '' };
  };
  return {
    async list(filter: LocalSaleFilterInput | null | undefined): Promise<LocalSalePage> {
      const { data } = await restCall<LocalSalePage>(http, { method: 'GET', url: `/local-sales${query(filter)}` });
      return data;
    },
    byId: async (saleId: string): Promise<LocalSale> =>
      (await get<{ sale: LocalSale }>(`/local-sales/${id(saleId)}`)).sale,
    sellCash: (input: CashSaleInput) => result('POST', '/local-sales/cash', input),
    sellTransfer: (input: TransferSaleInput) => result('POST', '/local-sales/transfer', input),
    confirmTransfer: (saleId: string, notes: string | null | undefined) =>
      result('POST', `/local-sales/${id(saleId)}/confirm-transfer`, { notes }),
    cancel: (saleId: string, reason: string | null | undefined) =>
      result('POST', `/local-sales/${id(saleId)}/cancel`, { reason }),
    pendingTransfers: () => get<PendingLocalSales>('/local-sales/pending-transfers'),
    async searchProducts(q: string, limit: number | null | undefined): Promise<LocalSaleProduct[]> {
      return (await get<{ products: LocalSaleProduct[] }>(`/local-sales/products/search${query({ q, limit })}`))
        .products;
    },
    dailyReport: (date: string | null | undefined) =>
      get<LocalSaleDailyReport>(`/local-sales/reports/daily${query({ date })}`),
    myStats: () => get<LocalSaleMyStats>('/local-sales/my-stats'),
  };
}

const makeLocalSalesClient = (ctx: RequestContext) => createLocalSalesClient(ctx.http);

/** This request's client, made on first use. */
export const localSalesClient = (ctx: RequestContext) => perRequest(ctx, makeLocalSalesClient);
