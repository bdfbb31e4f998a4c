import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutPage, StorePage } from '../pages/store-page';
import { launchBrowser, newSession } from '../support/browser';

/** The phone of issue 34's walk. */
const PHONE = { width: 412, height: 915 };
const STRAPS = 'Straps de levantamiento';
/** How long a toast may stay at most, hovered or not (NOTIFICATIONS.toastMaxMs), plus its exit. */
const TOAST_MAX_MS = 6_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} has no box`);
  return found;
}

type Box = Awaited<ReturnType<typeof box>>;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls as a person does (the wheel), so the page sees its own scroll events. */
async function scrollBy(page: Page, dy: number) {
  await page.mouse.move(PHONE.width / 2, PHONE.height / 2);
  await page.mouse.wheel(0, dy);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
}

describe('the shop on a phone (412x915)', () => {
  it('puts the search and filters above the featured row, two products a row, and opens a product from its name', async () => {
    const { context, page } = await newSession(browser, PHONE);
    const store = new StorePage(page);
    await store.open();
    const featured = page.getByRole('region', { name: 'Destacados' });
    const search = page.getByRole('textbox', { name: 'Buscar productos' });
    const filters = page.getByRole('button', { name: /^Filtros/ });
    const featuredTitle = featured.getByRole('heading', { name: 'Destacados' });
    await featuredTitle.waitFor();
    const titleTop = (await box(featuredTitle)).y;
    expect((await box(search)).y).toBeLessThan(titleTop);
    expect((await box(filters)).y).toBeLessThan(titleTop);

    // Two cards a row: the first two side by side, each within half the screen.
    const cards = featured.getByRole('article');
    const [first, second] = [await box(cards.nth(0)), await box(cards.nth(1))];
    expect(Math.abs(first.y - second.y)).toBeLessThan(2);
    expect(second.x).toBeGreaterThan(first.x + first.width - 1);
    expect(first.width).toBeLessThan(PHONE.width / 2);
    expect(second.x + second.width).toBeLessThanOrEqual(PHONE.width);

    // The name is a link as well as the picture.
    await search.fill(STRAPS);
    const card = page.getByRole('article', { name: STRAPS, exact: true });
    await card.getByRole('heading', { name: STRAPS }).getByRole('link', { name: STRAPS, exact: true }).click();
    await page.getByRole('heading', { name: STRAPS, level: 1 }).waitFor();
    await context.close();
  });

  it('shows toasts where they never cover the cart button or Agregar, and a hovered toast still leaves', async () => {
    const { context, page } = await newSession(browser, PHONE);
    const store = new StorePage(page);
    await store.open();
    await page.getByRole('textbox', { name: 'Buscar productos' }).fill(STRAPS);
    const card = page.getByRole('article', { name: STRAPS, exact: true });
    const add = card.getByRole('button', { name: /Agregar al carrito/ });
    await add.click();
    const toast = page.getByRole('alert').filter({ hasText: 'Producto agregado al carrito' });
    await toast.waitFor();
    const shown = Date.now();
    const cartButton = page.getByRole('button', { name: /^Abrir carrito/ });
    await cartButton.waitFor();
    const toastBox = await box(toast);
    expect(overlaps(toastBox, await box(cartButton))).toBe(false);
    expect(overlaps(toastBox, await box(add))).toBe(false);
    // Every 'Agregar' on screen stays free.
    for (const button of await page.getByRole('button', { name: /^Agregar al carrito/ }).all()) {
      const buttonBox = await button.boundingBox();
      if (buttonBox && buttonBox.y < PHONE.height) expect(overlaps(toastBox, buttonBox)).toBe(false);
    }

    // The pointer rests on the toast: it leaves anyway.
    await toast.hover();
    await toast.waitFor({ state: 'detached', timeout: TOAST_MAX_MS + 2_000 });
    expect(Date.now() - shown).toBeLessThan(TOAST_MAX_MS + 2_000);
    await context.close();
  });

  it("at checkout, 'Confirmar pedido' with empty fields brings the first one into view and focuses it; 'Tarjeta' is offered while cards are on", async () => {
    const { context, page } = await newSession(browser, PHONE);
    const store = new StorePage(page);
    await store.open();
    await store.addFromSearch(STRAPS);
    await store.openCart();
    await store.drawer().getByRole('button', { name: 'Como invitado' }).click();
    await page.waitForURL('**/checkout');
    // This run's gym takes cards (a local Stripe): the option is there.
    await page.getByRole('radio', { name: 'Tarjeta' }).waitFor();

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    const name = page.getByRole('textbox', { name: /^Nombre completo/ });
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
    const nameBox = await box(name);
    expect(nameBox.y).toBeGreaterThanOrEqual(0);
    expect(nameBox.y + nameBox.height).toBeLessThanOrEqual(PHONE.height);
    await page.getByText('El nombre del cliente es obligatorio').waitFor();

    // Filled in, the order goes.
    const checkout = new CheckoutPage(page);
    await checkout.fill({ name: 'Ana Teléfono', email: 'ana.telefono@correo.gt', phone: '5555 4321' });
    await checkout.fill({ street: '4a Calle 7-20 zona 1' });
    await checkout.placeOrder();
    await context.close();
  });

  it('opens each page at the top and the back button returns to where the person was', async () => {
    const { context, page } = await newSession(browser, PHONE);
    await page.goto('/');
    const toStore = page.getByRole('link', { name: 'Ir a la tienda' }).last();
    await toStore.scrollIntoViewIfNeeded();
    const landingY = await scrollY(page);
    expect(landingY).toBeGreaterThan(1_000);
    await toStore.click();
    await page.getByRole('heading', { name: 'Tienda', level: 1 }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(0);

    // Down the catalogue, into a product, and back.
    await page.getByRole('region', { name: 'Destacados' }).getByRole('article').first().waitFor();
    await scrollBy(page, 1_200);
    const storeY = await scrollY(page);
    const product = page
      .getByRole('article')
      .filter({ has: page.getByRole('link') })
      .nth(4);
    await product.scrollIntoViewIfNeeded();
    const productY = await scrollY(page);
    const name = (await product.getAttribute('aria-label')) ?? '';
    await product.getByRole('link', { name: `Ver ${name}` }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await page.getByRole('heading', { name: 'Tienda', level: 1 }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(productY);
    expect(productY).toBeGreaterThanOrEqual(storeY - 1);
    await page.goBack();
    await page.getByRole('link', { name: 'Ir a la tienda' }).last().waitFor();
    await expect.poll(() => scrollY(page)).toBe(landingY);
    await context.close();
  });
});
