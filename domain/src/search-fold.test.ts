import { describe, expect, it } from 'vitest';
import { foldForSearch, SEARCH_FOLD } from './search-fold';

describe('foldForSearch', () => {
  it('drops accents and case so a search forgives both', () => {
    expect(foldForSearch('Proteína')).toBe('proteina');
    expect(foldForSearch('JOSÉ Muñoz')).toBe('jose munoz');
    expect(foldForSearch('Pingüino Ç')).toBe('pinguino c');
    expect(foldForSearch('whey 100%')).toBe('whey 100%');
  });

  it('maps each accented letter to one plain letter (the SQL translate needs equal lengths)', () => {
    expect([...SEARCH_FOLD.from]).toHaveLength([...SEARCH_FOLD.to].length);
    expect([...SEARCH_FOLD.to].every((char) => /[a-z]/.test(char))).toBe(true);
  });
});
