import { QUERY_FIELDS, WEBSITE_FIELDS } from '@gym/domain';
import { z } from 'zod';
import { zEnum, zText } from '../../lib/field-schemas';
import { optionalText } from './fields.schemas';

const F = WEBSITE_FIELDS.social;

export const socialEntrySchema = z.object({
  platform: z.string(),
  url: z.string(),
  handle: z.string().nullable(),
  isActive: z.boolean(),
});

export const platformParams = z.object({
  platform: zText(QUERY_FIELDS.id).transform((platform) => platform.toLowerCase()),
});

export const socialBody = z.object({
  platform: zEnum(F.platform),
  url: zText(F.url),
  handle: optionalText(F.handle),
  isActive: z.boolean().optional(),
});
export type SocialInput = z.infer<typeof socialBody>;
