import type { Executor } from '../../db/client';
import { listPlans } from '../memberships/plans.service';
import { weeklySchedule } from '../schedule/hours.service';
import { getGymConfig } from './config.service';
import { getBlock } from './content-blocks.service';
import { promotions } from './promotions.service';
import { activeServices } from './services.service';
import { activeStatistics } from './statistics.service';
import { publicTestimonials } from './testimonial-moderation.service';

/** Everything the public landing page shows, in one call. */
export async function landingContent(db: Executor, now: Date = new Date()) {
  const [config, statistics, services, plans, testimonials, schedule, sections, promotionList, landing] =
    await Promise.all([
      getGymConfig(db),
      activeStatistics(db),
      activeServices(db),
      listPlans(db),
      publicTestimonials(db, true),
      weeklySchedule(db, now),
      getBlock(db, 'sections'),
      promotions(db, now),
      getBlock(db, 'landing'),
    ]);
  return {
    config,
    statistics,
    services,
    plans,
    testimonials,
    schedule,
    sections,
    promotions: promotionList.filter((p) => p.isRunning),
    settings: landing,
  };
}
