import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../pages/login-page';
import { InventoryPage } from '../pages/inventory-page';
import { OrdersBoardPage } from '../pages/orders-board-page';
import { CheckoutPage, StorePage } from '../pages/store-page';
import { launchBrowser, newSession } from '../support/browser';
import { solidPng } from '../support/files';

const VITAMIN = 'Vitamina D3 5000 UI 240 cápsulas';
const STAMP = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The guest's own order page, read again: the status and every step reached, with its date. */
async function guestSees(page: Page, label: string, reached: number): Promise<void> {
  await page.reload();
  const stepper = page.getByLabel('Avance del pedido');
  await stepper.waitFor();
  await page.getByText(`Estado: ${label}`).waitFor();
  await expect.poll(() => stepper.getByText(STAMP).count()).toBe(reached);
  await stepper.getByText(label, { exact: true }).waitFor();
}

/** The admin adds a product with two pictures from the inventory screen; answers its name. */
async function adminCreatesProductWithTwoImages(): Promise<string> {
  const admin = await newSession(browser);
  await new LoginPage(admin.page).signInAs('admin');
  const inventory = new InventoryPage(admin.page);
  await inventory.open();
  const name = `Banda elástica ${Date.now()}`;
  await inventory.create({
    name,
    price: '89.50',
    stock: '12',
    category: 'Accesorios',
    images: [
      { name: 'frente.png', mimeType: 'image/png', buffer: solidPng([200, 40, 40]) },
      { name: 'detalle.png', mimeType: 'image/png', buffer: solidPng([40, 40, 200]) },
    ],
  });
  // The new product opens in its drawer with both images.
  const drawer = inventory.drawer();
  await drawer.getByText(name).waitFor();
  await expect.poll(() => drawer.getByRole('img').count()).toBe(2);
  await admin.context.close();
  return name;
}

describe('online order management', () => {
  it('the admin creates a product with two images, a guest buys it for pickup, staff moves the order along the pickup chain and the guest sees each step', async () => {
    const product = await adminCreatesProductWithTwoImages();

    const guest = await newSession(browser, { width: 390, height: 844 });
    const store = new StorePage(guest.page);
    await store.open();
    // The product's page shows both pictures; a thumbnail switches the main one.
    await store.openProduct(product);
    const gallery = await store.gallery(product);
    expect(gallery).toHaveLength(2);
    expect(new Set(gallery).size).toBe(2);
    await guest.page.getByRole('button', { name: `Imagen 2 de ${product}` }).click();
    await expect.poll(() => store.mainPicture(product)).toBe(gallery[1]);
    await guest.page.getByRole('button', { name: /Agregar al carrito/ }).click();
    await guest.page.getByText('Producto agregado al carrito', { exact: false }).first().waitFor();
    await store.open();
    await store.addFromSearch(VITAMIN);
    await store.openCart();
    await store.drawer().getByRole('button', { name: 'Como invitado' }).click();
    await guest.page.waitForURL('**/checkout');
    const checkout = new CheckoutPage(guest.page);
    await checkout.fill({ name: 'Pedro Recoge', email: 'pedro.recoge@correo.gt', phone: '5555 7788' });
    await guest.page.getByRole('radio', { name: /Recoger en el gimnasio/ }).check();
    const orderNumber = await checkout.placeOrder();
    await guestSees(guest.page, 'Pendiente', 1);

    const staff = await newSession(browser);
    await new LoginPage(staff.page).signInAs('colaborador');
    await staff.page.getByRole('link', { name: 'Pedidos en línea' }).click();
    const board = new OrdersBoardPage(staff.page);
    await staff.page.getByRole('heading', { name: 'Pedidos en línea', level: 1 }).waitFor();
    await board.openOrder(orderNumber);
    await board.drawer().getByText(`1 × ${VITAMIN}`).waitFor();
    await board.drawer().getByText(`1 × ${product}`).waitFor();
    await board.drawer().getByText('Recoge en tienda').waitFor();

    const chain = ['Confirmada', 'En preparación', 'Lista para recoger', 'Recogida'];
    for (const [index, label] of chain.entries()) {
      // Cash on delivery: picking it up collects the cash first (issue 30).
      if (label === 'Recogida') await board.collectAndAdvanceTo(label);
      else await board.advanceTo(label);
      await guestSees(guest.page, label, index + 2);
    }
    // At the end of the chain only a refund is left; the history names each change and who made it.
    expect(
      await board
        .drawer()
        .getByRole('button', { name: /^Pasar a:/ })
        .count(),
    ).toBe(0);
    await board.drawer().getByRole('button', { name: 'Reembolsar' }).waitFor();
    const history = board.drawer().getByRole('region', { name: 'Historial' });
    await history.getByText('Lista para recoger → Recogida').waitFor();
    // Who moved it: the demo colaborador, by name.
    expect(await history.getByText(/^Ana Castillo · /).count()).toBe(4);

    // The grid shows the final status as its chip.
    await staff.page.keyboard.press('Escape');
    await board.drawer().waitFor({ state: 'detached' });
    await staff.page.getByRole('grid').getByText('Recogida').waitFor();
    await guest.context.close();
    await staff.context.close();
  });
});
