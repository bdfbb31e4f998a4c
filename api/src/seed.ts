import { count } from 'drizzle-orm';
import type { Database } from './db/client';
import { users } from './db/schema/index';
import { seedMemberArea } from './modules/memberships/seed';
import { seedDemoUsers } from './modules/users/seed';
import { seedDemoGym, seedWebsiteContent } from './modules/website/seed';

export { seedStoreCatalogue } from './modules/store/seed';

/**
 * Fills an empty database with the demo gym, accounts and visits, plans and memberships, and the
 * website's content; does nothing when users exist. Each module writes its own demo rows; this is
 * only the order they are written in, in one transaction. (The store's catalogue writes pictures,
 * so it runs apart, once the storage exists: `seedStoreCatalogue`.)
 */
export async function seedDemoData(db: Database, now: Date = new Date()): Promise<boolean> {
  const [existing] = await db.select({ total: count() }).from(users);
  if ((existing?.total ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const { idOf, staffId } = await seedDemoUsers(tx, now);
    await seedDemoGym(tx);
    await seedMemberArea(tx, { idOf, staffId, now });
    await seedWebsiteContent(tx, now);
  });
  return true;
}
