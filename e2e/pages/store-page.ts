import type { Page } from 'playwright-core';

/** The storefront, its cart drawer and the checkout, found by what a shopper reads. */
export class StorePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/store');
    await this.page.getByRole('heading', { name: 'Tienda', level: 1 }).waitFor();
  }

  /** Searches the catalogue and adds the product with that exact name from its card. */
  async addFromSearch(name: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Buscar productos' }).fill(name);
    const card = this.page.getByRole('article', { name, exact: true });
    await card.waitFor();
    await card.getByRole('button', { name: /Agregar al carrito/ }).click();
    await this.page.getByText('Producto agregado al carrito', { exact: false }).first().waitFor();
  }

  /** Searches the catalogue and opens the page of the product with that exact name. */
  async openProduct(name: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Buscar productos' }).fill(name);
    const card = this.page.getByRole('article', { name, exact: true });
    await card.waitFor();
    await card.getByRole('link', { name: `Ver ${name}` }).click();
    await this.page.getByRole('heading', { name, level: 1 }).waitFor();
  }

  /** The sources of the product page's gallery thumbnails ('Imagen n de <name>'), in order. */
  async gallery(name: string): Promise<string[]> {
    const thumbnails = this.page.getByRole('button', { name: new RegExp(`^Imagen \\d+ de ${name}$`) });
    await thumbnails
      .first()
      .waitFor()
      .catch(async (error: unknown) => {
        // What the page was given, to tell a stale answer from a missing image.
        const id = new URL(this.page.url()).pathname.split('/').pop();
        const answer = await this.page.evaluate(async (productId) => {
          const res = await fetch('/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
            body: JSON.stringify({ query: `{ product(id: "${productId}") { id images { id imageUrl } } }` }),
          });
          return res.text();
        }, id);
        throw new Error(`No gallery on ${this.page.url()}; the bff answers ${answer}`, { cause: error });
      });
    return thumbnails.locator('img').evaluateAll((images) => images.map((img) => img.getAttribute('src') ?? ''));
  }

  /** The source of the product page's main picture. */
  mainPicture(name: string): Promise<string | null> {
    return this.page
      .getByRole('img', { name: new RegExp(name) })
      .first()
      .getAttribute('src');
  }

  async openCart(): Promise<void> {
    await this.page.getByRole('button', { name: /^Abrir carrito/ }).click();
    await this.drawer()
      .getByRole('heading', { name: /Mi Carrito/ })
      .waitFor();
  }

  drawer() {
    return this.page.getByRole('dialog', { name: 'Mi Carrito' });
  }

  line(name: string) {
    return this.drawer().getByRole('listitem', { name, exact: true });
  }

  async increase(name: string): Promise<void> {
    await this.drawer()
      .getByRole('button', { name: `Aumentar cantidad de ${name}` })
      .click();
  }

  async remove(name: string): Promise<void> {
    await this.drawer()
      .getByRole('button', { name: `Eliminar ${name}` })
      .click();
    await this.line(name).waitFor({ state: 'detached' });
  }

  quantityOf(name: string) {
    return this.line(name).getByLabel(`Cantidad de ${name}`, { exact: true }).textContent();
  }
}

export class CheckoutPage {
  constructor(private readonly page: Page) {}

  async fill(fields: { name?: string; email?: string; phone?: string; street?: string }): Promise<void> {
    if (fields.name !== undefined) await this.page.getByRole('textbox', { name: /^Nombre completo/ }).fill(fields.name);
    if (fields.email !== undefined)
      await this.page.getByRole('textbox', { name: /^Correo electrónico/ }).fill(fields.email);
    if (fields.phone !== undefined) await this.page.getByRole('textbox', { name: /^Teléfono/ }).fill(fields.phone);
    if (fields.street !== undefined) await this.page.getByRole('textbox', { name: /^Dirección/ }).fill(fields.street);
  }

  total() {
    return this.page.getByLabel('Resumen del pedido').getByLabel('Total', { exact: true }).textContent();
  }

  /** Places the order and answers its number from the success toast. */
  async placeOrder(): Promise<string> {
    await this.page.getByRole('button', { name: 'Confirmar pedido' }).click();
    const toast = this.page.getByText(/^Orden creada: #/);
    await toast.waitFor();
    const text = (await toast.textContent()) ?? '';
    await this.page.getByRole('heading', { name: '¡Gracias por tu compra!' }).waitFor();
    return text.replace('Orden creada: #', '').trim();
  }
}

/** The confirmation page of an order paid by transfer: accounts, amount, proof upload, copy link. */
export class TransferConfirmationPage {
  constructor(readonly page: Page) {}

  panel() {
    return this.page.getByRole('region', { name: 'Pago por transferencia' });
  }

  async amount(): Promise<string> {
    return ((await this.panel().getByLabel('Monto a transferir').textContent()) ?? '').trim();
  }

  async uploadProof(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.panel()
      .getByLabel(/Elegir archivo/)
      .setInputFiles(file);
    await this.page.getByText('Comprobante enviado. Validaremos tu transferencia en 1-2 días').first().waitFor();
    await this.panel()
      .getByText(/Recibimos tu comprobante/)
      .waitFor();
  }
}
