import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { mountModules, sharedPrefixes, type ApiModule } from './lib/api-module';
import { apiModules } from './modules/index';

const MODULES_DIR = fileURLToPath(new URL('./modules', import.meta.url));
/** Files directly in modules/ (the registry) count as one node, so importing it from a module is a cycle too. */
const REGISTRY = '(modules/index)';

type Graph = Map<string, Set<string>>;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return Promise.resolve(entry.name.endsWith('.ts') ? [full] : []);
    }),
  );
  return nested.flat();
}

/** Every module specifier of static imports and re-exports (`import type` too) and of dynamic `import()`. */
function importSpecifiers(source: string): string[] {
  const found: string[] = [];
  const statics = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/g;
  const dynamics = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const pattern of [statics, dynamics]) for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** The module folder a path belongs to, the registry for files directly in modules/, null outside modules/. */
function moduleOf(file: string): string | null {
  const relative = path.relative(MODULES_DIR, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length === 0 ? REGISTRY : (first ?? null);
}

async function moduleGraph(): Promise<Graph> {
  const graph: Graph = new Map();
  for (const file of await sourceFiles(MODULES_DIR)) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const specifier of importSpecifiers(await readFile(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const to = moduleOf(path.resolve(path.dirname(file), specifier));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Groups of modules that reach each other through imports (Tarjan's strongly connected components). */
function importCycles(graph: Graph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('module boundaries', () => {
  it('has no two module folders importing each other, directly or through a cycle', async () => {
    const graph = await moduleGraph();
    expect(graph.size).toBeGreaterThan(5);
    expect(importCycles(graph)).toEqual([]);
  });

  it('finds direct and longer cycles, and reads every import form', () => {
    const graph: Graph = new Map([
      ['auth', new Set(['users'])],
      ['users', new Set(['auth'])],
      ['website', new Set(['schedule'])],
      ['schedule', new Set(['memberships'])],
      ['memberships', new Set(['website', 'payments'])],
      ['payments', new Set<string>()],
    ]);
    expect(importCycles(graph)).toEqual([
      ['auth', 'users'],
      ['memberships', 'schedule', 'website'],
    ]);
    const source = [
      "import { a } from '../a/x';",
      "import type { B } from '../b/y';",
      'import {\n  c,\n  d,\n} from "../c/z";',
      "export * from '../d/w';",
      "export { e } from '../e/v';",
      "import '../f/side-effect';",
      "const g = await import('../g/lazy');",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual([
      '../a/x',
      '../b/y',
      '../c/z',
      '../d/w',
      '../e/v',
      '../f/side-effect',
      '../g/lazy',
    ]);
  });

  it('mounts every prefix for one module only', () => {
    const modules = apiModules();
    expect(sharedPrefixes(modules)).toEqual([]);
    const owners = Object.fromEntries(modules.flatMap((m) => m.routes.map((r) => [r.prefix, m.name])));
    expect(owners).toMatchObject({
      '/testimonials': 'website',
      '/gym/config': 'website',
      '/gym/membership-plans': 'memberships',
      '/gym/schedule': 'schedule',
      '/gym/capacity': 'schedule',
      '/memberships': 'memberships',
      '/memberships/my-schedule': 'schedule',
    });
  });

  it('refuses to start when two modules claim the same prefix', async () => {
    const plugin = async () => {};
    const clash: ApiModule[] = [
      { name: 'website', routes: [{ prefix: '/testimonials', plugin }] },
      { name: 'testimonials', routes: [{ prefix: '/testimonials', plugin }] },
    ];
    expect(sharedPrefixes(clash)).toEqual([{ prefix: '/testimonials', modules: ['website', 'testimonials'] }]);
    const app = Fastify();
    await expect(mountModules(app, clash)).rejects.toThrow(/\/testimonials \(website, testimonials\)/);
    await app.close();
  });
});
