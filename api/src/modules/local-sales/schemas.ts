import {
  LOCAL_SALE_FIELDS as F,
  LOCAL_SALE_LIMITS,
  LOCAL_SALE_METHODS,
  LOCAL_SALE_STATUSES,
  PAGINATION,
  QUERY_FIELDS,
} from '@gym/domain';
import { z } from 'zod';
import { zClampedLimit, zClearableText, zDay, zFilter, zInt, zList, zMoney, zText } from '../../lib/field-schemas';
import { billingBody } from '../../lib/billing';
import { envelope, paginationSchema } from '../../lib/zod';

const line = z.object({
  productId: zText(F.productId),
  quantity: zInt(F.quantity),
});

const saleBase = {
  items: zList(F.items, line).describe(
    'Productos y cantidades; precios, IVA y totales los pone el servidor (un precio enviado se ignora)',
  ),
  customerName: zClearableText(F.customerName),
  customerPhone: zClearableText(F.customerPhone),
  customerEmail: zClearableText(F.customerEmail),
  notes: zClearableText(F.notes),
  billing: billingBody,
};

export const cashSaleBody = z.object({
  ...saleBase,
  cashReceived: zMoney(F.cashReceived).describe(
    'Efectivo recibido: no menos que el total; el cambio lo calcula el servidor',
  ),
});

export const transferSaleBody = z.object({
  ...saleBase,
  transferReference: zClearableText(F.transferReference),
});

export const confirmTransferBody = z.object({ notes: zClearableText(F.notes) }).default({ notes: undefined });
export const cancelSaleBody = z.object({ reason: zClearableText(F.cancelReason) }).default({ reason: undefined });

export const idParams = z.object({ id: zText(QUERY_FIELDS.id) });

export const listQuery = z.object({
  page: zInt(QUERY_FIELDS.page, { coerce: true }).default(1),
  limit: zClampedLimit(F.listLimit, PAGINATION.defaultLimit),
  status: zFilter(F.status),
  paymentMethod: zFilter(F.paymentMethod),
  startDate: zDay(QUERY_FIELDS.startDate).optional(),
  endDate: zDay(QUERY_FIELDS.endDate).optional(),
});

export const productSearchQuery = z.object({
  q: zText(F.searchQuery).default(''),
  limit: zClampedLimit(F.searchLimit, LOCAL_SALE_LIMITS.productSearch),
});

export const dailyQuery = z.object({ date: zDay(QUERY_FIELDS.startDate).optional() });

const saleSchema = z.object({
  id: z.string(),
  saleNumber: z.string().describe('Número de recibo, correlativo por día: VL-AAMMDD-NNNN'),
  saleDate: z.string(),
  status: z.enum(LOCAL_SALE_STATUSES),
  statusLabel: z.string(),
  paymentMethod: z.enum(LOCAL_SALE_METHODS),
  subtotal: z.number(),
  taxAmount: z.number(),
  totalAmount: z.number(),
  cashReceived: z.number().nullable(),
  change: z.number().nullable(),
  customer: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    isLocal: z.boolean(),
  }),
  notes: z.string().nullable(),
  transferReference: z.string().nullable(),
  employeeId: z.string().nullable(),
  employee: z.object({ id: z.string(), name: z.string() }).nullable(),
  confirmedAt: z.string().nullable(),
  confirmationNotes: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  items: z.array(
    z.object({
      id: z.string(),
      productId: z.string().nullable(),
      name: z.string(),
      sku: z.string(),
      unitPrice: z.number(),
      quantity: z.number(),
      lineTotal: z.number(),
    }),
  ),
  itemsCount: z.number(),
  createdAt: z.string(),
});

export const saleResponse = envelope(z.object({ sale: saleSchema }));

export const listResponse = envelope(
  z.object({
    sales: z.array(saleSchema),
    pagination: paginationSchema,
  }),
);

export const pendingResponse = envelope(
  z.object({ sales: z.array(saleSchema), total: z.number(), totalAmount: z.number() }),
);

export const productSearchResponse = envelope(
  z.object({
    products: z.array(
      z.object({ id: z.string(), name: z.string(), sku: z.string(), price: z.number(), stockQuantity: z.number() }),
    ),
  }),
);

const tally = z.object({ count: z.number(), amount: z.number() });
const figures = z.object({
  totalSales: z.number(),
  totalAmount: z.number(),
  itemsSold: z.number(),
  averageTicket: z.number(),
  byMethod: z.object({ cash: tally, transfer: tally }),
  pendingTransfers: tally,
  cancelled: tally,
});

export const dailyResponse = envelope(
  figures.extend({
    date: z.string(),
    products: z.array(
      z.object({
        productId: z.string().nullable(),
        name: z.string(),
        sku: z.string(),
        quantity: z.number(),
        amount: z.number(),
      }),
    ),
  }),
);

export const myStatsResponse = envelope(
  z.object({ date: z.string(), today: figures, month: figures, recentSales: z.array(saleSchema) }),
);
