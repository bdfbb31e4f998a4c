import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { folderGraph, importCycles, importSpecifiers, type FolderGraph } from '../../scripts/folder-imports';
import { mountModules, sharedPrefixes, type ApiModule } from './lib/api-module';
import { apiModules } from './modules/index';

const MODULES_DIR = fileURLToPath(new URL('./modules', import.meta.url));

describe('module boundaries', () => {
  it('has no two module folders importing each other, directly or through a cycle', () => {
    // Files directly in modules/ (the registry) are one node, so importing it from a module is a cycle too.
    const graph = folderGraph(MODULES_DIR, '(modules/index)');
    expect(graph.size).toBeGreaterThan(5);
    expect(importCycles(graph)).toEqual([]);
  });

  it('finds direct and longer cycles, and reads every import form', () => {
    const graph: FolderGraph = new Map([
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
