import { describe, expect, it } from 'vitest';
import { sameFields } from './same-fields';

describe('sameFields', () => {
  it('compares every field of two flat forms', () => {
    expect(sameFields({ name: 'Gym', logo: null }, { name: 'Gym', logo: null })).toBe(true);
    expect(sameFields({ name: 'Gym', logo: null }, { name: 'Gym ', logo: null })).toBe(false);
    expect(sameFields({ name: 'Gym', logo: null }, { name: 'Gym', logo: '/a.png' })).toBe(false);
  });
});
