import axios, { type AxiosInstance } from 'axios';
import { GraphQLError } from 'graphql';
import type { PublicContentCache } from '../../kernel/public-content';
import { toGraphQLError } from '../../kernel/http/errors';
import { restCall, restShorthands, withoutNullish } from '../../kernel/http/rest';
import { toPayment, type RestPayment } from '../payments/payments.client';
import { unavailableFrom } from '../schedule/schedule.client';
import { toWeekMap } from '../schedule/schedule.input';
import type { ScheduleSlot } from '../schedule/schedule.type';
import type { RestPagination } from '../common/common.rest';
import type { AuditEvent } from '../common/common.type';
import type {
  FreezeMembershipInput,
  GymPlanInput,
  MembershipsFilterInput,
  PurchaseMembershipInput,
  RenewMembershipInput,
  UpdateMembershipInput,
} from './memberships.input';
import type {
  GymPlan,
  Membership,
  MembershipDeletion,
  MembershipDetail,
  MembershipExpiryRun,
  MembershipPage,
  MembershipPlan,
  MembershipStats,
  PurchaseResult,
  RenewalResult,
} from './memberships.type';
import { perRequest, type RequestContext } from '../../kernel/graphql/request-context';

/**
 * The api's 409 of a period already renewed carries the last day of that renewal; the web offers
 * 'Renovar a partir del …' from it, so it travels as the error's `renewedUntil` extension.
 */
function withRenewedUntil(error: unknown): GraphQLError {
  const mapped = toGraphQLError(error);
  const body = axios.isAxiosError(error) ? (error.response?.data as { renewedUntil?: unknown } | undefined) : undefined;
  if (typeof body?.renewedUntil !== 'string') return mapped;
  return new GraphQLError(mapped.message, { extensions: { ...mapped.extensions, renewedUntil: body.renewedUntil } });
}

/** How many memberships of one status the stats fallback reads (spec: limit 1,000 per status). */
const STATS_FALLBACK_LIMIT = 1000;

interface PageInput {
  page?: number | null;
  limit?: number | null;
}

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
  cancelReason?: string | null;
  freeze?: { id: string; startDate: string; endDate: string; reason: string } | null;
  isFrozen?: boolean;
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
    cancelReason: rest.cancelReason ?? null,
    freeze: rest.freeze ?? null,
    isFrozen: rest.isFrozen ?? false,
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
          type: filter?.type || undefined,
          sortBy: filter?.sortBy || undefined,
          sortOrder: filter?.sortOrder?.toLowerCase() || undefined,
          startDate: filter?.startDate || undefined,
          endDate: filter?.endDate || undefined,
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

    async detail(id: string): Promise<MembershipDetail> {
      const data = await get<{ membership: RestMembership; payments: RestPayment[]; history: AuditEvent[] }>(
        `/memberships/${encodeURIComponent(id)}`,
      );
      return {
        membership: toMembership(data.membership),
        payments: data.payments.map(toPayment),
        history: data.history,
      };
    },

    /** Spec: when the stats call fails, the counts come from list calls (1,000 per status). */
    async stats(): Promise<MembershipStats> {
      try {
        return await get<MembershipStats>('/memberships/stats');
      } catch (error) {
        if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') throw error;
        const countOf = async (status?: string) =>
          (await this.list({ page: 1, limit: STATS_FALLBACK_LIMIT, status })).pagination.total;
        const [total, active, pending, expired, cancelled, suspended] = await Promise.all([
          countOf(),
          ...(['active', 'pending', 'expired', 'cancelled', 'suspended'] as const).map(countOf),
        ]);
        return {
          total: total!,
          active: active!,
          pending: pending!,
          expired: expired!,
          cancelled: cancelled!,
          suspended: suspended!,
          expiringSoon: null,
          renewalRate: null,
        };
      }
    },

    async expiring(
      path: 'expiring-soon' | 'expired',
      days: number | null | undefined,
      page: PageInput,
    ): Promise<MembershipPage> {
      const data = (
        await restCall<{ memberships: RestMembership[]; pagination: RestPagination }>(http, {
          method: 'GET',
          url: `/memberships/${path}`,
          params: withoutNullish({ days, page: page.page, limit: page.limit }),
        })
      ).data;
      return { memberships: data.memberships.map(toMembership), pagination: data.pagination };
    },

    async update(id: string, input: UpdateMembershipInput): Promise<Membership> {
      const { data } = await send<{ membership: RestMembership }>(
        'PUT',
        `/memberships/${encodeURIComponent(id)}`,
        withoutNullish({ ...input }),
      );
      return toMembership(data.membership);
    },

    async renew(id: string, input: RenewMembershipInput): Promise<RenewalResult> {
      let data: { membership: RestMembership; payment: RestPayment; previous: RestMembership };
      try {
        ({ data } = (
          await http.post<{ data: typeof data }>(
            `/memberships/${encodeURIComponent(id)}/renew`,
            withoutNullish({ ...input }),
          )
        ).data);
      } catch (error) {
        throw withRenewedUntil(error);
      }
      return {
        membership: toMembership(data.membership),
        payment: toPayment(data.payment),
        previous: toMembership(data.previous),
      };
    },

    async cancel(id: string, reason: string): Promise<Membership> {
      const { data } = await send<{ membership: RestMembership }>(
        'POST',
        `/memberships/${encodeURIComponent(id)}/cancel`,
        { reason },
      );
      return toMembership(data.membership);
    },

    async freeze(id: string, input: FreezeMembershipInput): Promise<Membership> {
      const { data } = await send<{ membership: RestMembership }>(
        'POST',
        `/memberships/${encodeURIComponent(id)}/freeze`,
        { startDate: input.startDate, endDate: input.endDate, reason: input.reason },
      );
      return toMembership(data.membership);
    },

    async unfreeze(id: string): Promise<Membership> {
      const { data } = await send<{ membership: RestMembership }>(
        'POST',
        `/memberships/${encodeURIComponent(id)}/unfreeze`,
      );
      return toMembership(data.membership);
    },

    /** The api archives one with payments instead of deleting it; its message says which. */
    async remove(id: string): Promise<MembershipDeletion> {
      const envelope = await send<{ deleted: boolean; archived: boolean }>(
        'DELETE',
        `/memberships/${encodeURIComponent(id)}`,
      );
      return { ...envelope.data, message: envelope.message ?? '' };
    },

    async expireNow(): Promise<MembershipExpiryRun> {
      const envelope = await send<{ expired: unknown[]; releasedSlots: number }>('POST', '/memberships/expire-now');
      return {
        expired: envelope.data.expired.length,
        releasedSlots: envelope.data.releasedSlots,
        message: envelope.message ?? '',
      };
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
          billing: input.billing ?? undefined,
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
        // A null cap is sent as null (no cap); the other nulls mean "not given".
        plans: plans.map((p) => ({
          ...withoutNullish(p),
          ...(p.maxFreezeDaysPerYear === undefined ? {} : { maxFreezeDaysPerYear: p.maxFreezeDaysPerYear }),
        })),
      });
      content.changed(GYM_PLANS_CACHE.key);
      return data.plans;
    },
  };
}

export type MembershipsClient = ReturnType<typeof createMembershipsClient>;

const makeMembershipsClient = (ctx: RequestContext) => createMembershipsClient(ctx.http, ctx.shared.content);

/** This request's client, made on first use. */
export const membershipsClient = (ctx: RequestContext) => perRequest(ctx, makeMembershipsClient);
