import { PAYMENTS_ADMIN_TEXTS as T } from './texts';

/** Who paid, as the history and its CSV name them. */
export interface PaymentPayer {
  user?: { firstName: string; lastName: string } | null;
  /** The visitor named at the desk when no client account is linked (a daily pass). */
  payerName?: string | null;
}

/** The client's name; else the visitor named at the desk; else 'Sin cliente'. */
export function payerLabel(payment: PaymentPayer): string {
  if (payment.user) return `${payment.user.firstName} ${payment.user.lastName}`;
  return payment.payerName?.trim() || T.noClient;
}
