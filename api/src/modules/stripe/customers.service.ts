import { CARD_PAYMENT_MESSAGES as M } from '@gym/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cardProviderCustomers, users } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { AuthenticatedUser } from '../../types';
import { isStaff, provider, type CardContext } from './context';

/* A member's customer at the card provider, where their saved cards live. */

/** The provider's customer of a user, if one was created. */
export async function customerOf(db: Executor, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ customerId: cardProviderCustomers.customerId })
    .from(cardProviderCustomers)
    .where(eq(cardProviderCustomers.userId, userId));
  return row?.customerId ?? null;
}

/** The caller's customer at the provider, created once (its saved cards live there). */
export async function createCustomer(
  ctx: CardContext,
  actor: AuthenticatedUser,
): Promise<{ customerId: string; created: boolean }> {
  const existing = await customerOf(ctx.db, actor.id);
  if (existing) return { customerId: existing, created: false };
  const [user] = await ctx.db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!user) throw new AppError(404, M.customerNotFound);
  const customer = await provider(ctx, 'create customer', () =>
    ctx.stripe.customers.create(
      { email: user.email, name: `${user.firstName} ${user.lastName}`, metadata: { userId: actor.id } },
      { idempotencyKey: `customer-${actor.id}` },
    ),
  );
  const inserted = await ctx.db
    .insert(cardProviderCustomers)
    .values({ userId: actor.id, customerId: customer.id })
    .onConflictDoNothing()
    .returning();
  return { customerId: (await customerOf(ctx.db, actor.id)) ?? customer.id, created: inserted.length > 0 };
}

export interface SavedCardView {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The saved cards of a customer: its own account's, or any for staff. */
export async function paymentMethods(
  ctx: CardContext,
  actor: AuthenticatedUser,
  customerId: string,
): Promise<SavedCardView[]> {
  const [owner] = await ctx.db
    .select({ userId: cardProviderCustomers.userId })
    .from(cardProviderCustomers)
    .where(eq(cardProviderCustomers.customerId, customerId));
  if (!owner || (owner.userId !== actor.id && !isStaff(actor))) throw new AppError(404, M.customerNotFound);
  const list = await provider(ctx, 'list payment methods', () =>
    ctx.stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 20 }),
  );
  return list.data.flatMap((method) =>
    method.card
      ? [
          {
            id: method.id,
            brand: method.card.brand,
            last4: method.card.last4,
            expMonth: method.card.exp_month,
            expYear: method.card.exp_year,
          },
        ]
      : [],
  );
}
