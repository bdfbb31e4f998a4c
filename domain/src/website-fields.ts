/**
 * Field contracts of the website forms and requests (see field-contract.ts): the gym's
 * configuration, contact, social networks, services, statistics (counters), promotions,
 * testimonials (a member's and the administration's), their moderation queries and the content
 * image upload. The api's route schemas, the bff's inputs and the admin editor derive from these.
 */
import { COLOR_SCHEMES, CONTENT_IMAGE_KINDS, CONTENT_MESSAGES, SOCIAL_PLATFORMS, STATISTIC_ICONS } from './content';
import {
  enumField,
  fieldError,
  INT32_MAX,
  intField,
  listField,
  numberField,
  textField,
  type TextField,
} from './field-contract';
import { EMAIL_PATTERN, type FieldError } from './validation';

export const TESTIMONIAL_STATUSES = ['pending', 'approved'] as const;

/** The parts of PUT /gym/config/flexible. */
export const CONFIG_SECTIONS = ['basic', 'contact', 'social', 'schedule', 'stats'] as const;
export type ConfigSection = (typeof CONFIG_SECTIONS)[number];
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

/** An absolute http(s) address without spaces. */
const HTTP_URL = /^https?:\/\/\S+$/i;
/** An image the api stored (/uploads/...) or an absolute http(s) address. */
const IMAGE_URL = /^(?:\/uploads\/.*|https?:\/\/\S+)$/i;
const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** '' also matches: these fields are cleared by sending an empty text. */
const orEmpty = (pattern: RegExp) => new RegExp(`^$|${pattern.source}`, pattern.flags);

/** A logo, hero, service or testimonial image; '' clears it. */
const imageUrl = (label: string) =>
  textField(label, { max: 500, pattern: orEmpty(IMAGE_URL), patternMessage: CONTENT_MESSAGES.invalidUrl });

/** A brand colour as #RRGGBB; the one message says so for a missing or malformed value. */
const color = (label: string) =>
  textField(label, {
    max: 7,
    required: true,
    requiredMessage: CONTENT_MESSAGES.invalidColor,
    pattern: HEX_COLOR,
    patternMessage: CONTENT_MESSAGES.invalidColor,
  });

/** Position in a list the admin orders by hand. */
const displayOrder = intField('El orden', 0, INT32_MAX);

const testimonialText = { min: 10, max: 500 } as const;
const rating = { min: 1, max: 5 } as const;
const ratingRange = `La calificación debe estar entre ${rating.min} y ${rating.max}`;

/** Shopper spec §5: 10-500 characters, 1-5 whole stars, name and role required. */
const memberTestimonial = {
  name: textField('El nombre', { max: 100, required: true }),
  role: textField('La profesión/rol', { max: 100, required: true }),
  text: textField('El testimonio', {
    ...testimonialText,
    required: true,
    multiline: true,
    requiredMessage: `El testimonio debe tener al menos ${testimonialText.min} caracteres`,
    tooLongMessage: `El testimonio no puede superar los ${testimonialText.max} caracteres`,
  }),
  rating: intField('La calificación', rating.min, rating.max, {
    required: true,
    requiredMessage: ratingRange,
    invalidMessage: ratingRange,
  }),
} as const;

const serviceTitle = textField('El título', {
  max: 120,
  required: true,
  requiredMessage: CONTENT_MESSAGES.serviceTitleRequired,
});
const serviceFeature = textField('La característica', { max: 120, required: true });
const serviceId = intField('El identificador del servicio', 1, INT32_MAX);
const statisticId = intField('El identificador de la estadística', 1, INT32_MAX);
const promotionId = textField('El identificador de la promoción', { max: 60, required: true });
const socialPlatform = enumField('La red social', SOCIAL_PLATFORMS, {
  required: true,
  requiredMessage: CONTENT_MESSAGES.invalidPlatform,
  invalidMessage: CONTENT_MESSAGES.invalidPlatform,
});
const statisticLabel = textField('La etiqueta', {
  max: 100,
  required: true,
  requiredMessage: CONTENT_MESSAGES.statisticLabelRequired,
});

