/** Website content rules: statistics counters, services, social networks, promotions (staff spec §3, §5, §8, §9). */
import { CONTENT_IMAGE_MAX_BYTES, DEFAULT_STATISTIC_ORDER } from './constants';
import { isBusinessDateOnOrBefore } from './dates';

export const STATISTIC_ICONS = [
  'Users',
  'Award',
  'Trophy',
  'Star',
  'TrendingUp',
  'Heart',
  'Dumbbell',
  'Activity',
  'Target',
  'Calendar',
  'Clock',
  'Zap',
  'CheckCircle',
  'DollarSign',
] as const;
export type StatisticIcon = (typeof STATISTIC_ICONS)[number];

export const COLOR_SCHEMES = ['primary', 'secondary', 'success', 'warning', 'danger', 'info'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** Common suffixes offered by the editor; any short text is accepted. */
export const STATISTIC_SUFFIXES = ['+', '%', 'K', 'M', '★', ''] as const;

export const STATISTIC_DEFAULTS = {
  iconName: 'TrendingUp' as StatisticIcon,
  valueSuffix: '+',
  colorScheme: 'primary' as ColorScheme,
  displayOrder: DEFAULT_STATISTIC_ORDER,
  isActive: true,
} as const;

/** Service icons the landing page knows how to draw (lowercase names, default dumbbell). */
export const SERVICE_ICONS = [
  'dumbbell',
  'users',
  'heart',
  'activity',
  'zap',
  'target',
  'clock',
  'award',
  'star',
  'calendar',
  'trophy',
  'check',
] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];
export const SERVICE_DEFAULT_ICON: ServiceIcon = 'dumbbell';

export const SOCIAL_PLATFORMS = [
  'facebook',
  'instagram',
  'tiktok',
  'youtube',
  'twitter',
  'whatsapp',
  'linkedin',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const SOCIAL_LABELS: Record<SocialPlatform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  twitter: 'X (Twitter)',
  whatsapp: 'WhatsApp',
  linkedin: 'LinkedIn',
};

export const CONTENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'] as const;
export const CONTENT_IMAGE_KINDS = ['logo', 'hero', 'service', 'testimonial'] as const;
export type ContentImageKind = (typeof CONTENT_IMAGE_KINDS)[number];

/** Cache lifetimes of public content, in milliseconds (staff spec §9). */
export const CONTENT_CACHE_TTL_MS = {
  gymConfig: 30 * 60_000,
  gymStats: 10 * 60_000,
  services: 30 * 60_000,
  testimonials: 30 * 60_000,
  featuredProducts: 10 * 60_000,
  sectionsContent: 20 * 60_000,
  navigation: 60 * 60_000,
  branding: 60 * 60_000,
  video: 60 * 60_000,
} as const;

export const CONTENT_MESSAGES = {
  promotionTitleRequired: 'El título de la promoción es obligatorio',
  promotionEndDateFormat: 'La fecha de fin debe tener el formato AAAA-MM-DD',
  configValidation: 'Error de validación en la configuración',
  forbiddenConfig: 'Sin permisos para actualizar la configuración',
  forbiddenContact: 'Sin permisos para actualizar el contacto',
  forbiddenSocial: 'Sin permisos para guardar redes sociales',
  forbiddenCreateService: 'Sin permisos para crear servicios',
  forbiddenUpdateService: 'Sin permisos para actualizar servicios',
  forbiddenDeleteService: 'Sin permisos para eliminar servicios',
  forbiddenStatistics: 'Sin permisos para gestionar estadísticas',
  forbiddenPlans: 'Sin permisos para actualizar los planes',
  forbiddenSchedule: 'Sin permisos para actualizar el horario',
  forbiddenTestimonials: 'Sin permisos para moderar testimonios',
  forbiddenUpload: 'Sin permisos para subir imágenes',
  forbiddenView: 'Sin permisos para ver esta información',
  serviceNotFound: 'Servicio no encontrado',
  serviceTitleTaken: 'Ya existe un servicio con ese título',
  serviceTitleRequired: 'El título del servicio es obligatorio',
  statisticNotFound: 'Estadística no encontrada',
  statisticKeyTaken: 'Ya existe una estadística con esa clave',
  statisticKeyRequired: 'La clave es obligatoria',
  statisticValueRequired: 'El valor es obligatorio',
  statisticValueNumeric: 'El valor debe ser numérico',
  statisticLabelRequired: 'La etiqueta es obligatoria',
  invalidIcon: 'Ícono no válido',
  invalidColorScheme: 'Esquema de color no válido',
  invalidColor: 'El color debe tener el formato #RRGGBB',
  invalidUrl: 'La URL no es válida',
  invalidPlatform: 'Red social no válida',
  invalidEmail: 'Correo inválido',
  invalidCoordinate: 'Coordenada inválida',
  socialNotFound: (platform: string) => `Red social ${platform} no encontrada`,
  testimonialNotFound: 'Testimonio no encontrado',
  imageRequired: 'Debes seleccionar una imagen',
  imageTooLarge: 'La imagen es demasiado grande. Máximo 3MB',
  imageInvalidType: 'Formato de imagen no válido. Usa JPG, PNG, WebP o SVG',
  invalidSection: 'Sección no válida',
  configUpdated: 'Configuración actualizada',
  contactUpdated: 'Contacto actualizado',
  socialCreated: 'Red social agregada',
  socialUpdated: 'Red social actualizada',
  serviceCreated: 'Servicio creado',
  serviceUpdated: 'Servicio actualizado',
  serviceDeleted: 'Servicio eliminado',
  statisticCreated: 'Estadística creada',
  statisticUpdated: 'Estadística actualizada',
  statisticDeleted: 'Estadística eliminada',
  defaultsSeeded: 'Valores predeterminados creados',
  reordered: 'Orden actualizado',
} as const;

