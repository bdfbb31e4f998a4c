import { WEBSITE_FIELDS } from '@gym/domain';
import { z } from 'zod';
import { zClearableText, zEnum, zInt, zText } from '../../lib/field-schemas';
import { envelope } from '../../lib/zod';

const Q = WEBSITE_FIELDS.testimonialQuery;
const F = WEBSITE_FIELDS.adminTestimonial;

export const moderatedTestimonialSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  role: z.string(),
  text: z.string(),
  rating: z.number().int(),
  imageUrl: z.string().nullable(),
  status: z.string(),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  featured: z.boolean(),
  displayOrder: z.number().int(),
  submittedAt: z.date(),
  approvedAt: z.date().nullable(),
});
export type ModeratedTestimonial = z.infer<typeof moderatedTestimonialSchema>;

export const testimonialIdParams = z.object({ id: z.uuid('Identificador inválido') });

export const listQuery = z.object({
  status: zEnum(Q.status).optional(),
  featured: zEnum(Q.featured)
    .transform((v) => v === 'true')
    .optional(),
});

/** Same rules and messages as a client's submission (shopper spec §5). */
export const adminCreateBody = z.object({
  name: zText(F.name),
  role: zText(F.role),
  text: zText(F.text),
  rating: zInt(F.rating, { coerce: true }),
  imageUrl: zClearableText(F.imageUrl),
  isFeatured: z.boolean().optional(),
  isActive: z.boolean().optional(),
  displayOrder: zInt(F.displayOrder, { coerce: true }).optional(),
});
export type AdminCreateInput = z.infer<typeof adminCreateBody>;

export const testimonialResponse = envelope(moderatedTestimonialSchema);
export const testimonialsListResponse = envelope(
  z.object({ testimonials: z.array(moderatedTestimonialSchema), total: z.number().int() }),
);
export const statsResponse = envelope(
  z.object({
    total: z.number().int(),
    pending: z.number().int(),
    approved: z.number().int(),
    active: z.number().int(),
    featured: z.number().int(),
    averageRating: z.number(),
  }),
);
