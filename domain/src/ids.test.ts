import { describe, expect, it } from 'vitest';
import { isUuid } from './ids';

describe('isUuid', () => {
  it('accepts a UUID in either case and refuses anything else', () => {
    expect(isUuid('3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7c')).toBe(true);
    expect(isUuid('3F2B8C1E-9A4D-4C7E-8B1A-2D3E4F5A6B7C')).toBe(true);
    expect(isUuid('3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7')).toBe(false);
    expect(isUuid("1' OR '1'='1")).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
});
