import { MEMBERSHIP_FIELDS, MEMBERSHIP_STATUSES, PAGINATION, PLAN_DURATIONS, QUERY_FIELDS } from '@gym/domain';
import { z } from 'zod';
import { zClampedLimit, zEnum, zInt, zText } from '../../lib/field-schemas';
import { envelope } from '../../lib/zod';
import { paymentSchema } from '../payments/schemas';
import { slotViewSchema } from '../schedule/my-schedule.schemas';
import { paginationSchema } from '../users/schemas';

export const membershipSchema = z
  .object({
    id: z.uuid(),
    userId: z.uuid(),
    planId: z.uuid(),
    plan: z.object({ id: z.uuid(), name: z.string(), durationType: z.enum(PLAN_DURATIONS) }).nullable(),
    status: z.enum(MEMBERSHIP_STATUSES),
    startDate: z.string().describe('yyyy-mm-dd (Guatemala)'),
    endDate: z.string().describe('yyyy-mm-dd, último día incluido'),
    price: z.number(),
    notes: z.string().nullable(),
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
  status: zEnum(MEMBERSHIP_FIELDS.list.status).optional(),
  userId: z.uuid().optional(),
  search: zText(QUERY_FIELDS.search).optional(),
});

export const membershipsListResponse = envelope(
  z.object({ memberships: z.array(membershipSchema), pagination: paginationSchema }),
);
export const membershipResponse = envelope(z.object({ membership: membershipSchema }));
export const membershipIdParams = z.object({ id: z.uuid({ error: 'Identificador de membresía inválido' }) });

export const purchaseBody = z.object({
  planId: z.uuid({ error: 'Selecciona un plan válido' }),
  selectedSchedule: z.unknown().optional().describe('{ monday: [slotId], ... } (no aplica al pase diario)'),
  paymentMethod: zEnum(MEMBERSHIP_FIELDS.purchase.paymentMethod).default('cash'),
  userId: z.uuid().optional().describe('Solo personal: cliente para quien se compra'),
  notes: zText(MEMBERSHIP_FIELDS.purchase.notes).optional(),
});

export const purchaseResponse = envelope(z.object({ membership: membershipSchema, payment: paymentSchema }));
