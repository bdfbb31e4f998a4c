import { CARD_PAYMENT_MESSAGES as M } from '@gym/domain';

/** The part of a Stripe.js error the message depends on. */
export interface StripeJsError {
  type?: string;
  code?: string;
  message?: string;
}

/**
 * What the member reads when Stripe.js refuses a payment: our message for a declined card or a
 * failed 3-D Secure check, Stripe's own (in Spanish, the form's locale) for what the member typed
 * wrong, and a provider problem for anything else.
 */
export function cardErrorMessage(error: StripeJsError): string {
  if (error.code === 'card_declined') return M.cardDeclined;
  if (error.code === 'payment_intent_authentication_failure') return M.authenticationFailed;
  if ((error.type === 'card_error' || error.type === 'validation_error') && error.message) return error.message;
  return M.providerUnavailable;
}
