import { MEMBERSHIP_STATUSES, PAYMENT_FIELDS } from '@gym/domain';
import { z } from 'zod';
import { zEnum, zInt, zMoney, zText } from '../../lib/field-schemas';
import { envelope } from '../../lib/zod';
import { membershipSchema } from '../memberships/memberships.schemas';
import { pendingDashboardResponse } from '../payments/admin.schemas';
import { paymentSchema } from '../payments/schemas';
import { publicUserSchema } from '../users/presenter';

const F = PAYMENT_FIELDS.dailyIncome;

export const clientParams = z.object({ userId: z.uuid({ error: 'Cliente no encontrado' }) });

export const clientCardResponse = envelope(
  z.object({
    client: publicUserSchema,
    membership: membershipSchema.nullable(),
    membershipStatus: z.enum([...MEMBERSHIP_STATUSES, 'none']),
    statusLabel: z.string(),
    daysLeft: z.number(),
    isExpiringSoon: z.boolean(),
    pendingPayments: z.array(paymentSchema),
    lastOrders: z.array(
      z.object({
        id: z.uuid(),
        orderNumber: z.string(),
        status: z.string(),
        statusLabel: z.string(),
        totalAmount: z.number(),
        createdAt: z.string(),
      }),
    ),
    visits: z.object({ thisMonth: z.number(), lastVisit: z.string().nullable(), visitedToday: z.boolean() }),
    canRenew: z.boolean(),
    canRegisterVisit: z.boolean().describe('Tiene una membresía activa hoy'),
  }),
);

export const dailyIncomeBody = z.object({
  visitors: zInt(F.visitors).default(1).describe('1: pase diario (daily); más: ingreso diario múltiple (bulk_daily)'),
  method: zEnum(F.method).default('cash'),
  userId: z.uuid().optional().describe('Cliente registrado (opcional: un visitante sin cuenta no lo lleva)'),
  visitorName: zText(F.visitorName).optional(),
  receivedAmount: zMoney(F.receivedAmount).optional().describe('Efectivo: lo recibido, para el cambio'),
  notes: zText(F.notes).optional(),
});

export const dailyIncomeResponse = envelope(
  z.object({ payment: paymentSchema, visitors: z.number(), change: z.number().nullable() }),
);

export const visitBody = z.object({ userId: z.uuid({ error: 'Cliente no encontrado' }) });

export const visitResponse = envelope(
  z.object({
    visit: z.object({ id: z.uuid(), userId: z.uuid(), visitDate: z.string(), visitedAt: z.string() }),
    alreadyRegistered: z.boolean(),
    membership: membershipSchema.nullable(),
  }),
);

const tally = z.object({ count: z.number(), amount: z.number() });

export const todayResponse = envelope(
  z.object({
    date: z.string(),
    income: z.object({
      total: z.number(),
      count: z.number(),
      byMethod: z.record(z.string(), tally),
      memberships: z.number(),
      dailyPasses: z.number(),
      store: z.number(),
    }),
    visits: z.object({ total: z.number(), members: z.number(), daily: z.number(), entries: z.number() }),
    dailyPasses: z.object({ entries: z.number(), visitors: z.number() }),
    queues: pendingDashboardResponse.shape.data,
    memberships: z.object({ active: z.number(), pending: z.number(), expiringSoon: z.number() }),
  }),
);
