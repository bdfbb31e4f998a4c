import DataLoader from 'dataloader';
import { perRequest, type RequestContext } from '../../kernel/graphql/request-context';
import { membershipsClient, type MembershipsClient } from './memberships.client';
import type { MembershipPlan } from './memberships.type';

/** Per request: every plan a list mentions comes from one `GET /memberships/plans` call. */
export function createPlanByIdLoader(memberships: MembershipsClient): DataLoader<string, MembershipPlan | null> {
  return new DataLoader<string, MembershipPlan | null>(async (ids) => {
    const plans = await memberships.plans();
    const byId = new Map(plans.map((plan) => [plan.id, plan]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

const makePlanByIdLoader = (ctx: RequestContext) => createPlanByIdLoader(membershipsClient(ctx));

/** This request's plan loader. */
export const planByIdLoader = (ctx: RequestContext) => perRequest(ctx, makePlanByIdLoader);
