import {
  EXPIRED_DEFAULT_DAYS,
  FREEZE_FIELDS,
  EXPIRING_SOON_DAYS,
  MEMBERSHIP_FIELDS,
  MEMBERSHIP_RENEWAL_DEFAULTS,
  MEMBERSHIP_STATUSES,
  PAGINATION,
  PLAN_DURATIONS,
  QUERY_FIELDS,
} from '@gym/domain';
import { z } from 'zod';
import { auditEventSchema } from '../../lib/audit';
import { billingBody } from '../../lib/billing';
import {
  zClampedLimit,
  zDay,
  zDayOrDateTime,
  zEnum,
  zFilter,
  zInt,
  zMoney,
  zOptionalNumber,
  zText,
} from '../../lib/field-schemas';
import { envelope, paginationSchema } from '../../lib/zod';
import { paymentSchema } from '../payments/schemas';
import { slotViewSchema, unavailableSlotSchema } from '../schedule/my-schedule.schemas';

export const membershipSchema = z
  .object({
    id: z.uuid(),
    userId: z.uuid(),
    planId: z.uuid(),
    plan: z.object({ id: z.uuid(), name: z.string(), durationType: z.enum(PLAN_DURATIONS) }).nullable(),
    user: z
      .object({
        id: z.uuid(),
        firstName: z.string(),
        lastName: z.string(),
        email: z.string(),
        phone: z.string().nullable(),
      })
      .nullable(),
    status: z.enum(MEMBERSHIP_STATUSES).describe('Como se lee: una activa o pendiente pasado su último día es expired'),
    startDate: z.string().describe('yyyy-mm-dd (Guatemala)'),
    endDate: z.string().describe('yyyy-mm-dd, último día incluido'),
    price: z.number(),
    notes: z.string().nullable(),
    cancelReason: z.string().nullable(),
    freeze: z
      .object({ id: z.uuid(), startDate: z.string(), endDate: z.string(), reason: z.string() })
      .nullable()
      .describe('Su congelamiento abierto (vigente o programado), días incluidos'),
    isFrozen: z.boolean().describe('Congelada hoy: el acceso la rechaza'),
    daysLeft: z.number(),
    isExpiringSoon: z.boolean(),
    reservedSlots: z.array(slotViewSchema),
    selectedSchedule: z.record(z.string(), z.array(z.number())),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Membership' });

/**
 * `limit` as lists read it: a whole number from 1 within the integer range, where a limit above
 * the largest page (QUERY_FIELDS.limit) is read as the largest.
 */
export const listMembershipsQuery = z.object({
  page: zInt(QUERY_FIELDS.page, { coerce: true }).default(1),
  limit: zClampedLimit(QUERY_FIELDS.limit, PAGINATION.defaultLimit),
  status: zFilter(MEMBERSHIP_FIELDS.list.status).describe("Estado como se lee; 'all' = sin filtro"),
  type: zFilter(MEMBERSHIP_FIELDS.list.type).describe("Duración del plan; 'all' = sin filtro"),
  userId: z.uuid().optional(),
  search: zText(QUERY_FIELDS.search).optional().describe('Nombre o correo del cliente, o nombre del plan'),
  sortBy: zEnum(MEMBERSHIP_FIELDS.list.sortBy).default('createdAt'),
  sortOrder: zEnum(QUERY_FIELDS.sortOrder, { caseInsensitive: true }).default('desc'),
  startDate: zDay(QUERY_FIELDS.startDate).optional().describe('Membresías vigentes en algún día desde esta fecha'),
  endDate: zDay(QUERY_FIELDS.endDate).optional().describe('... y hasta esta fecha'),
});

const pageQuery = {
  page: zInt(QUERY_FIELDS.page, { coerce: true }).default(1),
  limit: zClampedLimit(QUERY_FIELDS.limit, PAGINATION.defaultLimit),
};

export const expiredQuery = z.object({
  days: zInt(MEMBERSHIP_FIELDS.days, { coerce: true })
    .default(EXPIRED_DEFAULT_DAYS)
    .describe('0: todas las vencidas; N: las vencidas en los últimos N días'),
  ...pageQuery,
});

export const expiringSoonQuery = z.object({
  days: zInt(MEMBERSHIP_FIELDS.days, { coerce: true }).default(EXPIRING_SOON_DAYS),
  ...pageQuery,
});

export const membershipsListResponse = envelope(
  z.object({ memberships: z.array(membershipSchema), pagination: paginationSchema }),
);
export const membershipResponse = envelope(z.object({ membership: membershipSchema }));
export const membershipDetailResponse = envelope(
  z.object({
    membership: membershipSchema,
    payments: z.array(paymentSchema),
    history: z.array(auditEventSchema).describe('Solo para el personal'),
  }),
);
export const membershipPageResponse = envelope(
  z.object({ memberships: z.array(membershipSchema), total: z.number(), pagination: paginationSchema }),
);

export const membershipStatsResponse = envelope(
  z.object({
    total: z.number(),
    active: z.number(),
    pending: z.number(),
    expired: z.number(),
    cancelled: z.number(),
    suspended: z.number(),
    expiringSoon: z.number(),
    renewalRate: z.number().describe('% de membresías terminadas seguidas de otra del mismo cliente'),
    totalMemberships: z.number(),
    activeMemberships: z.number(),
    expiredMemberships: z.number(),
  }),
);

const M = MEMBERSHIP_FIELDS;

export const updateMembershipBody = z.object({
  status: zEnum(M.update.status).optional().describe('active o suspended (suspender libera sus horarios)'),
  startDate: zDayOrDateTime(M.update.startDate).optional(),
  endDate: zDayOrDateTime(M.update.endDate).optional(),
  price: zOptionalNumber(zMoney(M.update.price)),
  notes: zText(M.update.notes).optional(),
});

export const renewBody = z.object({
  months: zInt(M.renew.months).default(MEMBERSHIP_RENEWAL_DEFAULTS.months),
  price: zOptionalNumber(zMoney(M.renew.price)).describe('Por defecto, el precio mensual del plan por los meses'),
  paymentMethod: zEnum(M.renew.paymentMethod).default('cash'),
  notes: zText(M.renew.notes).optional(),
  queueNext: z
    .boolean()
    .default(false)
    .describe('true: renueva el periodo siguiente aunque el actual ya esté renovado (sigue a la última renovación)'),
  billing: billingBody,
});

/**
 * A 409 of a renewal or a purchase: slots taken by others (`unavailableSlots`), the period already
 * renewed (`renewedUntil`), or the same Idempotency-Key still running (the message alone).
 */
export const membershipConflictResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  unavailableSlots: z.array(unavailableSlotSchema).optional(),
  renewedUntil: z.string().optional().describe('yyyy-mm-dd: último día de la renovación ya pagada'),
});

