import { WEBSITE_FIELDS } from '@gym/domain';
import { z } from 'zod';
import { zClearableText, zEnum, zInt, zList, zOptionalNumber, zText } from '../../lib/field-schemas';
import { envelope } from '../../lib/zod';
import { contactSchema } from './contact.schemas';
import { optionalText } from './fields.schemas';
import { socialBody, socialEntrySchema } from './social.schemas';

const F = WEBSITE_FIELDS.config;

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

/** Accepts the spec's gymName/gymTagline/gymDescription and the plain names. */
export const updateConfigBody = z
  .object({
    gymName: zText(F.name).optional(),
    name: zText(F.name).optional(),
    gymTagline: optionalText(F.tagline),
    tagline: optionalText(F.tagline),
    gymDescription: optionalText(F.description),
    description: optionalText(F.description),
    logoUrl: zClearableText(F.logoUrl),
    heroImageUrl: zClearableText(F.heroImageUrl),
    primaryColor: zText(F.primaryColor).optional(),
    secondaryColor: zText(F.secondaryColor).optional(),
    successColor: zText(F.successColor).optional(),
    warningColor: zText(F.warningColor).optional(),
    dangerColor: zText(F.dangerColor).optional(),
  })
  .transform(({ gymName, name, gymTagline, tagline, gymDescription, description, ...rest }) => ({
    ...rest,
    name: gymName ?? name,
    tagline: gymTagline !== undefined ? gymTagline : tagline,
    description: gymDescription !== undefined ? gymDescription : description,
  }));
export type UpdateConfigInput = z.infer<typeof updateConfigBody>;

export const flexibleBody = z.object({
  section: zEnum(WEBSITE_FIELDS.flexible.section),
  data: z.record(z.string(), z.unknown()),
});

/** What `data` holds for each section of PUT /gym/config/flexible (checked once the section is known). */
export const flexibleSocialData = z.object({ socialMedia: zList(WEBSITE_FIELDS.social.list, socialBody) });
const S = WEBSITE_FIELDS.statistic;
export const flexibleStatsData = z.object({
  statistics: zList(
    S.list,
    z.object({
      id: zOptionalNumber(zInt(S.id)),
      label: zText(S.label),
      statValue: zInt(S.statValue, { coerce: true }),
    }),
  ),
});
