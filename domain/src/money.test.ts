import { describe, expect, it } from 'vitest';
import {
  formatGTQ,
  formatNumber,
  formatPercent,
  fromCents,
  roundMoney,
  shippingCost,
  splitIncludedVat,
  toCents,
} from './money';

describe('money', () => {
  it('formats quetzales as Q 1,234.56', () => {
    expect(formatGTQ(1234.56)).toBe('Q 1,234.56');
    expect(formatGTQ(0)).toBe('Q 0.00');
    expect(formatGTQ('250')).toBe('Q 250.00');
    expect(formatGTQ(-5.5)).toBe('-Q 5.50');
    expect(formatGTQ(1234567.891)).toBe('Q 1,234,567.89');
  });
  it('rounds to 2 decimals without binary drift', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
  });
  it('extracts the included 12 % VAT', () => {
    expect(splitIncludedVat(112)).toEqual({ total: 112, subtotal: 100, tax: 12 });
    const { subtotal, tax, total } = splitIncludedVat(249.99);
    expect(subtotal).toBe(223.21);
    expect(roundMoney(subtotal + tax)).toBe(total);
  });
  it('charges shipping by delivery method with free shipping from Q 200', () => {
    expect(shippingCost(150, 'local')).toBe(25);
    expect(shippingCost(150, 'national')).toBe(45);
    expect(shippingCost(200, 'national')).toBe(0);
    expect(shippingCost(10, 'pickup')).toBe(0);
  });
  it('turns quetzales into centavos and back for the card provider, exactly', () => {
    expect(toCents(12.34)).toBe(1234);
    expect(toCents(350)).toBe(35000);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(99_999_999.99)).toBe(9_999_999_999);
    expect(fromCents(1234)).toBe(12.34);
    expect(fromCents(35000)).toBe(350);
    expect(fromCents(1)).toBe(0.01);
    for (const amount of [0.01, 0.07, 4.35, 129.99, 1234.56]) expect(fromCents(toCents(amount))).toBe(amount);
  });
});

describe('formatNumber and formatGTQ write numbers as Guatemala does, without Intl', () => {
  const samples = [0, 1, 7.5, 12.345, 999, 1000, 1234.5, 98765.4321, 1234567.891, 50_000_000, -0.4, -1234.56, 0.0004];

  it('matches the es-GT format of the browser for counts and decimals', () => {
    const esGT = new Intl.NumberFormat('es-GT', { maximumFractionDigits: 3 });
    for (const value of samples) expect(formatNumber(value)).toBe(esGT.format(value));
    expect(formatNumber(2.5, 0)).toBe('3');
  });

  it('matches two-decimal money grouping for every sample', () => {
    const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const value of samples) {
      const rounded = roundMoney(value);
      const sign = rounded < 0 ? '-' : '';
      expect(formatGTQ(value)).toBe(`${sign}Q ${twoDecimals.format(Math.abs(rounded))}`);
    }
    expect(formatGTQ(1_234_567.891)).toBe('Q 1,234,567.89');
  });
});

describe('formatPercent', () => {
  it('writes a space before the sign and no trailing zeros', () => {
    expect(formatPercent(62.5)).toBe('62.5 %');
    expect(formatPercent(100)).toBe('100 %');
    expect(formatPercent(2.8333)).toBe('2.8 %');
    expect(formatPercent(12.345, 2)).toBe('12.35 %');
  });
});
