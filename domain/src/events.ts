/**
 * The business events other parts of the product react to (a message to a member, an invoice, a
 * sound at the door). Each names the records it concerns by id; a handler reads what else it needs.
 * The api records one in the same transaction as the change (a transactional outbox), so a change
 * that rolls back announces nothing.
 */
export interface DomainEventPayloads {
  'membership.activated': { membershipId: string; userId: string; paymentId: string | null };
  'membership.cancelled': { membershipId: string; userId: string; reason: string | null };
  'membership.expired': { membershipId: string; userId: string };
  'payment.completed': { paymentId: string; userId: string | null; method: string; amount: number };
  'payment.rejected': { paymentId: string; userId: string | null; method: string; reason: string | null };
  'payment.cancelled': { paymentId: string; userId: string | null; method: string; reason: string | null };
  'order.created': { orderId: string; status: string };
  'order.status_changed': { orderId: string; from: string; to: string };
  'local_sale.created': { saleId: string; sellerId: string; status: string };
  'local_sale.cancelled': { saleId: string; sellerId: string | null; reason: string | null };
  'expense.generated': { expenseId: string; parentId: string; date: string };
  /** An expense recorded by hand that waits for an admin's approval. */
  'expense.submitted': { expenseId: string };
  /** Someone created their own account (registration, or a first sign-in with Google). */
  'user.registered': { userId: string };
  /** A message written and waiting to be sent (modules/messages): its delivery is a handler too. */
  'message.queued': { messageId: string };
}

export type DomainEventType = keyof DomainEventPayloads;

/**
 * How a handler's failure is retried before its delivery is set aside (a dead letter staff can see
 * in the system health panel): a few attempts, each waiting longer (pg-boss's backoff doubles the
 * delay), so a provider that is down for minutes does not lose the message.
 */
export const EVENT_DELIVERY_RETRY = { limit: 5, delaySeconds: 5 } as const;

/** The schedules the api runs, cron in the gym's time zone. */
export const SCHEDULED_JOB_NAMES = ['memberships.expire', 'expenses.recurring', 'messages.reminders'] as const;
export type ScheduledJobName = (typeof SCHEDULED_JOB_NAMES)[number];

/** How the admin's health panel names each schedule. */
export const SCHEDULED_JOB_LABELS: Record<ScheduledJobName, string> = {
  'memberships.expire': 'Vencimiento de membresías',
  'expenses.recurring': 'Gastos recurrentes',
  'messages.reminders': 'Recordatorios de membresía',
};
