import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '@gym/domain';

/**
 * index.html of a public page with its first screen inside: the answers of the queries the page
 * sends on its first render (so its largest paint waits for no GraphQL round trip) and
 * `<link rel="modulepreload">` for its route chunks (fetched with the entry, not after it).
 * The web build names both in dist/first-screen.json (web/build/first-screen.ts, from
 * web/src/app/first-screen/first-screen.ts); the web takes each answer once
 * (app/first-screen/first-screen-data.ts). The queries run as an anonymous visitor whatever the
 * request carries, so the page holds public content only; an answer with errors, or one slower
 * than FIRST_SCREEN_TIMEOUT_MS, is left out and the web asks for it as usual.
 */

export const FIRST_SCREEN_FILE = 'first-screen.json';
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen-data';
/** The element the web removes once the page has rendered (web/src/platform/first-screen/shell.ts). */
export const FIRST_SCREEN_SHELL_ID = 'first-screen-shell';
/** Where index.html takes the shell (web/index.html, before the app's root). */
export const SHELL_MARKER = '<!--first-screen-shell-->';
/** The page waits at most this for its answers (they come from the bff's caches in the usual case). */
export const FIRST_SCREEN_TIMEOUT_MS = 800;

export interface FirstScreenOperation {
  operationName: string;
  query: string;
  variables?: Record<string, unknown>;
}

export interface FirstScreenPage {
  modulepreload: string[];
  operations: FirstScreenOperation[];
  /** Markup drawn before the app runs; `{{Operation.path.to.field}}` is filled from the answers. */
  shell?: string;
}

export type FirstScreenManifest = Record<string, FirstScreenPage>;

/** Runs one operation as an anonymous visitor: its data, or undefined when it failed. */
export type RunFirstScreenOperation = (operation: FirstScreenOperation) => Promise<unknown>;

export interface FirstScreenShell {
  indexHtml: string;
  manifest: FirstScreenManifest;
}

/** The built index.html and the first-screen manifest, or null when the build has none. */
export function readFirstScreen(root: string): FirstScreenShell | null {
  const manifestPath = join(root, FIRST_SCREEN_FILE);
  const indexPath = join(root, 'index.html');
  if (!existsSync(manifestPath) || !existsSync(indexPath)) return null;
  return {
    indexHtml: readFileSync(indexPath, 'utf8'),
    manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as FirstScreenManifest,
  };
}

/** JSON inside a <script> element: no `<` may close it or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function valueAt(root: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
    root,
  );
}

/** The shell with every `{{Operation.path}}` replaced by that answer's text, escaped; '' when absent. */
export function fillShell(template: string, answers: ReadonlyArray<{ operationName: string; data: unknown }>): string {
  return template.replace(/\{\{([\w.]+)\}\}/g, (_, reference: string) => {
    const [operationName, ...path] = reference.split('.');
    const answer = answers.find((a) => a.operationName === operationName);
    const value = answer ? valueAt(answer.data, path) : undefined;
    return typeof value === 'string' || typeof value === 'number' ? escapeHtml(String(value)) : '';
  });
}

function withinTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), timeoutMs);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });
}

/** index.html with the page's chunk preloads and its answers in the head, and its shell drawn. */
export async function firstScreenHtml(
  indexHtml: string,
  page: FirstScreenPage,
  run: RunFirstScreenOperation,
  timeoutMs = FIRST_SCREEN_TIMEOUT_MS,
): Promise<string> {
  const results = await Promise.all(page.operations.map((operation) => withinTimeout(run(operation), timeoutMs)));
  const answers = page.operations.flatMap((operation, index) => {
    const data = results[index];
    return data === undefined || data === null
      ? []
      : [{ operationName: operation.operationName, variables: operation.variables, data }];
  });
  const preloads = page.modulepreload
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)
    .join('');
  const data = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${scriptJson(answers)}</script>`;
  // Replaced by functions: an answer's `$&` or `$'` is text, never a replacement pattern.
  const shell = page.shell ? fillShell(page.shell, answers) : '';
  // The shell's first picture is the page's largest paint: asked for before any script.
  const picture = /<img\b[^>]*\ssrc="([^"]+)"/.exec(shell)?.[1];
  const picturePreload = picture ? `<link rel="preload" as="image" fetchpriority="high" href="${picture}">` : '';
  return indexHtml
    .replace('<head>', () => `<head>${picturePreload}`)
    .replace('</head>', () => `${preloads}${data}</head>`)
    .replace(SHELL_MARKER, () => (shell ? `<div id="${FIRST_SCREEN_SHELL_ID}">${shell}</div>` : ''));
}

/** Sends a page built per request: compressed as the browser accepts, revalidated every time. */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepts)) {
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
