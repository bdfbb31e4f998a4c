import DataLoader from 'dataloader';
import { perRequest, type RequestContext } from '../../kernel/graphql/request-context';
import { toUser, USERS_BATCH_LIMIT, usersClient, type RestUser, type UsersClient } from './users.client';
import type { User } from './users.type';

/** Per-request loader of users by id: one `GET /users?ids=` per tick, answers in key order, null when missing. */
export function createUserByIdLoader(users: UsersClient): DataLoader<string, RestUser | null> {
  return new DataLoader<string, RestUser | null>(
    async (ids) => {
      const found = await users.byIds(ids);
      const byId = new Map(found.map((user) => [user.id, user]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: USERS_BATCH_LIMIT },
  );
}

const makeUserByIdLoader = (ctx: RequestContext) => createUserByIdLoader(usersClient(ctx));

/** This request's loader of users by id. */
export const userByIdLoader = (ctx: RequestContext) => perRequest(ctx, makeUserByIdLoader);

/** Per-request loader of the caller's own profile: `me` and the role checks share one `GET /auth/profile`. */
export function createViewerLoader(users: UsersClient): DataLoader<'me', User> {
  return new DataLoader<'me', User>(async (keys) => {
    const me = await users.profile();
    return keys.map(() => me);
  });
}

const makeViewerLoader = (ctx: RequestContext) => createViewerLoader(usersClient(ctx));

/** This request's loader of the caller's own profile (the root hands it to the kernel's authChecker too). */
export const viewerLoader = (ctx: RequestContext) => perRequest(ctx, makeViewerLoader);

/**
 * The owner of a record (a membership, a payment): the caller's own profile when it is theirs,
 * since clients cannot list users; otherwise through the batched loader, null when not visible.
 */
export async function ownerOf(ctx: RequestContext, userId: string | null): Promise<User | null> {
  if (!userId) return null;
  const me = await viewerLoader(ctx).load('me');
  if (me.id === userId) return me;
  try {
    const user = await userByIdLoader(ctx).load(userId);
    return user ? toUser(user) : null;
  } catch {
    return null;
  }
}