export const WEBSITE_FIELDS = {
  /** PUT /gym/config (updateGymConfig): the basic information tab. */
  config: {
    name: textField('El nombre del gimnasio', { max: 80, required: true }),
    tagline: textField('El lema', { max: 160 }),
    description: textField('La descripción', { max: 2000, multiline: true }),
    logoUrl: imageUrl('El logo'),
    heroImageUrl: imageUrl('La imagen principal'),
    primaryColor: color('El color principal'),
    secondaryColor: color('El color secundario'),
    successColor: color('El color de éxito'),
    warningColor: color('El color de advertencia'),
    dangerColor: color('El color de peligro'),
  },
  /** PUT /gym/config/flexible: which part `data` holds. */
  flexible: {
    section: enumField('La sección', CONFIG_SECTIONS, {
      required: true,
      requiredMessage: CONTENT_MESSAGES.invalidSection,
      invalidMessage: CONTENT_MESSAGES.invalidSection,
    }),
  },
  /** PUT /gym/contact (updateGymContact). */
  /** The gym's map position (PUT /gym/contact lat/lng): one message for any value out of range. */
  location: {
    lat: numberField('La latitud', -90, 90, { invalidMessage: CONTENT_MESSAGES.invalidCoordinate }),
    lng: numberField('La longitud', -180, 180, { invalidMessage: CONTENT_MESSAGES.invalidCoordinate }),
  },
  contact: {
    phone: textField('El teléfono', { max: 40 }),
    whatsapp: textField('El WhatsApp', { max: 40 }),
    email: textField('El correo', {
      max: 254,
      pattern: orEmpty(EMAIL_PATTERN),
      patternMessage: CONTENT_MESSAGES.invalidEmail,
    }),
    address: textField('La dirección', { max: 300 }),
    city: textField('La ciudad', { max: 80 }),
    mapsUrl: textField('El enlace del mapa', {
      max: 500,
      pattern: orEmpty(HTTP_URL),
      patternMessage: CONTENT_MESSAGES.invalidUrl,
    }),
  },
  /** POST /gym/social (saveSocialMedia) and the social section of PUT /gym/config/flexible. */
  social: {
    platform: socialPlatform,
    url: textField('La URL', {
      max: 300,
      required: true,
      requiredMessage: CONTENT_MESSAGES.invalidUrl,
      pattern: HTTP_URL,
      patternMessage: CONTENT_MESSAGES.invalidUrl,
    }),
    handle: textField('El usuario', { max: 80 }),
    /** The whole list the flexible editor saves at once. */
    list: listField('Las redes sociales', 20, socialPlatform),
  },
  /** POST/PUT /services (createService, updateService) and PUT /services/reorder. */
  service: {
    id: serviceId,
    title: serviceTitle,
    description: textField('La descripción', { max: 1000, multiline: true }),
    /** Any short name: the landing page falls back to a dumbbell for one it does not know. */
    iconName: textField('El ícono', { max: 40, required: true }),
    imageUrl: imageUrl('La imagen'),
    feature: serviceFeature,
    features: listField('Las características', 20, serviceFeature),
    displayOrder,
    /** The new order of the list, by id (each with its displayOrder). */
    reorder: listField('El orden de los servicios', 200, serviceId, { min: 1 }),
    /** PUT /gym/services: the legacy save of the whole list. */
    list: listField('Los servicios', 50, serviceTitle),
  },
  /** POST/PUT /statistics (createStatistic, updateStatistic), PUT /statistics/reorder, the flexible stats section. */
  statistic: {
    id: statisticId,
    /** Derived from the label when absent (statKeyFromLabel). */
    statKey: textField('La clave', { max: 100, requiredMessage: CONTENT_MESSAGES.statisticKeyRequired }),
    /** A counter: a whole number that fits the integer column; a text that is not one is 'El valor debe ser numérico'. */
    statValue: intField('El valor', 0, INT32_MAX, { requiredMessage: CONTENT_MESSAGES.statisticValueRequired }),
    label: statisticLabel,
    iconName: enumField('El ícono', STATISTIC_ICONS, { invalidMessage: CONTENT_MESSAGES.invalidIcon }),
    /** '+', '%', 'K'...: sent as written, spaces included. */
    valueSuffix: textField('El sufijo', { max: 5, keepWhitespace: true }),
    colorScheme: enumField('El esquema de color', COLOR_SCHEMES, {
      invalidMessage: CONTENT_MESSAGES.invalidColorScheme,
    }),
    displayOrder,
    description: textField('La descripción', { max: 300 }),
    reorder: listField('El orden de las estadísticas', 200, statisticId, { min: 1 }),
    /** The counters the flexible editor saves at once (label and value of each). */
    list: listField('Las estadísticas', 50, statisticLabel),
  },
  /** PUT /gym/promotions (savePromotions): the whole list at once. */
  promotion: {
    id: promotionId,
    title: textField('El título', {
      max: 120,
      required: true,
      requiredMessage: CONTENT_MESSAGES.promotionTitleRequired,
    }),
    description: textField('La descripción', { max: 500, multiline: true }),
    /** The last day it shows, a Guatemala calendar day (the api also refuses a day that does not exist). */
    endDate: textField('La fecha de fin', {
      max: 10,
      required: true,
      pattern: CALENDAR_DAY,
      patternMessage: CONTENT_MESSAGES.promotionEndDateFormat,
    }),
    /** Each promotion is judged by the fields above; the list contract gives how many there may be. */
    list: listField('Las promociones', 20, promotionId),
  },
  /** A member's testimonial: POST/PUT /testimonials (submitTestimonial, updateMyTestimonial). */
  testimonial: memberTestimonial,
  /** A testimonial the administration writes: POST /testimonials/admin (createAdminTestimonial). */
  adminTestimonial: {
    ...memberTestimonial,
    name: textField('El nombre', { max: 80, required: true }),
    role: textField('La profesión/rol', { max: 80, required: true }),
    imageUrl: imageUrl('La imagen'),
    displayOrder,
  },
  /** GET /testimonials/all?status=&featured= (moderationTestimonials) and GET /testimonials?limit=. */
  testimonialQuery: {
    status: enumField('El estado', TESTIMONIAL_STATUSES),
    featured: enumField('El filtro de destacados', ['true', 'false'] as const),
  },
  /** POST /content/images?kind= (the editor's image upload, through the bff). */
  image: {
    /** A refusal names the accepted kinds. */
    kind: enumField('El tipo de imagen', CONTENT_IMAGE_KINDS, { required: true }),
  },
} as const;

