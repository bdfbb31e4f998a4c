import { QUERY_FIELDS, TESTIMONIAL_STATUSES, WEBSITE_FIELDS } from '@gym/domain';
import { z } from 'zod';
import { zInt, zText } from '../../lib/field-schemas';
import { envelope } from '../../lib/zod';

const F = WEBSITE_FIELDS.testimonial;

/** Shopper spec §5, with its messages (the contracts of WEBSITE_FIELDS.testimonial). */
export const testimonialBody = z.object({
  text: zText(F.text),
  rating: zInt(F.rating),
  role: zText(F.role),
  name: zText(F.name)
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

export const publicListQuery = z.object({ limit: zInt(QUERY_FIELDS.limit, { coerce: true }).optional() });
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
