import type { Page } from 'playwright-core';

/** The staff's payments desk (/dashboard/payments), driven from the keyboard like a clerk would. */
export class PaymentsAdminPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/dashboard/payments');
    await this.page.getByRole('heading', { name: 'Pagos', level: 1 }).waitFor();
    await this.queue().waitFor();
  }

  queue() {
    return this.page.getByRole('listbox', { name: 'Transferencias pendientes' });
  }

  transfers() {
    return this.queue().getByRole('option');
  }

  /** Types into the queue's search, then Tab leaves the box so letters are shortcuts again. */
  async searchWithKeys(text: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Buscar cliente, correo, concepto u orden' }).fill(text);
    await this.page.keyboard.press('Tab');
  }

  transfer(payer: RegExp) {
    return this.queue().getByRole('option', { name: payer });
  }

  async isSelected(payer: RegExp): Promise<boolean> {
    return (await this.transfer(payer).getAttribute('aria-selected')) === 'true';
  }

  /** Presses ↓ until the payer's transfer is the selected one (a queue holds at most `max` more). */
  async selectWithKeys(payer: RegExp, max = 20): Promise<void> {
    await this.transfer(payer).waitFor();
    for (let i = 0; i < max && !(await this.isSelected(payer)); i += 1) await this.page.keyboard.press('ArrowDown');
    if (!(await this.isSelected(payer))) throw new Error(`No se llegó a la transferencia de ${payer}`);
  }

  /** A, then Enter on the confirmation. */
  async approveSelectedWithKeys({ awaitToast = true } = {}): Promise<void> {
    // The previous confirmation must be gone, or the Enter would land on a closing dialog.
    await this.page.getByRole('dialog').waitFor({ state: 'detached' });
    await this.page.keyboard.press('a');
    await this.page.getByRole('dialog', { name: 'Aprobar transferencia' }).waitFor();
    await this.page.keyboard.press('Enter');
    await this.page.getByRole('dialog').waitFor({ state: 'detached' });
    // In a run of approvals the same toast is not repeated while one shows: callers watch the queue.
    if (awaitToast) await this.page.getByText('Transferencia aprobada').first().waitFor();
  }
}
