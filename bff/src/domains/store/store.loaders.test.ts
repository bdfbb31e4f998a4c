import { describe, expect, it, vi } from 'vitest';
import { restCategory } from '../../test/fixtures';
import type { StoreClient } from './store.client';
import { createBrandLoader, createCategoryLoader } from './store.loaders';

describe('store loaders', () => {
  it('batches the categories of a page into one call and answers in key order with null for missing ids', async () => {
    const categories = vi.fn(async (ids?: readonly string[]) =>
      (ids ?? [])
        .filter((id) => id !== 'x')
        .map(restCategory)
        .reverse(),
    );
    const loader = createCategoryLoader({ categories } as unknown as StoreClient);
    const answers = await Promise.all(['a', 'b', 'x', 'a'].map((id) => loader.load(id)));
    expect(categories).toHaveBeenCalledTimes(1);
    expect(categories.mock.calls[0]?.[0]).toEqual(['a', 'b', 'x']);
    expect(answers.map((c) => c?.id ?? null)).toEqual(['a', 'b', null, 'a']);
  });

  it('batches brands the same way', async () => {
    const brands = vi.fn(async (ids?: readonly string[]) => (ids ?? []).map((id) => ({ id, name: id })));
    const loader = createBrandLoader({ brands } as unknown as StoreClient);
    await Promise.all(['m', 'n'].map((id) => loader.load(id)));
    expect(brands).toHaveBeenCalledTimes(1);
  });
});
