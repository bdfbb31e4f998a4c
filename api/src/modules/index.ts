import type { ApiModule } from '../lib/api-module';
import type { LoginAttemptStore } from './auth/login-attempts';
import { authModule } from './auth/routes';
import { healthModule } from './health/routes';
import { membershipsModule } from './memberships/routes';
import { paymentsModule } from './payments/routes';
import { scheduleModule } from './schedule/routes';
import { storeModule } from './store/routes';
import { usersModule } from './users/routes';
import { websiteModule } from './website/routes';

/** Every domain module the api mounts under /api, each with the prefixes it owns. */
export function apiModules(options: { loginAttempts?: LoginAttemptStore } = {}): ApiModule[] {
  return [
    healthModule,
    authModule(options.loginAttempts),
    usersModule,
    websiteModule,
    storeModule,
    membershipsModule,
    scheduleModule,
    paymentsModule,
  ];
}
