import type { AxiosInstance } from 'axios';
import { query, restCall, restShorthands, withoutNullish } from '../../kernel/http/rest';
import { toWeekMap } from '../schedule/schedule.input';
import { orderTokenHeaders } from '../store/store.client';
import type { CardPaymentsFilterInput, CardRefundInput, MembershipCardIntentInput } from './stripe.input';
import type {
  CardPayment,
  CardPaymentIntent,
  CardPaymentPage,
  CardIntentResult,
  CardPaymentsConfig,
  CardRefundResult,
} from './stripe.type';
import { perRequest, type RequestContext } from '../../kernel/graphql/request-context';

/** Card payments through Stripe (/api/stripe): the api talks to Stripe; the bff never does. */
export function createStripeClient(http: AxiosInstance) {
  const { get, send } = restShorthands(http);
  const data = async <T>(url: string, body: unknown, headers: Record<string, string> = {}) =>
    (await restCall<T>(http, { method: 'POST', url, data: body ?? {}, headers })).data;
  return {
    config: () => get<CardPaymentsConfig>('/stripe/config'),
    membershipIntent: (input: MembershipCardIntentInput) =>
      data<CardPaymentIntent>(
        '/stripe/create-membership-intent',
        withoutNullish({
          membershipId: input.membershipId,
          planId: input.planId,
          selectedSchedule: input.selectedSchedule ? toWeekMap(input.selectedSchedule) : undefined,
          billing: input.billing,
        }),
      ),
    dailyIntent: () => data<CardPaymentIntent>('/stripe/create-daily-intent', {}),
    storeIntent: (orderId: string, sessionId: string | null | undefined, token: string | null | undefined) =>
      data<CardPaymentIntent>(
        '/stripe/create-store-intent',
        withoutNullish({ orderId, sessionId }),
        orderTokenHeaders(token),
      ),
    confirm: (paymentIntentId: string) => data<CardIntentResult>('/stripe/confirm-payment', { paymentIntentId }),
    cancel: (paymentIntentId: string, reason: string | null | undefined) =>
      data<CardIntentResult>('/stripe/cancel-payment-intent', withoutNullish({ paymentIntentId, reason })),
    async refund(input: CardRefundInput): Promise<CardRefundResult> {
      const response = await send<Omit<CardRefundResult, 'message'>>(
        'POST',
        '/stripe/refund',
        withoutNullish({ ...input }),
      );
      return { ...response.data, message: response.message ?? '' };
    },
    payments: (filter: CardPaymentsFilterInput | null | undefined) =>
      get<{ payments: CardPayment[]; pagination: CardPaymentPage['pagination'] }>(`/stripe/payments${query(filter)}`),
  };
}

const makeStripeClient = (ctx: RequestContext) => createStripeClient(ctx.http);

/** This request's client, made on first use. */
export const stripeClient = (ctx: RequestContext) => perRequest(ctx, makeStripeClient);
