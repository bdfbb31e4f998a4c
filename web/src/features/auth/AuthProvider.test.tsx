import { AUTH_MESSAGES, STORAGE_KEYS } from '@gym/domain';
import { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { NavigationBridge } from '../../platform/NavigationBridge';
import { LogoutDocument, MeDocument } from './auth.generated';
import { makeCurrentUser } from '../../test/fixtures';
import { renderAuthRoute } from '../../test/auth-route';
import { emitSessionEnded } from '../../platform/session-events';
import { useAuth } from './useAuth';

function AuthProbe() {
  const auth = useAuth();
  if (auth.isLoading) return <p>cargando</p>;
  return (
    <div>
      <p>{auth.isAuthenticated ? `Sesión de ${auth.user?.fullName}` : 'Sin sesión'}</p>
      <p data-testid="expiry">{auth.sessionExpiry?.toISOString() ?? ''}</p>
      <button onClick={() => void auth.logout()}>Salir</button>
    </div>
  );
}

function renderProvider(options: { mocks?: MockLink.MockedResponse[]; link?: ApolloLink }) {
  return renderAuthRoute({
    path: '/dashboard/client',
    element: <AuthProbe />,
    beforeAuth: <NavigationBridge />,
    ...options,
  });
}

const meMock = (user = makeCurrentUser()): MockLink.MockedResponse => ({
  request: { query: MeDocument },
  result: { data: { me: user } },
});

describe('AuthProvider', () => {
  it('without a stored token is signed out at once, without asking the server', async () => {
    const requests = vi.fn();
    const link = new ApolloLink((operation) => {
      requests(operation.operationName);
      return new Observable((observer) => observer.error(new Error('no debería llamarse')));
    });
    renderProvider({ link });
    expect(await screen.findByText('Sin sesión')).toBeInTheDocument();
    expect(requests).not.toHaveBeenCalled();
  });

  it('with a stored token fetches the profile and starts a 7-day session', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'jwt');
    const before = Date.now();
    renderProvider({ mocks: [meMock()] });
    expect(await screen.findByText('Sesión de Ana López')).toBeInTheDocument();
    const expiry = new Date(screen.getByTestId('expiry').textContent ?? '').getTime();
    const sevenDays = 7 * 24 * 3600 * 1000;
    expect(expiry - before).toBeGreaterThanOrEqual(sevenDays - 1000);
    expect(expiry - before).toBeLessThan(sevenDays + 60_000);
  });

  it('treats a rejected token as signed out and forgets it', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'caducado');
    renderProvider({
      mocks: [
        {
          request: { query: MeDocument },
          result: {
            errors: [{ message: 'Token inválido o expirado', extensions: { code: 'UNAUTHENTICATED', status: 401 } }],
          },
        },
      ],
    });
    expect(await screen.findByText('Sin sesión')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it("with no signal keeps a member in with the profile of their last visit (the offline app), never a stranger's", async () => {
    const member = makeCurrentUser({ role: 'cliente' });
    localStorage.setItem(STORAGE_KEYS.authToken, 'jwt');
    const online = renderProvider({ mocks: [meMock(member)] });
    expect(await screen.findByText('Sesión de Ana López')).toBeInTheDocument();
    online.unmount();

    const offline = { request: { query: MeDocument }, error: new TypeError('Failed to fetch') };
    const again = renderProvider({ mocks: [offline] });
    expect(await screen.findByText('Sesión de Ana López')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('jwt');
    again.unmount();

    // Another account's id in storage: the saved profile is not theirs.
    localStorage.setItem(STORAGE_KEYS.userId, 'someone-else');
    renderProvider({ mocks: [offline] });
    expect(await screen.findByText('Sin sesión')).toBeInTheDocument();
  });

  it('ends the session when the global handler says the server rejected it', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'jwt');
    renderProvider({ mocks: [meMock()] });
    await screen.findByText('Sesión de Ana López');
    act(() => emitSessionEnded());
    expect(await screen.findByText('Sin sesión')).toBeInTheDocument();
  });

  it('logs out: clears the session, says so, and goes to /login after half a second', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'jwt');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'rt');
    renderProvider({
      mocks: [
        meMock(),
        {
          request: { query: LogoutDocument, variables: { refreshToken: 'rt' } },
          result: { data: { logout: { __typename: 'MutationResult', success: true, message: 'ok' } } },
        },
      ],
    });
    await screen.findByText('Sesión de Ana López');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Salir' }));
    expect(await screen.findByText(AUTH_MESSAGES.logoutSuccess)).toBeInTheDocument();
    expect(screen.getByText('Sin sesión')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(await screen.findByTestId('pathname', {}, { timeout: 2000 })).toHaveTextContent('/login');
  });

  it('useAuth outside the provider says so', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow(AUTH_MESSAGES.providerOutside);
    spy.mockRestore();
  });
});
