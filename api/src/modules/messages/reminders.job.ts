import { MESSAGE_ADMIN_MESSAGES, REMINDERS_CRON } from '@gym/domain';
import type { ScheduledJob } from '../../jobs/scheduled-job';
import { runMembershipReminders } from './reminders';

/** Every day at 8:00 in the gym's time zone: the membership reminders due today. */
export const membershipRemindersJob: ScheduledJob = {
  name: 'messages.reminders',
  cron: REMINDERS_CRON,
  runAtStart: false,
  async run(context) {
    return MESSAGE_ADMIN_MESSAGES.remindersRun(await runMembershipReminders(context));
  },
};
