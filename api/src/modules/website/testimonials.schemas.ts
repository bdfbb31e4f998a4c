import { TESTIMONIAL_LIMITS, TESTIMONIAL_MESSAGES, TESTIMONIAL_STATUSES } from '@gym/domain';
import { z } from 'zod';
import { envelope } from '../../lib/zod';

export const testimonialBody = z.object({
  text: z
    .string({ error: TESTIMONIAL_MESSAGES.textShort })
    .trim()
    .min(TESTIMONIAL_LIMITS.textMin, TESTIMONIAL_MESSAGES.textShort)
    .max(TESTIMONIAL_LIMITS.textMax, TESTIMONIAL_MESSAGES.textLong),
  rating: z
    .number({ error: TESTIMONIAL_MESSAGES.ratingRange })
    .int(TESTIMONIAL_MESSAGES.ratingRange)
    .min(TESTIMONIAL_LIMITS.ratingMin, TESTIMONIAL_MESSAGES.ratingRange)
    .max(TESTIMONIAL_LIMITS.ratingMax, TESTIMONIAL_MESSAGES.ratingRange),
  role: z
    .string({ error: TESTIMONIAL_MESSAGES.roleRequired })
    .trim()
    .min(1, TESTIMONIAL_MESSAGES.roleRequired)
    .max(100),
  name: z
    .string({ error: TESTIMONIAL_MESSAGES.nameRequired })
    .trim()
    .min(1, TESTIMONIAL_MESSAGES.nameRequired)
    .max(100)
    .optional()
    .describe('Si falta: el nombre y apellido del perfil (al enviar) o el nombre ya guardado (al editar)'),
});

export const publicTestimonialSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    role: z.string(),
    text: z.string(),
    rating: z.number(),
    imageUrl: z.string().nullable(),
    isFeatured: z.boolean(),
    featured: z.boolean(),
    displayOrder: z.number(),
  })
  .meta({ id: 'Testimonial' });

export const memberTestimonialSchema = publicTestimonialSchema
  .extend({
    status: z.enum(TESTIMONIAL_STATUSES),
    isActive: z.boolean(),
    canEdit: z.boolean(),
    canDelete: z.boolean(),
    submittedAt: z.string(),
  })
  .meta({ id: 'MemberTestimonial' });

export const publicListQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).optional() });
export const publicListResponse = envelope(z.object({ testimonials: z.array(publicTestimonialSchema) }));
export const memberTestimonialResponse = envelope(
  z.object({ testimonial: memberTestimonialSchema, thankYouMessage: z.string().optional() }),
);
export const myTestimonialsResponse = envelope(
  z.object({
    testimonials: z.array(memberTestimonialSchema),
    total: z.number(),
    hasActiveTestimonial: z.boolean(),
    hasPendingTestimonial: z.boolean(),
    canSubmitNew: z.boolean(),
    thankYouMessage: z.string().nullable(),
  }),
);
export const testimonialIdParams = z.object({ id: z.uuid({ error: 'Identificador de testimonio inválido' }) });
