import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../pages/login-page';
import { launchBrowser, newSession } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('route guards', () => {
  it('sends a cliente opening /dashboard/users to /forbidden', async () => {
    const { context, page } = await newSession(browser);
    await new LoginPage(page).signInAs('cliente');
    await page.goto('/dashboard/users');
    await page.waitForURL((url) => url.pathname === '/forbidden');
    expect(new URL(page.url()).pathname).toBe('/forbidden');
    await context.close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const { context, page } = await newSession(browser);
    const response = await page.goto('/no-existe/esta-ruta');
    expect(response?.status()).toBe(200);
    await page
      .getByText(/no encontrada|no existe/i)
      .first()
      .waitFor();
    await context.close();
  });

  it('logs out to /login with the spec message', async () => {
    const { context, page } = await newSession(browser);
    await new LoginPage(page).signInAs('colaborador');
    await page.evaluate(() => window.localStorage.setItem('probe', '1'));
    await page
      .getByRole('button', { name: /cuenta|usuario|menú de usuario/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: /cerrar sesión/i }).click();
    await page.getByText('Sesión cerrada exitosamente').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    const token = await page.evaluate(() => window.localStorage.getItem('gym_auth_token'));
    expect(token).toBeNull();
    await context.close();
  });
});
