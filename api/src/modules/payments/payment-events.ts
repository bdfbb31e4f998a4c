import type { PaymentStatus } from '@gym/domain';
import type { Executor } from '../../db/client';
import type { PaymentRow } from '../../db/schema/index';
import { recordEvent } from '../../events/outbox';

/** The event of a payment that left pending (completed, rejected as failed, or cancelled), in its transaction. */
export async function recordPaymentEvent(
  tx: Executor,
  payment: Pick<PaymentRow, 'id' | 'userId' | 'method' | 'amount'>,
  to: Exclude<PaymentStatus, 'pending'>,
  reason: string | null,
): Promise<void> {
  const base = { paymentId: payment.id, userId: payment.userId, method: payment.method };
  if (to === 'completed') await recordEvent(tx, 'payment.completed', { ...base, amount: Number(payment.amount) });
  else if (to === 'failed') await recordEvent(tx, 'payment.rejected', { ...base, reason });
  else await recordEvent(tx, 'payment.cancelled', { ...base, reason });
}
