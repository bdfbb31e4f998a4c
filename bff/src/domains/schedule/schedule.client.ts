import axios, { type AxiosInstance } from 'axios';
import type { PublicContentCache } from '../../kernel/public-content';
import { toGraphQLError } from '../../kernel/http/errors';
import { restCall, restShorthands, withFallback, withoutNullish } from '../../kernel/http/rest';
import { toWeekMap, type GymHoursDayInput, type ScheduleChangeInput } from './schedule.input';
import type {
  CapacityMetrics,
  DayOptions,
  GymHoursDay,
  MySchedule,
  SchedulePreview,
  ScheduleChangeResult,
  ScheduleStats,
  UnavailableSlot,
} from './schedule.type';
import { perRequest, type RequestContext } from '../../kernel/graphql/request-context';

/** The weekly hours on the website: cached like the membership services, 5 minutes. */
export const GYM_HOURS_CACHE = { key: 'schedule', ttlMs: 5 * 60_000 } as const;

const ZERO_METRICS: CapacityMetrics = {
  totalCapacity: 0,
  totalReservations: 0,
  averageOccupancy: 0,
  availableSpaces: 0,
  busiestDay: null,
  busiestOccupancy: 0,
  byDay: [],
};

interface RestGymHoursSlot {
  id: number;
  startTime: string;
  endTime: string;
  capacity: number;
  reserved: number;
  label: string | null;
}

export interface RestGymHoursDay extends Omit<GymHoursDay, 'slots'> {
  slots: RestGymHoursSlot[];
}

export const toGymHoursDay = (d: RestGymHoursDay): GymHoursDay => ({
  ...d,
  slots: d.slots.map((s) => ({ ...s, id: String(s.id) })),
});

interface RestUnavailable {
  success: false;
  message: string;
  unavailableSlots: UnavailableSlot[];
}

/** A 409 with unavailableSlots is an answer the member must see, not a failure. */
export function unavailableFrom(error: unknown): RestUnavailable | null {
  if (!axios.isAxiosError(error) || error.response?.status !== 409) return null;
  const body = error.response.data as Partial<RestUnavailable> | undefined;
  return body && Array.isArray(body.unavailableSlots)
    ? { success: false, message: String(body.message ?? ''), unavailableSlots: body.unavailableSlots }
    : null;
}

export function createScheduleClient(http: AxiosInstance, content: PublicContentCache) {
  const { get, send } = restShorthands(http);
  return {
    async mine(): Promise<MySchedule> {
      return (await restCall<MySchedule>(http, { method: 'GET', url: '/memberships/my-schedule' })).data;
    },

    async options(day: string | null | undefined): Promise<DayOptions[]> {
      const envelope = await restCall<{ days: DayOptions[] }>(http, {
        method: 'GET',
        url: '/memberships/my-schedule/available-options',
        params: { day: day || undefined },
      });
      return envelope.data.days;
    },

    async preview(input: ScheduleChangeInput): Promise<SchedulePreview> {
      const envelope = await restCall<SchedulePreview>(http, {
        method: 'POST',
        url: '/memberships/my-schedule/preview-change',
        data: { changes: toWeekMap(input.changes), replaceAll: input.replaceAll ?? false },
      });
      return envelope.data;
    },

    async change(input: ScheduleChangeInput): Promise<ScheduleChangeResult> {
      try {
        const response = await http.post<{ data: MySchedule & { changeType: string }; message?: string }>(
          '/memberships/my-schedule/change',
          { changes: toWeekMap(input.changes), replaceAll: input.replaceAll ?? false },
        );
        const { changeType, ...schedule } = response.data.data;
        return { success: true, message: response.data.message ?? '', changeType, schedule, unavailableSlots: [] };
      } catch (error) {
        const unavailable = unavailableFrom(error);
        if (unavailable) return { ...unavailable, changeType: null, schedule: null };
        throw toGraphQLError(error);
      }
    },

    async cancel(day: string, slotId: number): Promise<MySchedule> {
      const envelope = await restCall<MySchedule>(http, {
        method: 'DELETE',
        url: `/memberships/my-schedule/${encodeURIComponent(day)}/${encodeURIComponent(String(slotId))}`,
      });
      return envelope.data;
    },

    async stats(): Promise<ScheduleStats> {
      return (await restCall<ScheduleStats>(http, { method: 'GET', url: '/memberships/my-schedule/stats' })).data;
    },

    /** The gym's opening hours and class slots of the week, as the website shows them. */
    gymHours(): Promise<GymHoursDay[]> {
      return content.read(GYM_HOURS_CACHE.key, GYM_HOURS_CACHE.ttlMs, async () =>
        (await get<{ hours: RestGymHoursDay[] }>('/gym/schedule')).hours.map(toGymHoursDay),
      );
    },

    async saveGymHours(days: GymHoursDayInput[]): Promise<GymHoursDay[]> {
      const hours = Object.fromEntries(
        days.map((d) => [
          d.day,
          {
            isOpen: d.isOpen,
            openTime: d.openTime ?? null,
            closeTime: d.closeTime ?? null,
            slots: d.slots.map((s) => ({
              ...withoutNullish(s),
              id: s.id ? Number(s.id) : undefined,
              label: s.label ?? null,
            })),
          },
        ]),
      );
      const { data } = await send<{ hours: RestGymHoursDay[] }>('PUT', '/gym/config/flexible', {
        section: 'schedule',
        data: { hours },
      });
      content.changed(GYM_HOURS_CACHE.key);
      return data.hours.map(toGymHoursDay);
    },

    /** Occupancy of the week's slots; on 404 zeroed metrics (spec §7). */
    capacityMetrics(): Promise<CapacityMetrics> {
      return withFallback(
        () => get<CapacityMetrics>('/gym/capacity/metrics'),
        [404],
        () => ZERO_METRICS,
      );
    },
  };
}

export type ScheduleClient = ReturnType<typeof createScheduleClient>;

const makeScheduleClient = (ctx: RequestContext) => createScheduleClient(ctx.http, ctx.shared.content);

/** This request's client, made on first use. */
export const scheduleClient = (ctx: RequestContext) => perRequest(ctx, makeScheduleClient);
