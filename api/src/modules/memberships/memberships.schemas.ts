import { MEMBERSHIP_STATUSES, PAGINATION, PAYMENT_METHODS, PAYMENT_MESSAGES, PLAN_DURATIONS } from '@gym/domain';
import { z } from 'zod';
import { envelope, oneOf } from '../../lib/zod';
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

export const listMembershipsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(PAGINATION.defaultLimit)
    .transform((value) => Math.min(value, PAGINATION.maxLimit)),
  status: oneOf(MEMBERSHIP_STATUSES, 'El estado').optional(),
  userId: z.uuid().optional(),
  search: z.string().trim().max(100).optional(),
});

export const membershipsListResponse = envelope(
  z.object({ memberships: z.array(membershipSchema), pagination: paginationSchema }),
);
export const membershipResponse = envelope(z.object({ membership: membershipSchema }));
export const membershipIdParams = z.object({ id: z.uuid({ error: 'Identificador de membresía inválido' }) });

export const purchaseBody = z.object({
  planId: z.uuid({ error: 'Selecciona un plan válido' }),
  selectedSchedule: z.unknown().optional().describe('{ monday: [slotId], ... } (no aplica al pase diario)'),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.invalidMethod }).default('cash'),
  userId: z.uuid().optional().describe('Solo personal: cliente para quien se compra'),
  notes: z.string().trim().max(500).optional(),
});

export const purchaseResponse = envelope(z.object({ membership: membershipSchema, payment: paymentSchema }));
