/**
 * The log is read by more people than the database: it must never hold a password, a password
 * hash, a token or the parameters of a failed statement, while still saying which statement
 * failed and why.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from './db/schema/auth';
import { users } from './db/schema/users';
import { DEMO_ACCOUNTS } from './modules/users/seed';
import { hashPassword } from './lib/passwords';
import { backends, bearer, createTestApp, signInDemo, type Backend, type TestApp } from './test/test-app';

describe.each(backends)('what the log holds (%s)', (backend: Backend) => {
  let t: TestApp;
  const lines: string[] = [];
  const log = () => lines.join('');
  let passwordHash: string;
  const tokenHash = `tok_${randomUUID()}_secreto`;
  const wrongPassword = `Intento-${randomUUID()}`;
  const guestSession = `guest_${randomUUID()}`;

  beforeAll(async () => {
    passwordHash = await hashPassword('Contraseña-del-registro-1');
    t = await createTestApp(
      backend,
      { logLevel: 'trace' },
      {
        logStream: { write: (line) => void lines.push(line) },
        beforeReady: (app) => {
          // Statements that fail while carrying a hash as a parameter, as a bug in a service would.
          app.post('/api/test/duplicate-user', async () => {
            await app.db.insert(users).values({
              email: DEMO_ACCOUNTS.admin.email,
              passwordHash,
              firstName: 'Otra',
              lastName: 'Cuenta',
              preferences: { theme: 'auto', language: 'es', notifications: {} } as never,
            });
          });
          app.post('/api/test/invalid-role', async () => {
            await app.db.insert(users).values({
              email: `rol-${randomUUID()}@example.com`,
              passwordHash,
              firstName: 'Otra',
              lastName: 'Cuenta',
              role: 'superusuario',
              preferences: { theme: 'auto', language: 'es', notifications: {} } as never,
            });
          });
          app.post('/api/test/orphan-token', async () => {
            await app.db.insert(refreshTokens).values({
              userId: randomUUID(),
              tokenHash,
              familyId: randomUUID(),
              expiresAt: new Date(),
            });
          });
        },
      },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logs a failed statement with its SQL and code, without its parameters or the row', async () => {
    for (const url of ['/api/test/duplicate-user', '/api/test/invalid-role', '/api/test/orphan-token']) {
      const response = await t.app.inject({ method: 'POST', url });
      expect(response.statusCode).toBe(500);
    }
    expect(log()).not.toContain(passwordHash);
    expect(log()).not.toContain(passwordHash.slice(7));
    expect(log()).not.toContain(tokenHash);
    const failures = lines.map((line) => JSON.parse(line)).filter((entry) => entry.err);
    expect(failures.map((entry) => [entry.err.query.split(' (')[0], entry.err.cause?.code])).toEqual([
      ['insert into "users"', '23505'],
      ['insert into "users"', '23514'],
      ['insert into "refresh_tokens"', '23503'],
    ]);
  });

  it('logs sign-ins, tokens and guest sessions without the password, the tokens or the session id', async () => {
    const session = await signInDemo(t.app, 'admin');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_ACCOUNTS.admin.email, password: wrongPassword },
    });
    expect(refused.statusCode).toBe(401);
    await t.app.inject({ url: '/api/auth/profile', headers: bearer(session.token) });
    await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: session.refreshToken } });
    await t.app.inject({ url: `/api/store/cart?sessionId=${guestSession}` });

    expect(log()).toContain('/api/auth/login');
    expect(log()).toContain('/api/store/cart?sessionId=[REDACTED]');
    for (const secret of [
      DEMO_ACCOUNTS.admin.password,
      wrongPassword,
      session.token,
      session.refreshToken,
      guestSession,
    ])
      expect(log()).not.toContain(secret);
  });
});
