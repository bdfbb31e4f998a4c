import { INVENTORY_DEFAULT_PERIOD, INVENTORY_FIELDS as F, INVENTORY_MESSAGES, REPORT_PERIODS } from '@gym/domain';
import { z } from 'zod';
import { zDay, zEnum } from '../../lib/field-schemas';
import { envelope } from '../../lib/zod';

export const statsQuery = z.object({ period: zEnum(F.period).default(INVENTORY_DEFAULT_PERIOD) });

/** A range of Guatemala days; both optional (the month up to today by default), never reversed. */
export const rangeQuery = z
  .object({ startDate: zDay(F.startDate).optional(), endDate: zDay(F.endDate).optional() })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: INVENTORY_MESSAGES.rangeReversed,
    path: ['startDate'],
  });

const tally = z.object({ count: z.number(), amount: z.number() });
const lowStockAlert = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  stockQuantity: z.number(),
  minStock: z.number(),
});
const inventory = z.object({
  totalProducts: z.number(),
  lowStockProducts: z.number().describe('Con stock, pero en su mínimo o por debajo'),
  outOfStockProducts: z.number(),
  totalValue: z.number().describe('Precio x unidades en stock (Q, IVA incluido)'),
});
const pendingTransfers = z.object({ total: z.number(), online: z.number(), local: z.number() });
const salesTotals = z.object({ online: tally, local: tally, total: tally });

export const statsResponse = envelope(
  z.object({
    period: z.enum(REPORT_PERIODS),
    startDate: z.string(),
    endDate: z.string(),
    inventory,
    sales: salesTotals.extend({
      period: z.enum(REPORT_PERIODS),
      data: z.array(z.object({ date: z.string(), online: tally, local: tally })),
    }),
    products: z.object({
      topSelling: z.array(
        z.object({
          productId: z.string().nullable(),
          name: z.string(),
          sku: z.string(),
          unitsSold: z.number(),
          revenue: z.number(),
        }),
      ),
    }),
    alerts: z.object({ pendingTransfers, lowStockProducts: z.array(lowStockAlert) }),
    categories: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        productCount: z.number(),
        stockUnits: z.number(),
        stockValue: z.number(),
      }),
    ),
  }),
);

export const dashboardResponse = envelope(
  z.object({
    date: z.string(),
    today: salesTotals,
    month: salesTotals.extend({ startDate: z.string(), endDate: z.string() }),
    inventory,
    alerts: z.object({ pendingTransfers, lowStockProducts: z.array(lowStockAlert) }),
    recentLocalSales: z.array(
      z.object({
        id: z.string(),
        saleNumber: z.string(),
        status: z.string(),
        paymentMethod: z.string(),
        totalAmount: z.number(),
        createdAt: z.string(),
      }),
    ),
  }),
);

export const lowStockResponse = envelope(
  z.object({
    products: z.array(
      lowStockAlert.extend({
        price: z.number(),
        categoryId: z.string(),
        categoryName: z.string(),
        outOfStock: z.boolean(),
      }),
    ),
    total: z.number(),
  }),
);

const line = z.object({ key: z.string(), label: z.string(), amount: z.number(), count: z.number() });
const source = z.object({
  total: z.number(),
  count: z.number(),
  breakdown: z.array(line),
  details: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      reference: z.string(),
      description: z.string(),
      method: z.string().nullable(),
      amount: z.number(),
    }),
  ),
});

export const financialResponse = envelope(
  z.object({
    period: z.object({ startDate: z.string(), endDate: z.string() }),
    startDate: z.string(),
    endDate: z.string(),
    memberships: source,
    onlineOrders: source,
    localSales: source,
    expenses: source,
    totalIncome: z.number(),
    netProfit: z.number(),
    profitMargin: z.number(),
  }),
);

export const employeeResponse = envelope(
  z.object({
    startDate: z.string(),
    endDate: z.string(),
    employees: z.array(
      z.object({
        employeeId: z.string(),
        name: z.string(),
        role: z.string(),
        localSales: z.object({
          count: z.number(),
          amount: z.number(),
          cash: z.number(),
          transfer: z.number(),
          pending: z.number(),
          cancelled: z.number(),
          unitsSold: z.number(),
        }),
        onlineOrdersHandled: z.number(),
      }),
    ),
    totals: z.object({ salesCount: z.number(), salesAmount: z.number(), onlineOrdersHandled: z.number() }),
  }),
);
