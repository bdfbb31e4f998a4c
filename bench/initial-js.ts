// What a first visit downloads before a public page renders, measured on the web build: the
// entry script, everything it imports statically, and the page's route chunks with theirs,
// each file gzipped (level 9) as a server would send it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './support';

/** The storefront's budget (issues 3 and 5): the landing page and /store each at most this. */
export const INITIAL_JS_BUDGET_KIB = 200;

/** Chunks a public page must never load: the session-only dashboards and DataGrid/Charts. */
export const DASHBOARD_CHUNK =
  /^(DashboardLayout|AdminHomePage|StaffHomePage|ClientHomePage|UsersPage|WebsiteAdminPage|ScheduleAdminPage|ProfilePage|MembershipPage|SchedulePage|PaymentsPage|TestimonialPage|MyOrdersPage)-/;
const DASHBOARD_CODE = /MuiDataGrid|MuiCharts|ChartsSurface/;

export interface InitialJs {
  kib: number;
  files: string[];
}

export function webDist(): string {
  return process.env.BENCH_WEB_DIST ?? process.env.E2E_WEB_DIST ?? join(root, 'web', 'dist');
}

/** A built asset's size as a server sends it gzipped. */
export function gzippedBytes(distDir: string, asset: string): number {
  return gzipSync(readFileSync(join(distDir, 'assets', asset)), { level: 9 }).length;
}

/** Null when there is no build to measure. Throws when the page would load dashboard code. */
export function initialJs(distDir: string, routeChunk: RegExp): InitialJs | null {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return null;
  const assets = join(distDir, 'assets');
  const html = readFileSync(indexHtml, 'utf8');
  const entry = [...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1] as string);
  const routeChunks = readdirSync(assets).filter((f) => f.endsWith('.js') && routeChunk.test(f));
  const staticImports = (file: string) =>
    [...readFileSync(join(assets, file), 'utf8').matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map(
      (m) => m[1] as string,
    );
  const seen = new Set<string>();
  const stack = [...entry, ...routeChunks];
  while (stack.length) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...staticImports(file));
  }
  let bytes = 0;
  for (const file of seen) {
    if (DASHBOARD_CHUNK.test(file) || DASHBOARD_CODE.test(readFileSync(join(assets, file), 'utf8')))
      throw new Error(`A public page loads dashboard code (${file})`);
    bytes += gzippedBytes(distDir, file);
  }
  return { kib: bytes / 1024, files: [...seen] };
}

/** One line for a bench report. */
export function reportInitialJs(page: string, routeChunk: RegExp): void {
  const dist = webDist();
  const js = initialJs(dist, routeChunk);
  if (!js) {
    console.log(`\n${page} initial JS: no build in ${dist} (run npm run build, or set BENCH_WEB_DIST)`);
    return;
  }
  const verdict = js.kib <= INITIAL_JS_BUDGET_KIB ? 'met' : 'NOT met';
  console.log(
    `\n${page} initial JS (gzip, ${dist}): ${js.kib.toFixed(1)} KiB in ${js.files.length} files, no dashboard, ` +
      `DataGrid or Charts code. Budget <= ${INITIAL_JS_BUDGET_KIB} KiB: ${verdict}`,
  );
}
