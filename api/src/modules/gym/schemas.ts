import { z } from 'zod';
import { envelope } from '../../lib/zod';

export const gymConfigSchema = z.object({
  name: z.string(),
  tagline: z.string().nullable(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  contact: z.object({
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    whatsapp: z.string().nullable(),
    mapsUrl: z.string().nullable(),
  }),
});

export const gymConfigResponse = envelope(gymConfigSchema);
export type GymConfig = z.infer<typeof gymConfigSchema>;
