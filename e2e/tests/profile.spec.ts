import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../pages/login-page';
import { ProfilePage } from '../pages/profile-page';
import { launchBrowser, newSession } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('profile', () => {
  it('saves an edited field and keeps it after a reload', async () => {
    const { context, page } = await newSession(browser);
    await new LoginPage(page).signInAs('cliente');
    const profile = new ProfilePage(page);
    await profile.open();
    const city = `Antigua Guatemala ${Date.now() % 1000}`;
    await profile.setField('Ciudad', city);
    await profile.save();
    await page.getByText('Perfil actualizado exitosamente').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Mi perfil' }).waitFor();
    await expect.poll(() => profile.fieldValue('Ciudad')).toBe(city);
    await context.close();
  });

  it('refuses an invalid name with the spec message and sends nothing', async () => {
    const { context, page } = await newSession(browser);
    await new LoginPage(page).signInAs('cliente');
    const profile = new ProfilePage(page);
    await profile.open();
    let updatesSent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('UpdateProfile')) updatesSent += 1;
    });
    await profile.setField('Nombre', 'L');
    await profile.save();
    await page.getByText('El nombre debe tener al menos 2 caracteres').first().waitFor();
    expect(updatesSent).toBe(0);
    await context.close();
  });
});
