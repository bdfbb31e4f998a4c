import { EXPENSE_MESSAGES } from '@gym/domain';
import type { ScheduledJob } from '../../jobs/scheduled-job';
import { processRecurring } from './service';

/**
 * Recurring expenses generate their due occurrences every night a little after midnight in the
 * gym's time zone (after the membership expiry), and once when the api starts. A run that meets an
 * occurrence already created (by an admin's "Procesar" or another run) creates nothing for it.
 */
export const recurringExpensesJob: ScheduledJob = {
  name: 'expenses.recurring',
  cron: '5 0 * * *',
  runAtStart: true,
  async run({ db }) {
    const created = await processRecurring(db, null);
    return EXPENSE_MESSAGES.recurringProcessedCount(created.length);
  },
};
