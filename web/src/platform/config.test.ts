import { describe, expect, it } from 'vitest';
import { config, parseTimeout } from './config';

describe('client config', () => {
  it('defaults to the same-origin GraphQL and upload endpoints and a 30 s timeout', () => {
    expect(config.graphqlUrl).toBe('/graphql');
    expect(config.profileImageUploadUrl).toBe('/bff/profile/image');
    expect(config.contentImageUploadUrl('hero')).toBe('/bff/content/images?kind=hero');
    expect(config.transferProofUploadUrl('p 1')).toBe('/bff/payments/p%201/transfer-proof');
    expect(config.requestTimeoutMs).toBe(30000);
  });

  it('uses 15 s when the timeout setting is not a positive number', () => {
    expect(parseTimeout('abc')).toBe(15000);
    expect(parseTimeout('-5')).toBe(15000);
    expect(parseTimeout('45000')).toBe(45000);
    expect(parseTimeout(undefined)).toBe(30000);
  });
});
