import { describe, expect, it } from 'vitest';
import { createCatalogueCache, MAX_CACHED_ANSWERS } from './catalogue.cache';

const text = async (body: Promise<Buffer>) => (await body).toString('utf8');

describe('catalogue cache', () => {
  it('serves a fresh answer for 5 s, then reads again', async () => {
    let clock = 0;
    let reads = 0;
    const cache = createCatalogueCache(() => clock);
    const produce = async () => ({ n: (reads += 1) });
    expect(await text(cache.json('k', produce))).toBe('{"n":1}');
    clock = 4_999;
    expect(await text(cache.json('k', produce))).toBe('{"n":1}');
    clock = 5_000;
    expect(await text(cache.json('k', produce))).toBe('{"n":2}');
  });

  it('shares one read between concurrent misses and forgets everything on invalidate', async () => {
    let reads = 0;
    const cache = createCatalogueCache(() => 0);
    const produce = async () => ({ n: (reads += 1) });
    const [a, b] = await Promise.all([text(cache.json('k', produce)), text(cache.json('k', produce))]);
    expect([a, b]).toEqual(['{"n":1}', '{"n":1}']);
    cache.invalidate();
    expect(await text(cache.json('k', produce))).toBe('{"n":2}');
  });

  it('does not keep an answer read while a change happened', async () => {
    let reads = 0;
    const cache = createCatalogueCache(() => 0);
    let release: () => void = () => undefined;
    const slow = cache.json('k', () => new Promise((resolve) => (release = () => resolve({ n: (reads += 1) }))));
    cache.invalidate();
    release();
    expect(await text(slow)).toBe('{"n":1}');
    expect(await text(cache.json('k', async () => ({ n: (reads += 1) })))).toBe('{"n":2}');
  });

  it('keeps an accented answer as its UTF-8 bytes', async () => {
    const cache = createCatalogueCache(() => 0);
    const body = await cache.json('k', async () => ({ name: 'Proteína en polvo · 2 lb' }));
    expect(JSON.parse(body.toString('utf8'))).toEqual({ name: 'Proteína en polvo · 2 lb' });
    expect(body.length).toBe(Buffer.byteLength('{"name":"Proteína en polvo · 2 lb"}'));
  });

  it('holds at most MAX_CACHED_ANSWERS answers: a flood of distinct URLs pushes the oldest out', async () => {
    let reads = 0;
    const cache = createCatalogueCache(() => 0);
    const produce = async () => ({ n: (reads += 1) });
    for (let i = 0; i <= MAX_CACHED_ANSWERS; i += 1) await cache.json(`page-${i}`, produce);
    expect(cache.size()).toBe(MAX_CACHED_ANSWERS);
    expect(await text(cache.json(`page-${MAX_CACHED_ANSWERS}`, produce))).toBe(`{"n":${MAX_CACHED_ANSWERS + 1}}`);
    expect(await text(cache.json('page-0', produce))).toBe(`{"n":${MAX_CACHED_ANSWERS + 2}}`);
  });

  it('lets go of expired answers as new ones come, instead of holding them until the cap', async () => {
    let clock = 0;
    const cache = createCatalogueCache(() => clock);
    for (let i = 0; i < 50; i += 1) await cache.json(`page-${i}`, async () => ({ i }));
    expect(cache.size()).toBe(50);
    clock = 5_000;
    await cache.json('later', async () => ({ later: true }));
    expect(cache.size()).toBe(1);
  });
});
