import { describe, expect, it } from 'vitest';
import { restUser } from '../../test/fixtures';
import type { UsersClient } from './users.client';
import { createUserByIdLoader } from './users.loaders';

function fakeClient(known: string[]) {
  const batches: string[][] = [];
  const client = {
    async byIds(ids: readonly string[]) {
      batches.push([...ids]);
      // The api answers in its own order; the loader must restore the callers' order.
      return known
        .filter((id) => ids.includes(id))
        .reverse()
        .map((id) => restUser({ id }));
    },
  } as unknown as UsersClient;
  return { client, batches };
}

describe('createUserByIdLoader', () => {
  it('batches one tick of loads into one call, in key order, null for the missing', async () => {
    const { client, batches } = fakeClient(['a', 'b', 'c']);
    const loader = createUserByIdLoader(client);
    const result = await Promise.all(['c', 'x', 'a', 'b', 'a'].map((id) => loader.load(id)));
    expect(result.map((u) => u?.id ?? null)).toEqual(['c', null, 'a', 'b', 'a']);
    expect(batches).toEqual([['c', 'x', 'a', 'b']]);
  });

  it('splits batches at the api limit of 100 ids', async () => {
    const ids = Array.from({ length: 150 }, (_, i) => `u${i}`);
    const { client, batches } = fakeClient(ids);
    const loader = createUserByIdLoader(client);
    const result = await loader.loadMany(ids);
    expect(result).toHaveLength(150);
    expect(batches.map((b) => b.length)).toEqual([100, 50]);
  });
});