/** Spec: lowercase, punctuation removed, spaces become underscores (accents kept as letters without marks). */
export function statKeyFromLabel(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_]/gu, '')
    .trim()
    .replace(/\s+/g, '_');
}

/** Same title regardless of case and surrounding spaces. */
export function sameServiceTitle(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('es') === b.trim().toLocaleLowerCase('es');
}

export type ContentImageCheck = { ok: true } | { ok: false; status: 413 | 422; message: string };

/** Image files judged by their detected content type: JPEG, PNG, WebP or SVG up to 3 MB. */
export function checkContentImage(sizeBytes: number, detectedMime: string | null | undefined): ContentImageCheck {
  if (sizeBytes <= 0) return { ok: false, status: 422, message: CONTENT_MESSAGES.imageRequired };
  if (sizeBytes > CONTENT_IMAGE_MAX_BYTES) return { ok: false, status: 413, message: CONTENT_MESSAGES.imageTooLarge };
  if (!detectedMime || !(CONTENT_IMAGE_TYPES as readonly string[]).includes(detectedMime))
    return { ok: false, status: 422, message: CONTENT_MESSAGES.imageInvalidType };
  return { ok: true };
}

export interface Promotion {
  id: string;
  title: string;
  description?: string | null;
  /** Last day the promotion is shown, YYYY-MM-DD in America/Guatemala. */
  endDate: string;
  isActive: boolean;
}

/** A promotion shows while it is active and its end date (a Guatemala calendar day) has not passed. */
export function isPromotionRunning(
  promotion: Pick<Promotion, 'endDate' | 'isActive'>,
  now: Date = new Date(),
): boolean {
  if (!promotion.isActive) return false;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(promotion.endDate)) return false;
  return isBusinessDateOnOrBefore(promotion.endDate, now);
}

export interface DefaultStatistic {
  statKey: string;
  statValue: number;
  label: string;
  iconName: StatisticIcon;
  valueSuffix: string;
  colorScheme: ColorScheme;
  displayOrder: number;
  description: string | null;
}

/** Gym figures of the shopper spec §9: 2000+ members, 50+ trainers, 15+ years, 98% satisfaction. */
export const DEFAULT_STATISTICS: readonly DefaultStatistic[] = [
  {
    statKey: 'miembros_activos',
    statValue: 2000,
    label: 'Miembros activos',
    iconName: 'Users',
    valueSuffix: '+',
    colorScheme: 'primary',
    displayOrder: 1,
    description: 'Personas que entrenan con nosotros',
  },
  {
    statKey: 'entrenadores',
    statValue: 50,
    label: 'Entrenadores',
    iconName: 'Award',
    valueSuffix: '+',
    colorScheme: 'secondary',
    displayOrder: 2,
    description: 'Certificados y con experiencia',
  },
  {
    statKey: 'anos_de_experiencia',
    statValue: 15,
    label: 'Años de experiencia',
    iconName: 'Trophy',
    valueSuffix: '+',
    colorScheme: 'success',
    displayOrder: 3,
    description: null,
  },
  {
    statKey: 'satisfaccion',
    statValue: 98,
    label: 'Satisfacción',
    iconName: 'Star',
    valueSuffix: '%',
    colorScheme: 'warning',
    displayOrder: 4,
    description: 'De nuestros miembros nos recomiendan',
  },
];

export interface DefaultService {
  title: string;
  description: string;
  iconName: ServiceIcon;
  features: string[];
  displayOrder: number;
}

export const DEFAULT_SERVICES: readonly DefaultService[] = [
  {
    title: 'Pesas y máquinas',
    description: 'Área de peso libre, racks y máquinas guiadas para todos los niveles.',
    iconName: 'dumbbell',
    features: ['Mancuernas hasta 50 kg', 'Racks de sentadilla', 'Máquinas de cable'],
    displayOrder: 1,
  },
  {
    title: 'Clases grupales',
    description: 'Spinning, zumba, funcional y yoga con horarios de mañana y noche.',
    iconName: 'users',
    features: ['Spinning', 'Zumba', 'Funcional', 'Yoga'],
    displayOrder: 2,
  },
  {
    title: 'Entrenamiento personal',
    description: 'Un plan a tu medida con seguimiento de un entrenador certificado.',
    iconName: 'target',
    features: ['Evaluación inicial', 'Plan personalizado', 'Seguimiento mensual'],
    displayOrder: 3,
  },
  {
    title: 'Cardio',
    description: 'Caminadoras, elípticas y bicicletas con vista a la ciudad.',
    iconName: 'heart',
    features: ['Caminadoras', 'Elípticas', 'Remo'],
    displayOrder: 4,
  },
];
