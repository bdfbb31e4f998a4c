import { CONTENT_CACHE_TTL_MS } from '@gym/domain';
import type { AxiosInstance } from 'axios';
import { GraphQLError } from 'graphql';
import type { MutationResult } from '../common/common.type';
import { restCall } from '../../rest';
import { createGymClient, toGymConfig, type RestGymConfig } from '../gym/gym.client';
import type { GymConfig, GymContact } from '../gym/gym.type';
import { cached, contentCacheFor, type ContentCache } from './content.cache';
import type {
  AdminTestimonialInput,
  GymConfigInput,
  GymContactInput,
  GymHoursDayInput,
  GymPlanInput,
  DisplayOrderInput,
  PromotionInput,
  ServiceInput,
  SocialMediaInput,
  StatisticInput,
} from './content.input';
import type {
  CapacityMetrics,
  GymHoursDay,
  GymPlan,
  GymService,
  LandingContent,
  ModeratedTestimonial,
  Promotion,
  ServiceStats,
  SocialMediaEntry,
  SocialMediaSaveResult,
  Statistic,
  TestimonialStats,
} from './content.type';

/** Plans and the schedule follow the membership services' 5 minutes; the landing bundle the shortest part. */
export const TTL = {
  ...CONTENT_CACHE_TTL_MS,
  plans: 5 * 60_000,
  schedule: 5 * 60_000,
  landing: CONTENT_CACHE_TTL_MS.gymStats,
} as const;

/** Cache keys; an admin change drops the keys it affects (and the landing bundle). */
export const KEYS = {
  config: 'config',
  statistics: 'statistics',
  services: 'services',
  social: 'social',
  plans: 'plans',
  testimonials: 'testimonials',
  schedule: 'schedule',
  promotions: 'promotions',
  landing: 'landing',
} as const;

const ZERO_METRICS: CapacityMetrics = {
  totalCapacity: 0,
  totalReservations: 0,
  averageOccupancy: 0,
  availableSpaces: 0,
  busiestDay: null,
  busiestOccupancy: 0,
  byDay: [],
};

function statusOf(error: unknown): number | undefined {
  if (error instanceof GraphQLError && typeof error.extensions.status === 'number') return error.extensions.status;
  return undefined;
}

/** Runs `primary`; on one of the given statuses answers `fallback()` instead (spec §7 quiet degradation). */
async function withFallback<T>(
  primary: () => Promise<T>,
  statuses: number[],
  fallback: () => Promise<T> | T,
): Promise<T> {
  try {
    return await primary();
  } catch (error) {
    if (statuses.includes(statusOf(error) ?? -1)) return fallback();
    throw error;
  }
}

interface RestStatistic extends Omit<Statistic, 'id'> {
  id: number;
}
interface RestService extends Omit<GymService, 'id'> {
  id: number;
}
interface RestTestimonial extends Omit<ModeratedTestimonial, 'byAdmin'> {
  userId: string | null;
}
interface RestSlot {
  id: number;
  startTime: string;
  endTime: string;
  capacity: number;
  reserved: number;
  label: string | null;
}
interface RestDay extends Omit<GymHoursDay, 'slots'> {
  slots: RestSlot[];
}
interface RestLanding {
  config: RestGymConfig;
  statistics: RestStatistic[];
  services: RestService[];
  plans: GymPlan[];
  testimonials: RestTestimonial[];
  schedule: RestDay[];
  promotions: Promotion[];
}

const toStatistic = (s: RestStatistic): Statistic => ({ ...s, id: String(s.id) });
const toService = (s: RestService): GymService => ({ ...s, id: String(s.id) });
const toTestimonial = (t: RestTestimonial): ModeratedTestimonial => ({
  ...t,
  submittedAt: String(t.submittedAt),
  byAdmin: t.userId === null,
});
const toDay = (d: RestDay): GymHoursDay => ({ ...d, slots: d.slots.map((s) => ({ ...s, id: String(s.id) })) });

function compact<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;
}

