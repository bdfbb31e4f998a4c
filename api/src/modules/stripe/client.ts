import Stripe from 'stripe';
import type { StripeConfig } from '../../config';

/** How long one call to the provider may take before the member is told to try again. */
const PROVIDER_TIMEOUT_MS = 20_000;

/**
 * The one Stripe SDK client of the api, built from the configuration read at boot. Tests point
 * it at a local server through host, port and protocol (STRIPE_API_HOST/PORT/PROTOCOL).
 */
export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    ...config.api,
    timeout: PROVIDER_TIMEOUT_MS,
    // The SDK retries with the same idempotency key, so a retried create never charges twice.
    maxNetworkRetries: 1,
    telemetry: false,
    appInfo: { name: 'gym-api' },
  });
}

/** The provider refused (4xx): its message stays in the log; the member sees ours. */
export function isProviderRefusal(error: unknown): error is Stripe.errors.StripeError {
  return (
    error instanceof Stripe.errors.StripeError &&
    typeof error.statusCode === 'number' &&
    error.statusCode >= 400 &&
    error.statusCode < 500
  );
}

export function isProviderError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

export type { Stripe };
