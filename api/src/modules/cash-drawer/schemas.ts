import {
  CASH_DRAWER_FIELDS as F,
  CASH_MOVEMENT_KINDS,
  CASH_SESSION_STATUSES,
  DENOMINATIONS,
  PAGINATION,
  QUERY_FIELDS,
  type DenominationKey,
} from '@gym/domain';
import { z } from 'zod';
import {
  zBooleanQuery,
  zClampedLimit,
  zClearableText,
  zDay,
  zFilter,
  zInt,
  zMoney,
  zOptionalNumber,
  zText,
} from '../../lib/field-schemas';
import { envelope, paginationSchema } from '../../lib/zod';

export const idParams = z.object({ id: zText(QUERY_FIELDS.id) });

export const openBody = z.object({ openingFloat: zMoney(F.openingFloat) });

const countsShape = Object.fromEntries(
  DENOMINATIONS.map((d) => [d.key, zOptionalNumber(zInt({ ...F.pieces, label: `La cantidad de ${d.label}` }))]),
) as Record<DenominationKey, ReturnType<typeof zOptionalNumber<ReturnType<typeof zInt>>>>;

export const closeBody = z.object({
  counts: z
    .object(countsShape)
    .describe('Piezas contadas por denominación (b200 ... c001); una que falta cuenta como 0'),
  reason: zClearableText(F.closeReason).describe('Obligatorio cuando lo contado difiere de lo esperado'),
  notes: zClearableText(F.closeNotes),
});

export const pettyCashBody = z.object({
  amount: zMoney(F.pettyAmount),
  reason: zText(F.pettyReason),
});

export const listQuery = z.object({
  page: zInt(QUERY_FIELDS.page, { coerce: true }).default(1),
  limit: zClampedLimit(F.listLimit, PAGINATION.defaultLimit),
  status: zFilter(F.status),
  userId: zClearableText(F.userId).transform((v) => v ?? undefined),
  startDate: zDay(QUERY_FIELDS.startDate).optional(),
  endDate: zDay(QUERY_FIELDS.endDate).optional(),
  withDifference: zBooleanQuery('Con diferencia').optional(),
});

const movementSchema = z.object({
  id: z.string(),
  kind: z.enum(CASH_MOVEMENT_KINDS),
  kindLabel: z.string(),
  amount: z.number().describe('Con signo: entra positivo, sale negativo'),
  referenceType: z.string().nullable(),
  referenceId: z.string().nullable(),
  description: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});

export const sessionSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    clerkName: z.string(),
    status: z.enum(CASH_SESSION_STATUSES),
    statusLabel: z.string(),
    openedAt: z.string(),
    openingFloat: z.number(),
    openedAutomatically: z.boolean(),
    closedAt: z.string().nullable(),
    cashIn: z.number(),
    cashOut: z.number(),
    movementCount: z.number(),
    expected: z.number(),
    counted: z.number().nullable(),
    difference: z.number().nullable(),
    differenceReason: z.string().nullable(),
    counts: z
      .array(z.object({ key: z.string(), label: z.string(), value: z.number(), pieces: z.number(), total: z.number() }))
      .nullable(),
    closeNotes: z.string().nullable(),
  })
  .meta({ id: 'CashSession' });

export const sessionResponse = envelope(z.object({ session: sessionSchema }));
export const currentResponse = envelope(z.object({ session: sessionSchema.nullable() }));
export const detailResponse = envelope(z.object({ session: sessionSchema, movements: z.array(movementSchema) }));
export const listResponse = envelope(
  z.object({
    sessions: z.array(sessionSchema),
    totals: z.object({ differences: z.number(), withDifference: z.number() }),
    pagination: paginationSchema,
  }),
);
