import { AUTH_MESSAGES, GOOGLE_SIGN_IN, GOOGLE_SIGN_IN_MESSAGES } from '@gym/domain';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { DEMO_ACCOUNTS } from '../users/seed';
import { startLocalOidcProvider, type GooglePerson, type LocalOidcProvider } from '../../test/local-oidc-provider';
import { backends, bearer, createTestApp, type TestApp } from '../../test/test-app';

const REDIRECT_URI = `http://localhost:4000${GOOGLE_SIGN_IN.callbackPath}`;

let personCount = 0;
const person = (overrides: Partial<GooglePerson> = {}): GooglePerson => {
  personCount += 1;
  return {
    sub: `google-${personCount}`,
    email: `persona${personCount}@gmail.example`,
    email_verified: true,
    given_name: 'Sofía',
    family_name: 'Ramírez',
    ...overrides,
  };
};

describe('Google sign-in switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { google: null });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says it is disabled and refuses to start, in Spanish', async () => {
    const config = await t.app.inject({ url: '/api/auth/google/config' });
    expect(config.json()).toEqual({ success: true, data: { enabled: false } });
    const start = await t.app.inject({ method: 'POST', url: '/api/auth/google/start' });
    expect(start.statusCode).toBe(404);
    expect(start.json()).toEqual({ success: false, message: GOOGLE_SIGN_IN_MESSAGES.notConfigured });
  });
});

