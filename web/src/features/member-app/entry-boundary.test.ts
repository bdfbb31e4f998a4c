import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC_DIR } from '../../test/source-files';

/** Every module the entry (src/main.tsx) loads statically: what a storefront visitor downloads first. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const path = relative(SRC_DIR, file).split(sep).join('/');
    if (seen.has(path)) return;
    seen.add(path);
    const source = readFileSync(file, 'utf8');
    // `import x from '...'` and `export ... from '...'`, not `import('...')` (a lazy chunk).
    for (const match of source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm)) {
      const specifier = match[1] ?? match[2]!;
      if (!specifier.startsWith('.')) {
        seen.add(specifier);
        continue;
      }
      const base = join(dirname(file), specifier);
      const resolved = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ext) => base + ext)
        .find((p) => existsSync(p) && !p.endsWith(sep));
      if (resolved && /\.tsx?$/.test(resolved)) visit(resolved);
    }
  };
  visit(entry);
  return seen;
}

describe("the storefront's entry chunk", () => {
  it("never loads the member app's service worker registration (it is the member home's, after idle)", () => {
    const graph = staticGraph(join(SRC_DIR, 'main.tsx'));
    expect(graph.has('app/App.tsx')).toBe(true);
    const pwa = [...graph].filter(
      (path) => path.startsWith('features/member-app/') || path.startsWith('virtual:pwa') || path.startsWith('workbox'),
    );
    expect(pwa).toEqual([]);
    expect(graph.has('features/dashboard/ClientHomePage.tsx')).toBe(false);
  });
});
