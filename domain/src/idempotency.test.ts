import { describe, expect, it } from 'vitest';
import { canonicalJson, idempotencySubKey, isValidIdempotencyKey } from './idempotency';
import { renewNextPeriodLabel, MEMBERSHIP_MESSAGES } from './memberships';
import { dailyPassOf, DAILY_PASS_FALLBACK } from './payments';

describe('idempotency keys', () => {
  it('accepts 1 to 255 visible ASCII characters and nothing else', () => {
    expect(isValidIdempotencyKey('3b241101-e2bb-4255-8caf-4136c566a962')).toBe(true);
    expect(isValidIdempotencyKey('x'.repeat(255))).toBe(true);
    for (const bad of ['', 'x'.repeat(256), 'con espacio', 'ñandú', 'tab\there', 42, null, ['a']])
      expect(isValidIdempotencyKey(bad), JSON.stringify(bad)).toBe(false);
  });

  it('derives the key of a step deterministically, within the length limit', () => {
    expect(idempotencySubKey('k', '2')).toBe('k:2');
    expect(idempotencySubKey('x'.repeat(255), '2')).toHaveLength(255);
  });

  it('writes a body the same whatever the order of its keys', () => {
    expect(canonicalJson({ b: 1, a: [{ y: 2, x: null }], c: undefined })).toBe('{"a":[{"x":null,"y":2}],"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: 2 }));
  });
});

describe('renewal already made and the daily pass price', () => {
  it('says until when and offers the day after', () => {
    expect(renewNextPeriodLabel('2026-12-31')).toBe('Renovar a partir del 01/01/2027');
    expect(MEMBERSHIP_MESSAGES.alreadyRenewed('2026-12-31')).toBe(
      'La membresía ya está renovada hasta el 31/12/2026. Para renovar otro periodo, elige «Renovar a partir del 01/01/2027»',
    );
  });

  it('charges the first active daily plan in display order, else the fallback', () => {
    const plan = (name: string, durationType: string, price: number, isActive = true) => ({
      name,
      durationType,
      price,
      isActive,
    });
    expect(
      dailyPassOf([plan('Mensual', 'monthly', 250), plan('Viejo', 'daily', 20, false), plan('Día', 'daily', 30)]),
    ).toEqual({ name: 'Día', price: 30 });
    expect(dailyPassOf([plan('Mensual', 'monthly', 250)])).toEqual(DAILY_PASS_FALLBACK);
  });
});
