import { TESTIMONIAL_LIMITS } from './constants';

export const TESTIMONIAL_STATUSES = ['pending', 'approved'] as const;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

export const TESTIMONIAL_MESSAGES = {
  textShort: 'El testimonio debe tener al menos 10 caracteres',
  textLong: 'El testimonio no puede superar los 500 caracteres',
  ratingRange: 'La calificación debe estar entre 1 y 5',
  roleRequired: 'La profesión/rol es obligatoria',
  nameRequired: 'El nombre es obligatorio',
  alreadyExists: 'Ya enviaste un testimonio. Solo se permite uno por cliente',
  onlyClients: 'Solo los clientes pueden enviar testimonios',
  notFound: 'Testimonio no encontrado',
  notEditable: 'Solo puedes editar tu testimonio mientras está pendiente de revisión',
  submitted: 'Testimonio enviado. Se publicará cuando el equipo lo revise',
  updated: 'Testimonio actualizado',
  thankYouPending:
    '¡Gracias por compartir tu experiencia! Tu testimonio está en revisión y pronto lo verán otros miembros.',
  thankYouPublished: '¡Gracias por tu testimonio! Ya está publicado y motiva a otros miembros.',
  invite: 'Cuéntanos cómo ha sido tu experiencia en el gimnasio.',
} as const;

export interface TestimonialFields {
  text?: string | null;
  rating?: number | null;
  role?: string | null;
  name?: string | null;
}

export type TestimonialErrors = Partial<Record<'text' | 'rating' | 'role' | 'name', string>>;

/** Spec §5: text 10-500 characters (trimmed), rating 1-5 whole stars, role and name required. */
export function validateTestimonial(fields: TestimonialFields): TestimonialErrors {
  const errors: TestimonialErrors = {};
  const text = (fields.text ?? '').trim();
  if (text.length < TESTIMONIAL_LIMITS.textMin) errors.text = TESTIMONIAL_MESSAGES.textShort;
  else if (text.length > TESTIMONIAL_LIMITS.textMax) errors.text = TESTIMONIAL_MESSAGES.textLong;
  const rating = fields.rating;
  if (
    typeof rating !== 'number' ||
    !Number.isInteger(rating) ||
    rating < TESTIMONIAL_LIMITS.ratingMin ||
    rating > TESTIMONIAL_LIMITS.ratingMax
  ) {
    errors.rating = TESTIMONIAL_MESSAGES.ratingRange;
  }
  if (!(fields.role ?? '').trim()) errors.role = TESTIMONIAL_MESSAGES.roleRequired;
  if (!(fields.name ?? '').trim()) errors.name = TESTIMONIAL_MESSAGES.nameRequired;
  return errors;
}
