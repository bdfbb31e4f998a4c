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

/** How each domain's api client is made from the caller's axios instance. */
const CLIENT_FACTORIES = {
  auth: (http: AxiosInstance) => createAuthClient(http),
  users: (http: AxiosInstance) => createUsersClient(http),
  health: (http: AxiosInstance) => createHealthClient(http),
  website: (http: AxiosInstance, shared: SharedState) => createWebsiteClient(http, shared.content),
  store: (http: AxiosInstance) => createStoreClient(http),
  storeManagement: (http: AxiosInstance) => createStoreManagementClient(http),
  orderManagement: (http: AxiosInstance) => createOrderManagementClient(http),
  memberships: (http: AxiosInstance, shared: SharedState) => createMembershipsClient(http, shared.content),
  schedule: (http: AxiosInstance, shared: SharedState) => createScheduleClient(http, shared.content),
  payments: (http: AxiosInstance) => createPaymentsClient(http),
  frontDesk: (http: AxiosInstance) => createFrontDeskClient(http),
  testimonials: (http: AxiosInstance) => createTestimonialsClient(http),
  expenses: (http: AxiosInstance) => createExpensesClient(http),
  reports: (http: AxiosInstance) => createReportsClient(http),
  localSales: (http: AxiosInstance) => createLocalSalesClient(http),
  inventory: (http: AxiosInstance) => createInventoryClient(http),
  stripe: (http: AxiosInstance) => createStripeClient(http),
};

export type ApiClients = { [K in keyof typeof CLIENT_FACTORIES]: ReturnType<(typeof CLIENT_FACTORIES)[K]> };

/** One caller's clients, each made the first time a resolver reaches for it (a request uses one or two). */
class LazyApiClients {
  made: Partial<ApiClients> = {};
  constructor(
    readonly http: AxiosInstance,
    readonly shared: SharedState,
  ) {}
}
for (const name of Object.keys(CLIENT_FACTORIES) as (keyof ApiClients)[]) {
  Object.defineProperty(LazyApiClients.prototype, name, {
    get(this: LazyApiClients) {
      return (this.made[name] ??= CLIENT_FACTORIES[name](this.http, this.shared) as never);
    },
  });
}

export function createApiClients(http: AxiosInstance, shared: SharedState): ApiClients {
  return new LazyApiClients(http, shared) as unknown as ApiClients;
}

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
 * They are getters of the class, not of the object: Apollo copies the context's own properties
 * into a fresh object for every operation, which would call getters kept on the object itself.
 */
class RequestContext implements GraphQLContext {
  token: string | null;
  requestId: string;
  ip: string;
  made: { http?: AxiosInstance; api?: ApiClients; loaders?: GraphQLContext['loaders'] } = {};

  constructor(
    readonly connection: ApiConnection,
    caller: Caller,
    readonly shared: SharedState,
  ) {
    this.token = caller.token;
    this.requestId = caller.requestId;
    this.ip = caller.ip;
  }

  get http(): AxiosInstance {
    return (this.made.http ??= createApiHttp(this.connection, this));
  }

  get api(): ApiClients {
    return (this.made.api ??= createApiClients(this.http, this.shared));
  }

  get loaders(): GraphQLContext['loaders'] {
    return (this.made.loaders ??= createLoaders(this.api));
  }
}

export function createContext(connection: ApiConnection, caller: Caller, shared: SharedState): GraphQLContext {
  return new RequestContext(connection, caller, shared);
}
