import { describe, expect, it } from 'vitest';
import { defaultRuntimeEnv, fatalStartLine, JWT_SECRET_MIN_BYTES, productionJwtSecretProblem } from './deployment';

describe('production JWT secret', () => {
  it('refuses a missing, short, example or development secret and accepts a long random one', () => {
    expect(productionJwtSecretProblem(undefined)).toMatch(/obligatorio/);
    expect(productionJwtSecretProblem('corto')).toMatch(/32 bytes/);
    expect(productionJwtSecretProblem('change-me-to-a-long-random-string-of-at-least-32-bytes')).toMatch(/ejemplo/);
    expect(productionJwtSecretProblem('dev-only-insecure-jwt-secret-change-me-0123456789')).toMatch(/ejemplo/);
    expect(productionJwtSecretProblem('k3J9vQ2mX8pL5nR7tY1wZ4aB6cD0eF2gH9jK3lM5nP7qR')).toBeNull();
  });

  it('counts bytes, not characters', () => {
    // 16 two-byte characters are 32 bytes.
    expect(productionJwtSecretProblem('ñ'.repeat(16))).toBeNull();
    expect(productionJwtSecretProblem('x'.repeat(JWT_SECRET_MIN_BYTES - 1))).toMatch(/32 bytes/);
  });
});

describe('runtime mode', () => {
  it('is development when run from source (the compiled servers are built with production)', () => {
    expect(defaultRuntimeEnv()).toBe('development');
  });
});

describe('fatal start line', () => {
  it('is one JSON line naming the service and the reason, without a stack', () => {
    const error = Object.assign(new Error('listen EADDRINUSE: address already in use 127.0.0.1:4001'), {
      code: 'EADDRINUSE',
    });
    const line = fatalStartLine('api', error, 'No se pudo iniciar el servidor', new Date(0));
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({
      level: 60,
      time: 0,
      service: 'api',
      msg: 'No se pudo iniciar el servidor',
      reason: 'listen EADDRINUSE: address already in use 127.0.0.1:4001',
      code: 'EADDRINUSE',
    });
  });
});
