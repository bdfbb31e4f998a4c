import {
  ATTENDANCE_FIELDS,
  INACTIVE_AFTER_DAYS,
  MEMBERSHIP_STATUSES,
  PAYMENT_FIELDS,
  QUERY_FIELDS,
  WEEKDAYS,
} from '@gym/domain';
import { z } from 'zod';
import { zDay, zEnum, zInt, zMoney, zOptionalNumber, zText } from '../../lib/field-schemas';
import { billingBody } from '../../lib/billing';
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
  receivedAmount: zOptionalNumber(zMoney(F.receivedAmount)).describe('Efectivo: lo recibido, para el cambio'),
  notes: zText(F.notes).optional(),
  billing: billingBody,
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
      localSales: z.number(),
    }),
    visits: z.object({ total: z.number(), members: z.number(), daily: z.number(), entries: z.number() }),
    dailyPasses: z.object({ entries: z.number(), visitors: z.number() }),
    queues: pendingDashboardResponse.shape.data,
    memberships: z.object({ active: z.number(), pending: z.number(), expiringSoon: z.number() }),
  }),
);

export const inactiveQuery = z.object({
  days: zInt(ATTENDANCE_FIELDS.days, { coerce: true }).default(INACTIVE_AFTER_DAYS),
});

export const inactiveResponse = envelope(
  z.object({
    days: z.number(),
    members: z.array(
      z.object({
        userId: z.uuid(),
        fullName: z.string(),
        email: z.string(),
        phone: z.string().nullable(),
        membershipId: z.uuid(),
        planName: z.string(),
        endDate: z.string(),
        lastVisit: z.string().nullable().describe('yyyy-mm-dd de su última visita; null: nunca vino'),
      }),
    ),
  }),
);

export const clientVisitsQuery = z.object({
  limit: zInt(QUERY_FIELDS.limit, { coerce: true }).default(50),
});

export const clientVisitsResponse = envelope(
  z.object({
    visits: z.array(
      z.object({
        id: z.uuid(),
        visitDate: z.string(),
        visitedAt: z.string(),
        visitType: z.string(),
        visitors: z.number(),
        /** The clerk who registered it (null: the kiosk, or an account since deleted). */
        recordedBy: z.string().nullable(),
        /** The door kiosk that scanned it. */
        deviceName: z.string().nullable(),
      }),
    ),
  }),
);

export const visitsByTimeQuery = z.object({
  startDate: zDay(QUERY_FIELDS.startDate),
  endDate: zDay(QUERY_FIELDS.endDate),
});

export const visitsByTimeResponse = envelope(
  z.object({
    startDate: z.string(),
    endDate: z.string(),
    byHour: z.array(z.object({ hour: z.number().int(), visits: z.number().int() })),
    byWeekday: z.array(z.object({ weekday: z.enum(WEEKDAYS), label: z.string(), visits: z.number().int() })),
    byWeekdayHour: z
      .array(z.object({ weekday: z.enum(WEEKDAYS), hour: z.number().int(), visits: z.number().int() }))
      .describe('Cada día de la semana y hora con visitas (las demás, cero)'),
  }),
);
