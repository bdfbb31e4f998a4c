import { startLocalOidcProvider, type LocalOidcProvider } from '@gym/api/test/local-oidc-provider';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { launchBrowser, newSession } from '../support/browser';

// The product runs with GOOGLE_ISSUER pointed at this local provider (support/global-setup.ts).
let browser: Browser;
let provider: LocalOidcProvider;
beforeAll(async () => {
  const google = inject('google');
  provider = await startLocalOidcProvider({
    port: google.port,
    clientSecret: google.clientSecret,
    redirectUris: [google.redirectUri],
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await provider?.close();
});

describe('sign-in with Google (a local OpenID provider)', () => {
  it('a new person lands on the client dashboard, signed in as a new cliente', async () => {
    provider.signInAs({
      sub: 'e2e-1',
      email: `nueva.${Date.now()}@gmail.example`,
      email_verified: true,
      given_name: 'Gabriela',
      family_name: 'Solís',
    });
    const { context, page } = await newSession(browser);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Continuar con Google' }).click();
    await page.waitForURL((url) => url.pathname === ACCOUNTS.cliente.home);
    // The session is kept like a password sign-in's, and the one-time code left no trace in the address.
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('gym_auth_token'),
      history: window.location.hash,
    }));
    expect(stored.token?.split('.')).toHaveLength(3);
    expect(stored.history).toBe('');
    await page.reload();
    await page.waitForURL((url) => url.pathname === ACCOUNTS.cliente.home);
    await context.close();
  });

  it('an unverified Google address is refused in Spanish, with a way back to the login', async () => {
    provider.signInAs({ sub: 'e2e-2', email: 'sin.verificar@gmail.example', email_verified: false });
    const { context, page } = await newSession(browser);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Continuar con Google' }).click();
    await page.getByText('Tu correo de Google no está verificado', { exact: false }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/google-success');
    await page.getByRole('link', { name: 'Volver a iniciar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });

  it("a return without the browser's state cookie is refused", async () => {
    const { context, page } = await newSession(browser);
    await page.goto('/bff/auth/google/callback?code=robado&state=ajeno');
    await page.getByText('no es válida o ya expiró', { exact: false }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('gym_auth_token'))).toBeNull();
    await context.close();
  });
});
