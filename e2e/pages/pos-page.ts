import type { Page } from 'playwright-core';

/** 'Q 1,234.50' -> 1234.5 */
export const money = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/** The counter's point of sale (/dashboard/pos), driven from the keyboard as a clerk would. */
export class PosPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/dashboard/pos');
    await this.page.getByRole('heading', { name: 'Punto de venta', level: 1 }).waitFor();
  }

  get search() {
    return this.page.getByRole('combobox', { name: /Buscar producto/ });
  }

  /** Types a SKU and waits for its option: its price and stock as the list shows them. */
  async look(sku: string): Promise<{ name: string; price: number; stock: number }> {
    await this.search.fill(sku);
    const option = this.page.getByRole('option').filter({ hasText: sku }).first();
    await option.waitFor();
    const text = (await option.textContent()) ?? '';
    const [head] = text.split(sku);
    const [name, price] = (head ?? '').split(' · ');
    const stock = Number(/Stock: (\d+)/.exec(text)?.[1]);
    await this.search.press('Escape');
    return { name: name ?? '', price: money(price ?? ''), stock };
  }

  /** What a barcode scanner does: the SKU typed at once, then Enter. */
  async scan(sku: string): Promise<void> {
    await this.page.keyboard.type(sku);
    await this.page.keyboard.press('Enter');
    await this.ticket.getByText(sku, { exact: true }).waitFor();
  }

  get ticket() {
    return this.page.getByRole('region', { name: 'Ticket' });
  }

  receipt(saleNumber?: string) {
    return this.page.getByRole('article', { name: saleNumber ? `Recibo ${saleNumber}` : /^Recibo VL-/ });
  }
}
