import { describe, expect, it } from 'vitest';
import { phoneSearchDigits } from './phone-search';

describe('phoneSearchDigits', () => {
  it('keeps only the digits of what a person types', () => {
    expect(phoneSearchDigits('4455')).toBe('4455');
    expect(phoneSearchDigits('4455 6677')).toBe('44556677');
    expect(phoneSearchDigits('4455-6677')).toBe('44556677');
    expect(phoneSearchDigits(' (4455) 66.77 ')).toBe('44556677');
  });

  it('drops the country code when more digits follow', () => {
    expect(phoneSearchDigits('+502 4455')).toBe('4455');
    expect(phoneSearchDigits('+502 4455-6677')).toBe('44556677');
    expect(phoneSearchDigits('50244556677')).toBe('44556677');
    // Alone, 502 may be part of a number: searched as it is.
    expect(phoneSearchDigits('+502')).toBe('502');
    expect(phoneSearchDigits('502')).toBe('502');
  });

  it('is not a phone search with letters or too few digits', () => {
    expect(phoneSearchDigits('maria')).toBeNull();
    expect(phoneSearchDigits('maria 4455')).toBeNull();
    expect(phoneSearchDigits('44')).toBeNull();
    expect(phoneSearchDigits('+502 4')).toBeNull();
    expect(phoneSearchDigits('--')).toBeNull();
    expect(phoneSearchDigits('')).toBeNull();
  });
});
