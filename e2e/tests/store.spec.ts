import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../pages/login-page';
import { CheckoutPage, StorePage } from '../pages/store-page';
import { ACCOUNTS } from '../support/accounts';
import { launchBrowser, newSession } from '../support/browser';

const VITAMIN = 'Vitamina D3 5000 UI 240 cápsulas'; // Q 145
const STRAPS = 'Straps de levantamiento'; // Q 85
const MAGNESIUM = 'Magnesio citrato 120 cápsulas'; // Q 120

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('store', () => {
  it('a guest adds two products, changes a quantity, removes one and pays cash on delivery', async () => {
    const { context, page } = await newSession(browser, { width: 390, height: 844 });
    const store = new StorePage(page);
    await store.open();
    await store.addFromSearch(VITAMIN);
    await store.addFromSearch(STRAPS);
    await store.openCart();
    await store.increase(VITAMIN);
    await expect.poll(() => store.quantityOf(VITAMIN)).toBe('2');
    await store.remove(STRAPS);
    // 2 x Q 145 = Q 290: free shipping.
    await store.drawer().getByText('Q 290.00').first().waitFor();
    await store.drawer().getByRole('button', { name: 'Como invitado' }).click();
    await page.waitForURL('**/checkout');

    const checkout = new CheckoutPage(page);
    expect(await checkout.total()).toBe('Q 290.00');
    // On the phone the total and the submit button stay at the bottom of the screen wherever the
    // form is scrolled: at the top, and with the last field in view.
    const submit = page.getByRole('button', { name: 'Confirmar pedido' });
    const stickyTotal = submit.locator('..').getByText('Q 290.00', { exact: true });
    for (const scrollTo of ['top', 'bottom'] as const) {
      await page.evaluate((where) => window.scrollTo(0, where === 'top' ? 0 : document.body.scrollHeight), scrollTo);
      for (const element of [submit, stickyTotal]) {
        const box = await element.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.y + box!.height).toBeLessThanOrEqual(844);
        expect(box!.y).toBeGreaterThan(844 - 100);
      }
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkout.fill({
      name: 'Ana Invitada',
      email: 'ana.invitada@correo.gt',
      phone: '5555 1234',
      street: '6a Avenida 10-25 zona 10',
    });
    await expect.poll(() => page.getByRole('radio', { name: 'Pago contra entrega' }).isChecked()).toBe(true);
    const orderNumber = await checkout.placeOrder();
    expect(orderNumber).toMatch(/^ORD-\d{6}-[A-Z0-9]{6}$/);
    await page.getByText(`Tu orden #${orderNumber} fue recibida.`).waitFor();
    // The order's progress starts at its first step, and the page says what happens next.
    await page.getByRole('list', { name: 'Avance del pedido' }).getByText('Pendiente').waitFor();
    await page.getByText('Paga Q ', { exact: false }).first().waitFor();
    // The cart is empty now: the floating button is gone.
    await page.getByRole('link', { name: 'Seguir comprando' }).click();
    await page.getByRole('heading', { name: 'Tienda', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: /^Abrir carrito/ }).count()).toBe(0);
    await context.close();
  });

  it("merges a client's guest cart at sign-in and shows the order in 'Mis pedidos'", async () => {
    const { context, page } = await newSession(browser);
    const store = new StorePage(page);
    await store.open();
    await store.addFromSearch(MAGNESIUM);
    await store.openCart();
    await store.drawer().getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/login');
    const account = ACCOUNTS.cliente;
    await new LoginPage(page).signIn(account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/store');

    await store.openCart();
    await store.line(MAGNESIUM).waitFor();
    await store.drawer().getByRole('button', { name: 'Proceder al pago' }).click();
    await page.waitForURL('**/checkout');
    const checkout = new CheckoutPage(page);
    await expect
      .poll(() => page.getByRole('textbox', { name: /^Correo electrónico/ }).inputValue())
      .toBe(account.email);
    await checkout.fill({ street: 'Calle Real 5, zona 1' });
    const orderNumber = await checkout.placeOrder();

    await page.getByRole('link', { name: 'Ver mis pedidos' }).click();
    await page.waitForURL('**/dashboard/client/orders');
    await page.getByRole('heading', { name: 'Mis pedidos' }).waitFor();
    await page.getByText(`Orden #${orderNumber}`).waitFor();
    await page.getByText(`Orden #${orderNumber}`).click();
    await page.getByText(MAGNESIUM, { exact: false }).first().waitFor();
    await context.close();
  });
});
