import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExpensesPage } from '../pages/expenses-page';
import { LoginPage } from '../pages/login-page';
import { launchBrowser, newSession } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** 'Q 1,234.50' -> 1234.5 */
const money = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

describe('expenses', () => {
  it('an admin records an expense from the keyboard, approves it, and the month counts it', async () => {
    const admin = await newSession(browser);
    await new LoginPage(admin.page).signInAs('admin');
    const expenses = new ExpensesPage(admin.page);
    await expenses.open();
    const before = money(await expenses.figure('Gastado este mes').textContent());

    const title = `Reparación de bicicleta ${Date.now()}`;
    await expenses.record({ title, amount: '845.75', category: 'Mantenimiento', vendor: 'Taller Ruiz' });
    // A new expense opens in its drawer, pending: it does not count yet.
    const drawer = admin.page.getByRole('dialog', { name: 'Detalle del gasto' });
    await drawer.getByText('Pendiente').first().waitFor();
    await admin.page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(money(await expenses.figure('Gastado este mes').textContent())).toBe(before);

    await admin.page.getByRole('grid').getByText(title).click();
    await expenses.approveOpenExpenseWithKeys(title);
    await admin.page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect
      .poll(async () => money(await expenses.figure('Gastado este mes').textContent()), { timeout: 10_000 })
      .toBeCloseTo(before + 845.75, 2);

    await admin.page.goto('/dashboard/admin');
    const month = admin.page.getByRole('region', { name: 'Este mes' });
    // The figure shows a dash until the month's data arrives.
    await expect
      .poll(async () => money(await month.getByLabel('Gastos aprobados').textContent()), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(845.75);
    await admin.context.close();
  });
});
