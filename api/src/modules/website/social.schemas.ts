import { CONTENT_MESSAGES, SOCIAL_PLATFORMS } from '@gym/domain';
import { z } from 'zod';
import { nullableText } from './fields.schemas';

export const socialEntrySchema = z.object({
  platform: z.string(),
  url: z.string(),
  handle: z.string().nullable(),
  isActive: z.boolean(),
});

export const platformParams = z.object({ platform: z.string().trim().toLowerCase() });

export const socialBody = z.object({
  platform: z.enum(SOCIAL_PLATFORMS, { error: CONTENT_MESSAGES.invalidPlatform }),
  url: z.url(CONTENT_MESSAGES.invalidUrl).max(300),
  handle: nullableText(80),
  isActive: z.boolean().optional(),
});
export type SocialInput = z.infer<typeof socialBody>;
