/**
 * Inventory figures of the store (staff spec §3 Inventory stats, §7 Inventory, §8 quiet
 * degradation, §9): who may read them, their query fields, how many rows each list keeps, and the
 * zeroed stats the bff answers when the api fails.
 */
import { enumField } from './field-contract';
import { REPORT_PERIODS, type ReportPeriod } from './reports';
import { QUERY_FIELDS } from './query-fields';

/** Spec §9: inventory stats period default month. */
export const INVENTORY_DEFAULT_PERIOD: ReportPeriod = 'month';

export const INVENTORY_LIMITS = {
  /** Best sellers listed by the stats. */
  topSelling: 10,
  /** Low-stock products listed among the stats' alerts (GET /low-stock lists them all). */
  lowStockAlerts: 10,
} as const;

export const INVENTORY_FIELDS = {
  period: enumField('El periodo', REPORT_PERIODS),
  startDate: QUERY_FIELDS.startDate,
  endDate: QUERY_FIELDS.endDate,
} as const;

export const INVENTORY_MESSAGES = {
  forbidden: 'No tiene permiso para ver el inventario',
  rangeReversed: 'La fecha de inicio no puede ser posterior a la fecha de fin',
} as const;

/** A count and an amount (Q). */
export interface InventoryTally {
  count: number;
  amount: number;
}

export interface InventoryStats {
  period: ReportPeriod;
  startDate: string;
  endDate: string;
  inventory: { totalProducts: number; lowStockProducts: number; outOfStockProducts: number; totalValue: number };
  sales: {
    period: ReportPeriod;
    online: InventoryTally;
    local: InventoryTally;
    total: InventoryTally;
    data: { date: string; online: InventoryTally; local: InventoryTally }[];
  };
  products: {
    topSelling: { productId: string | null; name: string; sku: string; unitsSold: number; revenue: number }[];
  };
  alerts: {
    pendingTransfers: { total: number; online: number; local: number };
    lowStockProducts: { id: string; name: string; sku: string; stockQuantity: number; minStock: number }[];
  };
  categories: { id: string; name: string; productCount: number; stockUnits: number; stockValue: number }[];
}

const zero = (): InventoryTally => ({ count: 0, amount: 0 });

/** Spec §8: failed inventory stats give zeroed data (the period still says what was asked). */
export function zeroedInventoryStats(
  period: ReportPeriod,
  range: { startDate: string; endDate: string },
): InventoryStats {
  return {
    period,
    ...range,
    inventory: { totalProducts: 0, lowStockProducts: 0, outOfStockProducts: 0, totalValue: 0 },
    sales: { period, online: zero(), local: zero(), total: zero(), data: [] },
    products: { topSelling: [] },
    alerts: { pendingTransfers: { total: 0, online: 0, local: 0 }, lowStockProducts: [] },
    categories: [],
  };
}
