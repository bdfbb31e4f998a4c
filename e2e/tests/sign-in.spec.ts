import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../pages/login-page';
import { ACCOUNTS, type DemoRole } from '../support/accounts';
import { launchBrowser, newSession } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('sign-in lands each demo role on its dashboard', () => {
  for (const role of Object.keys(ACCOUNTS) as DemoRole[]) {
    it(`${role} -> ${ACCOUNTS[role].home}`, async () => {
      const { context, page } = await newSession(browser);
      await new LoginPage(page).signInAs(role);
      expect(new URL(page.url()).pathname).toBe(ACCOUNTS[role].home);
      await context.close();
    });
  }

  it('works on a 360 px phone and shows the server message for a wrong password', async () => {
    const { context, page } = await newSession(browser, { width: 360, height: 740 });
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(ACCOUNTS.cliente.email, 'Incorrecta1');
    await page.getByText('Correo o contraseña incorrectos').waitFor();
    await login.signIn(ACCOUNTS.cliente.email, ACCOUNTS.cliente.password);
    await page.waitForURL((url) => url.pathname === ACCOUNTS.cliente.home);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('sends a visitor of a private page to /login and back after signing in', async () => {
    const { context, page } = await newSession(browser);
    await page.goto('/dashboard/profile');
    await page.waitForURL((url) => url.pathname === '/login');
    await new LoginPage(page).signIn(ACCOUNTS.cliente.email, ACCOUNTS.cliente.password);
    await page.waitForURL((url) => url.pathname === '/dashboard/profile');
    await context.close();
  });
});
