import { CONTENT_MESSAGES, WEBSITE_FIELDS } from '@gym/domain';
import { z } from 'zod';
import { zEnum, zInt, zList, zText } from '../../lib/field-schemas';
import { envelope } from '../../lib/zod';
import { optionalText } from './fields.schemas';

const F = WEBSITE_FIELDS.statistic;

export const statisticSchema = z.object({
  id: z.number().int(),
  statKey: z.string(),
  statValue: z.number().int(),
  label: z.string(),
  iconName: z.string(),
  valueSuffix: z.string(),
  colorScheme: z.string(),
  displayOrder: z.number().int(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type Statistic = z.infer<typeof statisticSchema>;

/** A number or a numeric text ('2000'), then the contract's range. */
const statValue = z
  .union([z.number(), z.string().trim()])
  .transform((value, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: CONTENT_MESSAGES.statisticValueRequired });
      return z.NEVER;
    }
    const n = Number(value);
    if (!Number.isInteger(n)) {
      ctx.addIssue({ code: 'custom', message: CONTENT_MESSAGES.statisticValueNumeric });
      return z.NEVER;
    }
    return n;
  })
  // Without `coerce` zInt is a plain number schema; its declared type also covers the coercing one.
  .pipe(zInt(F.statValue) as z.ZodNumber);

const fields = {
  statKey: zText(F.statKey).optional().describe('Si falta se deriva de la etiqueta'),
  statValue: statValue,
  label: zText(F.label),
  iconName: zEnum(F.iconName).optional(),
  valueSuffix: zText(F.valueSuffix).optional(),
  colorScheme: zEnum(F.colorScheme).optional(),
  displayOrder: zInt(F.displayOrder, { coerce: true }).optional(),
  description: optionalText(F.description),
  isActive: z.boolean().optional(),
};

export const createStatisticBody = z.object({
  ...fields,
  statValue: z.union([z.number(), z.string()], { error: CONTENT_MESSAGES.statisticValueRequired }).pipe(statValue),
});
export type CreateStatisticInput = z.infer<typeof createStatisticBody>;

export const updateStatisticBody = z.object({
  ...fields,
  statValue: statValue.optional(),
  label: fields.label.optional(),
});
export type UpdateStatisticInput = z.infer<typeof updateStatisticBody>;

export const statisticIdParams = z.object({ id: zInt(F.id, { coerce: true }) });

export const reorderBody = z.object({
  order: zList(F.reorder, z.object({ id: zInt(F.id), displayOrder: zInt(F.displayOrder) })),
});

export const statisticResponse = envelope(statisticSchema);
export const statisticsListResponse = envelope(z.object({ statistics: z.array(statisticSchema) }));
