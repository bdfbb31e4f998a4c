import { describe, expect, it } from 'vitest';
import { errorForLog, LOG_REDACT_PATHS, withoutSecretQueryValues, withoutStatementValues } from './log-redaction';

class DrizzleQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    override readonly cause: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`);
  }
}

const HASH = '$2b$10$abcdefghijklmnopqrstuv0123456789ABCDEFGHIJKLMNOPQRSTU';

describe('errorForLog', () => {
  it('keeps the SQL text and the SQLSTATE of a failed statement, not its parameters or the failing row', () => {
    const driver = Object.assign(
      new Error('new row for relation "users" violates check constraint "users_role_check"'),
      {
        code: '23514',
        constraint: 'users_role_check',
        table: 'users',
        detail: `Failing row contains (1, ana@example.com, ${HASH}, superusuario).`,
      },
    );
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['ana@example.com', HASH],
      driver,
    );
    const logged = errorForLog(error) as Record<string, unknown>;
    const text = JSON.stringify(logged);
    expect(text).not.toContain(HASH);
    expect(text).not.toContain('ana@example.com');
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)',
      query: 'insert into "users" ("email", "password_hash") values ($1, $2)',
      cause: { code: '23514', constraint: 'users_role_check', table: 'users' },
    });
    expect(logged.stack).toMatch(/^Error: Failed query: insert into "users".*\$2\)\n\s+at /);
  });

  it('masks the value a database message quotes, keeps the identifiers', () => {
    expect(withoutStatementValues('invalid input syntax for type uuid: "tok_secreto"')).toBe(
      'invalid input syntax for type uuid: "[REDACTED]"',
    );
    expect(withoutStatementValues('value "2147483648" is out of range for type integer')).toBe(
      'value "[REDACTED]" is out of range for type integer',
    );
    expect(withoutStatementValues('duplicate key value violates unique constraint "users_email_unique"')).toBe(
      'duplicate key value violates unique constraint "users_email_unique"',
    );
  });

  it('keeps an http call as method and path, never its headers or body', () => {
    const axiosError = Object.assign(new Error('Request failed with status code 500'), {
      code: 'ERR_BAD_RESPONSE',
      status: 500,
      config: {
        method: 'post',
        url: 'http://api/api/auth/login?sessionId=guest_1',
        headers: { Authorization: 'Bearer eyJ.secreto' },
        data: '{"password":"Secreto123"}',
      },
    });
    const text = JSON.stringify(errorForLog(axiosError));
    expect(text).toContain('POST http://api/api/auth/login');
    for (const secret of ['eyJ.secreto', 'Secreto123', 'guest_1']) expect(text).not.toContain(secret);
  });

  it('keeps only the type and text of something thrown that is not an error', () => {
    expect(errorForLog('texto')).toEqual({ type: 'string', message: 'texto', stack: '' });
    expect(errorForLog({ password: 'Secreto123' }).message).toBe('[object Object]');
  });
});

describe('withoutSecretQueryValues', () => {
  it('replaces the values of secret parameters only', () => {
    expect(withoutSecretQueryValues('/api/store/cart?sessionId=guest_1&page=2')).toBe(
      '/api/store/cart?sessionId=[REDACTED]&page=2',
    );
    expect(withoutSecretQueryValues('/api/x?TOKEN=a&%73essionId=b')).toBe(
      '/api/x?TOKEN=[REDACTED]&%73essionId=[REDACTED]',
    );
    expect(withoutSecretQueryValues('/api/x?%E0%A4%A=1')).toBe('/api/x?%E0%A4%A=1');
    expect(withoutSecretQueryValues('/api/x')).toBe('/api/x');
  });

  it("hides Google's authorization code and state on the sign-in's return", () => {
    expect(withoutSecretQueryValues('/bff/auth/google/callback?code=abc&state=xyz&iss=https%3A%2F%2Fa')).toBe(
      '/bff/auth/google/callback?code=[REDACTED]&state=[REDACTED]&iss=https%3A%2F%2Fa',
    );
  });
});

it('redacts credentials in headers and in logged objects', () => {
  expect(LOG_REDACT_PATHS).toEqual(
    expect.arrayContaining([
      'req.headers.authorization',
      'req.headers.cookie',
      '*.password',
      '*.refreshToken',
      'err.params',
    ]),
  );
});
