import type { AxiosInstance } from 'axios';
import {
  NOTIFICATIONS,
  permissionsForRole,
  USER_MESSAGES,
  USER_QUERY_FIELDS,
  type NotificationSettings,
} from '@gym/domain';
import { restCall } from '../../kernel/http/rest';
import type { CreateUserInput, UpdateUserInput, UsersFilterInput } from './users.input';
import type { FrequentClient, User, UserPage, UserStats } from './users.type';
import { perRequest, type RequestContext } from '../../kernel/graphql/request-context';
import type { RestPagination } from '../common/common.rest';

/** The api's user object (docs/api.md "REST user object"). */
export interface RestUser {
  id: string;
  firstName: string;
  lastName: string;
  fullName?: string;
  email: string;
  phone: string | null;
  role: string;
  profileImage: string | null;
  dateOfBirth: string | null;
  address: string | null;
  city: string | null;
  zipCode: string | null;
  bio: string | null;
  emergencyContact: { name?: string | null; phone?: string | null } | null;
  billingTaxId?: string | null;
  billingName?: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt?: string;
  lastLogin: string | null;
  permissions?: string[];
  preferences?: {
    theme?: string;
    language?: string;
    notifications?: Partial<NotificationSettings>;
  } | null;
}

export interface RestUserList {
  users: RestUser[];
  pagination: RestPagination;
}

export interface RestUserStats {
  total: number;
  active: number;
  inactive: number;
  newThisMonth: number;
  byRole: { admin: number; colaborador: number; cliente: number };
}

export interface RestFrequentClient {
  userId: string;
  user?: RestUser | null;
  visits: number;
  lastVisit: string | null;
}

/** Batches larger than the api's `ids` contract are split, so its ceiling never truncates them. */
export const USERS_BATCH_LIMIT = USER_QUERY_FIELDS.ids.max;

/** Fills what an older or partial api answer may leave out, so non-null GraphQL fields hold. */
export function toUser(rest: RestUser): User {
  const notifications = rest.preferences?.notifications ?? {};
  return {
    id: rest.id,
    firstName: rest.firstName,
    lastName: rest.lastName,
    fullName: rest.fullName ?? `${rest.firstName} ${rest.lastName}`.trim(),
    email: rest.email,
    phone: rest.phone ?? null,
    role: rest.role,
    profileImage: rest.profileImage ?? null,
    dateOfBirth: rest.dateOfBirth ?? null,
    address: rest.address ?? null,
    city: rest.city ?? null,
    zipCode: rest.zipCode ?? null,
    bio: rest.bio ?? null,
    emergencyContact: rest.emergencyContact
      ? { name: rest.emergencyContact.name ?? null, phone: rest.emergencyContact.phone ?? null }
      : null,
    billingTaxId: rest.billingTaxId ?? null,
    billingName: rest.billingName ?? null,
    isActive: rest.isActive,
    createdAt: rest.createdAt,
    lastLogin: rest.lastLogin ?? null,
    permissions: rest.permissions ?? permissionsForRole(rest.role),
    preferences: {
      theme: rest.preferences?.theme ?? 'light',
      language: rest.preferences?.language ?? 'es',
      notifications: { ...NOTIFICATIONS.defaults, ...notifications },
    },
  };
}

export function createUsersClient(http: AxiosInstance) {
  return {
    /** The caller's own profile (GET /auth/profile): who `me` is and what the permission checks read. */
    async profile(): Promise<User> {
      return toUser((await restCall<{ user: RestUser }>(http, { method: 'GET', url: '/auth/profile' })).data.user);
    },

    async list(filter: UsersFilterInput | null | undefined): Promise<UserPage> {
      const envelope = await restCall<RestUserList>(http, {
        method: 'GET',
        url: '/users',
        params: {
          page: filter?.page ?? 1,
          limit: filter?.limit ?? 20,
          search: filter?.search || undefined,
          role: filter?.role || undefined,
          isActive: filter?.isActive ?? undefined,
        },
      });
      return { users: envelope.data.users.map(toUser), pagination: envelope.data.pagination };
    },

    /** One call for many ids; the DataLoader puts the answer back in key order. */
    async byIds(ids: readonly string[]): Promise<RestUser[]> {
      const envelope = await restCall<RestUserList>(http, {
        method: 'GET',
        url: '/users',
        params: { ids: ids.join(','), limit: USERS_BATCH_LIMIT },
      });
      return envelope.data.users;
    },

    async search(q: string, role: string | null | undefined): Promise<User[]> {
      const envelope = await restCall<{ users: RestUser[] }>(http, {
        method: 'GET',
        url: '/users/search',
        params: { q, role: role || undefined },
      });
      return envelope.data.users.map(toUser);
    },

    async stats(): Promise<UserStats> {
      return (await restCall<RestUserStats>(http, { method: 'GET', url: '/users/stats' })).data;
    },

    async frequentDailyClients(days: number, minVisits: number): Promise<FrequentClient[]> {
      const envelope = await restCall<{ clients: RestFrequentClient[] }>(http, {
        method: 'GET',
        url: '/users/frequent-daily-clients',
        params: { days, minVisits },
      });
      return envelope.data.clients.map((client) => ({
        userId: client.userId,
        visits: client.visits,
        lastVisit: client.lastVisit ?? null,
      }));
    },

    async get(id: string): Promise<User> {
      const envelope = await restCall<{ user: RestUser }>(http, {
        method: 'GET',
        url: `/users/${encodeURIComponent(id)}`,
      });
      return toUser(envelope.data.user);
    },

    async create(input: CreateUserInput): Promise<User> {
      const envelope = await restCall<{ user: RestUser }>(http, { method: 'POST', url: '/users', data: { ...input } });
      return toUser(envelope.data.user);
    },

    async update(id: string, input: UpdateUserInput): Promise<User> {
      const envelope = await restCall<{ user: RestUser }>(http, {
        method: 'PATCH',
        url: `/users/${encodeURIComponent(id)}`,
        data: { ...input },
      });
      return toUser(envelope.data.user);
    },

    async remove(id: string): Promise<{ success: boolean; message: string }> {
      const envelope = await restCall<unknown>(http, { method: 'DELETE', url: `/users/${encodeURIComponent(id)}` });
      return { success: envelope.success, message: envelope.message ?? USER_MESSAGES.deleted };
    },
  };
}

export type UsersClient = ReturnType<typeof createUsersClient>;

const makeUsersClient = (ctx: RequestContext) => createUsersClient(ctx.http);

/** This request's client, made on first use. */
export const usersClient = (ctx: RequestContext) => perRequest(ctx, makeUsersClient);
