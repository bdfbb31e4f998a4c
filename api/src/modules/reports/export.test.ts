import { CSV_BOM, EXCEL_SHEETS, exportFilename, formatGTQ, formatMonth } from '@gym/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { expenses, localSales, orders, payments } from '../../db/schema/index';
import { csvFields, readPdf } from '../../test/report-files';
import { backends, bearer, useStaffTestApp } from '../../test/test-app';

/** Every row of these tests lives in April 2019 (Guatemala days). */
const PARAMS = { startDate: '2019-04-01', endDate: '2019-04-30' };
const at = (day: string, time = '12:00') => new Date(`${day}T${time}:00-06:00`);
const GYM = { gymName: 'Gimnasio Ñandú Exportes', primaryColor: '#aa0000', secondaryColor: '#0044cc' };

describe.each(backends)('report exports on %s', (backend) => {
  const t = useStaffTestApp(backend);
  const exportAs = (format: string, payload: object, headers = t.admin) =>
    t.app.inject({ method: 'POST', url: `/api/reports/export/${format}`, headers, payload });

  let seeded = false;
  const seed = async () => {
    if (seeded) return;
    seeded = true;
    const configured = await t.app.inject({ method: 'PUT', url: '/api/gym/config', headers: t.admin, payload: GYM });
    expect(configured.statusCode, configured.body).toBe(200);
    const db = t.app.db;
    const payment = (amount: string, paymentType: string, method: string, day: string, status = 'completed') => ({
      amount,
      paymentType,
      method,
      status,
      concept: `Pago ${paymentType}`,
      paymentDate: at(day),
    });
    await db
      .insert(payments)
      .values([
        payment('300.00', 'membership', 'cash', '2019-04-01'),
        payment('250.55', 'membership', 'transfer', '2019-04-30'),
        payment('35.00', 'daily', 'cash', '2019-04-15'),
        payment('999.00', 'membership', 'cash', '2019-04-15', 'pending'),
        payment('77.00', 'membership', 'cash', '2019-03-31'),
      ]);
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: 'ORD-EXP-1',
        ownerKey: 'guest:exp-1',
        status: 'delivered',
        paymentMethod: 'card',
        deliveryMethod: 'pickup',
        deliveryType: 'pickup',
        customerInfo: { name: 'José Pérez', email: 'c@example.com', phone: '5555' },
        subtotal: '112.10',
        taxAmount: '0.00',
        shippingAmount: '0.00',
        totalAmount: '112.10',
        createdAt: at('2019-04-10'),
      } as typeof orders.$inferInsert)
      .returning();
    // An online order is income once its payment is received (here a card charged on the 10th).
    await db
      .insert(payments)
      .values({ ...payment('112.10', 'store_online', 'card', '2019-04-10'), orderId: order!.id });
    await db.insert(localSales).values([
      {
        saleNumber: 'VL-190410-1',
        saleDate: '2019-04-10',
        status: 'completed',
        paymentMethod: 'cash',
        subtotal: '45.25',
        taxAmount: '0.00',
        totalAmount: '45.25',
      },
    ]);
    const expense = (title: string, amount: string, category: string, status: string) => ({
      title,
      amount,
      category,
      status,
      expenseDate: '2019-04-05',
      paymentMethod: 'transfer',
    });
    await db
      .insert(expenses)
      .values([
        expense('Renta de abril', '400.00', 'rent', 'paid'),
        expense('Electricidad', '60.15', 'utilities', 'approved'),
        expense('Pendiente', '500.00', 'rent', 'pending'),
      ]);
  };

  // income 300 + 250.55 + 35 + 112.10 + 45.25 = 742.90; expenses 460.15; net 282.75; margin 38.06 %
  const INCOME = 742.9;
  const SPENT = 460.15;
  const NET = 282.75;

  it('exports JSON whose totals are the sums of the sources, net = income - expenses to the cent', async () => {
    await seed();
    const response = await exportAs('json', {
      reportType: 'financial',
      params: PARAMS,
      // Figures sent by a client are never read.
      data: { totalIncome: 1_000_000, netProfit: 1_000_000 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Guatemala' }).format(new Date());
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${exportFilename('financial', 'json', today)}"`,
    );
    const body = response.json();
    expect(body.gym).toBe(GYM.gymName);
    const report = body.report;
    const sources = [report.memberships, report.onlineOrders, report.localSales];
    const cents = (n: number) => Math.round(n * 100);
    expect(report.totalIncome).toBe(INCOME);
    expect(cents(report.totalIncome)).toBe(sources.reduce((sum, s) => sum + cents(s.total), 0));
    for (const source of [...sources, report.expenses]) {
      expect(cents(source.total)).toBe(
        source.details.reduce((sum: number, d: { amount: number }) => sum + cents(d.amount), 0),
      );
      expect(source.details).toHaveLength(source.count);
    }
    expect(report.expenses.total).toBe(SPENT);
    expect(report.netProfit).toBe(NET);
    expect(cents(report.netProfit)).toBe(cents(report.totalIncome) - cents(report.expenses.total));
    expect(report.profitMargin).toBe(38.06);
    expect(report.paymentMethods.map((m: { label: string }) => m.label)).toEqual([
      'Efectivo',
      'Transferencia',
      'Tarjeta',
    ]);
  });

  it('exports an Excel workbook with the five sheets, numbers as numbers and money as quetzales', async () => {
    await seed();
    const response = await exportAs('excel', { reportType: 'financial', params: PARAMS });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="reporte-financiero-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([...EXCEL_SHEETS]);

    const summary = workbook.getWorksheet('Resumen')!;
    expect(summary.getCell('A1').value).toBe(GYM.gymName);
    const rowOf = (sheet: ExcelJS.Worksheet, label: string) => {
      let found: ExcelJS.Row | undefined;
      sheet.eachRow((row) => {
        if (!found && row.getCell(1).value === label) found = row;
      });
      if (!found) throw new Error(`no row ${label} in ${sheet.name}`);
      return found;
    };
    const income = rowOf(summary, 'Ingresos totales').getCell(2);
    expect(income.value).toBe(INCOME);
    expect(income.numFmt).toBe('"Q" #,##0.00');
    expect(rowOf(summary, 'Ganancia neta').getCell(2).value).toBe(NET);
    expect(rowOf(summary, 'Margen').getCell(2).value).toBe(38.06);

    const spent = workbook.getWorksheet('Gastos')!;
    expect(spent.getRow(1).values).toEqual([
      undefined,
      'Fecha',
      'Referencia',
      'Descripción',
      'Tipo',
      'Método',
      'Estado',
      'Monto (Q)',
    ]);
    const amounts: number[] = [];
    spent.eachRow((row, n) => {
      if (n > 1 && row.getCell(1).value !== 'Total') amounts.push(row.getCell(7).value as number);
    });
    expect(amounts.sort()).toEqual([400, 60.15].sort());
    const total = rowOf(spent, 'Total').getCell(7);
    expect(total.value).toBe(SPENT);
    expect(total.numFmt).toBe('"Q" #,##0.00');
    // The totals row is bold and the rows above it are not: cells of one look share one style.
    expect(total.font?.bold).toBe(true);
    expect(rowOf(spent, 'Total').getCell(1).font?.bold).toBe(true);
    expect(spent.getRow(2).getCell(7).font?.bold).toBeFalsy();
    expect(spent.getRow(2).getCell(7).numFmt).toBe('"Q" #,##0.00');
    expect(spent.getRow(2).getCell(2).numFmt).toBeFalsy();

    // A day is a real date cell, shown dd/mm/yyyy, on the gym's calendar day (not the day before).
    const firstDay = spent.getRow(2).getCell(1);
    expect(firstDay.type).toBe(ExcelJS.ValueType.Date);
    expect(firstDay.value).toEqual(new Date(Date.UTC(2019, 3, 5)));
    expect(firstDay.numFmt).toBe('dd/mm/yyyy');
    expect(String(spent.getRow(2).getCell(3).value)).toMatch(/Renta de abril|Electricidad/);

    const online = workbook.getWorksheet('Ventas Online')!;
    expect(online.getRow(2).getCell(1).value).toEqual(new Date(Date.UTC(2019, 3, 10)));
    expect(online.getRow(2).getCell(2).value).toBe('ORD-EXP-1');
    expect(online.getRow(2).getCell(3).value).toBe('José Pérez');
    expect(online.getRow(2).getCell(7).value).toBe(112.1);
    // Types, payment methods and statuses in Spanish, as the gym names them, never their keys.
    expect(online.getRow(2).getCell(4).value).toBe('Tienda: pago en línea');
    expect(online.getRow(2).getCell(5).value).toBe('Tarjeta');
    expect(online.getRow(2).getCell(6).value).toBe('Completado');
    expect(spent.getRow(2).getCell(4).value).toMatch(/Alquiler\/Renta|Servicios/);
    expect(spent.getRow(2).getCell(5).value).toBe('Transferencia');
    expect(spent.getRow(2).getCell(6).value).toMatch(/^(Pagado|Aprobado)$/);
    const memberships = workbook.getWorksheet('Membresías')!;
    const membershipTypes = new Set<string>();
    memberships.eachRow((row, n) => {
      if (n > 1 && row.getCell(1).value !== 'Total') membershipTypes.add(String(row.getCell(4).value));
    });
    expect([...membershipTypes].sort()).toEqual(['Membresía', 'Pase diario']);
    const local = workbook.getWorksheet('Ventas Locales')!;
    expect(local.getRow(2).getCell(5).value).toBe('Efectivo');
    expect(local.getRow(2).getCell(6).value).toBe('Completada');
  });

  it('exports a PDF with the gym name, the period, the tables and their totals', async () => {
    await seed();
    const response = await exportAs('pdf', { reportType: 'financial', params: PARAMS });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, colours } = await readPdf(response.rawPayload);
    expect(text).toContain(GYM.gymName);
    expect(text).toContain('Reporte financiero');
    expect(text).toContain('Periodo: del 01/04/2019 al 30/04/2019');
    for (const figure of ['Q 742.90', 'Q 460.15', 'Q 282.75', '38.06 %']) expect(text).toContain(figure);
    for (const title of ['Ingresos por fuente', 'Gastos por categoría', 'Métodos de pago', 'Ventas en línea'])
      expect(text).toContain(title);
    expect(text).toContain('José Pérez');
    expect(text).toContain('Renta de abril');
    // (The seeded concepts read "Pago membership": a description as typed, not a key.)
    const keys = text.match(/\b(cash|transfer|card|completed|paid|approved|store_online)\b/g);
    expect(keys).toBeNull();
    for (const label of ['Completado', 'Pase diario', 'Membresía']) expect(text).toContain(label);
    // The brand's colours, not fixed ones.
    expect(colours).toContain(GYM.primaryColor);
    expect(colours).toContain(GYM.secondaryColor);
  });

  it("streams a year: the Excel holds every detail row, the PDF the year's totals month by month and points to the Excel", async () => {
    await seed();
    // 2,500 expenses over 2018, several on each day (the Excel's pages of 2,000 rows split a day).
    const YEAR_ROWS = 2_500;
    const rows = Array.from({ length: YEAR_ROWS }, (_, i) => ({
      title: `Gasto anual ${i}`,
      amount: `${(i % 50) + 1}.25`,
      category: 'rent',
      status: 'paid',
      expenseDate: `2018-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      paymentMethod: 'cash',
    }));
    for (let i = 0; i < rows.length; i += 500) await t.app.db.insert(expenses).values(rows.slice(i, i + 500));
    const byMonth = new Map<string, number>();
    for (const row of rows) {
      const month = row.expenseDate.slice(0, 7);
      byMonth.set(month, (byMonth.get(month) ?? 0) + Math.round(Number(row.amount) * 100));
    }
    const yearCents = [...byMonth.values()].reduce((a, b) => a + b, 0);
    const YEAR = { period: 'year', endDate: '2018-12-31' };

    const excel = await exportAs('excel', { reportType: 'financial', params: YEAR });
    expect(excel.statusCode, excel.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([...EXCEL_SHEETS]);
    const spent = workbook.getWorksheet('Gastos')!;
    const titles = new Set<string>();
    let cents = 0;
    let previous = '9999-12-31';
    spent.eachRow((row, n) => {
      if (n === 1 || row.getCell(1).value === 'Total') return;
      titles.add(String(row.getCell(3).value));
      cents += Math.round((row.getCell(7).value as number) * 100);
      // Newest first, across the pages.
      const day = (row.getCell(1).value as Date).toISOString().slice(0, 10);
      expect(day <= previous).toBe(true);
      previous = day;
    });
    expect(titles.size).toBe(YEAR_ROWS);
    expect(cents).toBe(yearCents);
    const summaryText: string[] = [];
    workbook.getWorksheet('Resumen')!.eachRow((row) => summaryText.push(String(row.getCell(1).value)));
    expect(summaryText).toContain('Totales por mes');
    expect(summaryText).toContain(formatMonth('2018-07'));

    const pdf = await exportAs('pdf', { reportType: 'financial', params: YEAR });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const { text } = await readPdf(pdf.rawPayload);
    expect(text).toContain('Periodo: del 01/01/2018 al 31/12/2018');
    expect(text).toContain('Totales por mes');
    for (const [month, monthCents] of byMonth) {
      expect(text).toContain(formatMonth(month));
      expect(text).toContain(formatGTQ(monthCents / 100));
    }
    expect(text).toContain(formatGTQ(yearCents / 100));
    expect(text).toContain('está en el archivo Excel');
    // The rows themselves are left to the Excel file: a year's PDF is a few pages, not hundreds.
    expect(text).not.toContain('Gasto anual 17');
  });

  it('exports CSV in UTF-8 with a BOM, accents intact and money as plain numbers', async () => {
    await seed();
    const response = await exportAs('csv', { reportType: 'financial', params: PARAMS });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="reporte-financiero-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(1).split('\r\n').map(csvFields);
    expect(lines[0]).toEqual(['Reporte financiero']);
    expect(lines).toContainEqual(['Ingresos totales (Q)', '742.90']);
    expect(lines).toContainEqual(['Ganancia neta (Q)', '282.75']);
    expect(lines).toContainEqual(['Gastos por categoría']);
    expect(lines).toContainEqual([
      '10/04/2019',
      'ORD-EXP-1',
      'José Pérez',
      'Tienda: pago en línea',
      'Tarjeta',
      'Completado',
      '112.10',
    ]);
    expect(lines).toContainEqual(['Membresías y pases diarios']);
  });

  it('exports the other three reports', async () => {
    const fileNames = { users: 'usuarios', memberships: 'membresias', performance: 'desempeno' };
    for (const reportType of ['users', 'memberships', 'performance'] as const) {
      const response = await exportAs('excel', { reportType, params: PARAMS });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toContain(`reporte-${fileNames[reportType]}-`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets[0]!.name).toBe('Resumen');
      const pdf = await exportAs('pdf', { reportType, params: PARAMS });
      expect(pdf.statusCode).toBe(200);
      expect((await readPdf(pdf.rawPayload)).text).toContain(GYM.gymName);
    }
    const users = (await exportAs('json', { reportType: 'users' })).json();
    expect(users.report.totalUsers).toBeGreaterThan(0);
    expect(users.report.roleDistribution.map((line: { key: string }) => line.key)).toContain('admin');
  });

  it('refuses an unknown format or report type with a Spanish 422, and anyone but the admin with 403', async () => {
    const format = await exportAs('docx', { reportType: 'financial' });
    expect(format.statusCode).toBe(422);
    expect(format.json().message).toContain('El formato debe ser uno de');
    const type = await exportAs('pdf', { reportType: 'ventas' });
    expect(type.statusCode).toBe(422);
    expect(type.json().message).toContain('El tipo de reporte debe ser uno de');
    const badDate = await exportAs('csv', { reportType: 'financial', params: { startDate: '2019-13-45' } });
    expect(badDate.statusCode).toBe(422);
    expect((await exportAs('pdf', { reportType: 'financial' }, t.staff)).statusCode).toBe(403);
    const client = await t.newClient();
    expect((await exportAs('pdf', { reportType: 'financial' }, bearer(client.token))).statusCode).toBe(403);
    expect((await exportAs('pdf', { reportType: 'financial' }, {})).statusCode).toBe(401);
  });
});
