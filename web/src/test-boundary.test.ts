import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTestFile, sourceEntries, SRC_DIR } from './test/source-files';

// Any import or re-export whose specifier reaches into web/src/test/ from outside it.
const TEST_IMPORT = /(?:from|import)\s*\(?\s*['"](?:\.\.?\/)+(?:[\w-]+\/)*test\/[^'"]*['"]/;

describe('test helpers and fixtures', () => {
  it('live under web/src/test/ and production code never imports them', () => {
    const offenders = sourceEntries()
      .filter((e) => !e.isDirectory && /\.tsx?$/.test(e.name))
      .filter((e) => !e.path.startsWith('test/') && !isTestFile(e.path))
      .filter((e) => TEST_IMPORT.test(readFileSync(join(SRC_DIR, e.path), 'utf8')))
      .map((e) => e.path);
    expect(offenders).toEqual([]);
  });

  it('are not kept beside production code', () => {
    // A non-test module that pulls in vitest or testing-library is a test helper in the wrong place.
    const helpers = sourceEntries()
      .filter((e) => !e.isDirectory && /\.tsx?$/.test(e.name))
      .filter((e) => !e.path.startsWith('test/') && !isTestFile(e.path))
      .filter((e) =>
        /from\s*['"](?:vitest|@testing-library\/[\w-]+|@apollo\/client\/testing[\w/]*)['"]/.test(
          readFileSync(join(SRC_DIR, e.path), 'utf8'),
        ),
      )
      .map((e) => e.path);
    expect(helpers).toEqual([]);
  });
});
