import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderGraph, importCycles } from '../../scripts/folder-imports';
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
