import { CASH_DRAWER_FIELDS, ORDER_MANAGEMENT_FIELDS as F, ORDER_STATUSES, QUERY_FIELDS } from '@gym/domain';
import { z } from 'zod';
import { zClearableText, zDay, zEnum, zMoney, zText } from '../../lib/field-schemas';
import { envelope } from '../../lib/zod';
import { managementOrderSchema } from '../store/management.schemas';

export const idParams = z.object({ id: zText(QUERY_FIELDS.id) });

export const statusBody = z.object({
  status: zEnum(F.status.status).describe(`Uno de: ${ORDER_STATUSES.join(', ')}; solo el siguiente paso de la cadena`),
  notes: zClearableText(F.status.notes).describe('Obligatorias al cancelar o reembolsar: el motivo'),
  amountReceived: zMoney(CASH_DRAWER_FIELDS.amountReceived)
    .nullable()
    .optional()
    .describe(
      'Contra entrega: el efectivo recibido al marcarlo entregado o recogido (no menos que el total); entra a la caja de quien cobra',
    ),
});
export type StatusBody = z.infer<typeof statusBody>;

export const confirmTransferBody = z
  .object({
    voucherDetails: zClearableText(F.confirmTransfer.voucherDetails),
    bankReference: zClearableText(F.confirmTransfer.bankReference),
    notes: zClearableText(F.confirmTransfer.notes),
  })
  .default({ voucherDetails: undefined, bankReference: undefined, notes: undefined });
export type ConfirmTransferBody = z.infer<typeof confirmTransferBody>;

export const rangeQuery = z.object({
  startDate: zDay(QUERY_FIELDS.startDate),
  endDate: zDay(QUERY_FIELDS.endDate),
});

export { pendingTransfersResponse } from '../store/management.schemas';

export const orderResponse = envelope(z.object({ order: managementOrderSchema }));

const figures = z.object({ orders: z.number(), revenue: z.number() });

export const dashboardResponse = envelope(
  z.object({
    totalOrders: z.number(),
    pendingOrders: z.number(),
    confirmedOrders: z.number(),
    inProgressOrders: z.number(),
    deliveredOrders: z.number(),
    cancelledOrders: z.number(),
    refundedOrders: z.number(),
    totalRevenue: z.number(),
    pendingTransfers: z.number(),
    byStatus: z.array(z.object({ status: z.string(), label: z.string(), count: z.number() })),
    today: figures,
    month: figures,
  }),
);

export const rangeReportResponse = envelope(
  z.object({
    startDate: z.string(),
    endDate: z.string(),
    totalOrders: z.number(),
    completedOrders: z.number(),
    cancelledOrders: z.number(),
    totalRevenue: z.number(),
    averageOrderValue: z.number(),
    byStatus: z.array(z.object({ status: z.string(), label: z.string(), count: z.number(), amount: z.number() })),
    byDeliveryType: z.array(z.object({ deliveryType: z.string(), count: z.number(), amount: z.number() })),
    byPaymentMethod: z.array(z.object({ paymentMethod: z.string(), count: z.number(), amount: z.number() })),
    daily: z.array(z.object({ date: z.string(), orders: z.number(), revenue: z.number() })),
  }),
);
