// POS sale creation (POST /api/local-sales/cash): a cash sale of 3 lines, priced by the server,
// its stock taken under the same row locks as online orders, its receipt number, stock movements
// and audit row written in one transaction. The lines rotate over the catalogue (products i, i+1,
// i+2) so the connections do not all queue on the same three rows, as several counters would not.
// Beside it the cheapest signed-in read (the profile) on the same api, so the sale's cost reads as
// a ratio; then the same sale through the bff (the point of sale's sellCash), against its { me }.
import type autocannon from 'autocannon';
import { assertClean, measure, printTable, signIn, type MeasureOptions, type RunningApp } from './support';

/** Enough units that a run never empties a shelf (each sale takes 1 of 3 products). */
const BENCH_STOCK = 1_000_000;

const SELL_CASH = `mutation Sell($input: CashSaleInput!) {
  sellCash(input: $input) { message sale { id saleNumber totalAmount change items { sku quantity lineTotal } } }
}`;

interface Product {
  id: string;
  price: number;
}

/** Every product on sale (the counter's search), each restocked for the run by the admin. */
async function prepareProducts(apiUrl: string, seller: string, admin: string): Promise<Product[]> {
  const headers = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
  const res = await fetch(`${apiUrl}/api/local-sales/products/search?q=&limit=50`, { headers: headers(seller) });
  const products = ((await res.json()) as { data: { products: Product[] } }).data.products;
  if (products.length < 3) throw new Error(`POS bench needs 3 products on sale, found ${products.length}`);
  const restock = await fetch(`${apiUrl}/api/store/management/products/bulk-stock`, {
    method: 'PUT',
    headers: headers(admin),
    body: JSON.stringify({
      updates: products.map((p) => ({ productId: p.id, operation: 'set', quantity: BENCH_STOCK, reason: 'Bench' })),
    }),
  });
  if (!restock.ok) throw new Error(`Restocking for the POS bench failed: ${restock.status} ${await restock.text()}`);
  return products;
}

/** The n-th sale: three consecutive products (2 + 1 + 1 units), cash enough for any of them. */
function saleInput(products: Product[], n: number) {
  const at = (k: number) => products[(n + k) % products.length]!;
  const lines = [at(0), at(1), at(2)];
  const total = 2 * lines[0]!.price + lines[1]!.price + lines[2]!.price;
  return {
    items: lines.map((p, k) => ({ productId: p.id, quantity: k === 0 ? 2 : 1 })),
    cashReceived: Math.ceil(total / 100) * 100,
  };
}

/** Each request a different sale (autocannon's setupRequest), in round-robin over the catalogue. */
function rotating(products: Product[], body: (input: ReturnType<typeof saleInput>) => string) {
  let n = 0;
  const setupRequest = (request: autocannon.Request): autocannon.Request => ({
    ...request,
    body: body(saleInput(products, n++)),
  });
  return setupRequest;
}

export async function posSaleBench(app: RunningApp, run: MeasureOptions): Promise<void> {
  const seller = await signIn(app.apiUrl, 'colaborador@gimnasio.demo', 'Colab123');
  const admin = await signIn(app.apiUrl, 'admin@gimnasio.demo', 'Admin123');
  const products = await prepareProducts(app.apiUrl, seller, admin);
  const auth = { authorization: `Bearer ${seller}` };
  const json = { ...auth, 'content-type': 'application/json' };

  const baseline = await measure(
    'api  GET /api/auth/profile',
    { url: `${app.apiUrl}/api/auth/profile`, headers: auth },
    run,
  );
  const apiSale = await measure(
    'api  POST local-sales/cash (3)',
    {
      url: `${app.apiUrl}/api/local-sales/cash`,
      method: 'POST',
      headers: json,
      requests: [{ setupRequest: rotating(products, (input) => JSON.stringify(input)) }],
    },
    run,
  );

  const graphql = (query: string, variables: Record<string, unknown> = {}) => ({
    url: `${app.bffUrl}/graphql`,
    method: 'POST' as const,
    headers: json,
    body: JSON.stringify({ query, variables }),
  });
  // A GraphQL error still answers 200: check both once so the figures measure real sales.
  for (const request of [graphql('{ me { id email } }'), graphql(SELL_CASH, { input: saleInput(products, 0) })]) {
    const answer = (await (await fetch(request.url, request)).json()) as { errors?: unknown[] };
    if (answer.errors) throw new Error(`bff query failed: ${JSON.stringify(answer.errors)}`);
  }
  const bffBaseline = await measure('bff  { me }', graphql('{ me { id email } }'), run);
  const bffSale = await measure(
    'bff  sellCash (3 lines)',
    {
      ...graphql(SELL_CASH),
      requests: [
        { setupRequest: rotating(products, (input) => JSON.stringify({ query: SELL_CASH, variables: { input } })) },
      ],
    },
    run,
  );
  printTable(
    `POS cash sale of 3 lines over ${products.length} products, ${run.connections} connections, ${run.duration} s each`,
    [baseline, apiSale, bffBaseline, bffSale],
  );
  console.log(
    `sale/profile p99 ratio: ${(apiSale.p99 / Math.max(baseline.p99, 0.001)).toFixed(2)}  ` +
      `(throughput ratio ${(apiSale.requestsPerSec / baseline.requestsPerSec).toFixed(2)})`,
  );
  console.log(
    `bff sale/api sale p99 ratio: ${(bffSale.p99 / Math.max(apiSale.p99, 0.001)).toFixed(2)}  ` +
      `(throughput ratio ${(bffSale.requestsPerSec / apiSale.requestsPerSec).toFixed(2)})`,
  );
  assertClean([baseline, apiSale, bffBaseline, bffSale]);
}
