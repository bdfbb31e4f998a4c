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
  /** Staff froze a membership (membership_freezes row `freezeId`); its end date moved. */
  'membership.frozen': { membershipId: string; userId: string; freezeId: string };
  /** A freeze ended: by the daily job after its last day, or early by staff (`early`). */
  'membership.unfrozen': { membershipId: string; userId: string; freezeId: string; early: boolean };
  'payment.completed': { paymentId: string; userId: string | null; method: string; amount: number };
  'payment.rejected': { paymentId: string; userId: string | null; method: string; reason: string | null };
  'payment.cancelled': { paymentId: string; userId: string | null; method: string; reason: string | null };
  /**
   * A member sent a new proof on a transfer staff had rejected: the payment is pending again, back
   * in the staff's transfer queue; `notHeldSlots` counts the held slots that were full by then.
   */
  'payment.proof_resubmitted': {
    paymentId: string;
    userId: string | null;
    method: string;
    previousReason: string | null;
    notHeldSlots: number;
  };
  /**
   * Money given back on a completed payment (a card refund, or an order refunded with it):
   * `amount` this time, `refundedTotal` all refunds so far (payments.refunded_amount).
   */
  'payment.refunded': { paymentId: string; amount: number; refundedTotal: number; reason: string | null };
  'order.created': { orderId: string; status: string };
  'order.status_changed': { orderId: string; from: string; to: string };
  'local_sale.created': { saleId: string; sellerId: string; status: string };
  /** A counter sale is paid: a cash sale at once, a transfer sale when staff confirm the transfer. */
  'local_sale.completed': { saleId: string };
  'local_sale.cancelled': { saleId: string; sellerId: string | null; reason: string | null };
  'expense.generated': { expenseId: string; parentId: string; date: string };
  /** An expense recorded by hand that waits for an admin's approval. */
  'expense.submitted': { expenseId: string };
  /** Someone created their own account (registration, or a first sign-in with Google). */
  'user.registered': { userId: string };
  /** Staff asked to certify again an invoice that stayed 'Factura pendiente' (modules/invoices). */
  'invoice.retry_requested': { invoiceId: string };
  /** SAT certified a sale's invoice or credit note: the buyer gets its PDF by e-mail. */
  'invoice.certified': { invoiceId: string };
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
export const SCHEDULED_JOB_NAMES = [
  'memberships.expire',
  'memberships.freezes',
  'expenses.recurring',
  'messages.reminders',
  'idempotency.cleanup',
] as const;
export type ScheduledJobName = (typeof SCHEDULED_JOB_NAMES)[number];

/** How the admin's health panel names each schedule. */
export const SCHEDULED_JOB_LABELS: Record<ScheduledJobName, string> = {
  'memberships.expire': 'Vencimiento de membresías',
  'memberships.freezes': 'Congelamientos de membresías',
  'expenses.recurring': 'Gastos recurrentes',
  'messages.reminders': 'Recordatorios de membresía',
  'idempotency.cleanup': 'Limpieza de claves de idempotencia',
};
