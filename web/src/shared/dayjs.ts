import { LOCALE } from '@gym/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// One configured dayjs for the whole client: Spanish, and Guatemala time unless told otherwise.
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale(LOCALE.language);
dayjs.tz.setDefault(LOCALE.timeZone);

export { dayjs };

/** An instant as seen in America/Guatemala. */
export function inGymTime(value: string | number | Date): dayjs.Dayjs {
  return dayjs(value).tz(LOCALE.timeZone);
}
