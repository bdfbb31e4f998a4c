import type { Download, Page } from 'playwright-core';

/** The admin's reports screen (/dashboard/reports). */
export class ReportsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/dashboard/reports');
    await this.page.getByRole('heading', { name: 'Reportes', level: 1 }).waitFor();
    await this.figure('Gastos').waitFor();
  }

  /** A figure of the financial report (Ingresos, Gastos, Ganancia neta, Margen). */
  figure(label: string) {
    return this.page.getByRole('region', { name: 'Financiero' }).getByRole('group', { name: label, exact: true });
  }

  /** The details card with the tab of one source chosen. */
  async details(source: string) {
    const details = this.page.getByRole('region', { name: 'Detalle' });
    await details.getByRole('tab', { name: source }).click();
    return details;
  }

  /** Opens the export menu, picks a format and waits for the browser's download. */
  async export(format: 'PDF' | 'Excel' | 'CSV' | 'JSON'): Promise<Download> {
    await this.page.getByRole('button', { name: 'Exportar' }).click();
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('menuitem', { name: format }).click();
    return download;
  }
}
