import {
  PAYMENT_FIELDS,
  PAYMENT_METHODS,
  PAYMENT_MESSAGES,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  PAYMENTS_PAGE_SIZE,
  QUERY_FIELDS,
} from '@gym/domain';
import { z } from 'zod';
import { zBooleanQuery, zClampedLimit, zDay, zEnum, zFilter, zInt, zText } from '../../lib/field-schemas';
import { billingBody } from '../../lib/billing';
import { envelope, paginationSchema } from '../../lib/zod';

/**
 * A payment as every answer shows it. The staff spec names a payment's fields `paymentMethod`,
 * `paymentDate` and `userId`; `paymentMethod` is sent beside our `method` (the same value), so a
 * client written to the spec reads them as it expects.
 */
export const paymentSchema = z
  .object({
    id: z.uuid(),
    userId: z.uuid().nullable().describe('Quién paga (null: un invitado de la tienda)'),
    amount: z.number(),
    method: z.enum(PAYMENT_METHODS),
    paymentMethod: z.enum(PAYMENT_METHODS).describe('El mismo valor que method (nombre de la especificación)'),
    status: z.enum(PAYMENT_STATUSES),
    paymentType: z.enum(PAYMENT_TYPES),
    concept: z.string(),
    payerName: z
      .string()
      .nullable()
      .describe('Quién pagó cuando no hay un cliente vinculado: el visitante nombrado en recepción'),
    orderId: z.uuid().nullable(),
    membershipId: z.uuid().nullable(),
    membership: z
      .object({ id: z.uuid(), status: z.string(), startDate: z.string(), endDate: z.string(), planId: z.uuid() })
      .nullable(),
    plan: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    proofUrl: z.string().nullable(),
    proofUploadedAt: z.string().nullable(),
    notes: z.string().nullable(),
    receivedAmount: z.number().nullable(),
    transactionId: z.string().nullable(),
    cardLast4: z.string().nullable(),
    reason: z.string().nullable().describe('Motivo del rechazo o la cancelación'),
    rejectedAt: z.string().nullable().describe('Cuándo el personal rechazó la transferencia'),
    reuploadDeadline: z
      .string()
      .nullable()
      .describe('Hasta cuándo el dueño puede enviar un nuevo comprobante de la transferencia rechazada'),
    registeredBy: z.uuid().nullable(),
    validatedBy: z.uuid().nullable(),
    validatedAt: z.string().nullable(),
    paymentDate: z.string().describe('Cuándo se registró el pago (ISO)'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Payment' });

/**
 * `limit` as lists read it: a whole number from 1 within the integer range, where a limit above
 * the largest page (QUERY_FIELDS.limit) is read as the largest.
 */
export const listPaymentsQuery = z.object({
  page: zInt(QUERY_FIELDS.page, { coerce: true }).default(1),
  limit: zClampedLimit(QUERY_FIELDS.limit, PAYMENTS_PAGE_SIZE),
  status: zFilter(PAYMENT_FIELDS.list.status),
  paymentMethod: zFilter(PAYMENT_FIELDS.list.paymentMethod),
  paymentType: zFilter(PAYMENT_FIELDS.list.paymentType),
  userId: z.uuid().optional().describe('Solo personal: pagos de un cliente'),
  search: zText(QUERY_FIELDS.search).optional().describe('Nombre o correo del cliente, concepto o número de orden'),
  startDate: zDay(QUERY_FIELDS.startDate).optional().describe('Primer día (Guatemala) de la fecha del pago'),
  endDate: zDay(QUERY_FIELDS.endDate).optional().describe('Último día (Guatemala) de la fecha del pago'),
  includeAll: zBooleanQuery('includeAll')
    .optional()
    .describe('Personal: false lista solo los pagos de la propia cuenta; por defecto, los de todos'),
});

export const paymentsListResponse = envelope(
  z.object({ payments: z.array(paymentSchema), pagination: paginationSchema }),
);
export const paymentResponse = envelope(z.object({ payment: paymentSchema }));

/** A horario the membership held before the rejection and could not hold again. */
export const slotNotHeldSchema = z.object({
  slotId: z.number().int(),
  day: z.string(),
  dayName: z.string(),
  timeRange: z.string(),
  reason: z.string(),
});

export const proofResubmittedResponse = envelope(
  z.object({ payment: paymentSchema, notHeldSlots: z.array(slotNotHeldSchema) }),
);

export const createPaymentBody = z.object({
  paymentType: zEnum(PAYMENT_FIELDS.create.paymentType),
  method: zEnum(PAYMENT_FIELDS.create.method).default('cash'),
  membershipId: z.uuid().optional(),
  userId: z.uuid().optional().describe('Solo personal: cliente que paga'),
  notes: zText(PAYMENT_FIELDS.create.notes).optional(),
  billing: billingBody,
});

export const paymentIdParams = z.object({ id: z.uuid({ error: PAYMENT_MESSAGES.notFound }) });

export const fromOrderBody = z.object({ orderId: z.uuid({ error: PAYMENT_MESSAGES.orderNotFound }) });

export const pendingTransfersResponse = envelope(
  z.object({
    transfers: z.array(
      paymentSchema.extend({
        user: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
        waitingHours: z.number(),
        urgency: z.enum(['normal', 'medium', 'high', 'critical', 'urgent']),
      }),
    ),
    total: z.number(),
  }),
);

export const bankAccountsResponse = envelope(
  z.object({
    accounts: z.array(
      z.object({
        id: z.uuid(),
        bankName: z.string(),
        accountName: z.string(),
        accountNumber: z.string(),
        accountType: z.string(),
        instructions: z.string().nullable(),
      }),
    ),
  }),
);