/** Strings the api treats as "clear it" stay '' rather than being dropped. */
function nullable<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function createContentClient(
  http: AxiosInstance,
  cache: ContentCache = contentCacheFor(String(http.defaults.baseURL)),
) {
  const get = <T>(url: string) => restCall<T>(http, { method: 'GET', url }).then((r) => r.data);
  const send = <T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, data?: unknown) =>
    // Bodyless actions still send '{}': axios would otherwise label them as form data, which the api refuses.
    restCall<T>(http, { method, url, data: data ?? {} });
  const drop = (...keys: string[]) => cache.invalidate(...keys, KEYS.landing);
  const gymClient = createGymClient(http);

  return {
    cache,

    config(): Promise<GymConfig> {
      return cached(cache, KEYS.config, TTL.gymConfig, () => gymClient.config());
    },

    async updateConfig(input: GymConfigInput): Promise<GymConfig> {
      const { data } = await send<RestGymConfig>('PUT', '/gym/config', nullable(input));
      drop(KEYS.config);
      return toGymConfig(data);
    },

    /** Admin bundle; an older api without it (404) falls back to the public config. */
    configEditor(): Promise<GymConfig> {
      return withFallback(
        async () => toGymConfig(await get<RestGymConfig>('/gym/config/editor')),
        [404],
        () => gymClient.config(),
      );
    },

    contact(): Promise<GymContact> {
      return get<GymContact>('/gym/contact');
    },

    async updateContact(input: GymContactInput): Promise<GymContact> {
      const { data } = await send<GymContact>('PUT', '/gym/contact', nullable(input));
      drop(KEYS.config);
      return data;
    },

    socialMedia(): Promise<SocialMediaEntry[]> {
      return cached(
        cache,
        KEYS.social,
        TTL.gymConfig,
        async () => (await get<{ socialMedia: SocialMediaEntry[] }>('/gym/social-media')).socialMedia,
      );
    },

    /** Admin list; on 404 or 403 the public list (spec §7). */
    allSocialMedia(): Promise<SocialMediaEntry[]> {
      return withFallback(
        async () => (await get<{ socialMedia: SocialMediaEntry[] }>('/gym/social-media/all')).socialMedia,
        [403, 404],
        async () => (await get<{ socialMedia: SocialMediaEntry[] }>('/gym/social-media')).socialMedia,
      );
    },

    async saveSocialMedia(input: SocialMediaInput): Promise<SocialMediaSaveResult> {
      const { data } = await send<SocialMediaEntry & { isNew: boolean }>('POST', '/gym/social-media', compact(input));
      drop(KEYS.social, KEYS.config);
      const { isNew, ...entry } = data;
      return { entry, isNew };
    },

    async toggleSocialMedia(platform: string): Promise<SocialMediaEntry> {
      const { data } = await send<SocialMediaEntry>(
        'PATCH',
        `/gym/social-media/${encodeURIComponent(platform)}/toggle`,
      );
      drop(KEYS.social, KEYS.config);
      return data;
    },

    /** Public counters; on 404 the gym stats (spec §7). */
    activeStatistics(): Promise<Statistic[]> {
      return cached(cache, KEYS.statistics, TTL.gymStats, () =>
        withFallback(
          async () => (await get<{ statistics: RestStatistic[] }>('/statistics/active')).statistics.map(toStatistic),
          [404],
          async () => (await get<{ statistics: RestStatistic[] }>('/gym/stats')).statistics.map(toStatistic),
        ),
      );
    },

    async statistics(): Promise<Statistic[]> {
      return (await get<{ statistics: RestStatistic[] }>('/statistics')).statistics.map(toStatistic);
    },

    async createStatistic(input: StatisticInput): Promise<Statistic> {
      const { data } = await send<RestStatistic>('POST', '/statistics', nullable(input));
      drop(KEYS.statistics);
      return toStatistic(data);
    },

    async updateStatistic(id: string, input: StatisticInput): Promise<Statistic> {
      const { data } = await send<RestStatistic>('PUT', `/statistics/${encodeURIComponent(id)}`, compact(input));
      drop(KEYS.statistics);
      return toStatistic(data);
    },

    async deleteStatistic(id: string): Promise<MutationResult> {
      const response = await send<unknown>('DELETE', `/statistics/${encodeURIComponent(id)}`);
      drop(KEYS.statistics);
      return { success: true, message: response.message ?? '' };
    },

    async toggleStatistic(id: string): Promise<Statistic> {
      const { data } = await send<RestStatistic>('PATCH', `/statistics/${encodeURIComponent(id)}/toggle`);
      drop(KEYS.statistics);
      return toStatistic(data);
    },

    async reorderStatistics(order: DisplayOrderInput[]): Promise<Statistic[]> {
      const { data } = await send<{ statistics: RestStatistic[] }>('PUT', '/statistics/reorder/batch', {
        order: order.map((o) => ({ id: Number(o.id), displayOrder: o.displayOrder })),
      });
      drop(KEYS.statistics);
      return data.statistics.map(toStatistic);
    },

    async seedDefaultStatistics(): Promise<Statistic[]> {
      const { data } = await send<{ statistics: RestStatistic[] }>('POST', '/statistics/seed/defaults');
      drop(KEYS.statistics);
      return data.statistics.map(toStatistic);
    },

    /** Public services; on 404 all services filtered by active (spec §7). */
    activeServices(): Promise<GymService[]> {
      return cached(cache, KEYS.services, TTL.services, () =>
        withFallback(
          async () => (await get<{ services: RestService[] }>('/services/active')).services.map(toService),
          [404],
          async () =>
            (await get<{ services: RestService[] }>('/services')).services.filter((s) => s.isActive).map(toService),
        ),
      );
    },

    async services(): Promise<GymService[]> {
      return (await get<{ services: RestService[] }>('/services')).services.map(toService);
    },

    serviceStats(): Promise<ServiceStats> {
      return get<ServiceStats>('/services/stats');
    },

    async createService(input: ServiceInput): Promise<GymService> {
      const { data } = await send<RestService>('POST', '/services', nullable(input));
      drop(KEYS.services);
      return toService(data);
    },

    async updateService(id: string, input: ServiceInput): Promise<GymService> {
      const { data } = await send<RestService>('PUT', `/services/${encodeURIComponent(id)}`, nullable(input));
      drop(KEYS.services);
      return toService(data);
    },

    async deleteService(id: string): Promise<MutationResult> {
      const response = await send<unknown>('DELETE', `/services/${encodeURIComponent(id)}`);
      drop(KEYS.services);
      return { success: true, message: response.message ?? '' };
    },

    async toggleService(id: string): Promise<GymService> {
      const { data } = await send<RestService>('PATCH', `/services/${encodeURIComponent(id)}/toggle`);
      drop(KEYS.services);
      return toService(data);
    },

    async duplicateService(id: string): Promise<GymService> {
      const { data } = await send<RestService>('POST', `/services/${encodeURIComponent(id)}/duplicate`);
      drop(KEYS.services);
      return toService(data);
    },

    async reorderServices(order: DisplayOrderInput[]): Promise<GymService[]> {
      const { data } = await send<{ services: RestService[] }>('PUT', '/services/reorder', {
        services: order.map((o) => ({ id: Number(o.id), displayOrder: o.displayOrder })),
      });
      drop(KEYS.services);
      return data.services.map(toService);
    },

    async seedDefaultServices(): Promise<GymService[]> {
      const { data } = await send<{ services: RestService[] }>('POST', '/services/seed/defaults');
      drop(KEYS.services);
      return data.services.map(toService);
    },

    plans(): Promise<GymPlan[]> {
      return cached(
        cache,
        KEYS.plans,
        TTL.plans,
        async () => (await get<{ plans: GymPlan[] }>('/gym/membership-plans')).plans,
      );
    },

    async allPlans(): Promise<GymPlan[]> {
      return (await get<{ plans: GymPlan[] }>('/gym/membership-plans/all')).plans;
    },

    async savePlans(plans: GymPlanInput[]): Promise<GymPlan[]> {
      const { data } = await send<{ plans: GymPlan[] }>('PUT', '/gym/membership-plans', {
        plans: plans.map((p) => compact(p)),
      });
      drop(KEYS.plans);
      return data.plans;
    },

    publicTestimonials(): Promise<ModeratedTestimonial[]> {
      return cached(cache, KEYS.testimonials, TTL.testimonials, async () =>
        (await get<{ testimonials: RestTestimonial[] }>('/gym/testimonials')).testimonials.map(toTestimonial),
      );
    },

    async moderationTestimonials(status: 'pending' | 'approved' | null): Promise<ModeratedTestimonial[]> {
      const url =
        status === 'pending'
          ? '/testimonials/pending'
          : status
            ? `/testimonials/all?status=${status}`
            : '/testimonials/all';
      return (await get<{ testimonials: RestTestimonial[] }>(url)).testimonials.map(toTestimonial);
    },

    testimonialStats(): Promise<TestimonialStats> {
      return get<TestimonialStats>('/testimonials/stats');
    },

    async moderate(id: string, action: 'approve' | 'toggle-active' | 'toggle-featured'): Promise<ModeratedTestimonial> {
      const method = action === 'approve' ? 'POST' : 'PATCH';
      const { data } = await send<RestTestimonial>(method, `/testimonials/${encodeURIComponent(id)}/${action}`);
      drop(KEYS.testimonials);
      return toTestimonial(data);
    },

    async deleteTestimonial(id: string): Promise<MutationResult> {
      const response = await send<unknown>('DELETE', `/testimonials/${encodeURIComponent(id)}`);
      drop(KEYS.testimonials);
      return { success: true, message: response.message ?? '' };
    },

    async createAdminTestimonial(input: AdminTestimonialInput): Promise<ModeratedTestimonial> {
      const { data } = await send<RestTestimonial>('POST', '/testimonials/admin/create', compact(input));
      drop(KEYS.testimonials);
      return toTestimonial(data);
    },

    schedule(): Promise<GymHoursDay[]> {
      return cached(cache, KEYS.schedule, TTL.schedule, async () =>
        (await get<{ hours: RestDay[] }>('/gym/schedule')).hours.map(toDay),
      );
    },

    async saveSchedule(days: GymHoursDayInput[]): Promise<GymHoursDay[]> {
      const hours = Object.fromEntries(
        days.map((d) => [
          d.day,
          {
            isOpen: d.isOpen,
            openTime: d.openTime ?? null,
            closeTime: d.closeTime ?? null,
            slots: d.slots.map((s) => ({ ...compact(s), id: s.id ? Number(s.id) : undefined, label: s.label ?? null })),
          },
        ]),
      );
      const { data } = await send<{ hours: RestDay[] }>('PUT', '/gym/config/flexible', {
        section: 'schedule',
        data: { hours },
      });
      drop(KEYS.schedule);
      return data.hours.map(toDay);
    },

    /** On 404 zeroed metrics (spec §7). */
    capacityMetrics(): Promise<CapacityMetrics> {
      return withFallback(
        () => get<CapacityMetrics>('/gym/capacity/metrics'),
        [404],
        () => ZERO_METRICS,
      );
    },

    promotions(): Promise<Promotion[]> {
      return cached(
        cache,
        KEYS.promotions,
        TTL.sectionsContent,
        async () => (await get<{ promotions: Promotion[] }>('/gym/promotions')).promotions,
      );
    },

    async savePromotions(promotions: PromotionInput[]): Promise<Promotion[]> {
      const { data } = await send<{ promotions: Promotion[] }>('PUT', '/gym/promotions', { promotions });
      drop(KEYS.promotions);
      return data.promotions;
    },

    landing(): Promise<LandingContent> {
      return cached(cache, KEYS.landing, TTL.landing, async () => {
        const data = await get<RestLanding>('/content/landing');
        return {
          config: toGymConfig(data.config),
          statistics: data.statistics.map(toStatistic),
          services: data.services.map(toService),
          plans: data.plans,
          testimonials: data.testimonials.map(toTestimonial),
          schedule: data.schedule.map(toDay),
          promotions: data.promotions,
        };
      });
    },
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;
