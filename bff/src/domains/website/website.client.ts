import type { AxiosInstance } from 'axios';
import type { PublicContentCache } from '../../kernel/public-content';
import type { GymPlan } from '../memberships/memberships.type';
import { toGymHoursDay, type RestGymHoursDay } from '../schedule/schedule.client';
import { restShorthands } from '../../kernel/http/rest';
import { createWebsiteConfigClient, toGymConfig, type RestGymConfig } from './website-config.client';
import { createWebsitePromotionsClient } from './website-promotions.client';
import { createWebsiteServicesClient, toService, type RestService } from './website-services.client';
import { createWebsiteStatisticsClient, toStatistic, type RestStatistic } from './website-statistics.client';
import {
  createTestimonialModerationClient,
  toTestimonial,
  type RestTestimonial,
} from './website-testimonial-moderation.client';
import { WEBSITE_KEYS, WEBSITE_TTL } from './website.cache';
import type { LandingContent, Promotion } from './website.type';
import { perRequest, type RequestContext } from '../../kernel/graphql/request-context';

interface RestLanding {
  config: RestGymConfig;
  statistics: RestStatistic[];
  services: RestService[];
  plans: GymPlan[];
  testimonials: RestTestimonial[];
  schedule: RestGymHoursDay[];
  promotions: Promotion[];
}

/**
 * The public website and its administration, one client per section. Public reads go through the
 * content cache; an admin change drops the section it touched and the landing bundle.
 */
export function createWebsiteClient(http: AxiosInstance, content: PublicContentCache) {
  const { get } = restShorthands(http);
  return {
    config: createWebsiteConfigClient(http, content),
    statistics: createWebsiteStatisticsClient(http, content),
    services: createWebsiteServicesClient(http, content),
    testimonials: createTestimonialModerationClient(http, content),
    promotions: createWebsitePromotionsClient(http, content),

    /** Everything the landing page shows, in one api call. */
    landing(): Promise<LandingContent> {
      return content.read(WEBSITE_KEYS.landing, WEBSITE_TTL.landing, async () => {
        const data = await get<RestLanding>('/content/landing');
        return {
          config: toGymConfig(data.config),
          statistics: data.statistics.map(toStatistic),
          services: data.services.map(toService),
          plans: data.plans,
          testimonials: data.testimonials.map(toTestimonial),
          schedule: data.schedule.map(toGymHoursDay),
          promotions: data.promotions,
        };
      });
    },
  };
}

export type WebsiteClient = ReturnType<typeof createWebsiteClient>;

const makeWebsiteClient = (ctx: RequestContext) => createWebsiteClient(ctx.http, ctx.shared.content);

/** This request's client, made on first use. */
export const websiteClient = (ctx: RequestContext) => perRequest(ctx, makeWebsiteClient);
