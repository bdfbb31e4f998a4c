import type { AxiosInstance } from 'axios';
import type { PublicContentCache } from '../common/public-content';
import { toGraphQLError } from '../../errors';
import { restCall, restShorthands, withoutNullish } from '../../rest';
import { toPayment, type RestPayment } from '../payments/payments.client';
import { unavailableFrom } from '../schedule/schedule.client';
import { toWeekMap } from '../schedule/schedule.input';
import type { ScheduleSlot } from '../schedule/schedule.type';
import type { RestPagination } from '../users/users.client';
import type { GymPlanInput, MembershipsFilterInput, PurchaseMembershipInput } from './memberships.input';
import type { GymPlan, Membership, MembershipPage, MembershipPlan, PurchaseResult } from './memberships.type';

/** The plans on the website: cached like the membership services, 5 minutes. */
export const GYM_PLANS_CACHE = { key: 'plans', ttlMs: 5 * 60_000 } as const;

export interface RestMembership {
  id: string;
  userId: string;
  planId: string;
  plan: { id: string; name: string; durationType: string } | null;
  status: string;
  startDate: string;
  endDate: string;
  price: number;
  notes: string | null;
  daysLeft: number;
  isExpiringSoon: boolean;
  reservedSlots: ScheduleSlot[];
  createdAt: string;
}

export function toMembership(rest: RestMembership): Membership {
  return {
    id: rest.id,
    userId: rest.userId,
    planId: rest.planId,
    planName: rest.plan?.name ?? '',
    status: rest.status,
    startDate: rest.startDate,
    endDate: rest.endDate,
    price: rest.price,
    notes: rest.notes ?? null,
    daysLeft: rest.daysLeft,
    isExpiringSoon: rest.isExpiringSoon,
    reservedSlots: rest.reservedSlots ?? [],
    createdAt: rest.createdAt,
  };
}

export function createMembershipsClient(http: AxiosInstance, content: PublicContentCache) {
  const { get, send } = restShorthands(http);
  return {
    async plans(): Promise<MembershipPlan[]> {
      return (await restCall<{ plans: MembershipPlan[] }>(http, { method: 'GET', url: '/memberships/plans' })).data
        .plans;
    },

    async list(filter: MembershipsFilterInput | null | undefined): Promise<MembershipPage> {
      const envelope = await restCall<{ memberships: RestMembership[]; pagination: RestPagination }>(http, {
        method: 'GET',
        url: '/memberships',
        params: {
          page: filter?.page ?? 1,
          limit: filter?.limit ?? 20,
          status: filter?.status || undefined,
          userId: filter?.userId || undefined,
          search: filter?.search || undefined,
        },
      });
      return { memberships: envelope.data.memberships.map(toMembership), pagination: envelope.data.pagination };
    },

    async get(id: string): Promise<Membership> {
      const envelope = await restCall<{ membership: RestMembership }>(http, {
        method: 'GET',
        url: `/memberships/${encodeURIComponent(id)}`,
      });
      return toMembership(envelope.data.membership);
    },

    async purchase(input: PurchaseMembershipInput): Promise<PurchaseResult> {
      try {
        const response = await http.post<{
          data: { membership: RestMembership; payment: RestPayment };
          message?: string;
        }>('/memberships/purchase', {
          planId: input.planId,
          selectedSchedule: toWeekMap(input.selectedSchedule),
          paymentMethod: input.paymentMethod || 'cash',
          userId: input.userId || undefined,
          notes: input.notes || undefined,
        });
        return {
          success: true,
          message: response.data.message ?? '',
          membership: toMembership(response.data.data.membership),
          payment: toPayment(response.data.data.payment),
          unavailableSlots: [],
        };
      } catch (error) {
        const unavailable = unavailableFrom(error);
        if (unavailable) return { ...unavailable, membership: null, payment: null };
        throw toGraphQLError(error);
      }
    },

    /** The active plans as the website shows them. */
    gymPlans(): Promise<GymPlan[]> {
      return content.read(
        GYM_PLANS_CACHE.key,
        GYM_PLANS_CACHE.ttlMs,
        async () => (await get<{ plans: GymPlan[] }>('/gym/membership-plans')).plans,
      );
    },

    async allGymPlans(): Promise<GymPlan[]> {
      return (await get<{ plans: GymPlan[] }>('/gym/membership-plans/all')).plans;
    },

    async saveGymPlans(plans: GymPlanInput[]): Promise<GymPlan[]> {
      const { data } = await send<{ plans: GymPlan[] }>('PUT', '/gym/membership-plans', {
        plans: plans.map((p) => withoutNullish(p)),
      });
      content.changed(GYM_PLANS_CACHE.key);
      return data.plans;
    },
  };
}

export type MembershipsClient = ReturnType<typeof createMembershipsClient>;
