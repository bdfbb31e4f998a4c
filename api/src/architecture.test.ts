import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  folderGraph,
  importCycles,
  importSpecifiers,
  upwardArrows,
  type Floor,
  type FolderGraph,
} from '../../scripts/folder-imports';
import { mountModules, sharedPrefixes, type ApiModule } from './lib/api-module';
import { apiModules } from './modules/index';

const MODULES_DIR = fileURLToPath(new URL('./modules', import.meta.url));
const SRC_DIR = fileURLToPath(new URL('.', import.meta.url));

/**
 * The api's three floors. Root: what puts the app together and starts it (app, server, the module
 * registry, the demo seed's order and the command-line tools). Features: `modules/<name>/`.
 * Kernel: everything else (db, lib, plugins, storage, events, jobs, config, types), which any floor may use.
 */
const ROOT_FILE =
  /^(app|server|seed|seed-cli|seed-history|seed-history-cli|migrate-cli|create-admin|create-admin-cli|backup|backup-cli|storage-copy-cli)(\.|$)|^modules\/index(\.|$)/;
function apiFloorOf(path: string): Floor {
  if (ROOT_FILE.test(path)) return 'root';
  if (path.startsWith('modules/')) return 'feature';
  return 'kernel';
}

describe('three floors: root, modules, kernel', () => {
  it('places each file on its floor', () => {
    expect(
      ['app.ts', 'server.ts', 'seed.ts', 'seed-cli.ts', 'migrate-cli.ts', 'modules/index.ts'].map(apiFloorOf),
    ).toEqual(Array(6).fill('root'));
    expect(['modules/payments/ledger.ts', 'modules/users/seed.ts'].map(apiFloorOf)).toEqual(['feature', 'feature']);
    expect(
      ['db/client.ts', 'lib/sessions.ts', 'plugins/auth.ts', 'storage/local-storage.ts', 'config.ts'].map(apiFloorOf),
    ).toEqual(Array(5).fill('kernel'));
  });

  it('the kernel (db, lib, plugins, storage, events, jobs, config, types) never imports a module or the root', () => {
    const kernelUp = upwardArrows(SRC_DIR, apiFloorOf).filter((a) => a.fromFloor === 'kernel');
    expect(kernelUp.map((a) => `${a.from} -> ${a.to}`)).toEqual([]);
  });

  it('a module never imports the root (app, server, seed, the CLIs, modules/index)', () => {
    const featureUp = upwardArrows(SRC_DIR, apiFloorOf).filter((a) => a.fromFloor === 'feature');
    expect(featureUp.map((a) => `${a.from} -> ${a.to}`)).toEqual([]);
  });

  it('finds an import that runs up a floor, and leaves tests out', () => {
    const dir = mkdtempSync(join(tmpdir(), 'floors-'));
    const write = (path: string, source: string) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), source);
    };
    try {
      write('app.ts', "import { a } from './modules/a/service';");
      write('modules/index.ts', "import { a } from './a/service';");
      write('modules/a/service.ts', "import { db } from '../../db/client';\nimport { b } from '../index';");
      write('modules/a/a.test.ts', "import { app } from '../../app';");
      write('db/client.ts', "export const db = 1;\nconst seed = await import('../modules/a/seed');");
      write('modules/a/seed.ts', 'export const seed = 1;');
      const found = upwardArrows(dir, apiFloorOf).sort((a, b) => a.from.localeCompare(b.from));
      expect(found).toEqual([
        { from: 'db/client.ts', fromFloor: 'kernel', to: 'modules/a/seed', toFloor: 'feature' },
        { from: 'modules/a/service.ts', fromFloor: 'feature', to: 'modules/index', toFloor: 'root' },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

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
