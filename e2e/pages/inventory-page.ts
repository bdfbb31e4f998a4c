import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface NewProduct {
  name: string;
  price: string;
  stock: string;
  category: string;
  images: { name: string; mimeType: string; buffer: Buffer }[];
}

/** The admin's inventory screen (/dashboard/admin/inventory), used the way a clerk would. */
export class InventoryPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/dashboard/admin/inventory');
    await this.page.getByRole('heading', { name: 'Inventario', level: 1 }).waitFor();
    await this.page.getByRole('grid', { name: 'Productos' }).waitFor();
  }

  /** N opens the form; the images wait in the form and go up once the product exists. */
  async create(product: NewProduct): Promise<void> {
    await this.page.keyboard.press('n');
    const dialog = this.page.getByRole('dialog', { name: 'Nuevo producto' });
    await dialog.waitFor();
    await dialog.getByLabel('Nombre').fill(product.name);
    await dialog.getByLabel(/^Precio \(Q\)/).fill(product.price);
    await dialog.getByLabel('Stock inicial').fill(product.stock);
    await dialog.getByRole('combobox', { name: 'Categoría' }).click();
    await this.page.getByRole('option', { name: product.category, exact: true }).click();
    await dialog.getByTestId('product-images-input').setInputFiles(product.images);
    const gallery = dialog.getByRole('region', { name: 'Imágenes del producto' });
    for (const image of product.images) await gallery.getByRole('listitem', { name: new RegExp(image.name) }).waitFor();
    await dialog.getByRole('button', { name: 'Crear producto' }).click();
    await this.page.getByText('Producto creado exitosamente').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
  }

  /** The product's edit form opened from its drawer: its gallery's pictures, and dragging one. */
  async editGallery(name: string) {
    const page = this.page;
    await this.drawer().getByRole('button', { name: 'Editar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Editar «${name}»` });
    await dialog.waitFor();
    const tiles = dialog.getByRole('region', { name: 'Imágenes del producto' }).getByRole('listitem');
    await tiles.first().waitFor();
    return {
      sources: () => tiles.locator('img').evaluateAll((images) => images.map((img) => img.getAttribute('src') ?? '')),
      /** Drags tile `from` onto tile `to` and waits until the api saved the new order. */
      drag: async (from: number, to: number) => {
        const saved = page.waitForResponse(
          (res) =>
            res.url().endsWith('/graphql') && (res.request().postData() ?? '').includes('ReorderInventoryImages'),
        );
        await tiles.nth(from).dragTo(tiles.nth(to));
        expect((await saved).ok()).toBe(true);
      },
    };
  }

  drawer() {
    return this.page.getByRole('dialog', { name: 'Detalle del producto' });
  }
}
