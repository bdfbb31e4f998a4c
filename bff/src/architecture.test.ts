import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { folderGraph, importCycles, sourceFiles, withoutComments } from '../../scripts/folder-imports';

const SRC = dirname(fileURLToPath(import.meta.url));
const DOMAINS = join(SRC, 'domains');

describe('bff architecture', () => {
  it('reads the imports of the domain folders', () => {
    const graph = folderGraph(DOMAINS);
    expect([...graph.keys()].sort()).toEqual(
      readdirSync(DOMAINS, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    );
    // Known edges: the landing page holds the plans and the weekly hours.
    expect([...graph.get('website')!]).toEqual(expect.arrayContaining(['memberships', 'schedule', 'common']));
  });

  it('no two domain folders import each other, directly or through a cycle', () => {
    expect(importCycles(folderGraph(DOMAINS))).toEqual([]);
  });

  it('only config.ts reads the environment', () => {
    const readers = sourceFiles(SRC)
      .filter((file) => file !== fileURLToPath(import.meta.url))
      .filter((file) =>
        /\bprocess\s*(?:\.\s*env\b|\[\s*['"]env['"]\s*\])/.test(withoutComments(readFileSync(file, 'utf8'))),
      )
      .map((file) => relative(SRC, file));
    expect(readers).toEqual(['config.ts']);
  });
});
