import { DEMO_ACCOUNTS } from '@gym/api';
import { startLocalOidcProvider, type LocalOidcProvider } from '@gym/api/test/local-oidc-provider';
import { GOOGLE_SIGN_IN } from '@gym/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
import { startStack, type Stack } from '../../test/stack';
import { readCookie } from './google-sign-in.route';

const REDIRECT_URI = `http://127.0.0.1${GOOGLE_SIGN_IN.callbackPath}`;
const CONFIG = '{ googleSignIn { enabled startPath } }';
const COMPLETE = `mutation Complete($code: String!) {
  completeGoogleSignIn(code: $code) { token refreshToken message user { email role } }
}`;

type Completed = {
  completeGoogleSignIn: { token: string; refreshToken: string; message: string; user: { email: string; role: string } };
};

const cookieOf = (setCookie: string | string[] | undefined) =>
  readCookie(String(setCookie).split(';')[0], GOOGLE_SIGN_IN.stateCookie);

describe('Google sign-in through the bff', () => {
  let stack: Stack;
  let provider: LocalOidcProvider;
  const logLines: string[] = [];

  beforeAll(async () => {
    provider = await startLocalOidcProvider({ redirectUris: [REDIRECT_URI] });
    stack = await startStack(
      { logLevel: 'info', logStream: { write: (line) => logLines.push(line) } },
      { google: provider.settings(REDIRECT_URI) },
    );
  });
  afterAll(async () => {
    await stack?.close();
    await provider?.close();
  });

  /** The browser: the start route, the provider, then back to the callback with its cookie. */
  async function returnFromGoogle(options: { withCookie: boolean }) {
    const start = await stack.bff.inject({ url: GOOGLE_SIGN_IN.startPath });
    expect(start.statusCode).toBe(302);
    const state = cookieOf(start.headers['set-cookie']);
    const query = await provider.authorize(String(start.headers.location));
    const back = await stack.bff.inject({
      url: `${GOOGLE_SIGN_IN.callbackPath}?${query}`,
      headers: options.withCookie && state ? { cookie: `${GOOGLE_SIGN_IN.stateCookie}=${state}` } : {},
    });
    return Object.assign(back, { providerCode: new URLSearchParams(query).get('code') ?? '' });
  }

  it('tells the web the button may show, and where it starts', async () => {
    const { body } = await gql<{ googleSignIn: { enabled: boolean; startPath: string } }>(stack.bff, CONFIG);
    expect(body.data?.googleSignIn).toEqual({ enabled: true, startPath: GOOGLE_SIGN_IN.startPath });
  });

  it('redirects to the provider keeping the state in an httpOnly, SameSite=Lax cookie of these paths', async () => {
    const start = await stack.bff.inject({ url: GOOGLE_SIGN_IN.startPath });
    expect(start.statusCode).toBe(302);
    const location = new URL(String(start.headers.location));
    expect(location.origin).toBe(provider.issuer);
    const cookie = String(start.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/bff\/auth\/google/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookieOf(cookie)).toBe(location.searchParams.get('state'));
    expect(start.headers['cache-control']).toBe('no-store');
  });

  it('returns a new member to /auth/google-success with a one-time code that GraphQL turns into a session', async () => {
    provider.signInAs({ sub: 'g-1', email: 'nuevo.socio@gmail.example', email_verified: true, name: 'Nuevo Socio' });
    const back = await returnFromGoogle({ withCookie: true });
    expect(back.statusCode).toBe(302);
    const location = String(back.headers.location);
    expect(location).toMatch(/^\/auth\/google-success#code=[\w-]{43}$/);
    // The cookie is cleared: the state serves one return only.
    expect(String(back.headers['set-cookie'])).toMatch(/^gym_google_state=; Max-Age=0/);

    const code = location.split('#code=')[1] ?? '';
    const { body } = await gql<Completed>(stack.bff, COMPLETE, { variables: { code } });
    expect(body.errors).toBeUndefined();
    expect(body.data?.completeGoogleSignIn.user).toEqual({ email: 'nuevo.socio@gmail.example', role: 'cliente' });
    expect(body.data?.completeGoogleSignIn.token.length).toBeGreaterThan(20);

    const again = await gql(stack.bff, COMPLETE, { variables: { code } });
    expect(firstError(again.body)).toMatchObject({ status: 401 });
    // Neither the provider's code and state nor the one-time code reach the bff's log.
    const log = logLines.join('\n');
    expect(log).toContain(GOOGLE_SIGN_IN.callbackPath);
    expect(log).not.toContain(code);
    expect(back.providerCode.length).toBeGreaterThan(10);
    expect(log).not.toContain(back.providerCode);
  });

  it('links the existing account of a verified address', async () => {
    provider.signInAs({ sub: 'g-2', email: DEMO_ACCOUNTS.cliente.email, email_verified: true });
    const back = await returnFromGoogle({ withCookie: true });
    const code = String(back.headers.location).split('#code=')[1] ?? '';
    const { body } = await gql<Completed>(stack.bff, COMPLETE, { variables: { code } });
    expect(body.data?.completeGoogleSignIn.user).toEqual({ email: DEMO_ACCOUNTS.cliente.email, role: 'cliente' });
  });

  it('sends a browser without the state cookie back with the state refusal', async () => {
    provider.signInAs({ sub: 'g-3', email: 'otro@gmail.example', email_verified: true });
    const back = await returnFromGoogle({ withCookie: false });
    expect(back.headers.location).toBe('/auth/google-success#error=state');
  });

  it('sends an unverified address back with its own refusal', async () => {
    provider.signInAs({ sub: 'g-4', email: 'sin.verificar@gmail.example', email_verified: false });
    const back = await returnFromGoogle({ withCookie: true });
    expect(back.headers.location).toBe('/auth/google-success#error=unverified_email');
  });

  it('refuses a malformed one-time code before calling the api', async () => {
    const { body } = await gql(stack.bff, COMPLETE, { variables: { code: 'x'.repeat(500) } });
    expect(firstError(body)).toMatchObject({ code: 'BAD_USER_INPUT', status: 422 });
  });
});

describe('Google sign-in through the bff, not configured', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({}, { google: null });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('says it is off, and a typed start URL lands on the explanation', async () => {
    const { body } = await gql<{ googleSignIn: { enabled: boolean } }>(stack.bff, CONFIG);
    expect(body.data?.googleSignIn.enabled).toBe(false);
    const start = await stack.bff.inject({ url: GOOGLE_SIGN_IN.startPath });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('/auth/google-success#error=not_configured');
    expect(start.headers['set-cookie']).toBeUndefined();
  });
});
