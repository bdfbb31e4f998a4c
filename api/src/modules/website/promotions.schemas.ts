import { CONTENT_MESSAGES, WEBSITE_FIELDS } from '@gym/domain';
import { z } from 'zod';
import { zList, zText } from '../../lib/field-schemas';
import { envelope } from '../../lib/zod';
import { optionalText } from './fields.schemas';

const F = WEBSITE_FIELDS.promotion;

const promotionView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable().optional(),
  endDate: z.string(),
  isActive: z.boolean(),
  isRunning: z.boolean(),
});

export const promotionsResponse = envelope(z.object({ promotions: z.array(promotionView) }));

export const promotionsBody = z.object({
  promotions: zList(
    F.list,
    z.object({
      id: zText(F.id),
      title: zText(F.title),
      description: optionalText(F.description),
      // The contract checks the yyyy-mm-dd shape; the calendar, that the day exists.
      endDate: zText(F.endDate).pipe(z.iso.date(CONTENT_MESSAGES.promotionEndDateFormat)),
      isActive: z.boolean().default(true),
    }),
  ),
});
export type PromotionsInput = z.infer<typeof promotionsBody>;
