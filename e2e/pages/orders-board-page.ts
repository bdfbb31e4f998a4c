import type { Page } from 'playwright-core';
import { money } from './pos-page';

/** The staff's online orders board (/dashboard/orders), found by what a clerk reads. */
export class OrdersBoardPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/dashboard/orders');
    await this.page.getByRole('heading', { name: 'Pedidos en línea', level: 1 }).waitFor();
  }

  /** Finds an order by its number and opens its drawer from the grid. */
  async openOrder(orderNumber: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Buscar' }).fill(orderNumber);
    const cell = this.page.getByRole('grid').getByText(orderNumber, { exact: true });
    await cell.waitFor();
    await cell.click();
    await this.drawer().getByRole('heading', { name: orderNumber }).waitFor();
  }

  drawer() {
    return this.page.getByRole('dialog', { name: 'Detalle del pedido' });
  }

  /** Presses the drawer's one 'next step' button and waits for the spec's notice. */
  async advanceTo(label: string): Promise<void> {
    await this.drawer()
      .getByRole('button', { name: `Pasar a: ${label}` })
      .click();
    await this.page.getByText(`Estado actualizado a: ${label}`).first().waitFor();
  }

  /**
   * The last step of a cash-on-delivery order: the dialog shows the total, the clerk types the cash
   * received (the total rounded up plus Q 20) and reads the change; answers both.
   */
  async collectAndAdvanceTo(label: string): Promise<{ total: number; change: number }> {
    await this.drawer()
      .getByRole('button', { name: `Pasar a: ${label}` })
      .click();
    const dialog = this.page.getByRole('dialog').filter({ hasText: 'cobrar el pedido' });
    await dialog.waitFor();
    const total = money(await dialog.getByText(/^Total: Q/).textContent());
    const received = Math.ceil(total) + 20;
    await dialog.getByRole('spinbutton', { name: /Efectivo recibido/ }).fill(String(received));
    const change = Math.round((received - total) * 100) / 100;
    await dialog.getByText(`Cambio: Q ${change.toFixed(2)}`).waitFor();
    await dialog.getByRole('button', { name: 'Cobrar y marcar' }).click();
    await this.page.getByText(`Estado actualizado a: ${label}`).first().waitFor();
    return { total, change };
  }
}
