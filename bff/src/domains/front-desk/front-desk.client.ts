import type { AxiosInstance } from 'axios';
import { restCall, withoutNullish } from '../../kernel/http/rest';
import { toMembership, type RestMembership } from '../memberships/memberships.client';
import { breakdown, toPayment, type Keyed, type RestPayment } from '../payments/payments.client';
import { toUser, type RestUser } from '../users/users.client';
import type { DailyIncomeInput } from './front-desk.input';
import type {
  ClientCard,
  ClientVisit,
  DailyIncomeResult,
  DeskIncome,
  DeskToday,
  InactiveMembers,
  VisitResult,
  VisitsByTime,
} from './front-desk.type';
import { perRequest, type RequestContext } from '../../kernel/graphql/request-context';

type RestClientCard = Omit<ClientCard, 'client' | 'membership' | 'pendingPayments'> & {
  client: RestUser;
  membership: RestMembership | null;
  pendingPayments: RestPayment[];
};

type RestDeskToday = Omit<DeskToday, 'income'> & { income: Omit<DeskIncome, 'byMethod'> & { byMethod: Keyed } };

export function createFrontDeskClient(http: AxiosInstance) {
  return {
    async clientCard(userId: string): Promise<ClientCard> {
      const { data } = await restCall<RestClientCard>(http, {
        method: 'GET',
        url: `/front-desk/client-card/${encodeURIComponent(userId)}`,
      });
      return {
        ...data,
        client: toUser(data.client),
        membership: data.membership ? toMembership(data.membership) : null,
        pendingPayments: data.pendingPayments.map(toPayment),
      };
    },

    async dailyIncome(input: DailyIncomeInput): Promise<DailyIncomeResult> {
      const { data } = await restCall<{ payment: RestPayment; visitors: number; change: number | null }>(http, {
        method: 'POST',
        url: '/front-desk/daily-income',
        data: withoutNullish({ ...input }),
      });
      return { ...data, payment: toPayment(data.payment) };
    },

    async registerVisit(userId: string): Promise<VisitResult> {
      const { data } = await restCall<{
        visit: VisitResult['visit'];
        alreadyRegistered: boolean;
        membership: RestMembership | null;
      }>(http, { method: 'POST', url: '/front-desk/visits', data: { userId } });
      return { ...data, membership: data.membership ? toMembership(data.membership) : null };
    },

    async today(): Promise<DeskToday> {
      const { data } = await restCall<RestDeskToday>(http, { method: 'GET', url: '/front-desk/today' });
      return { ...data, income: { ...data.income, byMethod: breakdown(data.income.byMethod) } };
    },

    async inactiveMembers(days: number | null | undefined): Promise<InactiveMembers> {
      const { data } = await restCall<InactiveMembers>(http, {
        method: 'GET',
        url: '/front-desk/inactive',
        params: withoutNullish({ days }),
      });
      return data;
    },

    async visitsByTime(startDate: string, endDate: string): Promise<VisitsByTime> {
      const { data } = await restCall<VisitsByTime>(http, {
        method: 'GET',
        url: '/front-desk/visits-by-time',
        params: { startDate, endDate },
      });
      return data;
    },

    async clientVisits(userId: string, limit: number | null | undefined): Promise<ClientVisit[]> {
      const { data } = await restCall<{ visits: ClientVisit[] }>(http, {
        method: 'GET',
        url: `/front-desk/clients/${encodeURIComponent(userId)}/visits`,
        params: withoutNullish({ limit }),
      });
      return data.visits;
    },
  };
}

export type FrontDeskClient = ReturnType<typeof createFrontDeskClient>;

const makeFrontDeskClient = (ctx: RequestContext) => createFrontDeskClient(ctx.http);

/** This request's client, made on first use. */
export const frontDeskClient = (ctx: RequestContext) => perRequest(ctx, makeFrontDeskClient);
