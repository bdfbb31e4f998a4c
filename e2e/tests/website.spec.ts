import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../pages/login-page';
import { StorePage } from '../pages/store-page';
import { LandingPageObject, PromotionsAdminTab, WebsiteAdminPage } from '../pages/website-page';
import { DASHBOARD_CHUNK, INITIAL_JS_BUDGET_KIB, gzippedBytes, webDist } from '../../bench/initial-js';
import { launchBrowser, newSession } from '../support/browser';
import { EAGER_COMPILE_HINT } from '../../web/build/first-screen';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('public website managed by the admin', () => {
  it('renders the landing page on a 375 px phone without horizontal scroll', async () => {
    const { context, page } = await newSession(browser, { width: 375, height: 812 });
    const landing = new LandingPageObject(page);
    await landing.open();
    for (const section of ['Nuestros servicios', 'Lo que dicen nuestros miembros', 'Horarios', 'Visítanos']) {
      await page.getByRole('heading', { name: section }).scrollIntoViewIfNeeded();
    }
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await landing.horizontalOverflow()).toBe(0);
    await context.close();
  });

  it("on a phone the site's links live in the menu, which opens and leads to the store", async () => {
    const { context, page } = await newSession(browser, { width: 375, height: 812 });
    await new LandingPageObject(page).open();
    const navigation = page.getByRole('navigation', { name: 'Navegación del sitio' });
    // The bar's links are hidden on a phone: only the menu's button shows.
    expect(await navigation.getByRole('link', { name: 'Tienda' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('presentation').getByRole('navigation', { name: 'Navegación del sitio' });
    for (const link of ['Servicios', 'Planes', 'Horarios', 'Tienda', 'Contacto'])
      await menu.getByRole('link', { name: link }).waitFor();
    await menu.getByRole('link', { name: 'Tienda' }).click();
    await page.waitForURL('**/store');
    await page.getByRole('heading', { name: 'Tienda', level: 1 }).waitFor();
    // Following a link closes the menu.
    await menu.waitFor({ state: 'detached' });
    await context.close();
  });

  it('a link to a section (/#horarios) opens the landing page at that section', async () => {
    const { context, page } = await newSession(browser, { width: 375, height: 812 });
    await page.goto('/#horarios');
    const hours = page.getByRole('heading', { name: 'Horarios', level: 2 });
    await hours.waitFor();
    await page.waitForFunction(() => window.scrollY > 0);
    const box = await hours.boundingBox();
    expect(box && box.y >= 0 && box.y < 812).toBe(true);
    await context.close();
  });

  it('a first visit downloads at most the JS budget and no session or dashboard code', async () => {
    const { context, page } = await newSession(browser);
    const scripts: string[] = [];
    page.on('response', (response) => {
      const asset = /\/assets\/([^/?]+\.js)$/.exec(new URL(response.url()).pathname)?.[1];
      if (asset) scripts.push(asset);
    });
    await new LandingPageObject(page).open();
    await page.waitForLoadState('networkidle');
    const kib = scripts.reduce((sum, asset) => sum + gzippedBytes(webDist(), asset), 0) / 1024;
    expect(kib).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KIB);
    expect(scripts.filter((asset) => DASHBOARD_CHUNK.test(asset) || asset.startsWith('SessionApp-'))).toEqual([]);
    // The member's app (its service worker and manifest) is the member home's, never the storefront's.
    expect(scripts.filter((asset) => /pwa-register|workbox/.test(asset))).toEqual([]);
    expect(await page.evaluate(() => document.querySelector('link[rel="manifest"]') === null)).toBe(true);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    // Each of them is compiled while it downloads, off the main thread (V8's compile hint).
    const compiledLazily = scripts.filter(
      (asset) => !readFileSync(join(webDist(), 'assets', asset), 'utf8').startsWith(EAGER_COMPILE_HINT),
    );
    expect(compiledLazily).toEqual([]);

    // The store is a visitor's page too: the session layer (cart, Apollo) comes with the first add,
    // and the add is made once it is there.
    await page.getByRole('link', { name: 'Tienda' }).first().click();
    await page.waitForURL('**/store');
    await page.getByRole('heading', { name: 'Tienda', level: 1 }).waitFor();
    expect(scripts.filter((asset) => asset.startsWith('SessionApp-'))).toEqual([]);
    await new StorePage(page).addFromSearch('Straps de levantamiento');
    expect(scripts.some((asset) => asset.startsWith('SessionApp-'))).toBe(true);
    await page.getByRole('button', { name: 'Abrir carrito, 1 producto' }).waitFor();
    await context.close();
  });

  it('an admin approves a pending testimonial, features it, and it appears on the landing page', async () => {
    const admin = await newSession(browser);
    await new LoginPage(admin.page).signInAs('admin');
    const editor = new WebsiteAdminPage(admin.page);
    await editor.open('testimonials');
    await editor.testimonial('Valeria Rodríguez').waitFor();
    await editor.approve('Valeria Rodríguez');
    await editor.feature('Valeria Rodríguez');
    await admin.context.close();

    const visitor = await newSession(browser);
    await new LandingPageObject(visitor.page).open();
    await visitor.page.getByText('Me encantan las clases de la tarde').waitFor();
    expect(await visitor.page.getByText('Valeria Rodríguez').count()).toBeGreaterThan(0);
    await visitor.context.close();
  });

  it('an admin changes the gym name and primary colour; the landing page shows both', async () => {
    const admin = await newSession(browser);
    await new LoginPage(admin.page).signInAs('admin');
    const editor = new WebsiteAdminPage(admin.page);
    await editor.open();
    const originalName = await admin.page.getByLabel('Nombre del gimnasio').inputValue();
    const originalColor = await admin.page.getByRole('textbox', { name: 'Color principal', exact: true }).inputValue();
    await editor.setNameAndPrimaryColor('Titán Fitness Xela', '#8e24aa');
    // The admin's own screen is recoloured at once (the theme reads the refetched config).
    const saveButton = admin.page.getByRole('button', { name: 'Guardar' });
    await admin.page.mouse.move(0, 0); // not the hover shade
    await expect
      .poll(() => saveButton.evaluate((el) => getComputedStyle(el).backgroundColor), { timeout: 5000 })
      .toBe('rgb(142, 36, 170)');

    const visitor = await newSession(browser);
    const landing = new LandingPageObject(visitor.page);
    await landing.open();
    await expect(landing.heading().textContent()).resolves.toBe('Titán Fitness Xela');
    await expect.poll(() => landing.primaryButtonColor(), { timeout: 5000 }).toBe('rgb(142, 36, 170)');
    await visitor.context.close();

    // Leave the shared demo gym as it was for the other browser flows.
    await editor.setNameAndPrimaryColor(originalName, originalColor);
    await admin.context.close();
  });

  it('an admin adds a promotion ending in the future; the landing page shows its banner', async () => {
    const admin = await newSession(browser);
    await new LoginPage(admin.page).signInAs('admin');
    await new WebsiteAdminPage(admin.page).open('promotions');
    const promotions = new PromotionsAdminTab(admin.page);
    // The landing banner shows the first running promotion: pause the demo one so the new one is first.
    const demo = 'Inscripción gratis este mes';
    await promotions.promotion(demo).waitFor();
    await promotions.setActive(demo, false);
    const lastDay = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await promotions.add('Semana de amigos', 'Trae a un amigo sin costo', lastDay);
    await expect(promotions.promotion('Semana de amigos').getByText('Vigente').count()).resolves.toBe(1);
    await promotions.save();

    const visitor = await newSession(browser);
    await new LandingPageObject(visitor.page).open();
    const banner = visitor.page.getByRole('region', { name: 'Semana de amigos' });
    await banner.waitFor();
    await expect(banner.textContent()).resolves.toContain('Trae a un amigo sin costo');
    await visitor.context.close();

    // Leave the shared demo gym as it was for the other browser flows.
    await promotions.remove('Semana de amigos');
    await promotions.setActive(demo, true);
    await promotions.save();
    await admin.context.close();
  });
});
