import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A field's limit is declared once, in a field contract of `@gym/domain`; route schemas derive
 * from it (lib/field-schemas.ts). A number written straight into a zod limit would be a second
 * declaration that can drift from the web form and the bff input, so none may remain.
 */
const MODULES = join(import.meta.dirname, 'modules');
const LITERAL_LIMIT = /(?<!Math)\.(max|min|length|gte|lte|gt|lt|multipleOf)\(\s*-?[\d_.]+\s*[,)]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('field contracts', () => {
  it('no api module writes a literal limit into a schema', () => {
    const offenders = sourceFiles(MODULES).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(LITERAL_LIMIT)]
            // .min(0) and .min(1) say "not negative" and "not empty", which every field may say.
            .filter((match) => !/^\.min\(\s*[01]\s*[,)]/.test(match[0]))
            .map(() => `${relative(MODULES, file)}:${index + 1}: ${line.trim()}`),
        ),
    );
    expect(offenders).toEqual([]);
  });
});
