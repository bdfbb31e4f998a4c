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

describe("the member's app (issue 32 item 5)", () => {
  it('installs from the gym’s manifest and shows the membership card with its QR after a reload with no signal', async () => {
    const { context, page } = await newSession(browser, { width: 390, height: 844 });
    await new LoginPage(page).signInAs('cliente');
    const card = page.getByRole('region', { name: 'Mi membresía' });
    await card.getByText(/Quedan \d+ días/).waitFor();
    await page.getByRole('img', { name: 'Código QR de entrada' }).waitFor();

    // The manifest the page links is the bff's, in the gym's configured name.
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await page.request.get(href!)).json()) as { name: string; start_url: string };
    expect(manifest).toMatchObject({ name: 'Gimnasio Demo', start_url: '/dashboard/client' });

    // The service worker is registered once the page is idle, and takes the page over.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });

    await context.setOffline(true);
    await page.reload();
    await card.getByText(/Quedan \d+ días/).waitFor();
    const qr = page.getByRole('img', { name: 'Código QR de entrada' });
    await qr.waitFor();
    expect(await qr.getAttribute('data-code')).toMatch(/^[a-z0-9]+\.\d{6}$/);
    await page.getByText(/^Sin conexión: datos de \d\d:\d\d$/).waitFor();
    await context.setOffline(false);
  });

  it("shows 'Mis pagos' as last loaded when the phone has no signal", async () => {
    const { context, page } = await newSession(browser, { width: 390, height: 844 });
    await new LoginPage(page).signInAs('cliente');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
    await page.goto('/dashboard/client/payments');
    const history = page.getByRole('list', { name: 'Mis pagos' });
    await history.getByRole('listitem').first().waitFor();
    const concepts = await history.getByRole('listitem').getByRole('heading').allTextContents();
    expect(concepts.length).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    await page.getByText(/^Sin conexión: datos de \d\d:\d\d$/).waitFor();
    expect(await history.getByRole('listitem').getByRole('heading').allTextContents()).toEqual(concepts);
    await context.setOffline(false);
    await context.close();
  });
});
