import { CONTENT_MESSAGES, PROMOTION_LIMITS } from '@gym/domain';
import { z } from 'zod';
import { envelope } from '../../lib/zod';

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
  promotions: z
    .array(
      z.object({
        id: z.string().trim().min(1).max(PROMOTION_LIMITS.idMax),
        title: z.string().trim().min(1, CONTENT_MESSAGES.promotionTitleRequired).max(PROMOTION_LIMITS.titleMax),
        description: z.string().trim().max(PROMOTION_LIMITS.descriptionMax).nullable().optional(),
        endDate: z.iso.date(CONTENT_MESSAGES.promotionEndDateFormat),
        isActive: z.boolean().default(true),
      }),
    )
    .max(PROMOTION_LIMITS.maxCount),
});
export type PromotionsInput = z.infer<typeof promotionsBody>;
