import { CONTENT_MESSAGES } from '@gym/domain';
import { z } from 'zod';
import { nullableText } from './fields.schemas';

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

const coordinate = (min: number, max: number) => z.coerce.number().min(min).max(max).nullable().optional();

/** mapsUrl or maps_url; lat/lng, latitude/longitude or location {lat, lng}. */
export const updateContactBody = z
  .object({
    phone: nullableText(40),
    email: z
      .union([z.email('Correo inválido'), z.literal('')])
      .nullable()
      .optional(),
    address: nullableText(300),
    whatsapp: nullableText(40),
    city: nullableText(80),
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
