import { PLAN_DURATIONS } from '@gym/domain';
import { z } from 'zod';
import { envelope, oneOf } from '../../lib/zod';

/** A plan as members see it (`/memberships/plans`). */
export const planSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    price: z.number(),
    originalPrice: z.number().nullable(),
    currency: z.string(),
    durationType: z.enum(PLAN_DURATIONS),
    features: z.array(z.string()),
    isPopular: z.boolean(),
    isActive: z.boolean(),
    displayOrder: z.number(),
  })
  .meta({ id: 'MembershipPlan' });

export const plansResponse = envelope(z.object({ plans: z.array(planSchema) }));

/** A plan as the website and its editor read it (`/gym/membership-plans`): also `popular` and `active`. */
export const websitePlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  currency: z.string(),
  durationType: z.string(),
  features: z.array(z.string()),
  isPopular: z.boolean(),
  popular: z.boolean(),
  isActive: z.boolean(),
  active: z.boolean(),
  displayOrder: z.number().int(),
});

export const websitePlansResponse = envelope(z.object({ plans: z.array(websitePlanSchema) }));

export const planInput = z.object({
  id: z.uuid().optional(),
  name: z.string().trim().min(2, 'El nombre del plan es obligatorio').max(80),
  description: z.string().trim().max(500).nullable().optional(),
  price: z.coerce.number().min(0, 'El precio no puede ser negativo').max(1_000_000),
  originalPrice: z.coerce.number().min(0).max(1_000_000).nullable().optional(),
  durationType: oneOf(PLAN_DURATIONS, 'La duración'),
  features: z.array(z.string().trim().min(1).max(120)).max(20).default([]),
  isPopular: z.boolean().default(false),
  popular: z.boolean().optional(),
  isActive: z.boolean().default(true),
  active: z.boolean().optional(),
  displayOrder: z.coerce.number().int().min(0).optional(),
});
export type PlanInput = z.infer<typeof planInput>;
export const plansBody = z.object({ plans: z.array(planInput).min(1).max(30) });
