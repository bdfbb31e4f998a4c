import { TESTIMONIAL_MESSAGES, WEBSITE_FIELDS } from '@gym/domain';

export const TESTIMONIAL_TEXTS = {
  pageTitle: 'Mi testimonio',
  invite: TESTIMONIAL_MESSAGES.invite,
  name: 'Nombre',
  role: 'Profesión u ocupación',
  rating: 'Calificación',
  text: 'Tu testimonio',
  counter: (n: number) => `${n}/${WEBSITE_FIELDS.testimonial.text.max}`,
  submit: 'Enviar testimonio',
  save: 'Guardar cambios',
  edit: 'Editar',
  cancel: 'Cancelar',
  pending: 'En revisión',
  published: 'Publicado',
  stars: (n: number) => (n === 1 ? '1 estrella' : `${n} estrellas`),
  loadError: 'No se pudo cargar tu testimonio',
} as const;