// --- Checks the forms share ----------------------------------------------------------------

export interface StatisticFields {
  statKey?: string | null;
  statValue?: number | string | null;
  label?: string | null;
  iconName?: string | null;
  colorScheme?: string | null;
}

const required = (contract: TextField): TextField => ({ ...contract, required: true });

/** Key, value and label required; value a whole number in range; icon and colour from the allowed lists. */
export function validateStatistic(fields: StatisticFields): Record<string, string> {
  const F = WEBSITE_FIELDS.statistic;
  const errors: Record<string, string> = {};
  const statKey = fieldError(required(F.statKey), fields.statKey);
  if (statKey) errors.statKey = statKey;
  const value = fields.statValue;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  const statValue =
    typeof number === 'number' && !Number.isInteger(number)
      ? CONTENT_MESSAGES.statisticValueNumeric
      : fieldError({ ...F.statValue, required: true }, number);
  if (statValue) errors.statValue = statValue;
  const label = fieldError(F.label, fields.label);
  if (label) errors.label = label;
  const iconName = fieldError(F.iconName, fields.iconName);
  if (iconName) errors.iconName = iconName;
  const colorScheme = fieldError(F.colorScheme, fields.colorScheme);
  if (colorScheme) errors.colorScheme = colorScheme;
  return errors;
}

export function validateServiceTitle(title: string | null | undefined): FieldError {
  return fieldError(WEBSITE_FIELDS.service.title, title);
}
