import type { ApiModule } from '../../lib/api-module';
import { membershipRoutes } from './memberships.routes';
import { planRoutes } from './plans.routes';

/** Memberships and the plans they are bought from; the member's weekly slots are the schedule module's. */
export const membershipsModule: ApiModule = {
  name: 'memberships',
  routes: [
    { prefix: '/memberships', plugin: membershipRoutes },
    { prefix: '/gym/membership-plans', plugin: planRoutes },
  ],
};
