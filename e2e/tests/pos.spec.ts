import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../pages/login-page';
import { money, PosPage } from '../pages/pos-page';
import { launchBrowser, newSession } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SKUS = ['PRO-ON-GS2', 'CRE-ON-300', 'PRO-DY-ISO'] as const;
const cents = (n: number) => Math.round(n * 100);

describe('point of sale', () => {
  it('staff sells three products for cash from the keyboard, sees the change and the receipt; the stock goes down', async () => {
    const staff = await newSession(browser);
    await new LoginPage(staff.page).signInAs('colaborador');
    const pos = new PosPage(staff.page);
    await pos.open();
    const before = [];
    for (const sku of SKUS) before.push(await pos.look(sku));

    // The sale, timed from the first key to the receipt: the keyboard alone.
    const { keyboard } = staff.page;
    const started = Date.now();
    await pos.search.focus();
    for (const sku of SKUS) await pos.scan(sku);
    // Two of the last product: + on the empty search box.
    await keyboard.press('+');
    const total = before[0]!.price + before[1]!.price + 2 * before[2]!.price;
    await expect.poll(async () => cents(money(await pos.ticket.getByLabel('Total').textContent()))).toBe(cents(total));

    await keyboard.press('F2');
    const cash = staff.page.getByRole('spinbutton', { name: 'Efectivo recibido' });
    await cash.waitFor();
    const received = Math.ceil(total / 100) * 100 + 100;
    await keyboard.type(String(received));
    const change = (cents(received) - cents(total)) / 100;
    // The change follows each typed digit: it settles once the whole amount is in.
    const changeShown = staff.page.getByText(/^Cambio: Q/).first();
    await expect.poll(async () => cents(money(await changeShown.textContent()))).toBe(cents(change));
    await keyboard.press('Enter');

    const receipt = pos.receipt();
    await receipt.waitFor();
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(15_000);
    await staff.page.getByText('Venta en efectivo registrada').first().waitFor();
    for (const product of before) await receipt.getByText(product.name, { exact: true }).waitFor();
    const receiptText = (await receipt.textContent()) ?? '';
    expect(receiptText).toMatch(/Recibo No\.VL-\d{6}-\d{4}/);
    expect(receiptText).toContain('IVA (12 %) incluido');
    const row = (label: string) =>
      receipt
        .locator('div')
        .filter({ has: staff.page.getByText(label, { exact: true }) })
        .last();
    expect(money(await row('Total').textContent())).toBeCloseTo(total, 2);
    expect(money(await row('Cambio').textContent())).toBeCloseTo(change, 2);
    expect(money(await row('Efectivo recibido').textContent())).toBe(received);

    // Enter starts the next sale; the stock of each product went down by what was sold.
    await keyboard.press('Enter');
    await pos.search.waitFor();
    await expect.poll(() => pos.ticket.getByText('El ticket está vacío', { exact: false }).count()).toBe(1);
    const after = [];
    for (const sku of SKUS) after.push(await pos.look(sku));
    expect(after.map((p) => p.stock)).toEqual([before[0]!.stock - 1, before[1]!.stock - 1, before[2]!.stock - 2]);

    // The day's figures count the sale.
    const day = staff.page.getByRole('region', { name: 'Cifras del día' });
    await day.getByText('Total vendido').waitFor();
    await staff.context.close();
  });
});
