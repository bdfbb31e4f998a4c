import { describe, expect, it } from 'vitest';
import {
  CF_MAX_EXCLUSIVE,
  billingFor,
  defaultBillingFor,
  formatTaxId,
  isValidCui,
  isValidNit,
  nitCheckCharacter,
  readTaxId,
  TAX_ID_MESSAGES as M,
  taxIdError,
  taxIdText,
} from './tax-id';

describe('NIT', () => {
  it('computes the check character modulo 11, K for 10', () => {
    // 576937-K and 1234567-? worked by hand: 5*7+7*6+6*5+9*4+3*3+7*2 = 166; 166 mod 11 = 1; 11-1 = 10 -> K.
    expect(nitCheckCharacter('576937')).toBe('K');
    // 1*8+2*7+3*6+4*5+5*4+6*3+7*2 = 112; 112 mod 11 = 2; 11-2 = 9.
    expect(nitCheckCharacter('1234567')).toBe('9');
  });

  it('accepts a NIT with or without its dash, in either case, and refuses a wrong check digit', () => {
    expect(isValidNit('576937-K')).toBe(true);
    expect(isValidNit('576937k')).toBe(true);
    expect(isValidNit('1234567-9')).toBe(true);
    expect(isValidNit('1234567-8')).toBe(false);
    expect(isValidNit('0-0')).toBe(false);
    expect(isValidNit('12A4567-9')).toBe(false);
  });
});

describe('CUI', () => {
  it('checks the digit of the first eight and the department and municipality', () => {
    // 2*2+5*3+4*4+3*5+6*6+7*7+8*8+9*9 = 280 mod 11 = 5; department 01 (Guatemala), municipality 01.
    expect(isValidCui('2543678950101')).toBe(true);
    expect(isValidCui('2543 67895 0101')).toBe(true);
    expect(isValidCui('2543678940101')).toBe(false);
    expect(isValidCui('2543678952301')).toBe(false); // department 23 does not exist
    expect(isValidCui('2543678950118')).toBe(false); // Guatemala has 17 municipalities
  });
});

describe('a tax id on a sale', () => {
  it('reads CF, a CUI and a NIT as people type them', () => {
    expect(readTaxId(' c/f ')).toEqual({ type: 'CF', id: 'CF' });
    expect(readTaxId('2543 67895 0101')).toEqual({ type: 'CUI', id: '2543678950101' });
    expect(readTaxId('576937-k')).toEqual({ type: 'NIT', id: '576937K' });
    expect(readTaxId('hola')).toBeNull();
  });

  it('refuses CF from Q 2,500.00 on and says why; a wrong check digit says which', () => {
    expect(taxIdError('CF', CF_MAX_EXCLUSIVE - 0.01)).toBeNull();
    expect(taxIdError('CF', CF_MAX_EXCLUSIVE)).toBe(M.cfNotAllowed);
    expect(taxIdError('576937-K', 10_000)).toBeNull();
    expect(taxIdError('576937-5', 10)).toBe(M.invalidNit);
    expect(taxIdError('2543678940101', 10)).toBe(M.invalidCui);
    expect(taxIdError('', 10)).toBe(M.required);
    expect(taxIdError('abc', 10)).toBe(M.unreadable);
  });

  it('writes a NIT with its dash and a CUI in its groups', () => {
    expect(formatTaxId({ type: 'NIT', id: '576937K' })).toBe('576937-K');
    expect(formatTaxId({ type: 'CUI', id: '2543678950101' })).toBe('2543 67895 0101');
  });
});

describe('billingFor', () => {
  it('stores no billing as CF (null) below Q 2,500 and refuses it at Q 2,500', () => {
    expect(billingFor(undefined, 2499.99)).toEqual({ ok: true, value: { billingTaxId: null, billingName: null } });
    expect(billingFor(null, CF_MAX_EXCLUSIVE)).toEqual({ ok: false, message: M.cfNotAllowed });
    expect(billingFor({ taxId: '  ' }, 2500)).toEqual({ ok: false, message: M.cfNotAllowed });
    expect(billingFor({ taxId: 'c/f', name: 'Ana' }, 10)).toEqual({
      ok: true,
      value: { billingTaxId: null, billingName: 'Ana' },
    });
  });

  it('stores a valid NIT or CUI in its compact form with the name given, and refuses a wrong check digit', () => {
    expect(billingFor({ taxId: '576937-k', name: '  Gimnasio SA ' }, 3000)).toEqual({
      ok: true,
      value: { billingTaxId: '576937K', billingName: 'Gimnasio SA' },
    });
    expect(billingFor({ taxId: '1234567-8' }, 50)).toEqual({ ok: false, message: M.invalidNit });
    expect(billingFor({ taxId: 'abc' }, 50)).toEqual({ ok: false, message: M.unreadable });
  });

  it('lets a profile keep CF as no default, and shows a stored id as people write it', () => {
    expect(defaultBillingFor({ taxId: 'CF' })).toEqual({ ok: true, value: { billingTaxId: null, billingName: null } });
    expect(taxIdText('576937K')).toBe('576937-K');
    expect(taxIdText(null)).toBe('');
  });
});
