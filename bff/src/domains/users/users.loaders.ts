import DataLoader from 'dataloader';
import { toUser, USERS_BATCH_LIMIT, type RestUser, type UsersClient } from './users.client';
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

/** The request's loaders ownerOf reads: the caller's own profile and users by id. */
export interface OwnerLoaders {
  viewer: DataLoader<'me', User>;
  userById: DataLoader<string, RestUser | null>;
}

/**
 * The owner of a record (a membership, a payment): the caller's own profile when it is theirs,
 * since clients cannot list users; otherwise through the batched loader, null when not visible.
 */
export async function ownerOf(ctx: { loaders: OwnerLoaders }, userId: string | null): Promise<User | null> {
  if (!userId) return null;
  const me = await ctx.loaders.viewer.load('me');
  if (me.id === userId) return me;
  try {
    const user = await ctx.loaders.userById.load(userId);
    return user ? toUser(user) : null;
  } catch {
    return null;
  }
}
