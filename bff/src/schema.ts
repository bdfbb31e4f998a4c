import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from './kernel/graphql/auth-checker';
import { SCHEMA_DIRECTIVES } from './kernel/graphql/cache-control';
import { AuthResolver } from './domains/auth/auth.resolver';
import { ExpensesResolver } from './domains/expenses/expenses.resolver';
import { InventoryResolver } from './domains/inventory/inventory.resolver';
import { MessagesResolver } from './domains/messages/messages.resolver';
import { CashDrawerResolver } from './domains/cash-drawer/cash-drawer.resolver';
import { InvoicesResolver } from './domains/invoices/invoices.resolver';
import { LocalSalesResolver } from './domains/local-sales/local-sales.resolver';
import { FrontDeskResolver } from './domains/front-desk/front-desk.resolver';
import { CheckInsResolver } from './domains/check-ins/check-ins.resolver';
import { HealthResolver } from './domains/health/health.resolver';
import {
  MembershipFieldsResolver,
  MembershipsResolver,
  PaymentPlanResolver,
} from './domains/memberships/memberships.resolver';
import { PaymentFieldsResolver, PaymentsResolver } from './domains/payments/payments.resolver';
import { ReportsResolver } from './domains/reports/reports.resolver';
import { ScheduleResolver } from './domains/schedule/schedule.resolver';
import { OrderManagementResolver } from './domains/order-management/order-management.resolver';
import {
  ManagementProductFieldsResolver,
  StoreManagementResolver,
} from './domains/store-management/store-management.resolver';
import { ProductResolver, StoreResolver } from './domains/store/store.resolver';
import { StripeResolver } from './domains/stripe/stripe.resolver';
import { TestimonialsResolver } from './domains/website/website-testimonials.resolver';
import { FrequentClientResolver, UsersResolver } from './domains/users/users.resolver';
import { WebsiteConfigResolver } from './domains/website/website-config.resolver';
import { WebsitePromotionsResolver } from './domains/website/website-promotions.resolver';
import { WebsiteServicesResolver } from './domains/website/website-services.resolver';
import { WebsiteStatisticsResolver } from './domains/website/website-statistics.resolver';
import { TestimonialModerationResolver } from './domains/website/website-testimonial-moderation.resolver';
import { WebsiteResolver } from './domains/website/website.resolver';
import { validateArgument } from './kernel/graphql/input-guard';

let built: Promise<GraphQLSchema> | undefined;

/** The schema is stateless, so one build serves every app instance in the process. */
export function getSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: [
      AuthResolver,
      UsersResolver,
      FrequentClientResolver,
      HealthResolver,
      WebsiteResolver,
      WebsiteConfigResolver,
      WebsiteStatisticsResolver,
      WebsiteServicesResolver,
      TestimonialModerationResolver,
      WebsitePromotionsResolver,
      StoreResolver,
      ProductResolver,
      StoreManagementResolver,
      ManagementProductFieldsResolver,
      OrderManagementResolver,
      MembershipsResolver,
      MembershipFieldsResolver,
      PaymentPlanResolver,
      ScheduleResolver,
      PaymentsResolver,
      FrontDeskResolver,
      CheckInsResolver,
      PaymentFieldsResolver,
      TestimonialsResolver,
      ExpensesResolver,
      MessagesResolver,
      LocalSalesResolver,
      CashDrawerResolver,
      InvoicesResolver,
      InventoryResolver,
      ReportsResolver,
      StripeResolver,
    ],
    authChecker,
    directives: SCHEMA_DIRECTIVES,
    // class-validator (the `@Contract`s) and then the control-character guard, on every argument.
    validateFn: validateArgument,
  });
  return built;
}

export const SCHEMA_HEADER = `# GENERATED FILE: do not edit. Regenerate with \`npm run schema\` (bff/src/emit-schema.ts),
# which prints the type-graphql classes in bff/src/domains, sorted, so the output is stable.
`;

export async function printSortedSchema(): Promise<string> {
  return `${SCHEMA_HEADER}\n${printSchema(lexicographicSortSchema(await getSchema()))}\n`;
}
