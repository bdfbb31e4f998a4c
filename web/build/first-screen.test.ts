import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN } from '../src/app/first-screen/first-screen';
import { markEagerCompile, operationDocument, readOperations } from './first-screen';

const documents = readOperations(resolve(import.meta.dirname, '../src'));

describe('first-screen manifest', () => {
  it('finds every first-screen operation in the web documents', () => {
    for (const page of Object.values(FIRST_SCREEN))
      for (const { operationName } of page.operations)
        expect(print(operationDocument(operationName, documents))).toContain(`query ${operationName}`);
  });

  it("sends Apollo's documents as Apollo does: with their fragments and __typename", () => {
    const text = print(operationDocument('Cart', documents));
    expect(text).toContain('fragment CartFields on Cart');
    expect(text).toContain('__typename');
  });

  it("sends the public client's documents as they are, with their fragments", () => {
    expect(print(operationDocument('GymConfig', documents))).not.toContain('__typename');
    const store = print(operationDocument('StoreProducts', documents));
    expect(store).toContain('fragment ProductCardFields on Product');
    expect(store).not.toContain('__typename');
  });

  it('refuses an operation no document has', () => {
    expect(() => operationDocument('Nope', documents)).toThrow(/Nope/);
  });
});

describe('eager compilation of the first screens', () => {
  it("puts V8's hint on the first line of the named files, once, and leaves the others as they are", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'first-screen-'));
    const code = 'const __vite__mapDeps = 1;\nexport const a = () => 1;\n';
    writeFileSync(join(dir, 'index-1.js'), code);
    writeFileSync(join(dir, 'InventoryPage-2.js'), code);
    await markEagerCompile(dir, ['/index-1.js']);
    await markEagerCompile(dir, ['/index-1.js']);
    expect(readFileSync(join(dir, 'index-1.js'), 'utf8')).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
    expect(readFileSync(join(dir, 'InventoryPage-2.js'), 'utf8')).toBe(code);
  });
});
