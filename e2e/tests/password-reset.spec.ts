import { PASSWORD_RESET_MESSAGES } from '@gym/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LoginPage } from '../pages/login-page';
import { PasswordResetPage } from '../pages/password-reset-page';
import { ACCOUNTS } from '../support/accounts';
import { launchBrowser, newSession } from '../support/browser';
import { readMail } from '../support/mailbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function apiCall<T>(path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${inject('apiUrl')}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** The link of the reset mail, read from the mailbox the product's SMTP relay delivered it to. */
async function mailedLink(to: string): Promise<URL> {
  const mail = await readMail(inject('mailDir'), to, /^Restablece tu contraseña/);
  const link = /(https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
  if (!link) throw new Error('no reset link in the mail');
  expect(String(mail.html)).toContain(link.replace(/&/g, '&amp;'));
  return new URL(link);
}

describe('a forgotten password, recovered by e-mail', () => {
  it('asks for a link, follows it, sets a new password and signs in with it; the old one is refused', async () => {
    const stamp = Date.now().toString(36);
    const account = {
      email: `olvido.${stamp}@socios.demo`,
      oldPassword: 'Olvidada-Vieja-26',
      newPassword: 'Recobrada-Nueva-26',
    };
    await apiCall('/auth/register', null, {
      firstName: 'Rocío',
      lastName: 'Pérez',
      email: account.email,
      password: account.oldPassword,
    });

    const { context, page } = await newSession(browser);
    const reset = new PasswordResetPage(page);
    await reset.requestFromLogin(account.email);
    await page.getByText(PASSWORD_RESET_MESSAGES.requested).waitFor();

    const link = await mailedLink(account.email);
    expect(link.pathname).toBe('/reset-password');
    expect(link.hash).toMatch(/^#token=/);
    await page.goto(`/reset-password${link.hash}`);
    // The token leaves the address bar at once.
    await page.waitForURL((url) => url.hash === '');
    await reset.setNewPassword(account.newPassword);
    await page.getByText(PASSWORD_RESET_MESSAGES.done).waitFor();
    await page.getByRole('link', { name: 'Inicia sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    const login = new LoginPage(page);
    await login.signIn(account.email, account.oldPassword);
    await page.getByText('Correo o contraseña incorrectos').waitFor();
    await login.signIn(account.email, account.newPassword);
    await page.waitForURL((url) => url.pathname === ACCOUNTS.cliente.home);

    // The same link, a second time: the exact refusal and a way to ask again.
    const { context: second, page: again } = await newSession(browser);
    await again.goto(`/reset-password${link.hash}`);
    await new PasswordResetPage(again).setNewPassword('Otra-Distinta-26');
    await again.getByText(PASSWORD_RESET_MESSAGES.invalidToken).waitFor();
    expect(await again.getByRole('link', { name: 'Pedir un enlace nuevo' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    await second.close();
    await context.close();
  });
});
