import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ACCOUNT_FIELDS,
  AUTH_MESSAGES,
  fieldError,
  PASSWORD_MESSAGES,
  permissionsForRole,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  SESSION,
  USER_MESSAGES,
} from '@gym/domain';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users, type UserPreferences } from '../../db/schema/index';
import { hashRefreshToken } from '../../lib/tokens';
import { DEMO_ACCOUNTS } from '../users/seed';
import { makeJpeg, makePng } from '../../test/images';
import { backends, bearer, createTestApp, multipartFile, signIn, signInDemo, type TestApp } from '../../test/test-app';
import { createMemoryLoginAttemptStore } from './login-attempts';
import { accountDelaySeconds } from './service';

const claimsOf = (token: string) => decodeJwt(token) as { sub: string; sid?: string };

describe('failed-login counter (memory store)', () => {
  it('forgets failures when the window ends', async () => {
    let now = 1_000;
    const store = createMemoryLoginAttemptStore(60_000, () => now);
    await store.recordFailure('a|1');
    await store.recordFailure('a|1');
    expect(await store.failures('a|1')).toBe(2);
    expect(await store.failures('b|1')).toBe(0);
    now += 60_001;
    expect(await store.failures('a|1')).toBe(0);
  });
});

describe.each(backends)('auth routes on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
  const profileWith = (token: string) => t.app.inject({ url: '/api/auth/profile', headers: bearer(token) });
  const refresh = (refreshToken: string) => post('/api/auth/refresh', { refreshToken });

  describe('login', () => {
    it('returns the user with permissions, an access token and a refresh token', async () => {
      const response = await post('/api/auth/login', {
        email: 'Admin@Gimnasio.demo ',
        password: DEMO_ACCOUNTS.admin.password,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.success).toBe(true);
      expect(body.message).toBe(AUTH_MESSAGES.loginSuccess);
      expect(body.data.user).toMatchObject({ email: 'admin@gimnasio.demo', role: 'admin', fullName: 'Carlos Méndez' });
      expect(body.data.user.permissions).toEqual(permissionsForRole('admin'));
      expect(body.data.user.lastLogin).not.toBeNull();
      expect(body.data.user).not.toHaveProperty('passwordHash');
      expect(JSON.stringify(body)).not.toMatch(/\$2[aby]\$/);
      expect(body.data.token.split('.')).toHaveLength(3);
      expect(body.data.refreshToken.length).toBeGreaterThan(30);
    });

    it('refuses a wrong password or unknown email with the same message', async () => {
      const wrong = await post('/api/auth/login', { email: DEMO_ACCOUNTS.cliente.email, password: 'Nope1234' });
      const unknown = await post('/api/auth/login', { email: 'nadie@gimnasio.demo', password: 'Nope1234' });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.invalidCredentials });
      }
    });

    it('answers 422 with Spanish messages when fields are missing', async () => {
      const response = await post('/api/auth/login', {});
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(`${PROFILE_MESSAGES.emailInvalid}, ${PASSWORD_MESSAGES.currentRequired}`);
    });

    it('answers 400 (not 500) to malformed JSON', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "admin@gimnasio.demo", ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'El cuerpo de la solicitud no es un JSON válido' });
    });

    it('answers 429 after 5 failed attempts for the same email and IP, even with the right password', async () => {
      const email = DEMO_ACCOUNTS.maria.email;
      const fromIp = { 'x-forwarded-for': '203.0.113.7' };
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await post('/api/auth/login', { email, password: 'Wrong123' }, fromIp);
        expect(response.statusCode).toBe(401);
      }
      const blocked = await post('/api/auth/login', { email, password: DEMO_ACCOUNTS.maria.password }, fromIp);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ success: false, message: AUTH_MESSAGES.tooManyLoginAttempts });

      // Another address (the bff forwards the browser's) is not punished for it.
      const elsewhere = await post(
        '/api/auth/login',
        { email, password: DEMO_ACCOUNTS.maria.password },
        { 'x-forwarded-for': '198.51.100.20' },
      );
      expect(elsewhere.statusCode).toBe(200);
    });

    it("counts a forged X-Forwarded-For from a peer that is not a named proxy under the peer's own address", async () => {
      const email = DEMO_ACCOUNTS.colaborador.email;
      const direct = (password: string, forged: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password },
          remoteAddress: '198.51.100.9',
          headers: { 'x-forwarded-for': forged },
        });
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await direct('Wrong123', `203.0.113.${attempt}`)).statusCode).toBe(401);
      }
      const blocked = await direct(DEMO_ACCOUNTS.colaborador.password, '203.0.113.99');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(AUTH_MESSAGES.tooManyLoginAttempts);
      // The bff on loopback (the default API_TRUST_PROXY) still states the browser's address.
      const throughBff = await post(
        '/api/auth/login',
        { email, password: DEMO_ACCOUNTS.colaborador.password },
        { 'x-forwarded-for': '203.0.113.99' },
      );
      expect(throughBff.statusCode).toBe(200);
    });
  });

  describe('register', () => {
    it('creates a cliente even when the client asks for another role', async () => {
      const response = await post('/api/auth/register', {
        email: 'Nuevo.Socio@Example.com',
        password: 'Socio123',
        firstName: 'Pedro',
        lastName: 'Alvarado',
        phone: '+502 5555 0101',
        dateOfBirth: '1995-04-12',
        role: 'admin',
        isActive: false,
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.message).toBe(AUTH_MESSAGES.registerSuccess);
      expect(body.data.user).toMatchObject({
        email: 'nuevo.socio@example.com',
        role: 'cliente',
        isActive: true,
        dateOfBirth: '1995-04-12',
        permissions: permissionsForRole('cliente'),
      });
      expect(body.data.token).toBeTruthy();

      const again = await signIn(t.app, 'nuevo.socio@example.com', 'Socio123');
      expect(again.userId).toBe(body.data.user.id);
    });

    it('reads a full ISO date-time of birth as its date', async () => {
      const response = await post('/api/auth/register', {
        email: 'fecha.iso@example.com',
        password: 'Socio123',
        firstName: 'Lucía',
        lastName: 'Méndez',
        dateOfBirth: '1990-05-01T00:00:00.000Z',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.user.dateOfBirth).toBe('1990-05-01');
      const tooYoung = await post('/api/auth/register', {
        email: 'fecha.joven@example.com',
        password: 'Socio123',
        firstName: 'Lucía',
        lastName: 'Méndez',
        dateOfBirth: '2020-01-01T12:00:00.000Z',
      });
      expect(tooYoung.statusCode).toBe(422);
      expect(tooYoung.json().errors).toContainEqual({ field: 'dateOfBirth', message: PROFILE_MESSAGES.tooYoung });
      const garbled = await post('/api/auth/register', {
        email: 'fecha.mala@example.com',
        password: 'Socio123',
        firstName: 'Lucía',
        lastName: 'Méndez',
        dateOfBirth: '1990-05-01 y algo',
      });
      expect(garbled.json().message).toBe(PROFILE_MESSAGES.dateInvalid);
    });

    it('answers 409 when the email exists', async () => {
      const response = await post('/api/auth/register', {
        email: DEMO_ACCOUNTS.cliente.email.toUpperCase(),
        password: 'Socio123',
        firstName: 'Otro',
        lastName: 'Luis',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(USER_MESSAGES.emailTaken);
    });

    it('answers 422 with the domain messages joined by commas', async () => {
      const response = await post('/api/auth/register', {
        email: 'sin-arroba',
        password: 'corta',
        firstName: 'J',
        lastName: 'P3rez',
        dateOfBirth: '2020-01-01',
      });
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body.message).toBe(
        [
          PROFILE_MESSAGES.emailInvalid,
          PASSWORD_MESSAGES.rule,
          PROFILE_MESSAGES.firstNameShort,
          PROFILE_MESSAGES.lastNameInvalid,
          PROFILE_MESSAGES.tooYoung,
        ].join(', '),
      );
      expect(body.errors).toContainEqual({ field: 'dateOfBirth', message: PROFILE_MESSAGES.tooYoung });
    });
  });

  describe('access tokens', () => {
    const secretOf = () => new TextEncoder().encode(t.app.config.jwtSecret);

    async function forge(
      claims: Record<string, unknown>,
      options: { secret?: Uint8Array; issuer?: string; exp?: number } = {},
    ) {
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(options.issuer ?? t.app.config.jwtIssuer)
        .setAudience(t.app.config.jwtAudience)
        .setIssuedAt()
        .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 600);
      return jwt.sign(options.secret ?? secretOf());
    }

    it('requires a token', async () => {
      const response = await t.app.inject({ url: '/api/auth/profile' });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(AUTH_MESSAGES.tokenRequired);
    });

    it('accepts a token it signed for a sign-in that is still open, and no other', async () => {
      const { userId, token: issued } = await signInDemo(t.app, 'cliente');
      const { sid } = claimsOf(issued);
      expect(sid).toMatch(/^[0-9a-f-]{36}$/);
      expect((await profileWith(await forge({ sub: userId, role: 'cliente', sid }))).statusCode).toBe(200);

      const someoneElse = claimsOf((await signInDemo(t.app, 'maria')).token).sid;
      for (const claims of [
        { sub: userId, role: 'cliente' },
        { sub: userId, role: 'cliente', sid: randomUUID() },
        { sub: userId, role: 'cliente', sid: 'no-es-un-uuid' },
        { sub: userId, role: 'cliente', sid: someoneElse },
      ]) {
        const response = await profileWith(await forge(claims));
        expect(response.statusCode, JSON.stringify(claims)).toBe(401);
        expect(response.json().message).toBe(AUTH_MESSAGES.tokenInvalid);
      }
    });

    it('rejects tokens signed with another secret, with alg none, expired, from another issuer or with an unknown role', async () => {
      const { userId } = await signInDemo(t.app, 'cliente');
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      const payload = Buffer.from(
        JSON.stringify({
          sub: userId,
          role: 'admin',
          iss: t.app.config.jwtIssuer,
          aud: t.app.config.jwtAudience,
          iat: now,
          exp: now + 600,
        }),
      ).toString('base64url');
      const tokens = [
        await forge({ sub: userId, role: 'cliente' }, { secret: new TextEncoder().encode('x'.repeat(48)) }),
        `${header}.${payload}.`,
        await forge({ sub: userId, role: 'cliente' }, { exp: now - 10 }),
        await forge({ sub: userId, role: 'cliente' }, { issuer: 'someone-else' }),
        await forge({ sub: userId, role: 'superadmin' }),
        await forge({ sub: 'not-a-uuid', role: 'cliente' }),
        'garbage',
      ];
      for (const token of tokens) {
        const response = await profileWith(token);
        expect(response.statusCode, token).toBe(401);
        expect(response.json().message).toBe(AUTH_MESSAGES.tokenInvalid);
      }
    });
  });

  describe('profile', () => {
    it('returns the signed-in user', async () => {
      const { token } = await signInDemo(t.app, 'colaborador');
      const response = await t.app.inject({ url: '/api/auth/profile', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user).toMatchObject({
        email: DEMO_ACCOUNTS.colaborador.email,
        role: 'colaborador',
        permissions: permissionsForRole('colaborador'),
        preferences: {
          theme: 'light',
          language: 'es',
          notifications: { desktop: true, sound: true, email: true, push: false, whatsapp: false, reminders: true },
        },
      });
    });

    it('refuses an over-limit field with its contract message, the one the bff and the web give', async () => {
      const { token } = await signInDemo(t.app, 'colaborador');
      const patch = (payload: object) =>
        t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: bearer(token), payload });
      const cases = [
        ['city', ACCOUNT_FIELDS.city, 'x'.repeat(ACCOUNT_FIELDS.city.max + 1)],
        ['firstName', ACCOUNT_FIELDS.firstName, 'Ana'.repeat(30)],
        ['phone', ACCOUNT_FIELDS.phone, '5'.repeat(ACCOUNT_FIELDS.phone.max + 1)],
      ] as const;
      for (const [field, contract, value] of cases) {
        const response = await patch({ [field]: value });
        expect(response.statusCode, field).toBe(422);
        expect(response.json().message, field).toBe(fieldError(contract, value));
      }
      expect(fieldError(ACCOUNT_FIELDS.city, 'x'.repeat(101))).toBe('La ciudad admite como máximo 100 caracteres');
    });

    it('answers 422, never 500, to a NUL byte or another control character in a text field', async () => {
      const { token } = await signInDemo(t.app, 'colaborador');
      const patch = (payload: object) =>
        t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: bearer(token), payload });
      for (const [payload, message] of [
        [{ city: 'Mix\u0000co' }, 'La ciudad contiene caracteres no permitidos'],
        [{ firstName: 'Ana\u0000' }, 'El nombre contiene caracteres no permitidos'],
        [{ bio: 'Corro\u0000 los sábados' }, 'La biografía contiene caracteres no permitidos'],
        [
          { emergencyContact: { name: 'Rosa\u0000', phone: null } },
          'El nombre del contacto de emergencia contiene caracteres no permitidos',
        ],
      ] as const) {
        const response = await patch(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(422);
        expect(response.json().message).toBe(message);
      }
      // A biography keeps its line breaks.
      const lines = await patch({ bio: 'Corro los sábados\nNado los domingos' });
      expect(lines.statusCode).toBe(200);

      const register = await post('/api/auth/register', {
        email: 'nulo@example.com',
        password: 'Socio123\u0000',
        firstName: 'Lucía',
        lastName: 'Méndez',
      });
      expect(register.statusCode).toBe(422);
      expect(register.json().message).toBe('La contraseña contiene caracteres no permitidos');
    });

    it('clears an optional field sent blank, skipping its rules', async () => {
      const { token } = await signInDemo(t.app, 'colaborador');
      const patch = (payload: object) =>
        t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: bearer(token), payload });
      const set = await patch({
        phone: '5555 1234',
        zipCode: '01001',
        emergencyContact: { name: 'Rosa', phone: '5555 0000' },
      });
      expect(set.statusCode).toBe(200);
      const cleared = await patch({ phone: '', zipCode: '  ', emergencyContact: { name: '', phone: ' ' } });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json().data.user).toMatchObject({ phone: null, zipCode: null, emergencyContact: null });
    });

    it('updates only the changed fields and reports them', async () => {
      const { token } = await signInDemo(t.app, 'maria');
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/profile',
        headers: bearer(token),
        payload: {
          firstName: 'María',
          phone: '+502 4000 1111',
          city: 'Mixco',
          emergencyContact: { name: 'Rosa López', phone: '5555 0000' },
        },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.message).toBe(PROFILE_MESSAGES.updated);
      expect(body.data.changedFields.sort()).toEqual(['city', 'emergencyContact', 'phone']);
      expect(body.data.user).toMatchObject({
        firstName: 'María',
        phone: '+502 4000 1111',
        city: 'Mixco',
        emergencyContact: { name: 'Rosa López', phone: '5555 0000' },
      });

      const same = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/profile',
        headers: bearer(token),
        payload: { city: 'Mixco' },
      });
      expect(same.statusCode).toBe(400);
      expect(same.json().message).toBe(PROFILE_MESSAGES.nothingToUpdate);
    });

    it('stores the date of an ISO date-time of birth, and the same date again is no change', async () => {
      const { token } = await signInDemo(t.app, 'colaborador');
      const patch = (dateOfBirth: string) =>
        t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: bearer(token), payload: { dateOfBirth } });
      const response = await patch('1988-11-23T00:00:00.000Z');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        changedFields: ['dateOfBirth'],
        user: { dateOfBirth: '1988-11-23' },
      });
      const same = await patch('1988-11-23');
      expect(same.statusCode).toBe(400);
      expect(same.json().message).toBe(PROFILE_MESSAGES.nothingToUpdate);
    });

    it('never lets a user change their own role or active state', async () => {
      const { token } = await signInDemo(t.app, 'cliente');
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/profile',
        headers: bearer(token),
        payload: { role: 'admin', isActive: false, permissions: ['manage_content'] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(PROFILE_MESSAGES.nothingToUpdate);
      const profile = await t.app.inject({ url: '/api/auth/profile', headers: bearer(token) });
      expect(profile.json().data.user).toMatchObject({ role: 'cliente', isActive: true });
    });

    it('validates with the domain messages', async () => {
      const { token } = await signInDemo(t.app, 'cliente');
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/profile',
        headers: bearer(token),
        payload: {
          firstName: 'L',
          phone: 'abc',
          dateOfBirth: '1850-01-01',
          emergencyContact: { name: 'X', phone: '12' },
        },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(
        [
          PROFILE_MESSAGES.firstNameShort,
          PROFILE_MESSAGES.phoneInvalid,
          PROFILE_MESSAGES.tooOld,
          PROFILE_MESSAGES.emergencyNameShort,
        ].join(', '),
      );
    });
  });

  describe('change password', () => {
    it('needs the current password, enforces the rule and then signs in with the new one', async () => {
      const created = await post('/api/auth/register', {
        email: 'clave@example.com',
        password: 'Inicial123',
        firstName: 'Clara',
        lastName: 'Véliz',
      });
      const token = created.json().data.token as string;
      const change = (payload: unknown) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/change-password',
          headers: bearer(token),
          payload: payload as object,
        });

      const wrong = await change({ currentPassword: 'Otra1234', newPassword: 'Nueva1234' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe(PASSWORD_MESSAGES.currentIncorrect);

      const weak = await change({ currentPassword: 'Inicial123', newPassword: 'debil' });
      expect(weak.statusCode).toBe(422);
      expect(weak.json().message).toBe(PASSWORD_MESSAGES.rule);

      const ok = await change({ currentPassword: 'Inicial123', newPassword: 'Nueva1234' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ success: true, message: PASSWORD_MESSAGES.updated });

      expect((await post('/api/auth/login', { email: 'clave@example.com', password: 'Inicial123' })).statusCode).toBe(
        401,
      );
      expect((await post('/api/auth/login', { email: 'clave@example.com', password: 'Nueva1234' })).statusCode).toBe(
        200,
      );
    });
  });

  describe('sessions after a password change', () => {
    const changeWith = (token: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: bearer(token), payload });

    it('ends every other sign-in, its refresh and access tokens alike, and keeps the one that changed it', async () => {
      await post('/api/auth/register', {
        email: 'dos.sesiones@example.com',
        password: 'Inicial123',
        firstName: 'Dora',
        lastName: 'Sical',
      });
      const here = await signIn(t.app, 'dos.sesiones@example.com', 'Inicial123');
      const elsewhere = await signIn(t.app, 'dos.sesiones@example.com', 'Inicial123');
      expect((await profileWith(elsewhere.token)).statusCode).toBe(200);

      const changed = await changeWith(here.token, { currentPassword: 'Inicial123', newPassword: 'Cambiada987' });
      expect(changed.statusCode).toBe(200);

      const stale = await profileWith(elsewhere.token);
      expect(stale.statusCode).toBe(401);
      expect(stale.json().message).toBe(AUTH_MESSAGES.tokenInvalid);
      const staleRefresh = await refresh(elsewhere.refreshToken);
      expect(staleRefresh.statusCode).toBe(401);
      expect(staleRefresh.json().message).toBe(AUTH_MESSAGES.refreshInvalid);

      expect((await profileWith(here.token)).statusCode).toBe(200);
      const renewed = await refresh(here.refreshToken);
      expect(renewed.statusCode).toBe(200);
      expect((await profileWith(renewed.json().data.token)).statusCode).toBe(200);
    });

    it('answers 429 after 5 wrong current passwords, even to the right one, and keeps the password', async () => {
      await post('/api/auth/register', {
        email: 'adivina@example.com',
        password: 'Inicial123',
        firstName: 'Ada',
        lastName: 'Tun',
      });
      const { token } = await signIn(t.app, 'adivina@example.com', 'Inicial123');
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const wrong = await changeWith(token, { currentPassword: `Prueba${attempt}00`, newPassword: 'Cambiada987' });
        expect(wrong.statusCode).toBe(401);
        expect(wrong.json().message).toBe(PASSWORD_MESSAGES.currentIncorrect);
      }
      for (const currentPassword of ['Prueba600', 'Inicial123']) {
        const limited = await changeWith(token, { currentPassword, newPassword: 'Cambiada987' });
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toEqual({ success: false, message: PASSWORD_MESSAGES.tooManyAttempts });
      }
      expect((await signIn(t.app, 'adivina@example.com', 'Inicial123')).token).toBeTruthy();
    });
  });

  describe('common passwords', () => {
    it('are refused at registration and on a password change, with the Spanish message', async () => {
      for (const password of ['Password1', 'Qwerty123', 'Abc123', 'P@ssw0rd2024', 'Gimnasio2025']) {
        const response = await post('/api/auth/register', {
          email: `comun.${password.length}.${randomUUID().slice(0, 8)}@example.com`,
          password,
          firstName: 'Ana',
          lastName: 'Común',
        });
        expect(response.statusCode, password).toBe(422);
        expect(response.json()).toMatchObject({
          success: false,
          message: PASSWORD_MESSAGES.tooCommon,
          errors: [{ field: 'password', message: PASSWORD_MESSAGES.tooCommon }],
        });
      }
      const { token } = await signInDemo(t.app, 'colaborador');
      const change = await t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(token),
        payload: { currentPassword: DEMO_ACCOUNTS.colaborador.password, newPassword: 'Qwerty123' },
      });
      expect(change.statusCode).toBe(422);
      expect(change.json().message).toBe(PASSWORD_MESSAGES.tooCommon);
      // The rule's own message still comes first for a password that breaks it.
      const weak = await post('/api/auth/register', {
        email: 'debil@example.com',
        password: 'password',
        firstName: 'Ana',
        lastName: 'Débil',
      });
      expect(weak.json().message).toBe(PASSWORD_MESSAGES.rule);
    });
  });

  describe('preferences', () => {
    it('merges the given preferences and rejects bad ones with one message', async () => {
      const { token } = await signInDemo(t.app, 'colaborador');
      const put = (payload: unknown) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/auth/profile/preferences',
          headers: bearer(token),
          payload: payload as object,
        });

      const ok = await put({ theme: 'dark', notifications: { push: true } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.user.preferences).toEqual({
        theme: 'dark',
        language: 'es',
        notifications: { desktop: true, sound: true, email: true, push: true, whatsapp: false, reminders: true },
      });

      const bad = await put({ theme: 'neon' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual({ success: false, message: PROFILE_MESSAGES.preferencesError });

      const profile = await t.app.inject({ url: '/api/auth/profile', headers: bearer(token) });
      expect(profile.json().data.user.preferences.theme).toBe('dark');
    });

    it('stores the message settings (WhatsApp, reminders); four-field clients and old rows keep working', async () => {
      const { token, userId } = await signInDemo(t.app, 'cliente');
      const put = (payload: unknown) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/auth/profile/preferences',
          headers: bearer(token),
          payload: payload as object,
        });
      const notificationsNow = async () =>
        (await profileWith(token)).json().data.user.preferences.notifications as Record<string, boolean>;

      // A row saved before the two settings existed reads with their defaults.
      await t.app.db
        .update(users)
        .set({
          preferences: {
            theme: 'light',
            language: 'es',
            notifications: { desktop: false, sound: true, email: true, push: false },
          } as UserPreferences,
        })
        .where(eq(users.id, userId));
      expect(await notificationsNow()).toEqual({
        desktop: false,
        sound: true,
        email: true,
        push: false,
        whatsapp: false,
        reminders: true,
      });

      const saved = await put({ notifications: { whatsapp: true, reminders: false, email: false } });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.user.preferences.notifications).toEqual({
        desktop: false,
        sound: true,
        email: false,
        push: false,
        whatsapp: true,
        reminders: false,
      });

      // A client that knows only the first four: what it leaves out stays as stored.
      const older = await put({ notifications: { desktop: true, sound: true, email: true, push: true } });
      expect(older.statusCode).toBe(200);
      expect(await notificationsNow()).toEqual({
        desktop: true,
        sound: true,
        email: true,
        push: true,
        whatsapp: true,
        reminders: false,
      });

      for (const bad of [{ notifications: { whatsapp: 'sí' } }, { notifications: { reminders: null } }]) {
        const refused = await put(bad);
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toEqual({ success: false, message: PROFILE_MESSAGES.preferencesError });
      }
      expect((await notificationsNow()).reminders).toBe(false);
    });
  });

  describe('refresh tokens', () => {
    /** Moves a rotated token's rotation back past the retry grace, as if that time had gone by. */
    const outOfGrace = async (refreshToken: string) => {
      await t.app.db
        .update(refreshTokens)
        .set({ revokedAt: new Date(Date.now() - SESSION.refreshRetryGraceMs - 1_000) })
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
    };

    it('rotates, and reusing a rotated token revokes the whole family', async () => {
      const first = await signInDemo(t.app, 'cliente');
      const rotated = await refresh(first.refreshToken);
      expect(rotated.statusCode).toBe(200);
      const second = rotated.json().data;
      expect(second.user.id).toBe(first.userId);
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect((await t.app.inject({ url: '/api/auth/profile', headers: bearer(second.token) })).statusCode).toBe(200);

      await outOfGrace(first.refreshToken);
      const reuse = await refresh(first.refreshToken);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json().message).toBe(AUTH_MESSAGES.refreshInvalid);
      // The thief's reuse also ends the legitimate descendant.
      expect((await refresh(second.refreshToken)).statusCode).toBe(401);

      // Another sign-in (another family) is untouched.
      const other = await signInDemo(t.app, 'cliente');
      expect((await refresh(other.refreshToken)).statusCode).toBe(200);
    });

    it('two refreshes with one token at once both get a working pair, and the sign-in goes on', async () => {
      const first = await signInDemo(t.app, 'cliente');
      const answers = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const [one, two] = answers.map((answer) => answer.json().data as { token: string; refreshToken: string });
      for (const pair of [one!, two!]) {
        expect((await profileWith(pair.token)).statusCode).toBe(200);
        expect(claimsOf(pair.token).sid).toBe(claimsOf(first.token).sid);
      }
      // Whichever answer the client kept goes on refreshing.
      expect((await refresh(one!.refreshToken)).statusCode).toBe(200);
      expect((await refresh(two!.refreshToken)).statusCode).toBe(200);
    });

    it('a refresh retried within the grace gets a pair; after a logout, or past the grace, it ends the sign-in', async () => {
      const first = await signInDemo(t.app, 'cliente');
      const lost = await refresh(first.refreshToken);
      expect(lost.statusCode).toBe(200);
      const retried = await refresh(first.refreshToken);
      expect(retried.statusCode).toBe(200);
      expect((await profileWith(retried.json().data.token)).statusCode).toBe(200);

      // Past the grace the same retry is a reuse: the whole sign-in ends, as before.
      await outOfGrace(first.refreshToken);
      expect((await refresh(first.refreshToken)).statusCode).toBe(401);
      expect((await profileWith(retried.json().data.token)).statusCode).toBe(401);
      expect((await refresh(lost.json().data.refreshToken)).statusCode).toBe(401);

      // A logout ends the grace at once.
      const other = await signInDemo(t.app, 'cliente');
      const next = (await refresh(other.refreshToken)).json().data;
      expect((await post('/api/auth/logout', { refreshToken: next.refreshToken })).statusCode).toBe(200);
      expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    });

    it('rejects unknown tokens', async () => {
      expect((await refresh('no-existe')).statusCode).toBe(401);
      expect((await post('/api/auth/refresh', {})).statusCode).toBe(422);
    });

    it("logout revokes the refresh token and that sign-in's access token, not the other sign-ins", async () => {
      const session = await signInDemo(t.app, 'maria');
      const other = await signInDemo(t.app, 'maria');
      expect((await profileWith(session.token)).statusCode).toBe(200);
      const out = await post('/api/auth/logout', { refreshToken: session.refreshToken });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ success: true, message: AUTH_MESSAGES.logoutSuccess });
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
      const after = await profileWith(session.token);
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toBe(AUTH_MESSAGES.tokenInvalid);
      expect((await profileWith(other.token)).statusCode).toBe(200);
    });

    it('logout with only the access token ends its sign-in too', async () => {
      const session = await signInDemo(t.app, 'maria');
      const out = await post('/api/auth/logout', {}, bearer(session.token));
      expect(out.statusCode).toBe(200);
      expect((await profileWith(session.token)).statusCode).toBe(401);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    });

    it('a reused refresh token ends the access tokens of its sign-in as well', async () => {
      const first = await signInDemo(t.app, 'cliente');
      const second = (await refresh(first.refreshToken)).json().data;
      expect((await profileWith(second.token)).statusCode).toBe(200);
      await outOfGrace(first.refreshToken);
      expect((await refresh(first.refreshToken)).statusCode).toBe(401);
      expect((await profileWith(second.token)).statusCode).toBe(401);
      expect((await profileWith(first.token)).statusCode).toBe(401);
    });
  });

  describe('profile image', () => {
    const upload = (token: string, filename: string, type: string, content: Buffer, field = 'image') => {
      const body = multipartFile(field, filename, type, content);
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/profile/image',
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
    };

    it('stores a PNG, serves it, and replaces it with a JPEG removing the old file', async () => {
      const { token } = await signInDemo(t.app, 'cliente');
      const png = makePng(8, 8);
      const first = await upload(token, 'foto.png', 'image/png', png);
      expect(first.statusCode).toBe(200);
      const firstData = first.json().data;
      expect(firstData.profileImage).toMatch(/^\/uploads\/profiles\/[0-9a-f-]{36}\.png$/);
      expect(firstData.profileImage).toContain(firstData.publicId);

      const served = await t.app.inject({ url: firstData.profileImage });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(png)).toBe(true);

      // Declared type and name lie: the bytes decide.
      const second = await upload(token, 'foto.webp', 'application/octet-stream', makeJpeg());
      expect(second.statusCode).toBe(200);
      const secondData = second.json().data;
      expect(secondData.profileImage).toMatch(/\.jpg$/);

      const profile = await t.app.inject({ url: '/api/auth/profile', headers: bearer(token) });
      expect(profile.json().data.user.profileImage).toBe(secondData.profileImage);
      expect((await t.app.inject({ url: firstData.profileImage })).statusCode).toBe(404);
      await expect(
        readFile(path.join(t.uploadsDir, firstData.profileImage.replace('/uploads/', ''))),
      ).rejects.toThrow();
    });

    it('rejects a text file renamed .png with 422', async () => {
      const { token } = await signInDemo(t.app, 'maria');
      const response = await upload(token, 'foto.png', 'image/png', Buffer.from('esto no es una imagen, solo texto\n'));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ success: false, message: PROFILE_MESSAGES.imageInvalidFormat });
    });

    it('rejects an image over 5 MB with 413 and the Spanish message', async () => {
      const { token } = await signInDemo(t.app, 'maria');
      const big = Buffer.concat([makePng(), Buffer.alloc(PROFILE_LIMITS.imageMaxBytes + 10)]);
      const response = await upload(token, 'grande.png', 'image/png', big);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ success: false, message: PROFILE_MESSAGES.imageTooLarge });
    });

    it('asks for an image when the request has none', async () => {
      const { token } = await signInDemo(t.app, 'maria');
      const wrongField = await upload(token, 'foto.png', 'image/png', makePng(), 'avatar');
      expect(wrongField.statusCode).toBe(422);
      expect(wrongField.json().message).toBe(PROFILE_MESSAGES.imageRequired);
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/auth/profile/image',
        headers: bearer(token),
        payload: {},
      });
      expect(json.statusCode).toBe(422);
      expect(json.json().message).toBe(PROFILE_MESSAGES.imageRequired);
    });

    it('requires a signed-in user', async () => {
      const body = multipartFile('image', 'foto.png', 'image/png', makePng());
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/profile/image',
        headers: body.headers,
        payload: body.payload,
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('sign-in limit per account', () => {
    let now = Date.now();
    let limited: TestApp;
    beforeAll(async () => {
      limited = await createTestApp(
        backend,
        {},
        { loginAttempts: createMemoryLoginAttemptStore(15 * 60_000, () => now) },
      );
    });
    afterAll(async () => {
      await limited?.close();
    });
    const { email, password } = DEMO_ACCOUNTS.maria;
    const loginFrom = (ip: string, withPassword: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: withPassword },
        headers: { 'x-forwarded-for': ip },
      });
    const ips = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];

    it('after 10 failures from any addresses each attempt waits 1, 2, 4... seconds; then the right password gets in', async () => {
      // 4, 3 and 3 failures: no address reaches its own limit of 5.
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await loginFrom(ips[attempt % 3]!, 'Wrong123')).statusCode).toBe(401);
      }
      const waitOne = await loginFrom('198.51.100.4', password);
      expect(waitOne.statusCode).toBe(429);
      expect(waitOne.headers['retry-after']).toBe('1');
      expect(waitOne.json()).toEqual({ success: false, message: AUTH_MESSAGES.accountLoginDelay(1) });

      now += 1_000;
      expect((await loginFrom(ips[1]!, 'Wrong123')).statusCode).toBe(401);
      const waitTwo = await loginFrom(ips[2]!, password);
      expect(waitTwo.statusCode).toBe(429);
      expect(waitTwo.headers['retry-after']).toBe('2');
      expect(waitTwo.json().message).toBe(
        'Demasiados intentos fallidos para esta cuenta. Intenta de nuevo en 2 segundos',
      );

      now += 2_000;
      // A burst of guesses gets one turn; the others wait.
      const burst = await Promise.all(ips.map((ip) => loginFrom(ip, 'Wrong123')));
      expect(burst.map((response) => response.statusCode).sort()).toEqual([401, 429, 429]);

      now += accountDelaySeconds(2, 300) * 1_000;
      expect((await loginFrom('198.51.100.4', password)).statusCode).toBe(200);
      // Signed in: the account's count starts again.
      expect((await loginFrom('198.51.100.5', 'Wrong123')).statusCode).toBe(401);
      expect((await loginFrom('198.51.100.4', password)).statusCode).toBe(200);
    });

    it('never makes anyone wait more than five minutes', () => {
      expect([0, 1, 2, 3, 8, 9, 40].map((past) => accountDelaySeconds(past, 300))).toEqual([1, 2, 4, 8, 256, 300, 300]);
    });
  });
});
