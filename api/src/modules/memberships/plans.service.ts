import type { PlanDuration } from '@gym/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { membershipPlans, type MembershipPlanRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { PlanInput } from './plans.schemas';

/**
 * The one view of a plan. `popular` and `active` repeat `isPopular` and `isActive` for the website
 * editor; the members' response schema leaves them out.
 */
export function presentPlan(row: MembershipPlanRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    originalPrice: row.originalPrice === null ? null : Number(row.originalPrice),
    currency: row.currency,
    durationType: row.durationType as PlanDuration,
    features: row.features,
    isPopular: row.isPopular,
    popular: row.isPopular,
    isActive: row.isActive,
    active: row.isActive,
    displayOrder: row.displayOrder,
    maxFreezeDaysPerYear: row.maxFreezeDaysPerYear,
  };
}
export type PlanView = ReturnType<typeof presentPlan>;

/** Plans in display order; only active ones unless asked (the admin editor wants all). */
export async function listPlans(db: Executor, options: { includeInactive?: boolean } = {}): Promise<PlanView[]> {
  const rows = await plansQuery(db, options);
  return rows.map(presentPlan);
}

/** The rows listPlans presents (a query: the landing embeds it in its one statement). */
export function plansQuery(db: Executor, options: { includeInactive?: boolean } = {}) {
  return db
    .select()
    .from(membershipPlans)
    .where(options.includeInactive ? undefined : eq(membershipPlans.isActive, true))
    .orderBy(asc(membershipPlans.displayOrder), asc(membershipPlans.price));
}

/**
 * Saves the edited plans in one transaction: ids update, no id creates. Plans missing from the
 * list are left alone (members may hold them); the admin deactivates a plan instead of deleting it.
 */
export async function savePlans(db: Database, plans: PlanInput[]): Promise<PlanView[]> {
  await db.transaction(async (tx) => {
    for (const [index, plan] of plans.entries()) {
      const values = {
        name: plan.name,
        description: plan.description?.trim() || null,
        price: plan.price.toFixed(2),
        originalPrice: plan.originalPrice ? plan.originalPrice.toFixed(2) : null,
        durationType: plan.durationType,
        features: plan.features,
        isPopular: plan.popular ?? plan.isPopular,
        isActive: plan.active ?? plan.isActive,
        displayOrder: plan.displayOrder ?? index + 1,
        ...(plan.maxFreezeDaysPerYear === undefined ? {} : { maxFreezeDaysPerYear: plan.maxFreezeDaysPerYear }),
        updatedAt: new Date(),
      };
      if (plan.id) {
        const updated = await tx
          .update(membershipPlans)
          .set(values)
          .where(eq(membershipPlans.id, plan.id))
          .returning({ id: membershipPlans.id });
        if (!updated.length) throw new AppError(404, 'Plan no encontrado');
      } else {
        await tx.insert(membershipPlans).values(values);
      }
    }
  });
  return listPlans(db, { includeInactive: true });
}
