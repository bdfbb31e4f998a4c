import { CARD_PAYMENT_FIELDS, CARD_PROVIDER_MODES, PAGINATION, PAYMENT_STATUSES, QUERY_FIELDS } from '@gym/domain';
import { z } from 'zod';
import { billingBody } from '../../lib/billing';
import { zClampedLimit, zFilter, zInt, zMoney, zOptionalNumber, zText } from '../../lib/field-schemas';
import { envelope, paginationSchema } from '../../lib/zod';
import { paymentSchema } from '../payments/schemas';

const F = CARD_PAYMENT_FIELDS;

export const configResponse = envelope(
  z.object({
    enabled: z.boolean(),
    mode: z.enum(CARD_PROVIDER_MODES).nullable().describe('test o live según la clave secreta; null si está apagado'),
    currency: z.string().describe('Siempre GTQ'),
    publishableKey: z.string().nullable(),
  }),
);

export const intentResponse = envelope(
  z
    .object({
      paymentId: z.uuid(),
      paymentIntentId: z.string(),
      clientSecret: z.string().describe('Para Stripe Elements en el navegador (confirmPayment)'),
      amount: z.number().describe('Quetzales, calculado por el servidor'),
      currency: z.string(),
      status: z.enum(PAYMENT_STATUSES),
    })
    .meta({ id: 'CardPaymentIntent' }),
);

export const membershipIntentBody = z.object({
  membershipId: z.uuid({ error: 'Selecciona una membresía válida' }).optional(),
  planId: z.uuid({ error: 'Selecciona un plan válido' }).optional(),
  selectedSchedule: z
    .record(z.string(), z.array(z.number()))
    .optional()
    .describe('{ monday: [slotId], ... } como en la compra por transferencia'),
  billing: billingBody.describe('Datos de facturación de la compra de un plan (planId); sin ellos, CF'),
});

export const storeIntentBody = z.object({
  orderId: z.uuid({ error: 'Orden no encontrada' }),
  sessionId: zText(F.sessionId).optional().describe('Invitado: la sesión guest_ que hizo la orden'),
});

export const intentIdBody = z.object({ paymentIntentId: zText(F.paymentIntentId) });

export const cancelIntentBody = z.object({
  paymentIntentId: zText(F.paymentIntentId),
  reason: zText(F.refundReason).optional(),
});

export const refundBody = z.object({
  paymentIntentId: zText(F.paymentIntentId),
  amount: zOptionalNumber(zMoney(F.refundAmount)).describe('Quetzales; sin monto, todo lo que queda por devolver'),
  reason: zText(F.refundReason).optional(),
});

export const confirmResponse = envelope(
  z.object({
    paymentId: z.uuid(),
    paymentIntentId: z.string(),
    status: z.enum(PAYMENT_STATUSES),
    providerStatus: z.string(),
    amount: z.number(),
    currency: z.string(),
    message: z.string(),
  }),
);

export const cardPaymentSchema = paymentSchema
  .extend({ paymentIntentId: z.string().nullable(), refundedAmount: z.number() })
  .meta({ id: 'CardPayment' });

export const refundResponse = envelope(
  z.object({ payment: cardPaymentSchema, refundId: z.string(), amount: z.number() }),
);

export const cardPaymentsQuery = z.object({
  page: zInt(QUERY_FIELDS.page, { coerce: true }).default(1),
  limit: zClampedLimit(QUERY_FIELDS.limit, PAGINATION.cardProviderPayments),
  status: zFilter(F.status),
});

export const cardPaymentsResponse = envelope(
  z.object({
    payments: z.array(cardPaymentSchema),
    pagination: paginationSchema,
  }),
);

export const customerParams = z.object({ customerId: zText(F.customerId) });

export const customerResponse = envelope(z.object({ customerId: z.string(), created: z.boolean() }));

export const paymentMethodsResponse = envelope(
  z.object({
    paymentMethods: z.array(
      z.object({ id: z.string(), brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number() }),
    ),
  }),
);

export const healthResponse = envelope(z.object({ healthy: z.boolean(), latencyMs: z.number(), mode: z.string() }));

export const statusResponse = envelope(
  z.object({
    enabled: z.boolean(),
    mode: z.enum(CARD_PROVIDER_MODES),
    currency: z.string(),
    webhookPath: z.string(),
    lastEventAt: z.string().nullable(),
    eventsReceived: z.number(),
    pending: z.number(),
    completed: z.number(),
    failed: z.number(),
    cancelled: z.number(),
    completedAmount: z.number(),
    refundedAmount: z.number(),
  }),
);

export const webhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean(), outcome: z.string() });
