import { describe, expect, it } from 'vitest';
import { createCatalogueCache } from './catalogue.cache';

describe('catalogue cache', () => {
  it('serves a fresh answer for 5 s, then reads again', async () => {
    let clock = 0;
    let reads = 0;
    const cache = createCatalogueCache(() => clock);
    const produce = async () => ({ n: (reads += 1) });
    expect(await cache.json('k', produce)).toBe('{"n":1}');
    clock = 4_999;
    expect(await cache.json('k', produce)).toBe('{"n":1}');
    clock = 5_000;
    expect(await cache.json('k', produce)).toBe('{"n":2}');
  });

  it('shares one read between concurrent misses and forgets everything on invalidate', async () => {
    let reads = 0;
    const cache = createCatalogueCache(() => 0);
    const produce = async () => ({ n: (reads += 1) });
    const [a, b] = await Promise.all([cache.json('k', produce), cache.json('k', produce)]);
    expect([a, b]).toEqual(['{"n":1}', '{"n":1}']);
    cache.invalidate();
    expect(await cache.json('k', produce)).toBe('{"n":2}');
  });

  it('does not keep an answer read while a change happened', async () => {
    let reads = 0;
    const cache = createCatalogueCache(() => 0);
    let release: () => void = () => undefined;
    const slow = cache.json('k', () => new Promise((resolve) => (release = () => resolve({ n: (reads += 1) }))));
    cache.invalidate();
    release();
    expect(await slow).toBe('{"n":1}');
    expect(await cache.json('k', async () => ({ n: (reads += 1) }))).toBe('{"n":2}');
  });
});
