import { describe, expect, it } from 'vitest';
import { pageCount } from './pagination';

describe('pageCount', () => {
  it('counts a last page that is only partly full', () => {
    expect(pageCount(41, 20)).toBe(3);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(1, 100)).toBe(1);
  });

  it('gives an empty list no pages', () => {
    expect(pageCount(0, 20)).toBe(0);
  });
});
