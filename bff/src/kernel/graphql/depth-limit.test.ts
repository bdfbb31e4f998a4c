import { parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { depthLimit, depthLimitMessage } from './depth-limit';
import { getSchema } from '../../schema';

async function errorsFor(query: string, max: number): Promise<string[]> {
  const schema = await getSchema();
  return validate(schema, parse(query), [...specifiedRules, depthLimit(max)]).map((e) => e.message);
}

describe('depthLimit', () => {
  const fourLevels = '{ me { preferences { notifications { desktop } } } }';

  it('accepts a document at the limit and refuses one past it', async () => {
    expect(await errorsFor(fourLevels, 4)).toEqual([]);
    expect(await errorsFor(fourLevels, 3)).toEqual([depthLimitMessage(3)]);
  });

  it('counts depth through fragments and inline fragments', async () => {
    const viaFragments = `
      query { me { ...Prefs } }
      fragment Prefs on User { preferences { ... on UserPreferences { notifications { desktop } } } }`;
    expect(await errorsFor(viaFragments, 3)).toEqual([depthLimitMessage(3)]);
    expect(await errorsFor(viaFragments, 4)).toEqual([]);
  });

  it('does not count introspection fields, so Sandbox keeps working', async () => {
    const introspection = '{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }';
    expect(await errorsFor(introspection, 2)).toEqual([]);
  });
});
