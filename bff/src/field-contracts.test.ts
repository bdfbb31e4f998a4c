import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * An input field's limit is declared once, in a field contract of `@gym/domain`; inputs apply it
 * with `@Contract(...)` (field-contract.ts). A class-validator limit with a number of its own
 * would be a second declaration that can drift from the api and the web form.
 */
const SOURCE = import.meta.dirname;
const LITERAL_LIMIT = /@(MaxLength|MinLength|Length|Max|Min|ArrayMaxSize|ArrayMinSize)\(\s*[\d_]/g;
const OLD_HELPERS = /\b(maxChars|intBetween)\(/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('field contracts', () => {
  it('no bff input writes a literal limit', () => {
    const offenders = sourceFiles(SOURCE).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(LITERAL_LIMIT), ...line.matchAll(OLD_HELPERS)].map(
            () => `${relative(SOURCE, file)}:${index + 1}: ${line.trim()}`,
          ),
        ),
    );
    expect(offenders).toEqual([]);
  });
});
