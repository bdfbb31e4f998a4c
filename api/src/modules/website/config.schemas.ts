import { CONTENT_MESSAGES, SOCIAL_PLATFORMS, WEEKDAYS } from '@gym/domain';
import { z } from 'zod';
import { envelope } from '../../lib/zod';
import { imageUrlField } from '../services/schemas';

export const contactSchema = z.object({
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  whatsapp: z.string().nullable(),
  mapsUrl: z.string().nullable(),
  city: z.string().nullable(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});
export type GymContactData = z.infer<typeof contactSchema>;

export const socialEntrySchema = z.object({
  platform: z.string(),
  url: z.string(),
  handle: z.string().nullable(),
  isActive: z.boolean(),
});

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

const color = z
  .string()
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, CONTENT_MESSAGES.invalidColor);
const text = (max: number) => z.string().trim().max(max).nullable().optional();

/** Accepts the spec's gymName/gymTagline/gymDescription and the plain names. */
export const updateConfigBody = z
  .object({
    gymName: z.string().trim().min(1, 'El nombre del gimnasio es obligatorio').max(80).optional(),
    name: z.string().trim().min(1, 'El nombre del gimnasio es obligatorio').max(80).optional(),
    gymTagline: text(160),
    tagline: text(160),
    gymDescription: text(2000),
    description: text(2000),
    logoUrl: imageUrlField,
    heroImageUrl: imageUrlField,
    primaryColor: color.optional(),
    secondaryColor: color.optional(),
    successColor: color.optional(),
    warningColor: color.optional(),
    dangerColor: color.optional(),
  })
  .transform(({ gymName, name, gymTagline, tagline, gymDescription, description, ...rest }) => ({
    ...rest,
    name: gymName ?? name,
    tagline: gymTagline !== undefined ? gymTagline : tagline,
    description: gymDescription !== undefined ? gymDescription : description,
  }));
export type UpdateConfigInput = z.infer<typeof updateConfigBody>;

const coordinate = (min: number, max: number) => z.coerce.number().min(min).max(max).nullable().optional();

/** mapsUrl or maps_url; lat/lng, latitude/longitude or location {lat, lng}. */
export const updateContactBody = z
  .object({
    phone: text(40),
    email: z
      .union([z.email('Correo inválido'), z.literal('')])
      .nullable()
      .optional(),
    address: text(300),
    whatsapp: text(40),
    city: text(80),
    mapsUrl: z
      .union([z.url(CONTENT_MESSAGES.invalidUrl), z.literal('')])
      .nullable()
      .optional(),
    maps_url: z
      .union([z.url(CONTENT_MESSAGES.invalidUrl), z.literal('')])
      .nullable()
      .optional(),
    lat: coordinate(-90, 90),
    lng: coordinate(-180, 180),
    latitude: coordinate(-90, 90),
    longitude: coordinate(-180, 180),
    location: z
      .object({ lat: coordinate(-90, 90), lng: coordinate(-180, 180) })
      .nullable()
      .optional(),
  })
  .transform(({ maps_url, lat, lng, latitude, longitude, location, mapsUrl, email, ...rest }) => ({
    ...rest,
    email: email === '' ? null : email,
    mapsUrl: (mapsUrl !== undefined ? mapsUrl : maps_url) === '' ? null : mapsUrl !== undefined ? mapsUrl : maps_url,
    latitude: lat ?? latitude ?? location?.lat,
    longitude: lng ?? longitude ?? location?.lng,
  }));
export type UpdateContactInput = z.infer<typeof updateContactBody>;

export const platformParams = z.object({ platform: z.string().trim().toLowerCase() });

export const socialBody = z.object({
  platform: z.enum(SOCIAL_PLATFORMS, { error: CONTENT_MESSAGES.invalidPlatform }),
  url: z.url(CONTENT_MESSAGES.invalidUrl).max(300),
  handle: text(80),
  isActive: z.boolean().optional(),
});
export type SocialInput = z.infer<typeof socialBody>;

export const slotInput = z.object({
  id: z.number().int().positive().optional(),
  startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora inválida (HH:mm)'),
  endTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora inválida (HH:mm)'),
  capacity: z.coerce.number().int().min(0, 'La capacidad no puede ser negativa').max(1000),
  label: z.string().trim().max(60).nullable().optional(),
});

export const dayHoursInput = z.object({
  isOpen: z.boolean(),
  openTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora inválida (HH:mm)')
    .nullable()
    .optional(),
  closeTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora inválida (HH:mm)')
    .nullable()
    .optional(),
  slots: z.array(slotInput).max(48).default([]),
});
export type DayHoursInput = z.infer<typeof dayHoursInput>;

export const hoursInput = z.partialRecord(z.enum(WEEKDAYS, { error: 'Día inválido' }), dayHoursInput);
export type HoursInput = z.infer<typeof hoursInput>;

export const flexibleBody = z.object({
  section: z.enum(['basic', 'contact', 'social', 'schedule', 'stats'], { error: CONTENT_MESSAGES.invalidSection }),
  data: z.record(z.string(), z.unknown()),
});

export const planInput = z.object({
  id: z.uuid().optional(),
  name: z.string().trim().min(2, 'El nombre del plan es obligatorio').max(80),
  description: z.string().trim().max(500).nullable().optional(),
  price: z.coerce.number().min(0, 'El precio no puede ser negativo').max(1_000_000),
  originalPrice: z.coerce.number().min(0).max(1_000_000).nullable().optional(),
  durationType: z.enum(['daily', 'weekly', 'monthly', 'quarterly', 'annual'], { error: 'Duración inválida' }),
  features: z.array(z.string().trim().min(1).max(120)).max(20).default([]),
  isPopular: z.boolean().default(false),
  popular: z.boolean().optional(),
  isActive: z.boolean().default(true),
  active: z.boolean().optional(),
  displayOrder: z.coerce.number().int().min(0).optional(),
});
export type PlanInput = z.infer<typeof planInput>;
export const plansBody = z.object({ plans: z.array(planInput).min(1).max(30) });
