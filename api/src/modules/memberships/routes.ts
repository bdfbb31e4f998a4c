import type { ApiModule } from '../../lib/api-module';
import { membershipAdminRoutes } from './admin.routes';
import { membershipExpiryJob } from './expiry.job';
import { membershipFreezeJob } from './freeze.job';
import { membershipRoutes } from './memberships.routes';
import { planRoutes } from './plans.routes';

/**
 * Memberships (a member's, and their administration by staff with the daily expiry) and the
 * plans they are bought from; the member's weekly slots are the schedule module's.
 */
export const membershipsModule: ApiModule = {
  name: 'memberships',
  routes: [
    { prefix: '/memberships', plugin: membershipRoutes },
    { prefix: '/memberships', plugin: membershipAdminRoutes },
    { prefix: '/gym/membership-plans', plugin: planRoutes },
  ],
  schedules: [membershipExpiryJob, membershipFreezeJob],
};

export { membershipSettlement } from './lifecycle.service';
