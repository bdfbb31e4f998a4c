import type { ApiModule } from '../lib/api-module';
import type { LoginAttemptStore } from './auth/login-attempts';
import { authModule } from './auth/routes';
import { cashDrawerModule } from './cash-drawer/routes';
import { checkInsModule } from './check-ins/routes';
import { expensesModule } from './expenses/routes';
import { frontDeskModule } from './front-desk/routes';
import { healthModule } from './health/routes';
import { inventoryModule } from './inventory/routes';
import { invoicesModule } from './invoices/routes';
import { localSalesModule } from './local-sales/routes';
import { membershipSettlement, membershipsModule } from './memberships/routes';
import { messagesModule } from './messages/routes';
import { orderManagementModule } from './order-management/routes';
import { paymentsModule } from './payments/routes';
import { reportsModule } from './reports/routes';
import { scheduleModule } from './schedule/routes';
import { orderSettlement } from './store/order-payment.service';
import { storeModule } from './store/routes';
import { stripeModule } from './stripe/routes';
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
    localSalesModule,
    inventoryModule,
    membershipsModule,
    scheduleModule,
    // A settled payment activates its membership or confirms its order; the two modules hand
    // their part to payments here, so payments imports neither of them.
    paymentsModule({ membership: membershipSettlement, order: orderSettlement }),
    // Card payments settle through the same two, when Stripe confirms the money.
    stripeModule({ membership: membershipSettlement, order: orderSettlement }),
    frontDeskModule,
    checkInsModule,
    cashDrawerModule,
    expensesModule,
    orderManagementModule,
    reportsModule,
    messagesModule,
    invoicesModule,
  ];
}
