import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/index';

export interface Recipient {
  userId: string;
  email: string;
  firstName: string;
}

/** An active account's address and first name, or null (deleted, deactivated, unknown). */
export async function recipientOf(db: Executor, userId: string | null): Promise<Recipient | null> {
  if (!userId) return null;
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      isActive: users.isActive,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || !row.isActive || row.deletedAt) return null;
  return { userId: row.id, email: row.email, firstName: row.firstName };
}

/** Every active admin (who approves expenses). */
export async function activeAdmins(db: Executor): Promise<Recipient[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      isActive: users.isActive,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.role, 'admin'));
  return rows
    .filter((r) => r.isActive && !r.deletedAt)
    .map((r) => ({ userId: r.id, email: r.email, firstName: r.firstName }));
}
