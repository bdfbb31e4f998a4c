import { TESTIMONIAL_LIMITS } from '@gym/domain';
import { z } from 'zod';
import { envelope, oneOf } from '../../lib/zod';
import { imageUrlField } from './fields.schemas';

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
  status: oneOf(['pending', 'approved'], 'El estado').optional(),
  featured: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

/** Same rules and messages as a client's submission (shopper spec §5). */
export const adminCreateBody = z.object({
  name: z
    .string({ error: 'El nombre es obligatorio' })
    .trim()
    .min(1, 'El nombre es obligatorio')
    .max(TESTIMONIAL_LIMITS.nameMax),
  role: z
    .string({ error: 'La profesión/rol es obligatoria' })
    .trim()
    .min(1, 'La profesión/rol es obligatoria')
    .max(TESTIMONIAL_LIMITS.roleMax),
  text: z
    .string({ error: 'El testimonio debe tener al menos 10 caracteres' })
    .trim()
    .min(TESTIMONIAL_LIMITS.textMin, 'El testimonio debe tener al menos 10 caracteres')
    .max(TESTIMONIAL_LIMITS.textMax, 'El testimonio no puede superar los 500 caracteres'),
  rating: z.coerce
    .number({ error: 'La calificación debe estar entre 1 y 5' })
    .int('La calificación debe estar entre 1 y 5')
    .min(TESTIMONIAL_LIMITS.ratingMin, 'La calificación debe estar entre 1 y 5')
    .max(TESTIMONIAL_LIMITS.ratingMax, 'La calificación debe estar entre 1 y 5'),
  imageUrl: imageUrlField,
  isFeatured: z.boolean().optional(),
  isActive: z.boolean().optional(),
  displayOrder: z.coerce.number().int().min(0).optional(),
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
