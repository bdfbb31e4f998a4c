import { businessDate } from '@gym/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { decodeRow, decodeRows, preparedJsonRow, rowAsJson, rowsAsJson } from '../../db/json-rows';
import {
  gymContentBlocks,
  gymScheduleDays,
  gymServices,
  gymSettings,
  gymSocialMedia,
  gymTimeSlots,
  membershipPlans,
  statistics,
  testimonials,
} from '../../db/schema/index';
import { plansQuery, presentPlan } from '../memberships/plans.service';
import {
  activeSlotsQuery,
  presentWeek,
  scheduleDaysQuery,
  takenPlacesFromJson,
  takenPlacesQuery,
  weekOf,
} from '../schedule/hours.service';
import { presentConfig } from './config.service';
import { blockOf, blocksQuery } from './content-blocks.service';
import { promotionsWithRunningFlag } from './promotions.service';
import { activeServices } from './services.service';
import { settingsQuery } from './settings.service';
import { publicSocial } from './social.service';
import { activeStatistics } from './statistics.service';
import { presentTestimonial, publicTestimonialsQuery } from './testimonial-moderation.service';

/** The landing's parts, each its owner's query, read in one prepared statement (a JSON column each). */
const readLanding = preparedJsonRow('landing', (db) => ({
  settings: rowAsJson(settingsQuery(db)),
  social: rowsAsJson(publicSocial(db)),
  statistics: rowsAsJson(activeStatistics(db)),
  services: rowsAsJson(activeServices(db)),
  plans: rowsAsJson(plansQuery(db)),
  testimonials: rowsAsJson(publicTestimonialsQuery(db, true)),
  days: rowsAsJson(scheduleDaysQuery(db)),
  slots: rowsAsJson(activeSlotsQuery(db)),
  taken: rowsAsJson(takenPlacesQuery(db, { today: sql.placeholder('today') })),
  blocks: rowsAsJson(blocksQuery(db, ['sections', 'promotions', 'landing'])),
}));

/** Everything the public landing page shows, in one call and one SQL statement. */
export async function landingContent(db: Executor, now: Date = new Date()) {
  const row = await readLanding(db, { today: businessDate(now) });
  const blocks = decodeRows(gymContentBlocks, row.blocks);
  const week = weekOf(decodeRows(gymScheduleDays, row.days), decodeRows(gymTimeSlots, row.slots));
  return {
    config: presentConfig(decodeRow(gymSettings, row.settings), decodeRows(gymSocialMedia, row.social)),
    statistics: decodeRows(statistics, row.statistics),
    services: decodeRows(gymServices, row.services),
    plans: decodeRows(membershipPlans, row.plans).map(presentPlan),
    testimonials: decodeRows(testimonials, row.testimonials).map(presentTestimonial),
    schedule: presentWeek(week, takenPlacesFromJson(row.taken)),
    sections: blockOf(blocks, 'sections'),
    promotions: promotionsWithRunningFlag(blockOf(blocks, 'promotions'), now).filter((p) => p.isRunning),
    settings: blockOf(blocks, 'landing'),
  };
}
