import {
  EXPORT_FORMATS,
  FINANCIAL_REPORT_SOURCES,
  PAYMENT_FIELDS,
  QUERY_FIELDS,
  REPORT_PAGE_SIZE,
  REPORT_TYPES,
} from '@gym/domain';
import { z } from 'zod';
import { zBooleanQuery, zClampedLimit, zDay, zEnum, zInt } from '../../lib/field-schemas';
import { envelope, paginationSchema } from '../../lib/zod';

export const rangeQuery = z.object({
  period: zEnum(PAYMENT_FIELDS.report.period).default('month'),
  startDate: zDay(QUERY_FIELDS.startDate).optional(),
  endDate: zDay(QUERY_FIELDS.endDate).optional(),
});

export const sourceQuery = rangeQuery.extend({
  page: zInt(QUERY_FIELDS.page, { coerce: true }).default(1),
  limit: zClampedLimit(QUERY_FIELDS.limit, REPORT_PAGE_SIZE),
  /** `false`: the figures alone (a report's totals read no rows). */
  rows: zBooleanQuery('rows').default(true),
});

export const sourceParams = z.object({
  source: z.enum(FINANCIAL_REPORT_SOURCES, {
    error: `La fuente debe ser una de: ${FINANCIAL_REPORT_SOURCES.join(', ')}`,
  }),
});

const line = z.object({ key: z.string(), label: z.string(), amount: z.number(), count: z.number() });

export const sourceResponse = envelope(
  z.object({
    startDate: z.string(),
    endDate: z.string(),
    total: z.number(),
    count: z.number(),
    breakdown: z.array(line),
    paymentMethods: z.array(line),
    details: z.array(
      z.object({
        id: z.string(),
        date: z.string(),
        reference: z.string(),
        description: z.string(),
        method: z.string().nullable(),
        type: z
          .string()
          .nullable()
          .describe('Tipo de pago o categoría del gasto, como se guarda (la etiqueta sale del dominio)'),
        status: z.string().nullable().describe('Estado como se guarda (completed, paid...)'),
        amount: z.number(),
      }),
    ),
    pagination: paginationSchema,
  }),
);

const kpi = z.object({
  name: z.string(),
  value: z.number(),
  change: z.number().nullable(),
  trend: z.enum(['up', 'down', 'flat']),
  status: z.enum(['good', 'warning', 'bad']),
  unit: z.enum(['percent', 'money', 'count', 'rating']),
  placeholder: z.boolean(),
});

export const performanceResponse = envelope(
  z.object({
    startDate: z.string(),
    endDate: z.string(),
    kpis: z.array(kpi),
    occupancyRate: z.number(),
    customerRetention: z.number(),
    customerSatisfaction: z.number(),
  }),
);

export const breakdownsResponse = envelope(z.object({ byPlan: z.array(line), userGrowth: z.array(line) }));

export const exportParams = z.object({
  format: z.enum(EXPORT_FORMATS, { error: `El formato debe ser uno de: ${EXPORT_FORMATS.join(', ')}` }),
});

/**
 * POST /reports/export/{format}: the report's kind and its period (staff spec §7: body reportType,
 * data, params). A `data` the client sends is not read: the server computes the figures itself.
 */
export const exportBody = z.object({
  reportType: z.enum(REPORT_TYPES, { error: `El tipo de reporte debe ser uno de: ${REPORT_TYPES.join(', ')}` }),
  params: rangeQuery.default({ period: 'month' }),
});