export const renewResponse = envelope(
  z.object({ membership: membershipSchema, payment: paymentSchema, previous: membershipSchema }),
);

export const freezeMembershipBody = z.object({
  startDate: zDay(FREEZE_FIELDS.startDate),
  endDate: zDay(FREEZE_FIELDS.endDate),
  reason: zText(FREEZE_FIELDS.reason),
});

export const cancelMembershipBody = z.object({ reason: zText(M.cancel.reason) });

export const deleteResponse = envelope(z.object({ deleted: z.boolean(), archived: z.boolean() }));

export const expiryResponse = envelope(
  z.object({
    today: z.string(),
    expired: z.array(z.object({ id: z.uuid(), userId: z.uuid(), fromStatus: z.string() })),
    releasedSlots: z.number(),
  }),
);
export const membershipIdParams = z.object({ id: z.uuid({ error: 'Identificador de membresía inválido' }) });

export const purchaseBody = z.object({
  planId: z.uuid({ error: 'Selecciona un plan válido' }),
  selectedSchedule: z.unknown().optional().describe('{ monday: [slotId], ... } (no aplica al pase diario)'),
  paymentMethod: zEnum(MEMBERSHIP_FIELDS.purchase.paymentMethod).default('cash'),
  userId: z.uuid().optional().describe('Solo personal: cliente para quien se compra'),
  notes: zText(MEMBERSHIP_FIELDS.purchase.notes).optional(),
  billing: billingBody,
});

export const purchaseResponse = envelope(
  z.object({ membership: membershipSchema, payment: paymentSchema, paidAtDesk: z.boolean() }),
);
