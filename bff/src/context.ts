import { randomUUID } from 'node:crypto';
import { parseBearerToken, saneRequestId } from '@gym/domain';
import axios, { type AxiosInstance } from 'axios';
import DataLoader from 'dataloader';
import type { FastifyRequest } from 'fastify';
import { createAuthClient } from './domains/auth/auth.client';
import type { PublicContentCache } from './domains/common/public-content';
import { createHealthClient } from './domains/health/health.client';
import { createMembershipsClient } from './domains/memberships/memberships.client';
import { createPlanByIdLoader } from './domains/memberships/memberships.loaders';
import { createExpensesClient } from './domains/expenses/expenses.client';
import { createInventoryClient } from './domains/inventory/inventory.client';
import { createLocalSalesClient } from './domains/local-sales/local-sales.client';
import { createReportsClient } from './domains/reports/reports.client';
import { createFrontDeskClient } from './domains/front-desk/front-desk.client';
import { createPaymentsClient } from './domains/payments/payments.client';
import { createScheduleClient } from './domains/schedule/schedule.client';
import { createOrderManagementClient } from './domains/order-management/order-management.client';
import { createStoreManagementClient } from './domains/store-management/store-management.client';
import { createStoreClient } from './domains/store/store.client';
import { createStripeClient } from './domains/stripe/stripe.client';
import { createBrandLoader, createCategoryLoader } from './domains/store/store.loaders';
import { createTestimonialsClient } from './domains/website/website-testimonials.client';
import { createUsersClient } from './domains/users/users.client';
import { createUserByIdLoader } from './domains/users/users.loaders';
import type { User } from './domains/users/users.type';
import { createWebsiteClient } from './domains/website/website.client';

export const DEFAULT_API_TIMEOUT_MS = 30_000;

export interface ApiConnection {
  apiUrl: string;
  timeoutMs?: number;
}

/** What lives as long as the app and is shared by every request. */
export interface SharedState {
  /** Public website content (website, plans, weekly hours), the same for every caller. */
  content: PublicContentCache;
}

export interface Caller {
  token: string | null;
  requestId: string;
  ip: string;
}

export function createApiClients(http: AxiosInstance, shared: SharedState) {
  return {
    auth: createAuthClient(http),
    users: createUsersClient(http),
    health: createHealthClient(http),
    website: createWebsiteClient(http, shared.content),
    store: createStoreClient(http),
    storeManagement: createStoreManagementClient(http),
    orderManagement: createOrderManagementClient(http),
    memberships: createMembershipsClient(http, shared.content),
    schedule: createScheduleClient(http, shared.content),
    payments: createPaymentsClient(http),
    frontDesk: createFrontDeskClient(http),
    testimonials: createTestimonialsClient(http),
    expenses: createExpensesClient(http),
    reports: createReportsClient(http),
    localSales: createLocalSalesClient(http),
    inventory: createInventoryClient(http),
    stripe: createStripeClient(http),
  };
}

export type ApiClients = ReturnType<typeof createApiClients>;

export interface GraphQLContext extends Caller {
  http: AxiosInstance;
  api: ApiClients;
  loaders: {
    userById: ReturnType<typeof createUserByIdLoader>;
    /** The caller's own profile, fetched at most once per request (`me` and role checks share it). */
    viewer: DataLoader<'me', User>;
    categoryById: ReturnType<typeof createCategoryLoader>;
    brandById: ReturnType<typeof createBrandLoader>;
    planById: ReturnType<typeof createPlanByIdLoader>;
  };
}

/** The caller's `x-request-id` when it is sane, else a new UUID: one id for the bff's and the api's logs. */
export function requestIdFrom(headers: { [name: string]: string | string[] | undefined }): string {
  return saneRequestId(headers['x-request-id']) ?? randomUUID();
}

export function callerFromRequest(request: FastifyRequest): Caller {
  return { token: parseBearerToken(request.headers.authorization), requestId: request.id, ip: request.ip };
}

/** The api's REST root as every client of this bff calls it (caches are kept per api). */
export function apiBaseUrl(connection: ApiConnection): string {
  return `${connection.apiUrl.replace(/\/+$/, '')}/api`;
}

/** An axios instance for one caller: its token, request id and IP travel with every api call. */
export function createApiHttp(connection: ApiConnection, caller: Caller): AxiosInstance {
  const headers: Record<string, string> = {
    'x-request-id': caller.requestId,
    'x-forwarded-for': caller.ip,
  };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  return axios.create({
    baseURL: apiBaseUrl(connection),
    timeout: connection.timeoutMs ?? DEFAULT_API_TIMEOUT_MS,
    headers,
    // Connections to the api are reused: node's global agent keeps them alive (node >= 19).
    // The api never redirects: without redirects axios calls node's http directly instead of
    // going through its redirect-following wrapper on every call.
    maxRedirects: 0,
  });
}

function createLoaders(api: ApiClients): GraphQLContext['loaders'] {
  return {
    userById: createUserByIdLoader(api.users),
    viewer: new DataLoader<'me', User>(async (keys) => {
      const me = await api.auth.profile();
      return keys.map(() => me);
    }),
    categoryById: createCategoryLoader(api.store),
    brandById: createBrandLoader(api.store),
    planById: createPlanByIdLoader(api.memberships),
  };
}

/**
 * Built for every GraphQL request: loaders are never shared, so one caller's data never reaches
 * another. The axios instance, the clients and the loaders are made on first use: a request that
 * the response cache answers, or one that reads a single client, builds only what it touches.
 */
export function createContext(connection: ApiConnection, caller: Caller, shared: SharedState): GraphQLContext {
  let http: AxiosInstance | undefined;
  let api: ApiClients | undefined;
  let loaders: GraphQLContext['loaders'] | undefined;
  return {
    ...caller,
    get http() {
      return (http ??= createApiHttp(connection, caller));
    },
    get api() {
      return (api ??= createApiClients(this.http, shared));
    },
    get loaders() {
      return (loaders ??= createLoaders(this.api));
    },
  };
}
