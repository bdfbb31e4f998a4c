import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const STAND_IN = readFileSync(new URL('./stripe-js-stand-in.js', import.meta.url), 'utf8');

/**
 * Stripe in the browser without the internet: Stripe.js is answered by the stand-in and Stripe's
 * API by the local fake Stripe the app itself talks to. The page still checks both against its
 * Content-Security-Policy, as it would the real origins.
 */
export async function routeStripe(page: Page, fakeStripeUrl: string): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: STAND_IN }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${fakeStripeUrl}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}
