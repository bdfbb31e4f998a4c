import { addTypenameToDocument } from '@apollo/client/utilities';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  Kind,
  parse,
  print,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { FirstScreenPage } from '../src/app/first-screen/first-screen';

/**
 * Writes dist/first-screen.json from app/first-screen/first-screen.ts: for each public page, the
 * query text of each first-render operation (as the web sends it: Apollo's documents with the
 * `__typename` its cache adds) and the page's route chunks with their static imports. The bff
 * reads it to answer those queries inside index.html and to preload those chunks.
 */

export const FIRST_SCREEN_FILE = 'first-screen.json';

export interface FirstScreenManifestOperation {
  operationName: string;
  query: string;
  variables?: Record<string, unknown>;
}

export type FirstScreenManifest = Record<
  string,
  { modulepreload: string[]; operations: FirstScreenManifestOperation[]; shell: string }
>;

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

interface Operations {
  operations: Map<string, { node: OperationDefinitionNode; apollo: boolean }>;
  fragments: Map<string, FragmentDefinitionNode>;
}

export function readOperations(srcDir: string): Operations {
  const operations: Operations['operations'] = new Map();
  const fragments: Operations['fragments'] = new Map();
  for (const file of graphqlFiles(srcDir)) {
    // `x.public.graphql` is read by the small public client, everything else by Apollo Client.
    const apollo = !file.endsWith('.public.graphql');
    for (const definition of parse(readFileSync(file, 'utf8')).definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.name)
        operations.set(definition.name.value, { node: definition, apollo });
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
  }
  return { operations, fragments };
}

/** The operation with every fragment it spreads, directly or through another fragment. */
export function operationDocument(name: string, { operations, fragments }: Operations): DocumentNode {
  const found = operations.get(name);
  if (!found) throw new Error(`first-screen: no operation '${name}' in web/src/**/*.graphql`);
  const needed = new Map<string, FragmentDefinitionNode>();
  const collect = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (!fragment) throw new Error(`first-screen: no fragment '${spread.name.value}'`);
        if (needed.has(fragment.name.value)) return;
        needed.set(fragment.name.value, fragment);
        collect(fragment);
      },
    });
  collect(found.node);
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [found.node, ...needed.values()] };
  return found.apollo ? addTypenameToDocument(document) : document;
}

/**
 * V8's explicit compile hint (Chrome 136+): every function of a file so marked is compiled while
 * the file streams in, on a background thread. Without it, each function the first render calls
 * is compiled on the main thread the first time it runs, which was most of a first visit's
 * blocking time. Only the first screens' chunks are marked: nearly all their code runs on load.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Marks the files of a first screen for eager compilation (the hint must be the file's first line). */
export async function markEagerCompile(outDir: string, files: Iterable<string>): Promise<void> {
  await Promise.all(
    [...files].map(async (file) => {
      const path = join(outDir, file);
      const code = await readFile(path, 'utf8');
      if (!code.startsWith(EAGER_COMPILE_HINT)) await writeFile(path, EAGER_COMPILE_HINT + code);
    }),
  );
}

/** A chunk and every chunk it imports statically, as /assets/... addresses. */
function chunkClosure(bundle: OutputBundle, first: OutputChunk): string[] {
  const seen = new Set<string>();
  const visitChunk = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visitChunk);
  };
  visitChunk(first.fileName);
  return [...seen].map((fileName) => `/${fileName}`);
}

export function firstScreen(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  // The entry's and the first screens' chunks, marked once written (vite adds its own preamble
  // to a chunk's code after generateBundle, and the hint must come first).
  const firstScreenChunks = new Set<string>();
  return {
    name: 'gym-first-screen',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      await markEagerCompile(outDir, firstScreenChunks);
    },
    async generateBundle(_options, bundle) {
      // Loaded here through tsx: the definitions import @gym/domain's TypeScript sources, which
      // the config's own loader leaves to Node (and tests never build).
      const { tsImport } = await import('tsx/esm/api');
      const { FIRST_SCREEN } = (await tsImport('../src/app/first-screen/first-screen.ts', import.meta.url)) as {
        FIRST_SCREEN: Record<string, FirstScreenPage>;
      };
      const documents = readOperations(resolve(root, 'src'));
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      // What index.html loads already (the entry and its static imports) is not preloaded again.
      const entry = chunks.find((chunk) => chunk.isEntry);
      const loaded = new Set(entry ? chunkClosure(bundle, entry) : []);
      const manifest: FirstScreenManifest = {};
      for (const [path, page] of Object.entries(FIRST_SCREEN)) {
        const modulepreload = new Set<string>();
        for (const source of page.routeModules) {
          const chunk = chunks.find((c) => c.facadeModuleId === resolve(root, source));
          if (!chunk) throw new Error(`first-screen: no chunk for ${source}`);
          chunkClosure(bundle, chunk).forEach((file) => loaded.has(file) || modulepreload.add(file));
        }
        manifest[path] = {
          modulepreload: [...modulepreload],
          operations: page.operations.map(({ operationName, variables }) => ({
            operationName,
            query: print(operationDocument(operationName, documents)),
            ...(variables ? { variables } : {}),
          })),
          shell: page.shell,
        };
      }
      firstScreenChunks.clear();
      for (const file of loaded) firstScreenChunks.add(file);
      for (const page of Object.values(manifest)) for (const file of page.modulepreload) firstScreenChunks.add(file);
      this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_FILE, source: JSON.stringify(manifest, null, 2) });
    },
  };
}
