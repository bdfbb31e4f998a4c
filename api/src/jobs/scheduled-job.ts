/**
 * A schedule: work the api does by the clock (cron in the gym's time zone), once per tick however
 * many api processes run. A feature declares it beside its code and lists it in its `ApiModule`.
 */
import type { ScheduledJobName } from '@gym/domain';
import type { JobContext } from '../events/handler';

export interface ScheduledJob {
  readonly name: ScheduledJobName;
  /** Five-field cron, read in the gym's time zone (`LOCALE.timeZone`). */
  readonly cron: string;
  /** Also run once when the api starts (a night it was down is caught up). */
  readonly runAtStart: boolean;
  /** Does the work; answers what it did in Spanish for the health panel ('3 membresías vencidas'). */
  run(context: JobContext): Promise<string>;
}
