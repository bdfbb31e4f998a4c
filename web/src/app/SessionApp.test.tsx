import { AUTH_MESSAGES, STORAGE_KEYS } from '@gym/domain';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCurrentUser } from '../test/fixtures';
import { testPublicClient } from '../test/public-data';
import { App } from './App';

/**
 * A session ended on the server (logout elsewhere, a password change in another session): the
 * bff answers every call of the stored token with UNAUTHENTICATED. The whole app, with its real
 * Apollo client and error link, talks to a stubbed `fetch` standing in for the bff.
 */
function bffWhereTheSessionEnds(options: { meAnswers: number }) {
  const operations: string[] = [];
  let meLeft = options.meAnswers;
  const fetchStub = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
    operations.push(operationName);
    const body =
      operationName === 'Me' && meLeft-- > 0
        ? { data: { me: makeCurrentUser() } }
        : {
            data: null,
            errors: [{ message: AUTH_MESSAGES.tokenInvalid, extensions: { code: 'UNAUTHENTICATED', status: 401 } }],
          };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return operations;
}

function openSignedIn(path: string) {
  localStorage.setItem(STORAGE_KEYS.authToken, 'token-revocado');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-revocado');
  window.history.pushState({}, '', path);
  return render(<App publicClient={testPublicClient()} />);
}

/** The session layer is a lazy chunk and the redirect waits 1.5 s: room for a busy machine. */
const SLOW = { timeout: 10_000 };

describe('a session the server has ended', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('while in use: says the session expired, forgets the tokens and lands on the sign-in page', async () => {
    const operations = bffWhereTheSessionEnds({ meAnswers: 1 });
    openSignedIn('/dashboard/client');
    expect(await screen.findByText(AUTH_MESSAGES.sessionExpired, {}, SLOW)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' }, SLOW)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(operations[0]).toBe('Me');
    expect(operations.length).toBeGreaterThan(1);
  });

  it('on opening the app again: says so and lands on the sign-in page, the tokens forgotten', async () => {
    bffWhereTheSessionEnds({ meAnswers: 0 });
    openSignedIn('/dashboard/profile');
    expect(await screen.findByText(AUTH_MESSAGES.sessionExpired, {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' }, SLOW)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });
});
