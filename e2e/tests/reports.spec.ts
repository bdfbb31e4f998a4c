import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExpensesPage } from '../pages/expenses-page';
import { LoginPage } from '../pages/login-page';
import { ReportsPage } from '../pages/reports-page';
import { launchBrowser, newSession } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** 'Q 1,234.50' -> 1234.5 */
const money = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

describe('reports', () => {
  it("an admin's approved expense shows in the month's report and in the Excel file downloaded from it", async () => {
    const admin = await newSession(browser);
    await new LoginPage(admin.page).signInAs('admin');
    const reports = new ReportsPage(admin.page);
    await reports.open();
    const spentBefore = money(await reports.figure('Gastos').getByRole('paragraph').textContent());

    const expenses = new ExpensesPage(admin.page);
    await expenses.open();
    const title = `Pintura del salón ${Date.now()}`;
    await expenses.record({ title, amount: '1234.56', category: 'Mantenimiento', vendor: 'Pinturas Núñez' });
    await expenses.approveOpenExpenseWithKeys(title);

    await reports.open();
    await expect
      .poll(async () => money(await reports.figure('Gastos').getByRole('paragraph').textContent()), { timeout: 10_000 })
      .toBeCloseTo(spentBefore + 1234.56, 2);
    const details = await reports.details('Gastos');
    await details.getByRole('grid').getByText(title).waitFor();

    const download = await reports.export('Excel');
    expect(download.suggestedFilename()).toMatch(/^reporte-financiero-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await admin.page.getByText(`Archivo descargado: ${download.suggestedFilename()}`).waitFor();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Resumen',
      'Membresías',
      'Ventas Online',
      'Ventas Locales',
      'Gastos',
    ]);
    const spent = workbook.getWorksheet('Gastos')!;
    // Columns are found by their Spanish headers, as a person reading the sheet finds them.
    const columnOf = (header: string) => {
      let found = 0;
      spent.eachRow((candidate) =>
        candidate.eachCell((cell, column) => {
          if (!found && cell.value === header) found = column;
        }),
      );
      return found;
    };
    const description = columnOf('Descripción');
    const amount = columnOf('Monto (Q)');
    let row: ExcelJS.Row | undefined;
    spent.eachRow((candidate) => {
      if (candidate.getCell(description).value === title) row = candidate;
    });
    expect(row?.getCell(amount).value).toBe(1234.56);
    expect(row?.getCell(amount).numFmt).toBe('"Q" #,##0.00');
    expect(row?.getCell(columnOf('Fecha')).value).toBeInstanceOf(Date);
    await admin.context.close();
  });
});
