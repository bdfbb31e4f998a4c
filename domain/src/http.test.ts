import { describe, expect, it } from 'vitest';
import { TIMEOUTS } from './constants';
import { parseBearerToken, readTrustProxy, requestArrivalLimit, saneRequestId } from './http';

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

describe('readTrustProxy', () => {
  it('reads the named proxies, or none', () => {
    expect(readTrustProxy('loopback')).toEqual({ ok: true, proxies: ['loopback'] });
    expect(readTrustProxy(' 10.0.0.5, 192.168.0.0/16 ,::1,fd00::/8 ')).toEqual({
      ok: true,
      proxies: ['10.0.0.5', '192.168.0.0/16', '::1', 'fd00::/8'],
    });
    for (const none of ['false', 'none', 'FALSE', ''])
      expect(readTrustProxy(none)).toEqual({ ok: true, proxies: false });
  });

  it('refuses to believe every peer, or the last N of them whoever they are', () => {
    for (const value of ['true', '*', '1', '2', 'loopback, todos', 'proxy.example.com']) {
      const reading = readTrustProxy(value);
      expect(reading.ok, value).toBe(false);
      if (!reading.ok) expect(reading.message).toMatch(/^nombra los proxies de confianza/);
    }
  });
});

describe('requestArrivalLimit', () => {
  it('gives a slow upload its time and expires a stalled request soon after the limit', () => {
    const limit = requestArrivalLimit(TIMEOUTS.requestArrivalMs);
    expect(limit.requestTimeout).toBeGreaterThanOrEqual(2 * TIMEOUTS.uploadMs);
    expect(limit.http.connectionsCheckingInterval).toBeLessThanOrEqual(limit.requestTimeout / 4);
  });

  it('never lets the headers limit exceed the request limit (node would then expire nothing)', () => {
    for (const ms of [400, 60_000, TIMEOUTS.requestArrivalMs])
      expect(requestArrivalLimit(ms).http.headersTimeout).toBeLessThanOrEqual(ms);
  });
});
