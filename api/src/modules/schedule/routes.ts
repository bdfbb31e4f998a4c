import type { ApiModule } from '../../lib/api-module';
import { capacityRoutes } from './capacity.routes';
import { hoursRoutes } from './hours.routes';
import { myScheduleRoutes } from './my-schedule.routes';

/** The gym's weekly hours and slots, their capacity, and each member's reserved slots. */
export const scheduleModule: ApiModule = {
  name: 'schedule',
  routes: [
    { prefix: '/memberships/my-schedule', plugin: myScheduleRoutes },
    { prefix: '/gym/schedule', plugin: hoursRoutes },
    { prefix: '/gym/capacity', plugin: capacityRoutes },
  ],
};
