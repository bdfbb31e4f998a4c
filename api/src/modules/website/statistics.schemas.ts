import { COLOR_SCHEMES, CONTENT_MESSAGES, STATISTIC_ICONS } from '@gym/domain';
import { z } from 'zod';
import { envelope } from '../../lib/zod';

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

const statValue = z.union([z.number(), z.string().trim()]).transform((value, ctx) => {
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
});

const fields = {
  statKey: z.string().trim().max(100).optional().describe('Si falta se deriva de la etiqueta'),
  statValue: statValue,
  label: z
    .string({ error: CONTENT_MESSAGES.statisticLabelRequired })
    .trim()
    .min(1, CONTENT_MESSAGES.statisticLabelRequired)
    .max(100),
  iconName: z.enum(STATISTIC_ICONS, { error: CONTENT_MESSAGES.invalidIcon }).optional(),
  valueSuffix: z.string().max(5).optional(),
  colorScheme: z.enum(COLOR_SCHEMES, { error: CONTENT_MESSAGES.invalidColorScheme }).optional(),
  displayOrder: z.coerce.number().int().min(0).optional(),
  description: z.string().trim().max(300).nullable().optional(),
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

export const statisticIdParams = z.object({ id: z.coerce.number().int().positive() });

export const reorderBody = z.object({
  order: z
    .array(z.object({ id: z.number().int().positive(), displayOrder: z.number().int().min(0) }))
    .min(1)
    .max(200),
});

export const statisticResponse = envelope(statisticSchema);
export const statisticsListResponse = envelope(z.object({ statistics: z.array(statisticSchema) }));
