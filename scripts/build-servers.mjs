// Compiles the api and the bff to one JavaScript file each (`<workspace>/dist/server.js`), so
// production runs plain node: no TypeScript compiler in the running process.
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
  await build({
    entryPoints: [join(dir, 'src', 'server.ts')],
    outfile: join(outDir, 'server.js'),
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
