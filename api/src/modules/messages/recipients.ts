import { firstNameOf } from '@gym/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/index';

export interface Recipient {
  /** The account, or null for a guest (known only by the order's contact data). */
  userId: string | null;
  email: string;
  firstName: string;
  phone: string | null;
}

const columns = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  phone: users.phone,
  isActive: users.isActive,
  deletedAt: users.deletedAt,
};

const reachable = (row: Recipient & { isActive: boolean; deletedAt: Date | null }) => row.isActive && !row.deletedAt;
const asRecipient = ({ userId, email, firstName, phone }: Recipient): Recipient => ({
  userId,
  email,
  firstName,
  phone,
});

/** A guest who ordered without an account: the order's own e-mail (their phone is not ours to message), or null. */
export function guestRecipient(customer: { name: string; email: string }): Recipient | null {
  if (!customer.email) return null;
  return { userId: null, email: customer.email, firstName: firstNameOf(customer.name), phone: null };
}

/** An active account's address, phone and first name, or null (deleted, deactivated, unknown). */
export async function recipientOf(db: Executor, userId: string | null): Promise<Recipient | null> {
  if (!userId) return null;
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
  return row && reachable(row) ? asRecipient(row) : null;
}

/** Every active admin (who approves expenses). */
export async function activeAdmins(db: Executor): Promise<Recipient[]> {
  const rows = await db.select(columns).from(users).where(eq(users.role, 'admin'));
  return rows.filter(reachable).map(asRecipient);
}
