import type Stripe from 'stripe';
import type { StripeConfig } from '../../config';

/** How long one call to the provider may take before the member is told to try again. */
const PROVIDER_TIMEOUT_MS = 20_000;

/** The SDK's error class, known once a client exists (no client, no provider error). */
let providerErrorClass: typeof Stripe.errors.StripeError | null = null;

/**
 * The one Stripe SDK client of the api, built from the configuration read at boot. Tests point
 * it at a local server through host, port and protocol (STRIPE_API_HOST/PORT/PROTOCOL).
 */
export async function createStripeClient(config: StripeConfig): Promise<Stripe> {
  // Loaded only when card payments are configured: the SDK is ~4 MB of heap a gym without them never holds.
  const { default: StripeSdk } = await import('stripe');
  providerErrorClass = StripeSdk.errors.StripeError;
  return new StripeSdk(config.secretKey, {
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
    isProviderError(error) && typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
  );
}

export function isProviderError(error: unknown): error is Stripe.errors.StripeError {
  return providerErrorClass !== null && error instanceof providerErrorClass;
}

export type { Stripe };
