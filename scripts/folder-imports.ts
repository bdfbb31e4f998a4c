/**
 * The import graph between the feature folders of one layer (api `src/modules/*`, bff
 * `src/domains/*`, web `src/features/*`) and its cycles. Each layer's architecture test uses it
 * to prove that no two folders import each other, directly or through a longer loop.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export type FolderGraph = Map<string, Set<string>>;

const SOURCE_FILE = /\.tsx?$/;

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE_FILE.test(entry.name) ? [path] : [];
  });
}

/** The source without comments, so a comment that mentions a path is not mistaken for an import. */
export function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

/** Every module a file names: static imports and re-exports (`import type` too), side-effect and dynamic imports. */
export function importSpecifiers(source: string): string[] {
  const found: string[] = [];
  const statics = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/g;
  const dynamics = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const pattern of [statics, dynamics]) for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/**
 * Which folders of `root` each folder imports from. A file directly in `root` (a registry such
 * as api `modules/index.ts`) counts as the node `rootFilesNode`, so a folder that imports it back
 * closes a cycle too.
 */
export function folderGraph(root: string, rootFilesNode = '(root)'): FolderGraph {
  const folderOf = (path: string): string | null => {
    const inside = relative(root, path);
    if (inside.startsWith('..')) return null;
    const [first, ...rest] = inside.split(sep);
    return rest.length === 0 ? rootFilesNode : (first ?? null);
  };
  const graph: FolderGraph = new Map();
  for (const file of sourceFiles(root)) {
    const from = folderOf(file)!;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const specifier of importSpecifiers(withoutComments(readFileSync(file, 'utf8')))) {
      if (!specifier.startsWith('.')) continue;
      const to = folderOf(resolve(dirname(file), specifier));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Groups of folders that reach each other through imports (Tarjan's strongly connected components), each sorted. */
export function importCycles(graph: FolderGraph): string[][] {
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
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** A layer's three floors, top to bottom: arrows (imports) may only point down or sideways. */
export type Floor = 'root' | 'feature' | 'kernel';

const FLOOR_HEIGHT: Record<Floor, number> = { kernel: 0, feature: 1, root: 2 };

/** One import that runs up a floor: `from` imports `to` (paths relative to the layer's `src/`). */
export interface UpwardArrow {
  from: string;
  fromFloor: Floor;
  to: string;
  toFloor: Floor;
}

/** Test files and test helpers may assemble the whole app (a feature's test builds the root). */
const TEST_PATH = /(^|\/)test\/|\.test\.tsx?$/;

/**
 * Every import under `srcDir` whose target sits on a higher floor than its file (`floorOf` reads
 * a path relative to `srcDir` with `/` separators; `null` leaves a file out, as tests are).
 */
export function upwardArrows(srcDir: string, floorOf: (path: string) => Floor | null): UpwardArrow[] {
  const arrows: UpwardArrow[] = [];
  const rel = (path: string) => relative(srcDir, path).split(sep).join('/');
  for (const file of sourceFiles(srcDir)) {
    const from = rel(file);
    if (TEST_PATH.test(from)) continue;
    const fromFloor = floorOf(from);
    if (!fromFloor) continue;
    for (const specifier of importSpecifiers(withoutComments(readFileSync(file, 'utf8')))) {
      if (!specifier.startsWith('.')) continue;
      const to = rel(resolve(dirname(file), specifier));
      if (to.startsWith('..')) continue;
      const toFloor = floorOf(to);
      if (toFloor && FLOOR_HEIGHT[toFloor] > FLOOR_HEIGHT[fromFloor]) arrows.push({ from, fromFloor, to, toFloor });
    }
  }
  return arrows;
}
