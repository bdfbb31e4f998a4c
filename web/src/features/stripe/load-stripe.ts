import { loadStripe, type Stripe } from '@stripe/stripe-js';

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for a publishable key, fetched from js.stripe.com once per page (Stripe requires its
 * own origin: it is never bundled). Null when it cannot be loaded (offline, blocked).
 */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => null);
    void stripe.then((value) => value ?? loaded.delete(publishableKey));
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}
