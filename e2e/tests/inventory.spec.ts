import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InventoryPage } from '../pages/inventory-page';
import { LoginPage } from '../pages/login-page';
import { StorePage } from '../pages/store-page';
import { launchBrowser, newSession } from '../support/browser';
import { solidPng } from '../support/files';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('inventory', () => {
  it('an admin drags a product picture before another and the shop shows the gallery in that order', async () => {
    const admin = await newSession(browser);
    await new LoginPage(admin.page).signInAs('admin');
    const inventory = new InventoryPage(admin.page);
    await inventory.open();
    const name = `Cuerda de saltar ${Date.now()}`;
    await inventory.create({
      name,
      price: '45.00',
      stock: '5',
      category: 'Accesorios',
      images: [
        { name: 'roja.png', mimeType: 'image/png', buffer: solidPng([200, 40, 40]) },
        { name: 'verde.png', mimeType: 'image/png', buffer: solidPng([40, 160, 40]) },
      ],
    });
    await inventory.drawer().getByText(name).waitFor();

    // In the edit form the second picture is dragged onto the first: the order is saved at once.
    const gallery = await inventory.editGallery(name);
    const [red, green] = await gallery.sources();
    expect(red).toBeTruthy();
    expect(green).toBeTruthy();
    await gallery.drag(1, 0);
    expect(await gallery.sources()).toEqual([green, red]);
    await admin.context.close();

    // A shopper sees the pictures in the order the admin left them.
    const shopper = await newSession(browser);
    const store = new StorePage(shopper.page);
    await store.open();
    await store.openProduct(name);
    expect(await store.gallery(name)).toEqual([green, red]);
    await shopper.context.close();
  });
});
