import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  folderGraph,
  importCycles,
  sourceFiles,
  upwardArrows,
  withoutComments,
  type Floor,
  type FolderGraph,
} from '../../scripts/folder-imports';

const SRC = dirname(fileURLToPath(import.meta.url));
const DOMAINS = join(SRC, 'domains');

/** The root: the files that assemble the app (server, Apollo, the resolver list, the per-request context). */
const ROOT_FILES = /^(app|server|schema|context|emit-schema)(\.ts)?$/;
const TEST_FILE = /(^|\/)test\/|\.test\.ts$/;

/** The bff's three floors: the root on top, the domains in the middle, the kernel below. */
function floorOf(path: string): Floor | null {
  if (path.startsWith('domains/')) return 'feature';
  if (path.startsWith('kernel/')) return 'kernel';
  return ROOT_FILES.test(path) ? 'root' : null;
}

const arrowsFrom = (floor: Floor) =>
  upwardArrows(SRC, floorOf)
    .filter((arrow) => arrow.fromFloor === floor)
    .map(({ from, to }) => `${from} -> ${to}`);

const relativePaths = () => sourceFiles(SRC).map((file) => relative(SRC, file).split(sep).join('/'));

/** Imports that run when the file loads: `import type` and `export type` are erased. */
const RUNTIME_IMPORT = /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"](\.[^'"]+)['"]/g;

/** Which source files each file loads at run time (tests left out). */
function runtimeFileGraph(): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const file of sourceFiles(SRC)) {
    const from = relative(SRC, file).split(sep).join('/');
    if (TEST_FILE.test(from)) continue;
    const edges = new Set<string>();
    graph.set(from, edges);
    for (const match of withoutComments(readFileSync(file, 'utf8')).matchAll(RUNTIME_IMPORT)) {
      const to = relative(SRC, resolve(dirname(file), match[1]!))
        .split(sep)
        .join('/');
      if (!to.startsWith('..')) edges.add(`${to}.ts`);
    }
  }
  return graph;
}

describe('bff architecture', () => {
  it('reads the imports of the domain folders', () => {
    const graph = folderGraph(DOMAINS);
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
    expect(importCycles(folderGraph(DOMAINS))).toEqual([]);
  });

  it('only config.ts reads the environment', () => {
    const readers = sourceFiles(SRC)
      .filter((file) => file !== fileURLToPath(import.meta.url))
      .filter((file) =>
        /\bprocess\s*(?:\.\s*env\b|\[\s*['"]env['"]\s*\])/.test(withoutComments(readFileSync(file, 'utf8'))),
      )
      .map((file) => relative(SRC, file));
    expect(readers).toEqual([join('kernel', 'config.ts')]);
  });

  it('every source file sits on a floor: a root file, a domain (domains/) or the kernel (kernel/)', () => {
    expect(relativePaths().filter((path) => !TEST_FILE.test(path) && !floorOf(path))).toEqual([]);
  });

  it('a domain never imports the root (app, server, schema, context, emit-schema)', () => {
    expect(arrowsFrom('feature')).toEqual([]);
  });

  it('the kernel never imports a domain or the root', () => {
    expect(arrowsFrom('kernel')).toEqual([]);
  });

  it('no run-time import cycle between the files of the bff', () => {
    expect(importCycles(runtimeFileGraph())).toEqual([]);
  });

  it("a resolver names its access with the kernel's typed Authorized, never type-graphql's (which takes any string)", () => {
    const untyped = relativePaths().filter(
      (path) =>
        !TEST_FILE.test(path) &&
        /import\s*\{[^}]*\bAuthorized\b[^}]*\}\s*from\s*'type-graphql'/.test(
          withoutComments(readFileSync(join(SRC, path), 'utf8')),
        ) &&
        path !== 'kernel/graphql/auth-checker.ts',
    );
    expect(untyped).toEqual([]);
  });
});
