import { formatGTQ } from '@gym/domain';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, products } from '../../db/schema/index';
import { csvFields, readPdf } from '../../test/report-files';
import { backends, bearer, useStaffTestApp } from '../../test/test-app';

/**
 * Issue 30: one income rule read everywhere. One sale of each source is made today through the
 * app (a membership paid by transfer and approved, a daily pass in cash, an online order paid by
 * transfer and confirmed, a counter sale) plus a card payment refunded in part and one refunded in
 * full; then every place that shows income must move by the same amount and show the same total:
 * the payments statistics, the admin home's and the payments screen's figures, the front desk's
 * "today", the financial report, the payments report, and the CSV, Excel and PDF exports.
 */
describe.each(backends)('one income rule everywhere on %s', (backend) => {
  const t = useStaffTestApp(backend);
  const api = async (url: string, headers = t.admin) => {
    const response = await t.app.inject({ url: `/api${url}`, headers });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json().data;
  };
  const post = async (url: string, payload: object, headers = t.staff, status = 200) => {
    const response = await t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
    return response.json().data;
  };
  const exportFile = (format: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/reports/export/${format}`,
      headers: t.admin,
      payload: { reportType: 'financial', params: { period: 'month' } },
    });

  const cents = (n: number) => Math.round(n * 100);
  const reportIncome = async (period: 'today' | 'month') => {
    const totals = await Promise.all(
      ['memberships', 'online-orders', 'local-sales'].map(
        async (source) => (await api(`/reports/financial/${source}?period=${period}&rows=false`)).total as number,
      ),
    );
    return totals.reduce((sum, total) => sum + cents(total), 0) / 100;
  };

  /** Every place's income of this month and of today, as each one says it. */
  const readEverywhere = async () => {
    const [statistics, dashboard, desk, paymentsReport, monthReport, todayReport] = await Promise.all([
      api('/payments/statistics'),
      api('/financial/dashboard'),
      api('/front-desk/today', t.staff),
      api('/payments/reports?period=month'),
      reportIncome('month'),
      reportIncome('today'),
    ]);
    const csv = await exportFile('csv');
    expect(csv.statusCode, csv.body).toBe(200);
    const csvLine = csv.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .map(csvFields)
      .find((fields) => fields[0] === 'Ingresos totales (Q)');
    const excel = await exportFile('excel');
    expect(excel.statusCode, excel.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    let excelIncome: unknown;
    workbook.getWorksheet('Resumen')!.eachRow((row) => {
      if (excelIncome === undefined && row.getCell(1).value === 'Ingresos totales') excelIncome = row.getCell(2).value;
    });
    const pdf = await exportFile('pdf');
    expect(pdf.statusCode, pdf.body).toBe(200);
    return {
      month: {
        'payments statistics (this month)': statistics.thisMonth.amount as number,
        'admin home and payments screen (month)': dashboard.month.income as number,
        'payments report (month)': paymentsReport.totalIncome as number,
        'financial report (month)': monthReport,
        'CSV export': Number(csvLine?.[1]),
        'Excel export': excelIncome as number,
      },
      today: {
        'payments statistics (today)': statistics.today.amount as number,
        'payments screen (today)': dashboard.today.income as number,
        "front desk's today": desk.income.total as number,
        'financial report (today)': todayReport,
      },
      pdfText: (await readPdf(pdf.rawPayload)).text,
      sources: dashboard.month.bySource as Record<string, { amount: number; count: number }>,
    };
  };

  it('reads the same income, by source, from every place that shows it', async () => {
    const before = await readEverywhere();

    // A membership bought online by transfer, approved by staff.
    const client = await t.newClient('Rosa');
    const plans = (await t.app.inject({ url: '/api/memberships/plans' })).json().data.plans;
    const planId = plans.find((p: { durationType: string }) => p.durationType === 'monthly').id as string;
    const bought = await post(
      '/memberships/purchase',
      { planId, paymentMethod: 'transfer', selectedSchedule: {} },
      bearer(client.token),
      201,
    );
    await post(`/payments/${bought.payment.id}/validate-transfer`, { approved: true, notes: 'Banco ok' });
    const membership = bought.payment.amount as number;

    // A daily pass paid in cash at the desk.
    const pass = await post('/front-desk/daily-income', { visitors: 1, receivedAmount: 100 }, t.staff, 201);
    const daily = pass.payment.amount as number;

    // An online order paid by transfer, confirmed by staff.
    const [product] = await t.app.db.select().from(products).where(eq(products.sku, 'CRE-ON-300'));
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/store/orders',
      payload: {
        items: [{ productId: product!.id, quantity: 1, price: 1 }],
        customerInfo: { name: 'Marta Invitada', email: 'marta@correo.gt', phone: '5555 0000' },
        shippingAddress: { street: 'Calle 1', city: 'Guatemala' },
        paymentMethod: 'transfer',
        sessionId: 'guest_income_everywhere',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data.order as { paymentId: string; totalAmount: number };
    await post(`/payments/${order.paymentId}/validate-transfer`, { approved: true, notes: 'Banco ok' });
    const [storePayment] = await t.app.db.select().from(payments).where(eq(payments.id, order.paymentId));
    expect(storePayment!.status).toBe('completed');
    const online = Number(storePayment!.amount);

    // A counter sale in cash.
    const sale = await post(
      '/local-sales/cash',
      { items: [{ productId: product!.id, quantity: 1, price: 1 }], cashReceived: 1000 },
      t.staff,
      201,
    );
    const counter = sale.sale.totalAmount as number;

    // Card payments today: one refunded in part (counts what was kept), one refunded in full (no income).
    await t.app.db.insert(payments).values([
      {
        amount: '200.00',
        refundedAmount: '80.00',
        paymentType: 'membership',
        method: 'card',
        status: 'completed',
        concept: 'Membresía con reembolso parcial',
      },
      {
        amount: '60.00',
        refundedAmount: '60.00',
        paymentType: 'daily',
        method: 'card',
        status: 'completed',
        concept: 'Pase reembolsado',
      },
    ]);

    const expected = cents(membership + daily + online + counter + 120);
    const after = await readEverywhere();

    // Every place moved by the same amount: each sale once, the refunds netted out.
    for (const period of ['month', 'today'] as const) {
      const moved = Object.fromEntries(
        Object.entries(after[period]).map(([place, total]) => [
          place,
          (cents(total) - cents((before[period] as Record<string, number>)[place]!)) / 100,
        ]),
      );
      expect(moved).toEqual(Object.fromEntries(Object.keys(after[period]).map((place) => [place, expected / 100])));
    }
    // And every place shows the same total, to the cent.
    const monthTotals = new Set(Object.values(after.month).map(cents));
    expect(monthTotals.size, JSON.stringify(after.month)).toBe(1);
    const todayTotals = new Set(Object.values(after.today).map(cents));
    expect(todayTotals.size, JSON.stringify(after.today)).toBe(1);
    expect(after.pdfText).toContain(formatGTQ(after.month['admin home and payments screen (month)']));

    // By source: memberships and passes, online orders, local sales.
    const grew = (key: string) => cents(after.sources[key]!.amount) - cents(before.sources[key]!.amount);
    expect(grew('memberships')).toBe(cents(membership + daily + 120));
    expect(grew('onlineOrders')).toBe(cents(online));
    expect(grew('localSales')).toBe(cents(counter));
  });
});
