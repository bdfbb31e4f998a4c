import { describe, expect, it } from 'vitest';
import { forbiddenTextPath, INPUT_MESSAGES, jsonNestingExceeds, MAX_JSON_DEPTH } from './input-guard';

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

  it('lets through tabs and line breaks (multiline contracts judge them) and non-text values', () => {
    expect(forbiddenTextPath({ notes: 'línea 1\r\nlínea 2\tfin', n: 2_147_483_648, b: true, z: null })).toBeNull();
    expect(forbiddenTextPath(undefined)).toBeNull();
  });

  it('has one Spanish message for the refusal', () => {
    expect(INPUT_MESSAGES.controlCharacters).toBe('El texto enviado contiene caracteres no permitidos');
  });
});
