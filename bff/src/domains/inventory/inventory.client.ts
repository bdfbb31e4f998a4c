import { INVENTORY_DEFAULT_PERIOD, reportRange, zeroedInventoryStats, type ReportPeriod } from '@gym/domain';
import type { AxiosInstance } from 'axios';
import { degradable, query, restShorthands } from '../../kernel/http/rest';
import type { InventoryRangeInput } from './inventory.input';
import type {
  EmployeePerformance,
  InventoryDashboard,
  InventoryFinancialReport,
  InventoryStats,
  LowStockList,
} from './inventory.type';
import { perRequest, type RequestContext } from '../../kernel/graphql/request-context';

/** The store's inventory figures (/api/inventory). */
export function createInventoryClient(http: AxiosInstance) {
  const { get } = restShorthands(http);
  return {
    /** Zeroed (for the period asked) when the api fails, spec §8. */
    async stats(period: ReportPeriod | null | undefined): Promise<InventoryStats> {
      const asked = period ?? INVENTORY_DEFAULT_PERIOD;
      try {
        return await get<InventoryStats>(`/inventory/stats${query({ period: asked })}`);
      } catch (error) {
        if (degradable(error)) return zeroedInventoryStats(asked, reportRange(asked));
        throw error;
      }
    },
    dashboard: () => get<InventoryDashboard>('/inventory/dashboard'),
    financialReport: (range: InventoryRangeInput | null | undefined) =>
      get<InventoryFinancialReport>(`/inventory/financial-report${query(range)}`),
    lowStock: () => get<LowStockList>('/inventory/low-stock'),
    employeePerformance: (range: InventoryRangeInput | null | undefined) =>
      get<EmployeePerformance>(`/inventory/employee-performance${query(range)}`),
  };
}

const makeInventoryClient = (ctx: RequestContext) => createInventoryClient(ctx.http);

/** This request's client, made on first use. */
export const inventoryClient = (ctx: RequestContext) => perRequest(ctx, makeInventoryClient);
