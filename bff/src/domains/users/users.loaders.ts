import DataLoader from 'dataloader';
import { USERS_BATCH_LIMIT, type RestUser, type UsersClient } from './users.client';

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
