import {
  MEMBERSHIP_FIELDS,
  PAGINATION,
  PAYMENT_FIELDS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  PAYMENT_URGENCIES,
  QUERY_FIELDS,
  URGENT_TRANSFER_HOURS,
} from '@gym/domain';
import { z } from 'zod';
import { auditEventSchema } from '../../lib/audit';
import { zClampedLimit, zDay, zEnum, zFilter, zInt, zMoney, zOptionalNumber, zText } from '../../lib/field-schemas';
import { envelope, paginationSchema } from '../../lib/zod';
import { paymentSchema } from './schemas';

const F = PAYMENT_FIELDS;

/** A pending payment as the queues show it. */
export const queueItemSchema = paymentSchema
  .extend({
    payer: z.object({
      id: z.uuid().nullable(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      isGuest: z.boolean().describe('Compra de tienda de un invitado: sin cuenta'),
    }),
    order: z.object({ id: z.uuid(), orderNumber: z.string(), status: z.string() }).nullable(),
    kind: z.enum(['membership', 'daily', 'store']),
    waitingHours: z.number(),
    urgency: z.enum(PAYMENT_URGENCIES),
    isUrgent: z.boolean().describe('Espera igual o mayor a urgentHours (transferencias: 72 h por defecto)'),
    hasProof: z.boolean(),
  })
  .meta({ id: 'PaymentQueueItem' });

export const paymentDetailResponse = envelope(
  z.object({ payment: queueItemSchema, history: z.array(auditEventSchema) }),
);

export const transferQueueQuery = z.object({
  search: zText(QUERY_FIELDS.search).optional(),
  sortBy: zEnum(F.transferQueue.sortBy).default('waiting_time'),
  sortOrder: zEnum(QUERY_FIELDS.sortOrder, { caseInsensitive: true }).optional(),
  priority: zFilter(F.transferQueue.priority),
  urgentHours: zInt(F.transferQueue.urgentHours, { coerce: true }).default(URGENT_TRANSFER_HOURS),
  page: zInt(QUERY_FIELDS.page, { coerce: true }).default(1),
  limit: zClampedLimit(QUERY_FIELDS.limit, PAGINATION.cardPayments),
});

const tally = z.object({ count: z.number(), amount: z.number() });
const byMethod = z.object(
  Object.fromEntries(PAYMENT_METHODS.map((m) => [m, tally])) as Record<(typeof PAYMENT_METHODS)[number], typeof tally>,
);
const byStatus = z.object(
  Object.fromEntries(PAYMENT_STATUSES.map((m) => [m, tally])) as Record<
    (typeof PAYMENT_STATUSES)[number],
    typeof tally
  >,
);
const byType = z.object(
  Object.fromEntries(PAYMENT_TYPES.map((m) => [m, tally])) as Record<(typeof PAYMENT_TYPES)[number], typeof tally>,
);

export const transferQueueResponse = envelope(
  z.object({
    transfers: z.array(queueItemSchema),
    summary: z.object({
      total: z.number(),
      totalAmount: z.number(),
      urgent: z.number(),
      withProof: z.number(),
      oldestWaitingHours: z.number(),
      byUrgency: z.object({ normal: z.number(), medium: z.number(), high: z.number(), critical: z.number() }),
    }),
    urgentHours: z.number(),
    pagination: paginationSchema,
  }),
);

export const methodQueueQuery = z.object({
  search: zText(QUERY_FIELDS.search).optional(),
  limit: zClampedLimit(QUERY_FIELDS.limit, PAGINATION.cardPayments),
});

export const methodQueueResponse = envelope(
  z.object({ payments: z.array(queueItemSchema), total: z.number(), totalAmount: z.number(), urgent: z.number() }),
);

export const validateTransferBody = z.object({
  approved: z.boolean({ error: 'Indica si la transferencia se aprueba (approved: true o false)' }),
  notes: zText(F.validateTransfer.notes).optional(),
  reason: zText({ ...F.validateTransfer.reason, required: false })
    .optional()
    .describe('Obligatorio al rechazar (o en notes)'),
});

export const confirmCashBody = z.object({
  receivedAmount: zOptionalNumber(zMoney(F.confirmCash.receivedAmount)).describe('Por defecto, el monto exacto'),
  notes: zText(F.confirmCash.notes).optional().describe("Por defecto 'Pago en efectivo recibido'"),
});

export const confirmCashResponse = envelope(
  z.object({ payment: paymentSchema, change: z.number().describe('Cambio a devolver') }),
);

export const activateCashMembershipBody = z.object({
  paymentId: z.uuid({ error: 'Indica el pago a confirmar' }),
  notes: zText(F.confirmCash.notes).optional(),
});

export const cancelBody = z.object({
  reason: zText(F.cancel.reason),
  notes: zText(F.cancel.notes).optional(),
});

export const cancelCardBody = z.object({
  reason: zText({ ...F.cancel.reason, required: false }).optional(),
  notes: zText(F.cancel.notes).optional(),
});

export const cancelCashMembershipBody = z.object({
  paymentId: z.uuid().optional(),
  membershipId: z.uuid().optional(),
  reason: zText(MEMBERSHIP_FIELDS.cancel.reason),
});

export const confirmCardBody = z.object({
  transactionId: zText(F.confirmCard.transactionId),
  cardLast4: zText(F.confirmCard.cardLast4).optional(),
  notes: zText(F.confirmCard.notes).optional(),
});

export const setStatusBody = z.object({
  status: zEnum(F.setStatus.status),
  reason: zText(F.setStatus.reason).optional(),
  notes: zText(F.setStatus.notes).optional(),
});

export const searchQuery = z.object({
  q: zText(QUERY_FIELDS.searchTerm),
  limit: zClampedLimit(QUERY_FIELDS.limit, 10),
});

export const searchResponse = envelope(z.object({ payments: z.array(queueItemSchema), total: z.number() }));

export const statisticsResponse = envelope(
  z.object({
    total: z.number(),
    income: z.number(),
    byStatus,
    byMethod,
    byType,
    today: tally,
    thisMonth: tally,
    pending: tally,
  }),
);

const pendingQueue = tally.extend({ urgent: z.number(), oldestWaitingHours: z.number() });

export const pendingDashboardResponse = envelope(
  z.object({
    transfers: pendingQueue,
    cash: pendingQueue,
    card: pendingQueue,
    total: tally.extend({ urgent: z.number() }),
  }),
);

export const methodStatsResponse = envelope(
  z.object({
    date: z.string(),
    pending: pendingQueue,
    confirmedToday: tally,
    cancelledToday: tally,
    thisMonth: tally,
  }),
);

export const membershipStatsResponse = envelope(
  z.object({
    total: z.number(),
    income: z.number(),
    byStatus,
    byMethod,
    thisMonth: tally,
    pendingByMethod: byMethod,
    pendingCashMemberships: z.number(),
  }),
);

export const healthResponse = envelope(
  z.object({
    status: z.enum(['healthy', 'degraded']),
    checkedAt: z.string(),
    latencyMs: z.number(),
    database: z.literal('ok'),
    pending: tally.extend({ urgent: z.number() }),
    criticalTransfers: z.number(),
    transfersWithProof: z.number(),
  }),
);

const visitsFigures = z.object({ total: z.number(), members: z.number(), daily: z.number(), entries: z.number() });

const periodFigures = z.object({
  startDate: z.string(),
  endDate: z.string(),
  income: z.number(),
  count: z.number(),
  byMethod,
  byType,
  memberships: z.number(),
  dailyPasses: z.number(),
  store: z.number().describe('Ventas en línea: pagos de la tienda completados, netos de reembolsos'),
  localSales: z.number().describe('Ventas locales completadas (mostrador)'),
  bySource: z
    .object({ memberships: tally, onlineOrders: tally, localSales: tally })
    .describe('Ingresos por fuente: membresías y pases diarios, ventas en línea, ventas locales'),
});

export const financialDashboardResponse = envelope(
  z.object({
    date: z.string(),
    today: periodFigures,
    month: periodFigures,
    pending: tally.extend({ byMethod }),
    visitsToday: visitsFigures,
  }),
);

export const reportQuery = z.object({
  period: zEnum(F.report.period).default('month'),
  startDate: zDay(QUERY_FIELDS.startDate).optional(),
  endDate: zDay(QUERY_FIELDS.endDate).optional(),
});

const totalCount = z.object({ total: z.number(), count: z.number() });

export const reportResponse = envelope(
  z.object({
    period: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    memberships: totalCount.extend({
      breakdown: z.array(tally.extend({ planId: z.uuid(), name: z.string() })),
      newMemberships: z.number(),
    }),
    dailyPasses: totalCount.extend({ visitors: z.number() }),
    onlineOrders: totalCount,
    localSales: totalCount,
    totalIncome: z.number(),
    byMethod,
    byDay: z.array(tally.extend({ date: z.string() })),
    visits: visitsFigures,
    pending: tally,
  }),
);
