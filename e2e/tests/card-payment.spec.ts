import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LoginPage } from '../pages/login-page';
import { MemberMembershipPage } from '../pages/member-area';
import { CheckoutPage, StorePage } from '../pages/store-page';
import { ACCOUNTS } from '../support/accounts';
import { launchBrowser, newSession } from '../support/browser';
import { routeStripe } from '../support/stripe';

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

/** A client of its own, made by the admin through the api, with no membership yet. */
async function freshClient(): Promise<{ email: string; password: string }> {
  const { token } = await apiCall<{ token: string }>('/auth/login', null, {
    email: ACCOUNTS.admin.email,
    password: ACCOUNTS.admin.password,
  });
  const stamp = Date.now().toString(36);
  const account = { email: `tarjeta.${stamp}@socios.demo`, password: 'Tarjeta-Segura-2026' };
  await apiCall('/users', token, { ...account, firstName: 'Lucía', lastName: 'Tarjeta', role: 'cliente' });
  return account;
}

/** A fresh client signed in, on a page that reaches the fake card provider, at their home. */
async function signedInFreshClient() {
  const member = await newSession(browser);
  await routeStripe(member.page, inject('stripeUrl'));
  const account = await freshClient();
  const login = new LoginPage(member.page);
  await login.open();
  await login.signIn(account.email, account.password);
  await member.page.waitForURL((url) => url.pathname === '/dashboard/client');
  return { member, account };
}

