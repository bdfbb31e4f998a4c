import { businessDate } from '@gym/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expenses, localSales, payments, reportMonthChanges, reportMonthTallies } from '../../db/schema/index';
import { backends, useStaffTestApp } from '../../test/test-app';
import { largestFirst, mergeTallyLines, splitBySettledMonths } from './month-tallies';
import { financialDetailPages } from './service';

describe('splitBySettledMonths', () => {
  it('keeps the whole months over two days before today and reads the days around them live', () => {
    expect(splitBySettledMonths({ startDate: '2026-01-01', endDate: '2026-11-29' }, '2026-11-29')).toEqual({
      months: ['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01'].concat([
        '2026-07-01',
        '2026-08-01',
        '2026-09-01',
        '2026-10-01',
      ]),
      head: null,
      tail: { startDate: '2026-11-01', endDate: '2026-11-29' },
    });
    // October ended on the 31st: on the 2nd of November it is not settled yet, on the 3rd it is.
    expect(splitBySettledMonths({ startDate: '2026-10-01', endDate: '2026-11-02' }, '2026-11-02').months).toEqual([]);
    expect(splitBySettledMonths({ startDate: '2026-10-01', endDate: '2026-11-03' }, '2026-11-03').months).toEqual([
      '2026-10-01',
    ]);
    // A period that starts and ends inside months: the partial months around the whole ones are live.
    expect(splitBySettledMonths({ startDate: '2024-01-15', endDate: '2024-04-10' }, '2026-11-29')).toEqual({
      months: ['2024-02-01', '2024-03-01'],
      head: { startDate: '2024-01-15', endDate: '2024-01-31' },
      tail: { startDate: '2024-04-01', endDate: '2024-04-10' },
    });
    // No whole month inside: the whole period is live.
    expect(splitBySettledMonths({ startDate: '2024-02-03', endDate: '2024-02-20' }, '2026-11-29')).toEqual({
      months: [],
      head: { startDate: '2024-02-03', endDate: '2024-02-20' },
      tail: null,
    });
  });
});

describe('mergeTallyLines', () => {
  it('adds counts and amounts of the same line in cents, and sorts the largest first', () => {
    const merged = mergeTallyLines([
      [
        { kind: 'whole', key: null, count: 2, amount: '0.10' },
        { kind: 'key', key: 'cash', count: 2, amount: '0.10' },
      ],
      [
        { kind: 'whole', key: null, count: 1, amount: '0.20' },
        { kind: 'key', key: 'card', count: 1, amount: '0.20' },
        { kind: 'method', key: null, count: 1, amount: '0.20' },
      ],
    ]);
    expect(largestFirst(merged)).toEqual([
      { kind: 'whole', key: null, count: 3, amount: '0.30' },
      { kind: 'method', key: null, count: 1, amount: '0.20' },
      { kind: 'key', key: 'card', count: 1, amount: '0.20' },
      { kind: 'key', key: 'cash', count: 2, amount: '0.10' },
    ]);
  });
});

/** Every row of these tests lives in 2018 (Guatemala days), a year no other test touches. */
const at = (day: string, time = '12:00') => new Date(`${day}T${time}:00-06:00`);

