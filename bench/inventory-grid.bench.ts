// The back office's product grid (GET /api/store/management/products) over 10,000 products,
// seeded by this bench through the api: the first page (newest first), a search, a deep page
// sorted by price, the low-stock filter and a category. Beside them the cheapest signed-in read
// (the profile) on the same api, so the grid's cost reads as a ratio; then the first page through
// the bff (what /dashboard/admin/inventory asks), against the bff's own profile read.
import { assertClean, measure, printTable, signIn, type MeasureOptions, type RunningApp } from './support';

const PRODUCTS = 10_000;
const SEED_CONCURRENCY = 16;

/** What the inventory screen asks for a page of its grid (web/src/features/inventory/inventory.graphql). */
const GRID_QUERY = `query Grid($filter: ManagementProductFilterInput) {
  managementProducts(filter: $filter) {
    pagination { total page pages limit }
    products { id name sku price originalPrice stockQuantity minStock lowStock inStock isActive isFeatured
      archivedAt categoryId brandId category { id name } brand { id name }
      primaryImage { id imageUrl isPrimary altText displayOrder } }
  }
}`;

interface Named {
  id: string;
  name: string;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Products up to 10,000 across the demo's categories and brands, as a clerk would create them. */
async function seedProducts(apiUrl: string, token: string): Promise<{ total: number; categoryId: string }> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const base = `${apiUrl}/api/store/management`;
  const { categories } = await json<{ categories: Named[] }>(await fetch(`${base}/categories`, { headers }));
  const { brands } = await json<{ brands: Named[] }>(await fetch(`${base}/brands`, { headers }));
  const total = async () =>
    (await json<{ pagination: { total: number } }>(await fetch(`${base}/products?limit=1`, { headers }))).pagination
      .total;
  let next = await total();
  const worker = async () => {
    while (next < PRODUCTS) {
      next += 1;
      const n = next;
      const res = await fetch(`${base}/products`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: `Producto de prueba ${n}`,
          description: `Artículo ${n} del inventario de carga`,
          sku: `BENCH-${String(n).padStart(5, '0')}`,
          price: 10 + (n % 500) + 0.5,
          stockQuantity: n % 40,
          minStock: 5,
          categoryId: categories[n % categories.length]!.id,
          brandId: n % 3 === 0 ? null : brands[n % brands.length]!.id,
        }),
      });
      if (res.status !== 201) throw new Error(`Seeding products failed: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  return { total: await total(), categoryId: categories[1]!.id };
}

export async function inventoryGridBench(app: RunningApp, run: MeasureOptions): Promise<void> {
  const token = await signIn(app.apiUrl, 'admin@gimnasio.demo', 'Admin123');
  const started = Date.now();
  const { total, categoryId } = await seedProducts(app.apiUrl, token);
  console.log(`Seeded the catalogue to ${total} products in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const auth = { authorization: `Bearer ${token}` };
  const grid = (query: string) => ({ url: `${app.apiUrl}/api/store/management/products?${query}`, headers: auth });

  const baseline = await measure(
    'api  GET /api/auth/profile',
    { url: `${app.apiUrl}/api/auth/profile`, headers: auth },
    run,
  );
  const first = await measure('api  products page 1 (20)', grid('limit=20'), run);
  const searched = await measure('api  products search', grid('search=prueba%20123&limit=20'), run);
  const deep = await measure(
    'api  products price, page 100',
    grid('sortBy=price&sortOrder=asc&limit=50&page=100'),
    run,
  );
  const low = await measure('api  products lowStock', grid('lowStock=true&limit=20'), run);
  const category = await measure('api  products by category', grid(`categoryId=${categoryId}&limit=20`), run);
  const graphql = (query: string, variables: Record<string, unknown> = {}) => ({
    url: `${app.bffUrl}/graphql`,
    method: 'POST' as const,
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  // A GraphQL error still answers 200: check the queries once so the figures measure real pages.
  for (const request of [graphql('{ me { id email } }'), graphql(GRID_QUERY, { filter: { limit: 20 } })]) {
    const answer = (await (await fetch(request.url, request)).json()) as { errors?: unknown[] };
    if (answer.errors) throw new Error(`bff query failed: ${JSON.stringify(answer.errors)}`);
  }
  const bffBaseline = await measure('bff  { me }', graphql('{ me { id email } }'), run);
  const bffPage = await measure('bff  managementProducts (20)', graphql(GRID_QUERY, { filter: { limit: 20 } }), run);
  const rows = [baseline, first, searched, deep, low, category, bffBaseline, bffPage];
  printTable(`Product grid with ${total} products, ${run.connections} connections, ${run.duration} s each`, rows);
  for (const figure of [first, searched, deep, low, category])
    console.log(
      `${figure.name.slice(5).padEnd(30)} /profile p99 ratio: ${(figure.p99 / Math.max(baseline.p99, 0.001)).toFixed(2)}  ` +
        `(throughput ratio ${(figure.requestsPerSec / baseline.requestsPerSec).toFixed(2)})`,
    );
  console.log(
    `bff grid/api grid p99 ratio: ${(bffPage.p99 / Math.max(first.p99, 0.001)).toFixed(2)}  ` +
      `(throughput ratio ${(bffPage.requestsPerSec / first.requestsPerSec).toFixed(2)})`,
  );
  assertClean(rows);
}
