// The financial report for a year (issue 13) over 100,000 source rows: 40,000 membership and
// daily-pass payments, 20,000 delivered online orders, 20,000 local sales and 20,000 approved or
// paid expenses, spread over the last 365 days and written straight into the database by SQL.
// Measured through the bff as the reports screen asks it: the year's figures (totals, breakdowns,
// payment methods), one detail page as the screen's tables read it, and once, unloaded, the report
// with every detail row (pages of 100 read to the last), which only a browser-built export asks.
// Target: p99 under 1 s on PostgreSQL.
import { assertClean, measure, printTable, runSeedSql, signIn, type MeasureOptions, type RunningApp } from './support';

const ROWS = { payments: 40_000, orders: 20_000, localSales: 20_000, expenses: 20_000 };

const SEED_SQL = [
  `INSERT INTO payments (amount, method, payment_type, concept, status, payment_date)
   SELECT (100 + (i % 400) + (i % 100) / 100.0)::numeric(12,2), (ARRAY['cash','card','transfer'])[1 + i % 3],
          (ARRAY['membership','daily','bulk_daily'])[1 + i % 3], 'Banco de pruebas ' || i, 'completed',
          now() - ((i % 365) || ' days')::interval - ((i % 20) || ' hours')::interval
   FROM generate_series(1, ${ROWS.payments}) AS i`,
  `INSERT INTO orders (order_number, owner_key, status, payment_method, delivery_method, delivery_type, customer_info,
                       subtotal, tax_amount, shipping_amount, total_amount, created_at)
   SELECT 'BENCH-' || i, 'guest:bench-' || i, 'delivered', (ARRAY['card','transfer','cash_on_delivery'])[1 + i % 3],
          'pickup', (ARRAY['pickup','delivery'])[1 + i % 2],
          jsonb_build_object('name', 'Cliente ' || i, 'email', 'c' || i || '@example.com', 'phone', '5555'),
          (50 + i % 300)::numeric(12,2), 0, 0, (50 + i % 300)::numeric(12,2), now() - ((i % 365) || ' days')::interval
   FROM generate_series(1, ${ROWS.orders}) AS i`,
  `INSERT INTO local_sales (sale_number, sale_date, status, payment_method, subtotal, tax_amount, total_amount)
   SELECT 'VL-BENCH-' || i, current_date - (i % 365), 'completed', (ARRAY['cash','transfer'])[1 + i % 2],
          (20 + i % 200)::numeric(12,2), 0, (20 + i % 200)::numeric(12,2)
   FROM generate_series(1, ${ROWS.localSales}) AS i`,
  `INSERT INTO expenses (title, amount, category, expense_date, status, payment_method)
   SELECT 'Gasto de prueba ' || i, (30 + i % 900)::numeric(12,2),
          (ARRAY['rent','utilities','equipment_purchase','staff_salary'])[1 + i % 4], current_date - (i % 365),
          (ARRAY['approved','paid'])[1 + i % 2], 'transfer'
   FROM generate_series(1, ${ROWS.expenses}) AS i`,
  'ANALYZE',
];

const FIGURES = `query Year($range: ReportRangeInput) { financialReport(range: $range) {
  startDate endDate totalIncome netProfit profitMargin paymentMethods { label amount count }
  memberships { total count available breakdown { label amount count } }
  onlineOrders { total count available breakdown { label amount count } }
  localSales { total count available breakdown { label amount count } }
  expenses { total count available breakdown { label amount count } }
} }`;

// A detail table's page, as the screen reads it (one source, 25 rows).
const DETAILS_PAGE = `query YearPage($range: ReportRangeInput) {
  financialReportDetails(source: "memberships", range: $range, page: 1, limit: 25) {
    rows { id date reference amount } pagination { total pages } } }`;

// Every row of every source: only a file built in the browser (server export down) asks this.
const WITH_DETAILS = `query YearDetails($range: ReportRangeInput) { financialReport(range: $range) {
  totalIncome netProfit
  memberships { total details { id amount } } onlineOrders { total details { id amount } }
  localSales { total details { id amount } } expenses { total details { id amount } }
} }`;

export async function financialReportBench(app: RunningApp, run: MeasureOptions): Promise<void> {
  await app.restart((dataDir) => runSeedSql(dataDir, SEED_SQL));
  const seeded = app;
  const token = await signIn(seeded.apiUrl, 'admin@gimnasio.demo', 'Admin123');
  const graphql = (query: string) => ({
    url: `${seeded.bffUrl}/graphql`,
    method: 'POST' as const,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables: { range: { period: 'year' } } }),
  });
  const check = async (query: string) => {
    const started = performance.now();
    const request = graphql(query);
    const answer = (await (await fetch(request.url, request)).json()) as {
      errors?: unknown[];
      data?: { financialReport: { totalIncome: number; memberships: { total: number } } };
    };
    if (answer.errors) throw new Error(`bff query failed: ${JSON.stringify(answer.errors)}`);
    return { ms: performance.now() - started, report: answer.data!.financialReport };
  };
  const once = await check(FIGURES);
  console.log(
    `\nFinancial report for a year over ${Object.values(ROWS).reduce((a, b) => a + b, 0)} source rows: income ${once.report.totalIncome.toFixed(2)}`,
  );
  const figures = await measure('bff  financialReport (year)', graphql(FIGURES), run);
  const page = await measure('bff  one detail page (25 rows)', graphql(DETAILS_PAGE), run);
  printTable(`Financial report, period year, ${run.connections} connections, ${run.duration} s`, [figures, page]);
  console.log(`figures p99 ${figures.p99} ms: ${figures.p99 < 1000 ? 'within' : 'OVER'} the 1 s target`);
  assertClean([figures, page]);
  // Timed once, not under load: minutes of rows for a browser-built file, never for the screen.
  const detailsOnce = await check(WITH_DETAILS);
  console.log(`one report with every detail row (browser-built export only): ${detailsOnce.ms.toFixed(0)} ms`);
}
