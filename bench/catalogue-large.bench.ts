// The public catalogue page with its cache missed, on the demo's 40 products and then on 10,000
// (written straight into the database by SQL): the page, a search and the price order. The issue's
// bound: at 10,000 products the page's p99 at most 2x its p99 at 40.
import { assertClean, measure, printTable, runSeedSql, type MeasureOptions, type RunningApp } from './support';

const PRODUCTS = 10_000;
const CONNECTIONS = 50;
const MAX_P99_GROWTH = 2;

// Older than the demo's products, so the first page (newest first) shows the same 20 products.
const SEED_SQL = [
  `WITH c AS (SELECT array_agg(id ORDER BY id) AS a FROM product_categories),
        b AS (SELECT array_agg(id ORDER BY id) AS a FROM brands)
   INSERT INTO products (name, description, price, sku, stock_quantity, min_stock, category_id, brand_id, is_featured, created_at)
   SELECT 'Producto de prueba ' || i, 'Artículo ' || i || ' del catálogo de carga', (10 + i % 500 + 0.5)::numeric(12,2),
          'BENCH-CAT-' || lpad(i::text, 5, '0'), i % 40, 5, c.a[1 + i % cardinality(c.a)],
          CASE WHEN i % 3 = 0 THEN NULL ELSE b.a[1 + i % cardinality(b.a)] END, i % 50 = 0,
          now() - interval '30 days' - (i || ' minutes')::interval
   FROM generate_series(1, ${PRODUCTS} - (SELECT count(*) FROM products)) AS i, c, b`,
  `INSERT INTO product_images (product_id, image_url, is_primary, alt_text, display_order)
   SELECT id, '/uploads/products/' || lower(sku) || '.webp', true, name, 0 FROM products
   WHERE sku LIKE 'BENCH-CAT-%' AND NOT EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = products.id)`,
  // What autovacuum would have done by the time a real catalogue grew this large.
  'VACUUM ANALYZE products',
  'VACUUM ANALYZE product_images',
];

async function productCount(apiUrl: string): Promise<number> {
  const res = await fetch(`${apiUrl}/api/store/products?limit=1&count=${Date.now()}`);
  return ((await res.json()) as { data: { pagination: { total: number } } }).data.pagination.total;
}

/** Every request a new URL: the catalogue cache misses and the database answers. */
function uncached(apiUrl: string, query: string) {
  let bust = 0;
  return {
    url: `${apiUrl}/api/store/products?${query}`,
    requests: [
      {
        setupRequest: (request: object) => ({
          ...request,
          path: `/api/store/products?${query}&nocache=${(bust += 1)}`,
        }),
      },
    ],
  };
}

export async function catalogueLargeBench(app: RunningApp, run: MeasureOptions): Promise<void> {
  const loadRun = { ...run, connections: Math.max(run.connections, CONNECTIONS) };
  const page = 'page=1&limit=20';
  const before = await productCount(app.apiUrl);
  const small = await measure(`api  page, cache missed (${before})`, uncached(app.apiUrl, page), loadRun);
  await app.restart((dataDir) => runSeedSql(dataDir, SEED_SQL));
  const total = await productCount(app.apiUrl);
  const large = await measure(`api  page, cache missed (${total})`, uncached(app.apiUrl, page), loadRun);
  const searched = await measure(
    `api  search 'prueba 12' (${total})`,
    uncached(app.apiUrl, `${page}&search=prueba%2012`),
    loadRun,
  );
  const byPrice = await measure(
    `api  price order, page 50 (${total})`,
    uncached(app.apiUrl, 'page=50&limit=20&sortBy=price&sortOrder=asc'),
    loadRun,
  );
  const rows = [small, large, searched, byPrice];
  printTable(
    `Catalogue page without its cache, ${before} then ${total} products, ${loadRun.connections} connections`,
    rows,
  );
  const growth = large.p99 / Math.max(small.p99, 1);
  console.log(
    `p99 at ${total} / at ${before}: ${growth.toFixed(2)} (target <= ${MAX_P99_GROWTH}: ${growth <= MAX_P99_GROWTH ? 'met' : 'NOT met'}); ` +
      `req/s ratio ${(large.requestsPerSec / small.requestsPerSec).toFixed(2)}`,
  );
  assertClean(rows);
}
