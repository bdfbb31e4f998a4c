import axios, { type AxiosInstance } from 'axios';
import { toGraphQLError } from '../../errors';
import { restCall } from '../../rest';
import { toWeekMap, type ScheduleChangeInput } from './schedule.input';
import type {
  DayOptions,
  MySchedule,
  SchedulePreview,
  ScheduleChangeResult,
  ScheduleStats,
  UnavailableSlot,
} from './schedule.type';

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

export function createScheduleClient(http: AxiosInstance) {
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
  };
}

export type ScheduleClient = ReturnType<typeof createScheduleClient>;
