import type { ScheduledJob } from '../../jobs/scheduled-job';
import { runFreezeSchedule } from './freeze.service';

/**
 * The daily freeze run, just after midnight in the gym's time zone (and once at start, to catch up
 * a night the api was down): freezes starting today release their slots, those whose last day was
 * yesterday resume the membership.
 */
export const membershipFreezeJob: ScheduledJob = {
  name: 'memberships.freezes',
  cron: '5 0 * * *',
  runAtStart: true,
  async run({ db, log }) {
    const { started, resumed } = await runFreezeSchedule(db);
    const summary = `${started} congelamientos iniciados, ${resumed} membresías reanudadas`;
    if (started + resumed > 0) log.info({ started, resumed }, summary);
    return summary;
  },
};
