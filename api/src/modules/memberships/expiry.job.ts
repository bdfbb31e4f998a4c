import { MEMBERSHIP_MESSAGES } from '@gym/domain';
import type { ScheduledJob } from '../../jobs/scheduled-job';
import { expireMemberships } from './lifecycle.service';

/**
 * The daily expiry: at every midnight in the gym's time zone, and once when the api starts (a night
 * it was down is caught up). The job queue runs it once per tick however many api processes run,
 * and the run itself would make a second one harmless anyway (each membership expires once).
 */
export const membershipExpiryJob: ScheduledJob = {
  name: 'memberships.expire',
  cron: '0 0 * * *',
  runAtStart: true,
  async run({ db, log }) {
    const result = await expireMemberships(db);
    const summary = MEMBERSHIP_MESSAGES.expiredNow(result.expired.length);
    if (result.expired.length > 0) log.info({ expired: result.expired.length }, summary);
    return summary;
  },
};
