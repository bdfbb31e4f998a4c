import { describe, expect, it } from 'vitest';
import { cached, contentCacheFor, createMemoryCache, publicContentCache } from './website.cache';

describe('website content cache', () => {
  it('answers from memory until the lifetime ends', async () => {
    let now = 0;
    const cache = createMemoryCache(() => now);
    let calls = 0;
    const load = async () => ++calls;
    expect(await cached(cache, 'config', 1000, load)).toBe(1);
    now = 999;
    expect(await cached(cache, 'config', 1000, load)).toBe(1);
    now = 1000;
    expect(await cached(cache, 'config', 1000, load)).toBe(2);
  });

  it('drops entries by prefix', () => {
    const cache = createMemoryCache();
    cache.set('services', 1, 1000);
    cache.set('statistics', 2, 1000);
    cache.invalidate('serv');
    expect(cache.get('services')).toBeUndefined();
    expect(cache.get('statistics')).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createMemoryCache();
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = async () => {
      calls += 1;
      await gate;
      return 'ok';
    };
    const both = Promise.all([cached(cache, 'k', 1000, load), cached(cache, 'k', 1000, load)]);
    release();
    expect(await both).toEqual(['ok', 'ok']);
    expect(calls).toBe(1);
  });

  it('does not keep an answer that was loading while an admin changed the content', async () => {
    const cache = createMemoryCache();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const stale = cached(cache, 'config', 1000, async () => {
      await gate;
      return 'old';
    });
    cache.invalidate('config');
    release();
    expect(await stale).toBe('old');
    expect(cache.get('config')).toBeUndefined();
  });

  it('keeps nothing when CONTENT_CACHE=off', async () => {
    const cache = contentCacheFor('http://off.example/api', false);
    let calls = 0;
    await cached(cache, 'config', 1000, async () => ++calls);
    await cached(cache, 'config', 1000, async () => ++calls);
    expect(calls).toBe(2);
  });

  it('a change drops the changed part and the landing bundle built from it, nothing else', () => {
    const store = createMemoryCache();
    store.set('plans', 1, 1000);
    store.set('landing', 2, 1000);
    store.set('services', 3, 1000);
    publicContentCache(store).changed('plans');
    expect(store.get('plans')).toBeUndefined();
    expect(store.get('landing')).toBeUndefined();
    expect(store.get('services')).toBe(3);
  });
});
