// Walks web/src for the tests that check how the source is laid out (names, import boundaries).
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const SRC_DIR = join(import.meta.dirname, '..');

export interface SourceEntry {
  /** Path from web/src with forward slashes, e.g. `features/cart/CartDrawer.tsx`. */
  path: string;
  name: string;
  isDirectory: boolean;
}

export function sourceEntries(dir: string = SRC_DIR): SourceEntry[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    const path = relative(SRC_DIR, full).split(sep).join('/');
    const self = { path, name: entry.name, isDirectory: entry.isDirectory() };
    return entry.isDirectory() ? [self, ...sourceEntries(full)] : [self];
  });
}

export const isTestFile = (path: string) => /\.test\.tsx?$/.test(path);
