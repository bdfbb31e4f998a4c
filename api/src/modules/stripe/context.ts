import { CARD_PAYMENT_MESSAGES as M } from '@gym/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { StripeConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import { payments, type PaymentRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { AuthenticatedUser } from '../../types';
import type { PaymentSettlements } from '../payments/settlement';
import { isProviderRefusal, type Stripe } from './client';

/*
 * What the card services share: the context of a call, the one wrapper around calls to the
 * provider, who counts as staff, and a payment found by its provider intent.
 */

/** What every card call needs: the database, the SDK client and what a settled payment tells. */
export interface CardContext {
  db: Database;
  stripe: Stripe;
  config: StripeConfig;
  settlements: PaymentSettlements;
  log: FastifyBaseLogger;
}

/**
 * One call to the provider. Its refusal (4xx) or absence (timeout, 5xx) becomes our Spanish
 * message; what the provider said stays in the log with the request id.
 */
export async function provider<T>(ctx: CardContext, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    ctx.log.warn({ what, detail }, 'card provider call failed');
    if (isProviderRefusal(error)) throw new AppError(409, M.providerRefused);
    throw new AppError(502, M.providerUnavailable);
  }
}

export const isStaff = (actor: Pick<AuthenticatedUser, 'permissions'> | null) =>
  Boolean(actor?.permissions.includes('view_payments'));

/** The payment of a provider intent; `lock` holds its row until the transaction ends. */
export async function paymentByIntent(db: Executor, intentId: string, lock = false): Promise<PaymentRow | undefined> {
  const query = db.select().from(payments).where(eq(payments.providerIntentId, intentId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
