import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const DOMAINS = join(SRC, 'domains');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every module a file names: static imports and re-exports (type-only ones too) and dynamic imports. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\b(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g))
    found.push(match[1]!);
  for (const match of source.matchAll(/\bimport\s*(?:\(\s*)?['"]([^'"]+)['"]/g)) found.push(match[1]!);
  return found;
}

/** The domain folder a path is in (`website` for domains/website/x.ts), or null outside domains/. */
function domainOf(path: string): string | null {
  const inside = relative(DOMAINS, path);
  if (inside.startsWith('..')) return null;
  return inside.split(sep)[0] ?? null;
}

/** Which domain folders each domain folder imports from. */
function domainGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(DOMAINS)) {
    const from = domainOf(file)!;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const specifier of specifiers(withoutComments(readFileSync(file, 'utf8')))) {
      if (!specifier.startsWith('.')) continue;
      const to = domainOf(resolve(dirname(file), specifier));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every dependency cycle, each as the path that closes it (`a -> b -> a`). */
function findCycles(graph: Map<string, Set<string>>): string[] {
  const cycles = new Set<string>();
  const visit = (node: string, path: string[]) => {
    const at = path.indexOf(node);
    if (at >= 0) {
      const loop = path.slice(at);
      // One name per cycle whichever node the search entered it by: rotate to its smallest node.
      const start = loop.indexOf([...loop].sort()[0]!);
      const rotated = [...loop.slice(start), ...loop.slice(0, start)];
      cycles.add([...rotated, rotated[0]].join(' -> '));
      return;
    }
    for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
  };
  for (const node of graph.keys()) visit(node, []);
  return [...cycles].sort();
}

/** The source without comments, so a comment that mentions something is not mistaken for code. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

describe('bff architecture', () => {
  it('finds direct and longer cycles (the check itself)', () => {
    const graph = (edges: Record<string, string[]>) =>
      new Map(Object.entries(edges).map(([node, to]) => [node, new Set(to)]));
    expect(findCycles(graph({ a: ['b'], b: [] }))).toEqual([]);
    expect(findCycles(graph({ users: ['auth'], auth: ['users'] }))).toEqual(['auth -> users -> auth']);
    expect(findCycles(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual(['a -> b -> c -> a']);
  });

  it('reads the imports of the domain folders', () => {
    const graph = domainGraph();
    expect([...graph.keys()].sort()).toEqual(
      readdirSync(DOMAINS, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    );
    // Known edges: the landing page holds the plans and the weekly hours.
    expect([...graph.get('website')!]).toEqual(expect.arrayContaining(['memberships', 'schedule', 'common']));
  });

  it('no two domain folders import each other, directly or through a cycle', () => {
    expect(findCycles(domainGraph())).toEqual([]);
  });

  it('only config.ts reads the environment', () => {
    const readers = sourceFiles(SRC)
      .filter((file) => file !== fileURLToPath(import.meta.url))
      .filter((file) =>
        /\bprocess\s*(?:\.\s*env\b|\[\s*['"]env['"]\s*\])/.test(withoutComments(readFileSync(file, 'utf8'))),
      )
      .map((file) => relative(SRC, file));
    expect(readers).toEqual(['config.ts']);
  });
});
