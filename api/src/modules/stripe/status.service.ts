import { cardProviderMode, CURRENCY, roundMoney, type PaymentStatus } from '@gym/domain';
import { count, isNotNull, max, sum } from 'drizzle-orm';
import { cardProviderEvents, payments } from '../../db/schema/index';
import type { CardContext } from './context';

/* Whether card payments work: the provider's health and the staff's summary. */

/** Whether the provider answers (its balance, the cheapest authenticated call), and how fast. */
export async function providerHealth(ctx: CardContext): Promise<{ healthy: boolean; latencyMs: number; mode: string }> {
  const started = Date.now();
  let healthy = true;
  try {
    await ctx.stripe.balance.retrieve();
  } catch (error) {
    ctx.log.warn({ detail: error instanceof Error ? error.message : String(error) }, 'card provider health failed');
    healthy = false;
  }
  return { healthy, latencyMs: Date.now() - started, mode: cardProviderMode(ctx.config.secretKey) };
}

/** The card payments at a glance for staff: mode, the last webhook event, counts and refunds. */
export async function cardStatus(ctx: CardContext) {
  const [events] = await ctx.db
    .select({ last: max(cardProviderEvents.receivedAt), total: count() })
    .from(cardProviderEvents);
  const byStatus = await ctx.db
    .select({
      status: payments.status,
      total: count(),
      amount: sum(payments.amount),
      refunded: sum(payments.refundedAmount),
    })
    .from(payments)
    .where(isNotNull(payments.providerIntentId))
    .groupBy(payments.status);
  const of = (status: PaymentStatus) => byStatus.find((row) => row.status === status);
  return {
    enabled: true,
    mode: cardProviderMode(ctx.config.secretKey),
    currency: CURRENCY.code,
    webhookPath: '/api/stripe/webhook',
    lastEventAt: events?.last ? new Date(events.last).toISOString() : null,
    eventsReceived: events?.total ?? 0,
    pending: of('pending')?.total ?? 0,
    completed: of('completed')?.total ?? 0,
    failed: of('failed')?.total ?? 0,
    cancelled: of('cancelled')?.total ?? 0,
    completedAmount: roundMoney(Number(of('completed')?.amount ?? 0)),
    refundedAmount: roundMoney(byStatus.reduce((total, row) => total + Number(row.refunded ?? 0), 0)),
  };
}
