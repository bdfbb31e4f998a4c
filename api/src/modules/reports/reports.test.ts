import { businessDate, formatMonth, growthFirstMonth, GROWTH_MONTHS, PERFORMANCE_PLACEHOLDERS } from '@gym/domain';
import { describe, expect, it } from 'vitest';
import { expenses, localSales, orders, payments, testimonials } from '../../db/schema/index';
import { backends, bearer, useStaffTestApp } from '../../test/test-app';
import { previousPeriod } from './service';

/** Every row of these tests lives in March 2019 (Guatemala days), a month no other test touches. */
const RANGE = 'startDate=2019-03-01&endDate=2019-03-31';
const at = (day: string, time = '12:00') => new Date(`${day}T${time}:00-06:00`);

describe('previousPeriod', () => {
  it('is the period of the same length that ends the day before', () => {
    expect(previousPeriod('2019-03-01', '2019-03-31')).toEqual({ startDate: '2019-01-29', endDate: '2019-02-28' });
    expect(previousPeriod('2019-03-10', '2019-03-10')).toEqual({ startDate: '2019-03-09', endDate: '2019-03-09' });
  });
});

describe.each(backends)('reports on %s', (backend) => {
  const t = useStaffTestApp(backend);
  const get = (url: string, headers = t.admin) => t.app.inject({ url: `/api/reports${url}`, headers });

  const seed = async () => {
    const db = t.app.db;
    const payment = (amount: string, paymentType: string, method: string, day: string, status = 'completed') => ({
      amount,
      paymentType,
      method,
      status,
      concept: `Pago ${paymentType}`,
      paymentDate: at(day),
    });
    await db.insert(payments).values([
      payment('300.00', 'membership', 'cash', '2019-03-01', 'completed'),
      payment('250.50', 'membership', 'transfer', '2019-03-31'),
      payment('35.00', 'daily', 'cash', '2019-03-15'),
      payment('999.00', 'membership', 'cash', '2019-03-15', 'pending'), // not completed: not counted
      payment('77.00', 'membership', 'cash', '2019-02-28', 'completed'),
      // A card payment refunded in part counts what was kept; one refunded in full is no income.
      { ...payment('200.00', 'membership', 'card', '2019-03-20'), refundedAmount: '80.00' },
      { ...payment('60.00', 'daily', 'card', '2019-03-21'), refundedAmount: '60.00' },
    ]);
    // 23:30 in Guatemala on Feb 28 is already Mar 1 in UTC: still February for the report.
    await db
      .insert(payments)
      .values({ ...payment('10.00', 'membership', 'cash', '2019-02-28'), paymentDate: at('2019-02-28', '23:30') });
    const order = (n: number, status: string, total: string, day: string) =>
      ({
        orderNumber: `ORD-RPT-${n}`,
        ownerKey: `guest:rpt-${n}`,
        status,
        paymentMethod: 'card',
        deliveryMethod: 'pickup',
        deliveryType: 'pickup',
        customerInfo: { name: `Cliente ${n}`, email: 'c@example.com', phone: '5555' },
        subtotal: total,
        taxAmount: '0.00',
        shippingAmount: '0.00',
        totalAmount: total,
        createdAt: at(day),
      }) as typeof orders.$inferInsert;
    const placed = await db
      .insert(orders)
      .values([
        order(1, 'delivered', '112.00', '2019-03-10'),
        order(2, 'pending', '50.00', '2019-03-10'),
        // Placed in February, its transfer confirmed in March: March's income (money counts when received).
        order(3, 'picked_up', '30.00', '2019-02-27'),
        // Placed in March, paid in April: not March's income.
        order(4, 'confirmed', '90.00', '2019-03-30'),
      ])
      .returning({ id: orders.id });
    await db.insert(payments).values([
      { ...payment('112.00', 'store_online', 'card', '2019-03-10'), orderId: placed[0]!.id },
      // A transfer waiting to be confirmed is no income yet.
      { ...payment('50.00', 'store_transfer', 'transfer', '2019-03-10', 'pending'), orderId: placed[1]!.id },
      { ...payment('30.00', 'store_transfer', 'transfer', '2019-03-02'), orderId: placed[2]!.id },
      { ...payment('90.00', 'store_transfer', 'transfer', '2019-04-01'), orderId: placed[3]!.id },
    ]);
    const sale = (n: number, status: string, total: string, method: string) => ({
      saleNumber: `VL-190310-${n}`,
      saleDate: '2019-03-10',
      status,
      paymentMethod: method,
      subtotal: total,
      taxAmount: '0.00',
      totalAmount: total,
    });
    await db
      .insert(localSales)
      .values([
        sale(1, 'completed', '45.25', 'cash'),
        sale(2, 'completed', '20.00', 'transfer'),
        sale(3, 'cancelled', '80.00', 'cash'),
      ]);
    const expense = (title: string, amount: string, category: string, status: string) => ({
      title,
      amount,
      category,
      status,
      expenseDate: '2019-03-05',
      paymentMethod: 'transfer',
    });
    await db
      .insert(expenses)
      .values([
        expense('Renta', '400.00', 'rent', 'paid'),
        expense('Luz', '60.10', 'utilities', 'approved'),
        expense('Pendiente', '500.00', 'rent', 'pending'),
        expense('Rechazado', '70.00', 'rent', 'rejected'),
      ]);
  };

  it('reads each financial source by the reporting rules, aggregated by the database', async () => {
    await seed();
    const source = async (name: string, query = RANGE) => {
      const response = await get(`/financial/${name}?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };

    const memberships = await source('memberships');
    expect(memberships).toMatchObject({ startDate: '2019-03-01', endDate: '2019-03-31', total: 705.5, count: 4 });
    expect(memberships.breakdown).toEqual([
      { key: 'membership', label: 'Membresía', amount: 670.5, count: 3 },
      { key: 'daily', label: 'Pase diario', amount: 35, count: 1 },
    ]);
    expect(memberships.paymentMethods).toEqual([
      { key: 'cash', label: 'Efectivo', amount: 335, count: 2 },
      { key: 'transfer', label: 'Transferencia', amount: 250.5, count: 1 },
      { key: 'card', label: 'Tarjeta', amount: 120, count: 1 },
    ]);
    expect(memberships.details.map((row: { date: string }) => row.date)).toEqual([
      '2019-03-31',
      '2019-03-20',
      '2019-03-15',
      '2019-03-01',
    ]);
    expect(memberships.details[1]).toMatchObject({ method: 'card', amount: 120 });
    expect(memberships.pagination).toEqual({ page: 1, pages: 1, total: 4, limit: 100 });

    // Online orders: the store payments received in the period, on their payment day.
    const online = await source('online-orders');
    expect(online).toMatchObject({ total: 142, count: 2 });
    expect(online.details.map((row: { reference: string }) => row.reference)).toEqual(['ORD-RPT-1', 'ORD-RPT-3']);
    expect(online.details[0]).toMatchObject({
      date: '2019-03-10',
      reference: 'ORD-RPT-1',
      description: 'Cliente 1',
      method: 'card',
      type: 'store_online',
      status: 'completed',
      amount: 112,
    });
    expect(online.details[1]).toMatchObject({ date: '2019-03-02', reference: 'ORD-RPT-3', amount: 30 });
    expect(online.breakdown).toEqual([
      { key: 'store_online', label: 'Tienda: pago en línea', amount: 112, count: 1 },
      { key: 'store_transfer', label: 'Tienda: transferencia', amount: 30, count: 1 },
    ]);

    const local = await source('local-sales');
    expect(local).toMatchObject({ total: 65.25, count: 2 });
    expect(local.breakdown.map((line: { key: string }) => line.key)).toEqual(['cash', 'transfer']);

    const spent = await source('expenses');
    expect(spent).toMatchObject({ total: 460.1, count: 2 });
    expect(spent.breakdown).toEqual([
      { key: 'rent', label: 'Alquiler/Renta', amount: 400, count: 1 },
      { key: 'utilities', label: expect.any(String), amount: 60.1, count: 1 },
    ]);

    // Paging: one row a page, the last page holds the oldest.
    const paged = await source('memberships', `${RANGE}&limit=1&page=4`);
    expect(paged.pagination).toEqual({ page: 4, pages: 4, total: 4, limit: 1 });
    expect(paged.details).toHaveLength(1);
    expect(paged.details[0].date).toBe('2019-03-01');
    expect(paged.total).toBe(705.5);

    // The figures alone: the same totals, no rows read.
    const figuresOnly = await source('memberships', `${RANGE}&rows=false`);
    expect(figuresOnly).toMatchObject({ total: 705.5, count: 4, details: [] });
    expect(figuresOnly.breakdown).toEqual(memberships.breakdown);

    // A single Guatemala day.
    const day = await source('memberships', 'startDate=2019-03-15&endDate=2019-03-15');
    expect(day).toMatchObject({ total: 35, count: 1 });
  });

  it('refuses an unknown source and a malformed date with the Spanish message', async () => {
    const unknown = await get(`/financial/gimnasio?${RANGE}`);
    expect(unknown.statusCode).toBe(422);
    const badDate = await get('/financial/memberships?startDate=2019-13-45');
    expect(badDate.statusCode).toBe(422);
  });

  it('refuses a cliente every report', async () => {
    const client = await t.newClient();
    expect((await get(`/financial/expenses?${RANGE}`, bearer(client.token))).statusCode).toBe(403);
    expect((await get('/performance', bearer(client.token))).statusCode).toBe(403);
    expect((await get('/breakdowns', bearer(client.token))).statusCode).toBe(403);
  });

  it('measures satisfaction from the period ratings against the previous period, placeholders only without data', async () => {
    // A period with nothing at all: every figure is the spec's placeholder and says so.
    const empty = (await get('/performance?startDate=2001-01-01&endDate=2001-01-31')).json().data;
    expect(empty.kpis.every((kpi: { placeholder: boolean }) => kpi.placeholder)).toBe(true);
    expect(empty.customerSatisfaction).toBe(PERFORMANCE_PLACEHOLDERS.customerSatisfaction);
    expect(empty.customerRetention).toBe(PERFORMANCE_PLACEHOLDERS.customerRetention);

    const testimonial = (name: string, rating: number, day: string) => ({
      name,
      role: 'Miembro',
      text: 'Muy buen gimnasio',
      rating,
      submittedAt: at(day),
    });
    await t.app.db
      .insert(testimonials)
      .values([
        testimonial('A', 5, '2001-05-10'),
        testimonial('B', 4, '2001-05-20'),
        testimonial('C', 3, '2001-04-20'),
      ]);
    const report = (await get('/performance?startDate=2001-05-01&endDate=2001-05-31')).json().data;
    const satisfaction = report.kpis.find((kpi: { unit: string }) => kpi.unit === 'rating');
    expect(satisfaction).toMatchObject({ value: 4.5, placeholder: false, change: 50, trend: 'up', status: 'good' });
    expect(report.customerSatisfaction).toBe(4.5);
  });

  it('gives memberships by plan and users by month', async () => {
    const response = await get('/breakdowns');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(Array.isArray(data.byPlan)).toBe(true);
    // This month and the twelve before it, every one present (an empty month as zero), whole users.
    expect(data.userGrowth).toHaveLength(GROWTH_MONTHS);
    const today = businessDate();
    expect(data.userGrowth.at(-1).key).toBe(today.slice(0, 7));
    expect(data.userGrowth[0].key).toBe(growthFirstMonth(today));
    for (const line of data.userGrowth) expect(Number.isInteger(line.count)).toBe(true);
    // The demo users were made this month; a month a year ago has none and still shows.
    expect(data.userGrowth.at(-1).count).toBeGreaterThan(0);
    expect(data.userGrowth[0].count).toBe(0);
    expect(data.userGrowth[0].key).toMatch(/^\d{4}-\d{2}$/);
    // The month as a chart and a file read it: 'dic 2025', not '2025-12'.
    expect(data.userGrowth[0].label).toBe(formatMonth(data.userGrowth[0].key));
    expect(data.userGrowth[0].label).toMatch(/^(ene|feb|mar|abr|may|jun|jul|ago|sep|oct|nov|dic) \d{4}$/);
  });
});
