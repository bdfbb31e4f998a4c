// Compiles the api and the bff to one JavaScript file each (`<workspace>/dist/server.js`), so
// production runs plain node: no TypeScript compiler in the running process. The api's
// command-line tools are compiled beside it (`api/dist/migrate.js`, `seed.js`, `create-admin.js`,
// `backup.js`), so a container without the sources still migrates, creates its first admin and
// backs up. `__GYM_COMPILED__` tells the compiled code it is deployed: NODE_ENV unset means
// production there (domain/src/deployment.ts).
//
// Packages stay external (node loads them from node_modules) except the workspace's own
// `@gym/domain`, which is TypeScript source and is bundled in. Source files that locate files
// beside them (`new URL('../../drizzle', import.meta.url)`) keep working: each file's
// `import.meta.url` is rewritten to its own source location, relative to the bundle.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_WORKSPACES = ['api', 'bff'];

/** Each workspace's compiled entry points: `dist/<name>.js` from `src/<file>`. */
export const ENTRY_POINTS = {
  api: {
    server: 'server.ts',
    migrate: 'migrate-cli.ts',
    seed: 'seed-cli.ts',
    'create-admin': 'create-admin-cli.ts',
    backup: 'backup-cli.ts',
  },
  bff: { server: 'server.ts' },
};

/** A bare import that is not one of our workspaces is left to node. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@gym/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** `import.meta.url` in a bundled file means that file's own place in the source tree. */
function sourceLocatedMetaUrl(outDir) {
  return {
    name: 'source-located-import-meta-url',
    setup(builder) {
      builder.onLoad({ filter: /\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const fromBundle = relative(outDir, args.path).split('\\').join('/');
        const contents = source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        );
        return { contents, loader: 'ts' };
      });
    },
  };
}

export async function buildServer(workspace) {
  const dir = join(root, workspace);
  const outDir = join(dir, 'dist');
  const entries = ENTRY_POINTS[workspace] ?? { server: 'server.ts' };
  await build({
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, join(dir, 'src', file)])),
    outdir: outDir,
    define: { __GYM_COMPILED__: 'true' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    tsconfig: join(dir, 'tsconfig.json'),
    plugins: [externalPackages, sourceLocatedMetaUrl(outDir)],
    logLevel: 'warning',
  });
  return join(outDir, 'server.js');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  for (const workspace of SERVER_WORKSPACES) await buildServer(workspace);
  console.log(`[build] api and bff compiled to dist/server.js in ${Date.now() - started} ms`);
}