describe.each(backends)('Google sign-in on %s', (backend) => {
  let t: TestApp;
  let provider: LocalOidcProvider;
  beforeAll(async () => {
    provider = await startLocalOidcProvider({ redirectUris: [REDIRECT_URI] });
    t = await createTestApp(backend, { google: provider.settings(REDIRECT_URI) });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/auth/google${url}`, payload });

  /** The bff's part: start, then hand the provider's answer and the browser's cookie to the api. */
  async function start(): Promise<{ authorizationUrl: string; state: string }> {
    const response = await post('/start');
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }
  const callback = (callbackQuery: string, browserState?: string) =>
    post('/callback', { callbackQuery, ...(browserState === undefined ? {} : { browserState }) });

  /** The whole flow as the browser and the bff run it; answers the callback's response. */
  async function signInWithGoogle(who: GooglePerson | 'cancel') {
    provider.signInAs(who);
    const { authorizationUrl, state } = await start();
    const query = await provider.authorize(authorizationUrl);
    return { response: await callback(query, state), query, state };
  }

  const exchange = (code: string) => post('/session', { code });

  const userCount = async () => (await t.app.db.select({ n: count() }).from(users))[0]?.n;

  it('says it is enabled and sends the browser to the provider with PKCE, state and nonce', async () => {
    expect((await t.app.inject({ url: '/api/auth/google/config' })).json().data).toEqual({ enabled: true });
    const { authorizationUrl, state } = await start();
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'gym-test-client',
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      state,
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{40,}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    // The verifier never leaves the api.
    expect(authorizationUrl).not.toContain('code_verifier');
  });

  it('creates a new cliente for an unknown verified address and opens a session like a password sign-in', async () => {
    const newcomer = person({ email: 'Nueva.Socia@Gmail.example' });
    const before = await userCount();
    const { response } = await signInWithGoogle(newcomer);
    expect(response.statusCode).toBe(200);
    const { code } = response.json().data;
    expect(code).toMatch(/^[\w-]{43}$/);
    // Nothing is signed in until the return page spends its code.
    const session = await exchange(code);
    expect(session.statusCode).toBe(200);
    const body = session.json();
    expect(body.message).toBe(AUTH_MESSAGES.loginSuccess);
    expect(body.data.user).toMatchObject({
      email: 'nueva.socia@gmail.example',
      role: 'cliente',
      firstName: 'Sofía',
      lastName: 'Ramírez',
    });
    expect(await userCount()).toBe((before ?? 0) + 1);
    const profile = await t.app.inject({ url: '/api/auth/profile', headers: bearer(body.data.token) });
    expect(profile.json().data.user.email).toBe('nueva.socia@gmail.example');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: body.data.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('never makes anyone but a cliente, even when the provider claims a role', async () => {
    const claimant = { ...person(), role: 'admin' } as GooglePerson;
    const { response } = await signInWithGoogle(claimant);
    const session = await exchange(response.json().data.code);
    expect(session.json().data.user.role).toBe('cliente');
  });

  it("links an existing account by its verified address, keeping the account's role and names", async () => {
    const before = await userCount();
    const { response } = await signInWithGoogle(
      person({ email: DEMO_ACCOUNTS.colaborador.email.toUpperCase(), given_name: 'Otra', family_name: 'Persona' }),
    );
    const session = await exchange(response.json().data.code);
    expect(session.statusCode).toBe(200);
    expect(session.json().data.user).toMatchObject({
      email: DEMO_ACCOUNTS.colaborador.email,
      role: 'colaborador',
      firstName: DEMO_ACCOUNTS.colaborador.firstName,
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses an unverified address and creates no account', async () => {
    const before = await userCount();
    const { response } = await signInWithGoogle(person({ email_verified: false }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: GOOGLE_SIGN_IN_MESSAGES.emailUnverified });
    expect(await userCount()).toBe(before);
  });

  it('refuses a wrong, missing or foreign state, and a state the browser did not keep', async () => {
    provider.signInAs(person());
    const { authorizationUrl, state } = await start();
    const query = await provider.authorize(authorizationUrl);
    const forged = new URLSearchParams(query);
    forged.set('state', 'x'.repeat(43));
    for (const response of [
      await callback(forged.toString(), 'x'.repeat(43)),
      await callback(new URLSearchParams({ code: 'abc' }).toString(), state),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(GOOGLE_SIGN_IN_MESSAGES.invalidState);
    }
    // Another browser bringing this answer back (login CSRF): its cookie is not this state.
    const elsewhere = await callback(query, 'y'.repeat(43));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(GOOGLE_SIGN_IN_MESSAGES.invalidState);
    // And the state is spent by that attempt: the right browser cannot use it afterwards either.
    expect((await callback(query, state)).statusCode).toBe(400);
  });

  it('uses a state once: the same answer replayed is refused', async () => {
    const { response, query, state } = await signInWithGoogle(person());
    expect(response.statusCode).toBe(200);
    const replay = await callback(query, state);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(GOOGLE_SIGN_IN_MESSAGES.invalidState);
  });

  it('refuses an expired state', async () => {
    provider.signInAs(person());
    const { authorizationUrl, state } = await start();
    const query = await provider.authorize(authorizationUrl);
    await t.app.db.execute(sql`UPDATE google_sign_ins SET expires_at = now() - interval '1 second'`);
    const response = await callback(query, state);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(GOOGLE_SIGN_IN_MESSAGES.invalidState);
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const before = await userCount();
    provider.signInAs(person());
    const { authorizationUrl, state } = await start();
    const query = await provider.authorize(authorizationUrl);
    await t.app.db.execute(sql`UPDATE google_sign_ins SET nonce = 'otro-nonce' WHERE used_at IS NULL`);
    const response = await callback(query, state);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: GOOGLE_SIGN_IN_MESSAGES.failed });
    expect(await userCount()).toBe(before);
  });

  it('refuses a code exchanged without the right PKCE verifier', async () => {
    provider.signInAs(person());
    const { authorizationUrl, state } = await start();
    const query = await provider.authorize(authorizationUrl);
    await t.app.db.execute(sql`UPDATE google_sign_ins SET code_verifier = ${'v'.repeat(64)} WHERE used_at IS NULL`);
    const response = await callback(query, state);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(GOOGLE_SIGN_IN_MESSAGES.failed);
  });

  it('says the person cancelled when they refused at the provider', async () => {
    const { response } = await signInWithGoogle('cancel');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(GOOGLE_SIGN_IN_MESSAGES.cancelled);
  });

  it('spends the one-time code once, and refuses an unknown one', async () => {
    const { response } = await signInWithGoogle(person());
    const { code } = response.json().data;
    expect((await exchange(code)).statusCode).toBe(200);
    for (const again of [await exchange(code), await exchange('z'.repeat(43))]) {
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual({ success: false, message: GOOGLE_SIGN_IN_MESSAGES.codeInvalid });
    }
  });

  it('refuses a deactivated account', async () => {
    const email = 'desactivada@gmail.example';
    const first = await signInWithGoogle(person({ email }));
    expect((await exchange(first.response.json().data.code)).statusCode).toBe(200);
    await t.app.db.execute(sql`UPDATE users SET is_active = false WHERE email = ${email}`);
    const { response } = await signInWithGoogle(person({ email }));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(GOOGLE_SIGN_IN_MESSAGES.accountDisabled);
  });

  it('answers 422 in Spanish to a callback without the provider answer', async () => {
    const response = await post('/callback', {});
    expect(response.statusCode).toBe(422);
    expect(response.json().success).toBe(false);
  });
});

describe('Google sign-in with the provider down', () => {
  let t: TestApp;
  beforeAll(async () => {
    const provider = await startLocalOidcProvider({ redirectUris: [REDIRECT_URI] });
    const settings = provider.settings(REDIRECT_URI);
    await provider.close();
    t = await createTestApp('pglite', { google: settings });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers that Google does not respond, never a 500', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/google/start' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: GOOGLE_SIGN_IN_MESSAGES.unavailable });
  });
});
