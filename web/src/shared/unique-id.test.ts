import { afterEach, describe, expect, it, vi } from 'vitest';
import { uniqueId } from './unique-id';

describe('uniqueId', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a UUID where the browser offers one', () => {
    expect(uniqueId('k')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('still gives distinct ids on a plain-http page without crypto.randomUUID', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const ids = new Set(Array.from({ length: 50 }, () => uniqueId('promo')));
    expect(ids.size).toBe(50);
    expect([...ids].every((id) => id.startsWith('promo-'))).toBe(true);
  });
});
