import { CONTENT_MESSAGES } from '@gym/domain';
import { z } from 'zod';
import { envelope } from '../../lib/zod';
import { imageUrlField } from './fields.schemas';

export const serviceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  iconName: z.string(),
  imageUrl: z.string().nullable(),
  features: z.array(z.string()),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type GymService = z.infer<typeof serviceSchema>;

const title = z
  .string({ error: CONTENT_MESSAGES.serviceTitleRequired })
  .trim()
  .min(1, CONTENT_MESSAGES.serviceTitleRequired)
  .max(120);

const fields = {
  title,
  description: z.string().trim().max(1000).nullable().optional(),
  iconName: z.string().trim().min(1).max(40).optional(),
  imageUrl: imageUrlField,
  features: z.array(z.string().trim().min(1).max(120)).max(20).optional(),
  displayOrder: z.coerce.number().int().min(0).optional(),
  isActive: z.boolean().optional(),
};

export const createServiceBody = z.object(fields);
export type CreateServiceInput = z.infer<typeof createServiceBody>;
export const updateServiceBody = z.object({ ...fields, title: title.optional() });
export type UpdateServiceInput = z.infer<typeof updateServiceBody>;

export const serviceIdParams = z.object({ id: z.coerce.number().int().positive() });

export const reorderServicesBody = z.object({
  services: z
    .array(z.object({ id: z.number().int().positive(), displayOrder: z.number().int().min(0) }))
    .min(1)
    .max(200),
});

export const serviceResponse = envelope(serviceSchema);
export const servicesListResponse = envelope(z.object({ services: z.array(serviceSchema) }));
export const serviceStatsResponse = envelope(
  z.object({
    total: z.number().int(),
    active: z.number().int(),
    inactive: z.number().int(),
    withImage: z.number().int(),
  }),
);
