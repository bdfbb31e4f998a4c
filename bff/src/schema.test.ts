import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { printSortedSchema } from './schema';

describe('schema.graphql', () => {
  it('is the schema the type-graphql classes produce (run `npm run schema` after changing them)', async () => {
    const committed = await readFile(new URL('../../schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(await printSortedSchema());
  });
});