describe.each(backends)('month tallies on %s', (backend) => {
  const t = useStaffTestApp(backend);
  const figures = async (source: string, startDate: string, endDate: string) => {
    const response = await t.app.inject({
      url: `/api/reports/financial/${source}?startDate=${startDate}&endDate=${endDate}&rows=false`,
      headers: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { total: number; count: number; breakdown: { key: string; amount: number }[] };
  };
  const kept = (source: string, month: string) =>
    t.app.db
      .select()
      .from(reportMonthTallies)
      .where(and(eq(reportMonthTallies.source, source), eq(reportMonthTallies.month, month)));
  const payment = (amount: string, day: string, time?: string) => ({
    amount,
    paymentType: 'membership',
    method: 'cash',
    status: 'completed',
    concept: 'Mensualidad',
    paymentDate: at(day, time),
  });

  it('keeps a settled month’s figures and computes them again after any change to its rows', async () => {
    const db = t.app.db;
    const [first] = await db
      .insert(payments)
      .values([payment('100.00', '2018-05-03'), payment('50.00', '2018-05-31', '23:30')])
      .returning({ id: payments.id });
    // 23:30 in Guatemala on June 30 is July 1 in UTC: still June.
    await db.insert(payments).values(payment('7.00', '2018-06-30', '23:30'));

    expect(await figures('memberships', '2018-05-01', '2018-05-31')).toMatchObject({ total: 150, count: 2 });
    expect(await figures('memberships', '2018-06-01', '2018-06-30')).toMatchObject({ total: 7, count: 1 });
    const [may] = await kept('memberships', '2018-05-01');
    expect(may?.lines.find((line) => line.kind === 'whole')).toMatchObject({ count: 2, amount: '150.00' });

    // The kept tally is what the figures read: a tally edited behind the api's back shows.
    await db
      .update(reportMonthTallies)
      .set({ lines: [{ kind: 'whole', key: null, count: 9, amount: '999.00' }] })
      .where(and(eq(reportMonthTallies.source, 'memberships'), eq(reportMonthTallies.month, '2018-05-01')));
    expect(await figures('memberships', '2018-05-01', '2018-05-31')).toMatchObject({ total: 999, count: 9 });

    // A payment backdated into May, a refund and a deletion: each is in the next figures.
    await db.insert(payments).values(payment('25.00', '2018-05-20'));
    expect(await figures('memberships', '2018-05-01', '2018-05-31')).toMatchObject({ total: 175, count: 3 });
    await db.update(payments).set({ refundedAmount: '40.00' }).where(eq(payments.id, first!.id));
    expect(await figures('memberships', '2018-05-01', '2018-05-31')).toMatchObject({ total: 135, count: 3 });
    await db.delete(payments).where(eq(payments.id, first!.id));
    expect(await figures('memberships', '2018-05-01', '2018-05-31')).toMatchObject({ total: 75, count: 2 });

    // A period across months: whole months kept, the days around them live, the same sum.
    expect(await figures('memberships', '2018-05-20', '2018-07-10')).toMatchObject({ total: 82, count: 3 });
  });

  it('keeps each source’s months: a backdated sale or expense is in the next figures', async () => {
    const db = t.app.db;
    const sale = (n: number, total: string, day: string) => ({
      saleNumber: `VL-180815-${n}`,
      status: 'completed',
      paymentMethod: 'cash',
      subtotal: total,
      taxAmount: '0.00',
      totalAmount: total,
      saleDate: day,
    });
    await db.insert(localSales).values(sale(1, '20.00', '2018-08-15'));
    expect(await figures('local-sales', '2018-08-01', '2018-08-31')).toMatchObject({ total: 20, count: 1 });
    await db.insert(localSales).values(sale(2, '5.50', '2018-08-31'));
    expect(await figures('local-sales', '2018-08-01', '2018-08-31')).toMatchObject({ total: 25.5, count: 2 });

    const [spent] = await db
      .insert(expenses)
      .values({
        title: 'Luz',
        category: 'utilities',
        amount: '60.10',
        expenseDate: '2018-09-10',
        status: 'paid',
        paymentMethod: 'cash',
      } as typeof expenses.$inferInsert)
      .returning({ id: expenses.id });
    expect(await figures('expenses', '2018-09-01', '2018-09-30')).toMatchObject({ total: 60.1, count: 1 });
    await db.update(expenses).set({ amount: '61.00' }).where(eq(expenses.id, spent!.id));
    expect(await figures('expenses', '2018-09-01', '2018-09-30')).toMatchObject({ total: 61, count: 1 });
    // Moved out of September: it leaves September's figures and enters October's.
    await db.update(expenses).set({ expenseDate: '2018-10-02' }).where(eq(expenses.id, spent!.id));
    expect(await figures('expenses', '2018-09-01', '2018-09-30')).toMatchObject({ total: 0, count: 0 });
    expect(await figures('expenses', '2018-10-01', '2018-10-31')).toMatchObject({ total: 61, count: 1 });
  });

  it('logs nothing for the day’s own payments: only changes to ended months are logged', async () => {
    const db = t.app.db;
    const today = businessDate();
    const logged = async () =>
      Number(
        (
          await db
            .select({ n: sql<number>`count(*)` })
            .from(reportMonthChanges)
            .where(eq(reportMonthChanges.month, `${today.slice(0, 8)}01`))
        )[0]!.n,
      );
    const before = await logged();
    await db.insert(payments).values(payment('10.00', today));
    expect(await logged()).toBe(before);
  });

  it('pages an export’s rows a month at a time, newest first, each row once', async () => {
    const db = t.app.db;
    // 2017: 40 payments on 20 days from late March to early May, two on each day (same minute).
    const days = Array.from({ length: 20 }, (_, i) => {
      const day = new Date(Date.UTC(2017, 2, 25 + i * 2));
      return day.toISOString().slice(0, 10);
    });
    await db.insert(payments).values(days.flatMap((day) => [payment('1.00', day), payment('2.00', day)]));
    const pages: string[][] = [];
    for await (const page of financialDetailPages(
      db,
      'memberships',
      { startDate: '2017-03-27', endDate: '2017-05-31' },
      3,
    ))
      pages.push(page.map((row) => `${row.date} ${row.id}`));
    const rows = pages.flat();
    // The range cuts off March 25 (two rows); every other row once, never a page over 3 rows.
    expect(rows).toHaveLength(38);
    expect(new Set(rows).size).toBe(38);
    expect(pages.every((page) => page.length <= 3)).toBe(true);
    expect(rows).toEqual([...rows].sort().reverse());
    expect(rows[0]!.slice(0, 10)).toBe(days[19]);
    expect(rows[37]!.slice(0, 10)).toBe('2017-03-27');
  });
});