describe('card payments', () => {
  it('a member pays a monthly plan by card (a declined card told, 3-D Secure passed, the membership active) and the admin refunds part of it', async () => {
    const { member, account } = await signedInFreshClient();

    const membership = new MemberMembershipPage(member.page);
    await membership.openFromHome();
    await membership.choosePlan('Mensual');
    await membership.chooseSlot('Miércoles', '06:00 - 08:00');
    await membership.next();
    await member.page.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).check();
    await member.page.getByRole('button', { name: 'Continuar al pago con tarjeta' }).click();

    // The card form of the amount the server set.
    const form = member.page.getByRole('region', { name: 'Pago con tarjeta' });
    const pay = form.getByRole('button', { name: /^Pagar Q / });
    await pay.waitFor();
    expect(await pay.isEnabled()).toBe(true);
    const number = form.getByLabel('Número de tarjeta');

    // A declined card: the member reads why and may try another.
    await number.fill('4000 0000 0000 0002');
    await form.getByLabel('Fecha de vencimiento').fill('12 / 30');
    await form.getByLabel('CVC').fill('123');
    await pay.click();
    await form.getByText('La tarjeta fue rechazada; intenta con otra tarjeta').waitFor();

    // A card whose bank asks for 3-D Secure: the window appears, the member completes it.
    await number.fill('4000 0025 0000 3155');
    await pay.click();
    const bank = member.page.getByRole('dialog', { name: 'Verificación 3-D Secure' });
    await bank.getByRole('button', { name: 'Completar autenticación' }).click();
    await member.page.getByText('Tu membresía está activa desde hoy.').waitFor();
    await member.page.getByText('Pago con tarjeta confirmado').first().waitFor();

    // Home shows the membership active; the api recorded one completed card payment.
    await member.page.getByRole('link', { name: 'Ir a mi inicio' }).click();
    await member.page.getByText('Mensual').first().waitFor();
    const { token } = await apiCall<{ token: string }>('/auth/login', null, account);
    type Paid = { method: string; status: string; cardLast4: string | null; concept: string; amount: string | number };
    const mine = await apiCall<{ payments: Paid[] }>('/payments', token);
    expect(mine.payments).toEqual([
      expect.objectContaining({ method: 'card', status: 'completed', cardLast4: '3155' }),
    ]);
    const paid = mine.payments[0]!;
    await member.context.close();

    // The admin gives back part of it from the payments desk; the rest stays refundable.
    const admin = await newSession(browser);
    await new LoginPage(admin.page).signInAs('admin');
    await admin.page.goto('/dashboard/payments?tab=online');
    const grid = admin.page.getByRole('grid', { name: 'Pagos con tarjeta en línea' });
    const row = grid.getByRole('row').filter({ hasText: 'Lucía Tarjeta' });
    await row.getByRole('button', { name: `Reembolsar «${paid.concept}»` }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Reembolso con tarjeta' });
    const amount = dialog.getByLabel('Monto a reembolsar (Q)');
    await amount.fill(String(Number(paid.amount) + 1));
    await dialog.getByText(/^El reembolso supera lo que queda por devolver/).waitFor();
    await amount.fill('100');
    await dialog.getByRole('button', { name: 'Reembolsar' }).click();
    await admin.page.getByText('Reembolso registrado').first().waitFor();
    await row.getByText('Q 100.00').waitFor();
    const staff = await apiCall<{ token: string }>('/auth/login', null, {
      email: ACCOUNTS.admin.email,
      password: ACCOUNTS.admin.password,
    });
    const online = await apiCall<{ payments: { paymentIntentId: string; refundedAmount: number }[] }>(
      '/stripe/payments',
      staff.token,
    );
    expect(online.payments.map((p) => p.refundedAmount)).toEqual([100]);
    await row.getByRole('button', { name: `Reembolsar «${paid.concept}»` }).waitFor();
    await admin.context.close();
  });

  it('a member who chose to pay at the front desk pays the pending membership by card instead', async () => {
    const { member, account } = await signedInFreshClient();

    const membership = new MemberMembershipPage(member.page);
    await membership.openFromHome();
    await membership.choosePlan('Mensual');
    await membership.chooseSlot('Jueves', '06:00 - 08:00');
    await membership.next();
    await membership.confirm();

    // Back on the page later: the pending membership offers the card.
    await member.page.reload();
    const mine = member.page.getByRole('region', { name: 'Mis membresías' });
    await mine.getByText('En validación').waitFor();
    await mine.getByRole('button', { name: 'Pagar con tarjeta' }).click();
    const dialog = member.page.getByRole('dialog', { name: 'Pagar Mensual con tarjeta' });
    const form = dialog.getByRole('region', { name: 'Pago con tarjeta' });
    await form.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await form.getByLabel('Fecha de vencimiento').fill('12 / 30');
    await form.getByLabel('CVC').fill('123');
    await form.getByRole('button', { name: /^Pagar Q / }).click();
    await member.page.getByText('Tu membresía está activa desde hoy.').waitFor();

    // One payment, now a completed card payment: the cash one was switched, not duplicated.
    const { token } = await apiCall<{ token: string }>('/auth/login', null, account);
    const paid = await apiCall<{ payments: { method: string; status: string }[] }>('/payments', token);
    expect(paid.payments).toEqual([expect.objectContaining({ method: 'card', status: 'completed' })]);
    await member.context.close();
  });

  it('a guest pays a store order by card from its confirmation and the order is confirmed', async () => {
    const guest = await newSession(browser);
    await routeStripe(guest.page, inject('stripeUrl'));
    const store = new StorePage(guest.page);
    await store.open();
    await store.addFromSearch('Vitamina D3 5000 UI 240 cápsulas');
    await store.openCart();
    await store.drawer().getByRole('button', { name: 'Como invitado' }).click();
    await guest.page.waitForURL('**/checkout');
    const checkout = new CheckoutPage(guest.page);
    await checkout.fill({ name: 'Marta Tarjeta', email: 'marta.tarjeta@correo.gt', phone: '5555 3311' });
    await guest.page.getByRole('radio', { name: /Recoger en el gimnasio/ }).check();
    await guest.page.getByRole('radio', { name: 'Tarjeta' }).check();
    await checkout.placeOrder();
    await guest.page.getByText('Estado: Pendiente').waitFor();

    await guest.page.getByRole('button', { name: /^Pagar Q .* con tarjeta$/ }).click();
    const form = guest.page.getByRole('region', { name: 'Pago con tarjeta' }).last();
    await form.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await form.getByLabel('Fecha de vencimiento').fill('12 / 30');
    await form.getByLabel('CVC').fill('123');
    await form.getByRole('button', { name: /^Pagar Q / }).click();
    await guest.page
      .getByText('Pago con tarjeta confirmado')
      .first()
      .waitFor()
      .catch(async (error: unknown) => {
        throw new Error(`No confirmation; the page reads: ${await guest.page.locator('main').innerText()}`, {
          cause: error,
        });
      });
    await guest.page.getByText('Estado: Confirmada').waitFor();
    await guest.context.close();
  });
});
