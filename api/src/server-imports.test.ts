import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * Packages the api needs only for some gyms or some requests: each is loaded where it is used
 * (`await import(...)`), so an api that sends no mail, keeps its files on disk and takes no cards
 * never holds them. Loading MJML, nodemailer, Stripe, the S3 SDK and ioredis on demand took the idle
 * api's heap from 72 to 51 MB, which the api on PGlite needs to stay near its 300 MB
 * (docs/performance-notes.md, "Packages loaded on demand").
 */
const ON_DEMAND = [
  'mjml',
  'nodemailer',
  'stripe',
  '@aws-sdk/client-s3',
  'ioredis',
  'pdfkit',
  'exceljs',
  'jsdom',
  'qrcode',
  '@opentelemetry/sdk-trace-base',
  '@opentelemetry/exporter-trace-otlp-http',
];

/** Each package the server's entry loads, and how: 'import-statement' at start, 'dynamic-import' on demand. */
async function serverImports(): Promise<Map<string, Set<string>>> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./server.ts', import.meta.url))],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
  const kinds = new Map<string, Set<string>>();
  for (const output of Object.values(result.metafile.outputs))
    for (const { path, kind, external } of output.imports)
      if (external) kinds.set(path, (kinds.get(path) ?? new Set()).add(kind));
  return kinds;
}

describe('what the api loads at start', () => {
  it('loads the packages of optional features only on demand', async () => {
    const kinds = await serverImports();
    // The check reads the real bundle: the start-up packages are there, statically.
    expect(kinds.get('fastify')).toEqual(new Set(['import-statement']));
    const loadedAtStart = ON_DEMAND.filter((name) => kinds.get(name)?.has('import-statement'));
    expect(loadedAtStart).toEqual([]);
    for (const name of ON_DEMAND) expect(kinds.get(name), name).toEqual(new Set(['dynamic-import']));
  });
});
