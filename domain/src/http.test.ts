import { describe, expect, it } from 'vitest';
import { parseBearerToken, saneRequestId } from './http';

describe('parseBearerToken', () => {
  it('reads the token of a bearer header, whatever the scheme case', () => {
    expect(parseBearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(parseBearerToken('bearer abc')).toBe('abc');
    expect(parseBearerToken('Bearer abc  ')).toBe('abc');
  });

  it('refuses a missing, repeated or other-scheme header', () => {
    expect(parseBearerToken(undefined)).toBeNull();
    expect(parseBearerToken('')).toBeNull();
    expect(parseBearerToken('Basic dXNlcjpwYXNz')).toBeNull();
    expect(parseBearerToken('Bearer a b')).toBeNull();
    expect(parseBearerToken(['Bearer a', 'Bearer b'])).toBeNull();
  });
});

describe('saneRequestId', () => {
  it('keeps a short id of safe characters', () => {
    expect(saneRequestId('req-1.a:b_c')).toBe('req-1.a:b_c');
  });

  it('drops ids that could forge or flood a log line', () => {
    expect(saneRequestId('a\nb')).toBeNull();
    expect(saneRequestId('x'.repeat(129))).toBeNull();
    expect(saneRequestId('')).toBeNull();
    expect(saneRequestId(['a', 'b'])).toBeNull();
    expect(saneRequestId(undefined)).toBeNull();
  });
});
