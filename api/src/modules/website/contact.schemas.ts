import { WEBSITE_FIELDS } from '@gym/domain';
import { z } from 'zod';
import { zClearableText, zNumber } from '../../lib/field-schemas';
import { optionalText } from './fields.schemas';

const F = WEBSITE_FIELDS.contact;

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

/** A decimal degree in its range (read as a query would be: '14.6' is 14.6). */
const lat = () => zNumber(WEBSITE_FIELDS.location.lat, { coerce: true }).nullable().optional();
const lng = () => zNumber(WEBSITE_FIELDS.location.lng, { coerce: true }).nullable().optional();

/** mapsUrl or maps_url; lat/lng, latitude/longitude or location {lat, lng}. */
export const updateContactBody = z
  .object({
    phone: optionalText(F.phone),
    email: zClearableText(F.email),
    address: optionalText(F.address),
    whatsapp: optionalText(F.whatsapp),
    city: optionalText(F.city),
    mapsUrl: zClearableText(F.mapsUrl),
    maps_url: zClearableText(F.mapsUrl),
    lat: lat(),
    lng: lng(),
    latitude: lat(),
    longitude: lng(),
    location: z.object({ lat: lat(), lng: lng() }).nullable().optional(),
  })
  .transform(({ maps_url, lat, lng, latitude, longitude, location, mapsUrl, ...rest }) => ({
    ...rest,
    mapsUrl: mapsUrl !== undefined ? mapsUrl : maps_url,
    latitude: lat ?? latitude ?? location?.lat,
    longitude: lng ?? longitude ?? location?.lng,
  }));
export type UpdateContactInput = z.infer<typeof updateContactBody>;
