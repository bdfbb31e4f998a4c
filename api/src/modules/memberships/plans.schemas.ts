import { FIELD_MESSAGES, FREEZE_FIELDS, MEMBERSHIP_FIELDS, PLAN_DURATIONS } from '@gym/domain';
import { z } from 'zod';
import { zEnum, zInt, zList, zMoney, zOptionalNumber, zText } from '../../lib/field-schemas';
import { envelope } from '../../lib/zod';

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
    maxFreezeDaysPerYear: z.number().int().nullable().describe('Tope de días de congelamiento por año; null: sin tope'),
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
  maxFreezeDaysPerYear: z.number().int().nullable(),
});

export const websitePlansResponse = envelope(z.object({ plans: z.array(websitePlanSchema) }));

const PLAN = MEMBERSHIP_FIELDS.plan;

export const planInput = z.object({
  id: z.uuid().optional(),
  name: zText(PLAN.name),
  description: zText(PLAN.description).nullable().optional(),
  price: zMoney(PLAN.price),
  originalPrice: zOptionalNumber(zMoney(PLAN.originalPrice).nullable()),
  durationType: zEnum(PLAN.durationType),
  features: zList(PLAN.features, zText(PLAN.feature)).default([]),
  isPopular: z.boolean().default(false),
  popular: z.boolean().optional(),
  isActive: z.boolean().default(true),
  active: z.boolean().optional(),
  displayOrder: zOptionalNumber(zInt(PLAN.displayOrder)),
  /** Omitted: left as it is; null: no cap. */
  maxFreezeDaysPerYear: zInt(FREEZE_FIELDS.maxFreezeDaysPerYear).nullable().optional(),
});
export type PlanInput = z.infer<typeof planInput>;

const { planCount } = MEMBERSHIP_FIELDS;
export const plansBody = z.object({
  plans: z
    .array(planInput)
    .min(planCount.min, FIELD_MESSAGES.belowMin(planCount))
    .max(planCount.max, FIELD_MESSAGES.aboveMax(planCount)),
});
