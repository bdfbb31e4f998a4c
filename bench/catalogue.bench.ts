// The storefront's costs: a catalogue page of 20 products straight from the api and through the
// bff (with categories and brands resolved by DataLoaders), an order-creation run, and the
// storefront's initial JavaScript (gzipped) from the web build.
import { reportInitialJs } from './initial-js';
import { assertClean, measure, printTable, type MeasureOptions, type RunningApp } from './support';

/** The issue's targets on this machine (50 connections, PostgreSQL). */
const TARGETS = { apiRps: 1000, apiP99Ms: 50, bffShare: 0.5, rssMb: 200 };
const CATALOGUE_CONNECTIONS = 50;
const ORDERS = 300;
const ORDER_CONCURRENCY = 10;

export const PRODUCTS_QUERY = `query StoreProducts($filter: ProductFilterInput) {
  products(filter: $filter) {
    products { id name price originalPrice discountPercentage stockQuantity inStock lowStock isFeatured
      primaryImage { id imageUrl altText } variants { name values } category { id name } brand { id name } }
    pagination { total page pages limit }
  }
}`;

interface ProductRow {
  id: string;
  price: number;
  stockQuantity: number;
}

async function inStockProducts(apiUrl: string): Promise<ProductRow[]> {
  const res = await fetch(`${apiUrl}/api/store/products?limit=100&inStock=true`);
  const body = (await res.json()) as { data: { products: ProductRow[] } };
  return body.data.products;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** ORDERS guest orders of one unit, ORDER_CONCURRENCY at a time, spread over the products in stock. */
async function orderRun(apiUrl: string): Promise<void> {
  const products = await inStockProducts(apiUrl);
  const units = products.flatMap((p) => Array.from({ length: p.stockQuantity }, () => p.id));
  const total = Math.min(ORDERS, units.length);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const n = next++;
      const t0 = performance.now();
      const res = await fetch(`${apiUrl}/api/store/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${Date.now()}-${n}` },
        body: JSON.stringify({
          items: [{ productId: units[n], quantity: 1, price: 1 }],
          customerInfo: { name: 'Bench', email: `bench${n}@correo.gt`, phone: '5555 0000' },
          shippingAddress: { street: 'Calle 1', city: 'Guatemala' },
          paymentMethod: 'cash_on_delivery',
          deliveryMethod: 'local',
          sessionId: `guest_bench_${n}`,
        }),
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: ORDER_CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `\nOrder creation: ${total} guest orders of 1 unit, ${ORDER_CONCURRENCY} concurrent (row locks, stock decrement, pending payment)`,
  );
  console.log(
    `  ${(total / seconds).toFixed(0)} orders/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
      `statuses ${[...statuses].map(([s, c]) => `${s}x${c}`).join(' ')}`,
  );
  if ((statuses.get(201) ?? 0) !== total)
    throw new Error('Some orders were not created: the figures are not trustworthy.');
}

export async function catalogueBench(app: RunningApp, run: MeasureOptions): Promise<void> {
  const catalogueRun = { ...run, connections: Math.max(run.connections, CATALOGUE_CONNECTIONS) };
  const direct = await measure(
    'api  GET /api/store/products (20)',
    { url: `${app.apiUrl}/api/store/products?page=1&limit=20` },
    catalogueRun,
  );
  // Every request a new URL: what the database path costs when the 5 s catalogue cache misses.
  let bust = 0;
  const uncached = await measure(
    'api  same page, cache missed',
    {
      url: `${app.apiUrl}/api/store/products?page=1&limit=20`,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `/api/store/products?page=1&limit=20&nocache=${(bust += 1)}`,
          }),
        },
      ],
    },
    catalogueRun,
  );
  const catalogueRequest = (variables: Record<string, unknown>) =>
    JSON.stringify({ query: PRODUCTS_QUERY, variables: { filter: { page: 1, limit: 20 }, ...variables } });
  const viaBff = await measure(
    'bff  products(limit 20), cached answer',
    {
      url: `${app.bffUrl}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: catalogueRequest({}),
    },
    catalogueRun,
  );
  // An extra variable makes every request a new response-cache key; the api still answers from
  // its own cache: what GraphQL execution with the loaders costs per page.
  const viaBffExecuted = await measure(
    'bff  same, executed (cache missed)',
    {
      url: `${app.bffUrl}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [{ setupRequest: (request) => ({ ...request, body: catalogueRequest({ bust: (bust += 1) }) }) }],
    },
    catalogueRun,
  );
  printTable(`Catalogue page, ${catalogueRun.connections} connections, ${run.duration} s each`, [
    direct,
    uncached,
    viaBff,
    viaBffExecuted,
  ]);
  const share = viaBff.requestsPerSec / direct.requestsPerSec;
  console.log(
    `targets: api >= ${TARGETS.apiRps} req/s (${direct.requestsPerSec >= TARGETS.apiRps ? 'met' : 'NOT met'}), ` +
      `api p99 <= ${TARGETS.apiP99Ms} ms (${direct.p99 <= TARGETS.apiP99Ms ? 'met' : 'NOT met'}), ` +
      `bff >= ${TARGETS.bffShare} x api (${share.toFixed(2)}: ${share >= TARGETS.bffShare ? 'met' : 'NOT met'}; ` +
      `executed without its response cache ${(viaBffExecuted.requestsPerSec / direct.requestsPerSec).toFixed(2)})`,
  );
  const rss = app.rssMb();
  console.log(
    `RSS after the catalogue load (compiled servers): api ${rss.api.toFixed(0)} MB, bff ${rss.bff.toFixed(0)} MB ` +
      `(target <= ${TARGETS.rssMb} MB each: ${rss.api <= TARGETS.rssMb && rss.bff <= TARGETS.rssMb ? 'met' : 'NOT met'})`,
  );
  assertClean([direct, uncached, viaBff, viaBffExecuted]);

  await orderRun(app.apiUrl);

  // /store needs the session layer (cart, Apollo) as well as its own route chunks.
  reportInitialJs('/store', /^(VisitorStoreShell|StorePage)-/);
}
