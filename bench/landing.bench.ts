// The landing page's data (one GraphQL query) through the bff with its content cache, the same
// through a bff with CONTENT_CACHE=off (every request reaches the api), the api call behind it,
// and the JavaScript a first visit downloads before the page renders.
import { LandingDocument } from '../web/src/features/landing/landing.public.generated';
import { reportInitialJs } from './initial-js';
import { assertClean, measure, printTable, startApp, type MeasureOptions, type RunningApp } from './support';

// Exactly what the landing page sends (its generated document).
const LANDING_QUERY = String(LandingDocument);

const graphql = (bffUrl: string) => ({
  url: `${bffUrl}/graphql`,
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: LANDING_QUERY, operationName: 'Landing' }),
});

function portOf(url: string): number {
  return Number(new URL(url).port);
}

export async function landingBench(app: RunningApp, run: MeasureOptions): Promise<void> {
  const direct = await measure('api  GET /api/content/landing', { url: `${app.apiUrl}/api/content/landing` }, run);
  const cached = await measure('bff  landingContent (cached)', graphql(app.bffUrl), run);

  // A second instance whose bff keeps nothing: the uncached path, bff + api + database per request.
  process.env.CONTENT_CACHE = 'off';
  let uncachedApp: RunningApp;
  try {
    uncachedApp = await startApp({
      api: Number(process.env.BENCH_UNCACHED_API_PORT ?? portOf(app.apiUrl) + 2),
      bff: Number(process.env.BENCH_UNCACHED_PORT ?? portOf(app.bffUrl) + 2),
    });
  } finally {
    delete process.env.CONTENT_CACHE;
  }
  let uncached;
  try {
    uncached = await measure('bff  landingContent (uncached)', graphql(uncachedApp.bffUrl), run);
  } finally {
    await uncachedApp.stop();
  }

  printTable(`Landing page data, ${run.connections} connections, ${run.duration} s each`, [direct, cached, uncached]);
  console.log(
    `cache gain: ${(cached.requestsPerSec / Math.max(uncached.requestsPerSec, 1)).toFixed(1)}x req/s, ` +
      `p99 ${uncached.p99} ms -> ${cached.p99} ms`,
  );
  assertClean([direct, cached, uncached]);
  reportInitialJs('Landing page /', /^LandingPage-/);
}
