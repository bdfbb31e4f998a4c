import { WEBSITE_FIELDS } from '@gym/domain';
import { z } from 'zod';
import { zClearableText, zInt, zList, zText } from '../../lib/field-schemas';
import { envelope } from '../../lib/zod';
import { optionalText } from './fields.schemas';

const F = WEBSITE_FIELDS.service;

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

const title = zText(F.title);

const fields = {
  title,
  description: optionalText(F.description),
  iconName: zText(F.iconName).optional(),
  imageUrl: zClearableText(F.imageUrl),
  features: zList(F.features, zText(F.feature)).optional(),
  displayOrder: zInt(F.displayOrder, { coerce: true }).optional(),
  isActive: z.boolean().optional(),
};

export const createServiceBody = z.object(fields);
export type CreateServiceInput = z.infer<typeof createServiceBody>;
export const updateServiceBody = z.object({ ...fields, title: title.optional() });
export type UpdateServiceInput = z.infer<typeof updateServiceBody>;

export const serviceIdParams = z.object({ id: zInt(F.id, { coerce: true }) });

export const reorderServicesBody = z.object({
  services: zList(F.reorder, z.object({ id: zInt(F.id), displayOrder: zInt(F.displayOrder) })),
});

/** PUT /gym/services: the legacy save of the whole list. */
export const servicesListBody = z.object({ services: zList(F.list, createServiceBody) });

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
