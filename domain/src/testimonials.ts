import { FIELD_MESSAGES, fieldErrors } from './field-contract';
import { WEBSITE_FIELDS } from './website-fields';

const FIELDS = WEBSITE_FIELDS.testimonial;

export const TESTIMONIAL_MESSAGES = {
  /** The field messages are the contracts' (WEBSITE_FIELDS.testimonial), in the spec's words. */
  textShort: FIELD_MESSAGES.tooShort(FIELDS.text),
  textLong: FIELD_MESSAGES.tooLong(FIELDS.text),
  ratingRange: FIELD_MESSAGES.aboveMax(FIELDS.rating),
  roleRequired: FIELD_MESSAGES.required(FIELDS.role),
  nameRequired: FIELD_MESSAGES.required(FIELDS.name),
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

/** Spec §5: text 10-500 characters (trimmed), rating 1-5 whole stars, role and name required (the contracts' rules). */
export function validateTestimonial(fields: TestimonialFields): TestimonialErrors {
  return fieldErrors(FIELDS, fields);
}
