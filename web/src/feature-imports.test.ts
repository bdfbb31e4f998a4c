import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderGraph, importCycles, upwardArrows, type Floor } from '../../scripts/folder-imports';
import { SRC_DIR } from './test/source-files';

const FEATURES = join(SRC_DIR, 'features');

describe('feature folders', () => {
  it('never import each other, directly or through a cycle', () => {
    const graph = folderGraph(FEATURES);
    // Known edge: checkout shows the cart, the cart never shows checkout.
    expect([...graph.get('checkout')!]).toContain('cart');
    expect(importCycles(graph)).toEqual([]);
  });
});

/**
 * web/src's three floors: the root (app/ and main.tsx: routes, layouts, guards, providers, theme)
 * on top, the features (features/*) in the middle, the kernel (platform/: config, Apollo, session,
 * uploads, public data...; shared/: small UI parts, formatters, hooks) below. An import may point
 * down or sideways, never up. Tests and test helpers may assemble the whole app.
 */
function floorOf(path: string): Floor {
  if (path.startsWith('features/')) return 'feature';
  if (path.startsWith('app/') || path === 'main.tsx') return 'root';
  return 'kernel';
}

const arrowsUpFrom = (floor: Floor) =>
  upwardArrows(SRC_DIR, floorOf)
    .filter((a) => a.fromFloor === floor)
    .map((a) => `${a.from} -> ${a.to}`);

// The root sits on the top floor, so it has nowhere up to point: these two cover every arrow.
describe('the three floors of web/src', () => {
  it('a feature never imports the root (app/)', () => {
    expect(arrowsUpFrom('feature')).toEqual([]);
  });

  it('the kernel (platform/, shared/) never imports a feature or the root', () => {
    expect(arrowsUpFrom('kernel')).toEqual([]);
  });

  it('sees the arrows it judges: with the floors upside down, the root importing a feature runs up', () => {
    const upsideDown = (path: string): Floor =>
      (({ root: 'kernel', feature: 'feature', kernel: 'root' }) as const)[floorOf(path)];
    const arrows = upwardArrows(SRC_DIR, upsideDown);
    expect(arrows.some((a) => a.from === 'app/AppRoutes.tsx' && a.to.startsWith('features/'))).toBe(true);
    expect(arrows.some((a) => a.from.startsWith('features/') && a.to.startsWith('platform/'))).toBe(true);
  });
});
