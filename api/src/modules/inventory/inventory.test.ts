import { businessDate } from '@gym/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { backends, useStaffTestApp } from '../../test/test-app';

describe.each(backends)('inventory figures on %s', (backend) => {
  const t = useStaffTestApp(backend);
  const get = (url: string, headers = t.staff) => t.app.inject({ url: `/api/inventory${url}`, headers });
  const sell = (kind: 'cash' | 'transfer', payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/local-sales/${kind}`, headers: t.staff, payload });
  const bySku = async (sku: string) => {
    const [row] = await t.app.db.select().from(products).where(eq(products.sku, sku));
    if (!row) throw new Error(`seed product ${sku} missing`);
    return row;
  };

  it('counts the stock, the period sales, best sellers, alerts and sellers as the counter made them', async () => {
    const today = businessDate();
    // A known shelf: every product on sale with 50 units (minimum 5); one out, one low.
    await t.app.db.update(products).set({ stockQuantity: 50, minStock: 5 });
    const whey = await bySku('PRO-ON-GS2');
    const creatine = await bySku('CRE-ON-300');
    const bars = await bySku('PRO-ON-GS5');
    await t.app.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, bars.id));
    await t.app.db.update(products).set({ stockQuantity: 8, price: '100.00' }).where(eq(products.id, creatine.id));
    await t.app.db.update(products).set({ price: '365.00' }).where(eq(products.id, whey.id));

    // Two cash sales (3 + 1 whey, 4 creatine) and a pending transfer sale of 1 creatine.
    const a = await sell('cash', {
      items: [
        { productId: whey.id, quantity: 3 },
        { productId: creatine.id, quantity: 4 },
      ],
      cashReceived: 1500,
    });
    const b = await sell('cash', { items: [{ productId: whey.id, quantity: 1 }], cashReceived: 400 });
    const c = await sell('transfer', { items: [{ productId: creatine.id, quantity: 1 }] });
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    // 4 x 365 + 4 x 100 = 1860 completed; creatine ends at 8 - 4 - 1 = 3 units: low.

    const onSale = await t.app.db
      .select()
      .from(products)
      .where(and(eq(products.isActive, true), isNull(products.archivedAt)));
    const value = onSale.reduce((sum, p) => sum + Number(p.price) * p.stockQuantity, 0);

    const stats = await get('/stats?period=today');
    expect(stats.statusCode, stats.body).toBe(200);
    const data = stats.json().data;
    expect(data).toMatchObject({ period: 'today', startDate: today, endDate: today });
    expect(data.inventory).toEqual({
      totalProducts: onSale.length,
      lowStockProducts: 1,
      outOfStockProducts: 1,
      totalValue: Math.round(value * 100) / 100,
    });
    expect(data.sales.local).toEqual({ count: 2, amount: 1860 });
    expect(data.sales.total).toEqual({ count: 2, amount: 1860 });
    expect(data.sales.data).toEqual([
      { date: today, online: { count: 0, amount: 0 }, local: { count: 2, amount: 1860 } },
    ]);
    expect(data.products.topSelling.slice(0, 2)).toEqual([
      { productId: whey.id, name: whey.name, sku: whey.sku, unitsSold: 4, revenue: 1460 },
      { productId: creatine.id, name: creatine.name, sku: creatine.sku, unitsSold: 4, revenue: 400 },
    ]);
    expect(data.alerts.pendingTransfers).toEqual({ total: 1, online: 0, local: 1 });
    expect(data.alerts.lowStockProducts.map((p: { sku: string }) => p.sku)).toEqual([bars.sku, creatine.sku]);
    const categoryUnits = data.categories.reduce((n: number, cat: { stockUnits: number }) => n + cat.stockUnits, 0);
    expect(categoryUnits).toBe(onSale.reduce((n, p) => n + p.stockQuantity, 0));

    // Month by default: the same sales (they are today's).
    const month = (await get('/stats')).json().data;
    expect(month.period).toBe('month');
    expect(month.sales.local).toEqual({ count: 2, amount: 1860 });

    const low = (await get('/low-stock')).json().data;
    expect(low.total).toBe(2);
    expect(low.products[0]).toMatchObject({ sku: bars.sku, stockQuantity: 0, outOfStock: true });
    expect(low.products[1]).toMatchObject({ sku: creatine.sku, stockQuantity: 3, minStock: 5, outOfStock: false });

    const dashboard = (await get('/dashboard', t.admin)).json().data;
    expect(dashboard.date).toBe(today);
    expect(dashboard.today.local).toEqual({ count: 2, amount: 1860 });
    expect(dashboard.alerts.pendingTransfers.local).toBe(1);
    expect(dashboard.recentLocalSales[0].saleNumber).toBe(c.json().data.sale.saleNumber);

    const perf = (await get(`/employee-performance?startDate=${today}&endDate=${today}`)).json().data;
    expect(perf.employees).toHaveLength(1);
    expect(perf.employees[0].localSales).toEqual({
      count: 2,
      amount: 1860,
      cash: 2,
      transfer: 0,
      pending: 1,
      cancelled: 0,
      unitsSold: 8,
    });
    expect(perf.employees[0].employeeId).toBe(a.json().data.sale.employeeId);
    expect(perf.totals).toEqual({ salesCount: 2, salesAmount: 1860, onlineOrdersHandled: 0 });

    const report = (await get(`/financial-report?startDate=${today}&endDate=${today}`, t.admin)).json().data;
    expect(report.localSales).toMatchObject({ total: 1860, count: 2 });
    expect(report.totalIncome).toBe(
      Math.round((report.memberships.total + report.onlineOrders.total + report.localSales.total) * 100) / 100,
    );
    expect(report.netProfit).toBe(Math.round((report.totalIncome - report.expenses.total) * 100) / 100);
    expect(report.period).toEqual({ startDate: today, endDate: today });
  });

  it('leaves archived and inactive products out of the figures', async () => {
    const whey = await bySku('PRO-ON-GS2');
    const before = (await get('/stats')).json().data.inventory.totalProducts;
    await t.app.db.update(products).set({ isActive: false, stockQuantity: 0 }).where(eq(products.id, whey.id));
    const after = (await get('/stats')).json().data.inventory;
    expect(after.totalProducts).toBe(before - 1);
    const low = (await get('/low-stock')).json().data.products.map((p: { id: string }) => p.id);
    expect(low).not.toContain(whey.id);
    await t.app.db.update(products).set({ isActive: true }).where(eq(products.id, whey.id));
  });

  it('refuses a bad period or range in Spanish with a 422', async () => {
    const period = await get('/stats?period=decade');
    expect(period.statusCode).toBe(422);
    expect(period.json().message).toMatch(/El periodo/);
    const reversed = await get('/financial-report?startDate=2026-03-10&endDate=2026-03-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().message).toContain('La fecha de inicio no puede ser posterior a la fecha de fin');
    const impossible = await get('/employee-performance?startDate=2026-02-30');
    expect(impossible.statusCode).toBe(422);
    expect(impossible.json().success).toBe(false);
  });
});
