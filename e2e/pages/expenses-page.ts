import type { Page } from 'playwright-core';

/** The admin's expenses screen (/dashboard/expenses), used from the keyboard where a clerk would. */
export class ExpensesPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/dashboard/expenses');
    await this.page.getByRole('heading', { name: 'Gastos', level: 1 }).waitFor();
    await this.figure('Gastado este mes').waitFor();
    // The figure shows a dash until the month's summary arrives: read it only once it holds an amount.
    await this.page
      .getByRole('region', { name: 'Cifras del mes' })
      .getByLabel('Gastado este mes')
      .filter({ hasText: 'Q' })
      .waitFor();
  }

  figure(label: string) {
    return this.page.getByRole('region', { name: 'Cifras del mes' }).getByLabel(label);
  }

  /** N opens the form; the fields are filled as typed and Enter submits. */
  async record(expense: { title: string; amount: string; category: string; vendor: string }): Promise<void> {
    await this.page.keyboard.press('n');
    const dialog = this.page.getByRole('dialog', { name: 'Nuevo gasto' });
    await dialog.waitFor();
    await dialog.getByLabel('Título').fill(expense.title);
    await dialog.getByLabel('Monto (Q)').fill(expense.amount);
    await dialog.getByRole('combobox', { name: 'Categoría' }).click();
    await this.page.getByRole('option', { name: expense.category }).click();
    await dialog.getByLabel('Proveedor').fill(expense.vendor);
    await dialog.getByLabel('Proveedor').press('Enter');
    await this.page.getByText('Gasto creado exitosamente').first().waitFor();
  }

  /** With the expense's drawer open: A, then Enter on the confirmation. */
  async approveOpenExpenseWithKeys(title: string): Promise<void> {
    const drawer = this.page.getByRole('dialog', { name: 'Detalle del gasto' });
    await drawer.getByRole('button', { name: 'Aprobar' }).waitFor();
    await this.page.keyboard.press('a');
    await this.page.getByRole('dialog', { name: `¿Aprobar «${title}»?` }).waitFor();
    await this.page.keyboard.press('Enter');
    await this.page.getByText('Gasto aprobado exitosamente').first().waitFor();
    await drawer.getByText('Aprobado', { exact: true }).first().waitFor();
  }
}
