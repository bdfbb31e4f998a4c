import { CONTENT_MESSAGES } from '@gym/domain';
import { z } from 'zod';
import { envelope } from '../../lib/zod';
import { contactSchema } from './contact.schemas';
import { imageUrlField, nullableText } from './fields.schemas';
import { socialBody, socialEntrySchema } from './social.schemas';

export const gymConfigSchema = z.object({
  name: z.string(),
  tagline: z.string().nullable(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  heroImageUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  successColor: z.string(),
  warningColor: z.string(),
  dangerColor: z.string(),
  contact: contactSchema,
  social: z.array(socialEntrySchema),
});

export const gymConfigResponse = envelope(gymConfigSchema);
export type GymConfig = z.infer<typeof gymConfigSchema>;

const color = z
  .string()
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, CONTENT_MESSAGES.invalidColor);

/** Accepts the spec's gymName/gymTagline/gymDescription and the plain names. */
export const updateConfigBody = z
  .object({
    gymName: z.string().trim().min(1, 'El nombre del gimnasio es obligatorio').max(80).optional(),
    name: z.string().trim().min(1, 'El nombre del gimnasio es obligatorio').max(80).optional(),
    gymTagline: nullableText(160),
    tagline: nullableText(160),
    gymDescription: nullableText(2000),
    description: nullableText(2000),
    logoUrl: imageUrlField,
    heroImageUrl: imageUrlField,
    primaryColor: color.optional(),
    secondaryColor: color.optional(),
    successColor: color.optional(),
    warningColor: color.optional(),
    dangerColor: color.optional(),
  })
  .transform(({ gymName, name, gymTagline, tagline, gymDescription, description, ...rest }) => ({
    ...rest,
    name: gymName ?? name,
    tagline: gymTagline !== undefined ? gymTagline : tagline,
    description: gymDescription !== undefined ? gymDescription : description,
  }));
export type UpdateConfigInput = z.infer<typeof updateConfigBody>;

export const flexibleBody = z.object({
  section: z.enum(['basic', 'contact', 'social', 'schedule', 'stats'], { error: CONTENT_MESSAGES.invalidSection }),
  data: z.record(z.string(), z.unknown()),
});

/** What `data` holds for each section of PUT /gym/config/flexible (checked once the section is known). */
export const flexibleSocialData = z.object({ socialMedia: z.array(socialBody).max(20) });
export const flexibleStatsData = z.object({
  statistics: z
    .array(
      z.object({
        id: z.number().int().positive().optional(),
        label: z.string().trim().min(1),
        statValue: z.coerce.number().int(),
      }),
    )
    .max(50),
});
