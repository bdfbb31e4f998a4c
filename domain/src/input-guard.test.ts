import { describe, expect, it } from 'vitest';
import { forbiddenKeyPath, forbiddenTextPath, INPUT_MESSAGES, jsonNestingExceeds, MAX_JSON_DEPTH } from './input-guard';

const nested = (depth: number) => `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;

describe('jsonNestingExceeds', () => {
  it('lets through what the app sends and refuses deeper nesting', () => {
    expect(jsonNestingExceeds('{"items":[{"productId":"x","selectedVariants":{"sabor":"fresa"}}]}')).toBe(false);
    expect(jsonNestingExceeds(nested(MAX_JSON_DEPTH / 2))).toBe(false);
    expect(jsonNestingExceeds(nested(MAX_JSON_DEPTH / 2 + 1))).toBe(true);
  });

  it('ignores brackets and escaped quotes inside strings', () => {
    expect(jsonNestingExceeds(`{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, 2)).toBe(false);
    expect(jsonNestingExceeds('{"a":"\\\\"}', 1)).toBe(false);
    expect(jsonNestingExceeds('{"a":"\\\\","b":[[1]]}', 2)).toBe(true);
  });

  it('reads 100,000 levels in one pass, without recursion', () => {
    const started = performance.now();
    expect(jsonNestingExceeds(nested(100_000))).toBe(true);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('forbiddenTextPath', () => {
  it('names the first text, value or key, with NUL or another control character', () => {
    expect(forbiddenTextPath({ items: [{ name: 'ok' }, { name: 'a\u0000b' }] })).toBe('items.1.name');
    expect(forbiddenTextPath({ 'clave\u0000': 1 })).toBe('clave\u0000');
    expect(forbiddenTextPath('\u001b[31m', 'query.search')).toBe('query.search');
    expect(forbiddenTextPath({ a: 'borrar\u007f' })).toBe('a');
  });

  it('names a lone UTF-16 surrogate, in a value or a key, and lets whole pairs (emoji) through', () => {
    expect(forbiddenTextPath({ customerInfo: { name: 'Ana \ud800' } })).toBe('customerInfo.name');
    expect(forbiddenTextPath({ variants: { ['talla\udc00']: 'M' } })).toBe('variants.talla\udc00');
    expect(forbiddenTextPath({ a: '\ude00 al inicio' })).toBe('a');
    expect(forbiddenTextPath({ a: 'par \ud83d\ude00 y lone \ud83d\ude00\ude00' })).toBe('a');
    expect(forbiddenTextPath({ a: 'dos altos \ud800\ud83d\ude00' })).toBe('a');
    expect(forbiddenTextPath({ a: 'Ana 💪🏽 ñandú', b: ['🇬🇹'] })).toBeNull();
  });

  it('lets through tabs and line breaks (multiline contracts judge them) and non-text values', () => {
    expect(forbiddenTextPath({ notes: 'línea 1\r\nlínea 2\tfin', n: 2_147_483_648, b: true, z: null })).toBeNull();
    expect(forbiddenTextPath(undefined)).toBeNull();
  });

  it('forbiddenKeyPath judges keys only, at any depth', () => {
    expect(forbiddenKeyPath({ name: 'a\u0000b' })).toBeNull();
    expect(forbiddenKeyPath({ items: [{ ['x\u001b']: 1 }] })).toBe('items.0.x\u001b');
    expect(forbiddenKeyPath({ ['k\ud800']: 'v' })).toBe('k\ud800');
  });

  it('has one Spanish message for the refusal', () => {
    expect(INPUT_MESSAGES.controlCharacters).toBe('El texto enviado contiene caracteres no permitidos');
  });
});
