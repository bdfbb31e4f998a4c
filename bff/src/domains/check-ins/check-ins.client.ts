import { CHECK_IN_MESSAGES, CHECK_IN_REFUSALS, type CheckInRefusal } from '@gym/domain';
import axios, { type AxiosInstance } from 'axios';
import { toGraphQLError } from '../../kernel/http/errors';
import { restCall, withoutNullish } from '../../kernel/http/rest';
import { perRequest, type RequestContext } from '../../kernel/graphql/request-context';
import type { CheckInInput } from './check-ins.input';
import type { CheckInOutcome, CheckInSecret, DailyPassCode, EnabledKioskDevice, KioskDevice } from './check-ins.type';

type RestCheckIn = Omit<CheckInOutcome, 'allowed' | 'reason' | 'next'>;

interface RestRefusal {
  code?: unknown;
  message?: unknown;
  data?: { member?: { firstName: string; lastName: string } | null; next?: string };
}

const isRefusal = (code: unknown): code is CheckInRefusal =>
  typeof code === 'string' && (CHECK_IN_REFUSALS as readonly string[]).includes(code);

/** A door refusal (the api's 4xx with its reason) is an answer for the screen, not an error. */
function refusalOf(error: unknown): CheckInOutcome | null {
  if (!axios.isAxiosError(error) || !error.response || error.response.status >= 500) return null;
  const body = (error.response.data ?? {}) as RestRefusal;
  if (!isRefusal(body.code) || typeof body.message !== 'string') return null;
  const member = body.data?.member ?? null;
  return {
    allowed: false,
    reason: body.code,
    message: body.message,
    next: body.data?.next ?? CHECK_IN_MESSAGES.goToDesk,
    kind: null,
    replayed: false,
    member: member ? { id: null, firstName: member.firstName, lastName: member.lastName } : null,
    membership: null,
    visit: null,
    pass: null,
  };
}

export function createCheckInsClient(http: AxiosInstance) {
  return {
    async checkIn(input: CheckInInput): Promise<CheckInOutcome> {
      try {
        const { data } = await http.request<{ data: RestCheckIn }>({
          method: 'POST',
          url: '/check-ins',
          data: withoutNullish({ ...input }),
        });
        return { ...data.data, allowed: true, reason: null, next: null };
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal) return refusal;
        // Anything else (a revoked device, bad input, the api down) goes through the one mapping.
        throw toGraphQLError(error);
      }
    },

    async mySecret(): Promise<CheckInSecret> {
      return (await restCall<CheckInSecret>(http, { method: 'GET', url: '/check-ins/me' })).data;
    },

    async resetSecret(userId: string): Promise<CheckInSecret> {
      return (
        await restCall<CheckInSecret>(http, {
          method: 'POST',
          url: `/check-ins/members/${encodeURIComponent(userId)}/reset-secret`,
          data: {},
        })
      ).data;
    },

    async issuePassCode(paymentId: string): Promise<DailyPassCode> {
      return (await restCall<DailyPassCode>(http, { method: 'POST', url: '/check-ins/passes', data: { paymentId } }))
        .data;
    },

    async devices(): Promise<KioskDevice[]> {
      return (await restCall<{ devices: KioskDevice[] }>(http, { method: 'GET', url: '/check-ins/devices' })).data
        .devices;
    },

    async enableDevice(name: string): Promise<EnabledKioskDevice> {
      return (await restCall<EnabledKioskDevice>(http, { method: 'POST', url: '/check-ins/devices', data: { name } }))
        .data;
    },

    async revokeDevice(id: string): Promise<KioskDevice> {
      return (
        await restCall<{ device: KioskDevice }>(http, {
          method: 'POST',
          url: `/check-ins/devices/${encodeURIComponent(id)}/revoke`,
          data: {},
        })
      ).data.device;
    },
  };
}

export type CheckInsClient = ReturnType<typeof createCheckInsClient>;

const makeCheckInsClient = (ctx: RequestContext) => createCheckInsClient(ctx.http);

/** This request's client, made on first use. */
export const checkInsClient = (ctx: RequestContext) => perRequest(ctx, makeCheckInsClient);
