import { STORAGE_KEYS } from '@gym/domain';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GoogleSignInConfigDocument, LoginDocument } from './auth.generated';
import { makeCurrentUser } from '../../test/fixtures';
import { renderAuthRoute } from '../../test/auth-route';
import { googleConfigMock } from '../../test/google-mocks';
import { LoginPage } from './LoginPage';

const CREDENTIALS = { email: 'ana@example.com', password: 'Secreta123' };

function loginMock(result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: LoginDocument, variables: { input: CREDENTIALS } }, result };
}

function renderLogin(mocks: MockLink.MockedResponse[], state?: unknown, google = false, probe?: ReactNode) {
  return renderAuthRoute({
    path: '/login',
    entry: { pathname: '/login', state },
    mocks: [googleConfigMock(google), ...mocks],
    element: (
      <>
        <LoginPage />
        {probe}
      </>
    ),
  });
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  if (email) await user.type(screen.getByLabelText('Correo electrónico'), email);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('login page', () => {
  it('offers a way to recover a forgotten password', () => {
    renderLogin([]);
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('explains what is missing before calling the server', async () => {
    renderLogin([]);
    await fillAndSubmit('', '');
    expect(screen.getByText('El correo electrónico es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es obligatoria')).toBeInTheDocument();
  });

  it('rejects a malformed email', async () => {
    renderLogin([]);
    await fillAndSubmit('ana@', 'Secreta123');
    expect(screen.getByText('El correo electrónico no es válido')).toBeInTheDocument();
  });

  it('shows the server message when sign-in fails', async () => {
    renderLogin([
      loginMock({
        errors: [{ message: 'Correo o contraseña incorrectos', extensions: { code: 'UNAUTHENTICATED', status: 401 } }],
      }),
    ]);
    await fillAndSubmit(CREDENTIALS.email, CREDENTIALS.password);
    expect(await screen.findByText('Correo o contraseña incorrectos')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it("falls back to 'Error en el login' when the server gives no message", async () => {
    renderLogin([
      { request: { query: LoginDocument, variables: { input: CREDENTIALS } }, error: new Error('socket hang up') },
    ]);
    await fillAndSubmit(CREDENTIALS.email, CREDENTIALS.password);
    expect(await screen.findByText('Error en el login')).toBeInTheDocument();
  });

  it('signs in, keeps the tokens and returns to the page the guard remembered', async () => {
    const user = makeCurrentUser({ role: 'colaborador', id: 'u-7' });
    renderLogin(
      [
        loginMock({
          data: { login: { __typename: 'AuthPayload', token: 'jwt-1', refreshToken: 'rt-1', message: null, user } },
        }),
      ],
      { from: { pathname: '/dashboard/users', search: '', hash: '' } },
    );
    await fillAndSubmit(CREDENTIALS.email, CREDENTIALS.password);
    expect(await screen.findByTestId('pathname')).toHaveTextContent('/dashboard/users');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('jwt-1');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('rt-1');
    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBe('colaborador');
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('u-7');
  });

  it("without an origin goes to the role's home", async () => {
    const user = makeCurrentUser({ role: 'cliente' });
    renderLogin([
      loginMock({
        data: { login: { __typename: 'AuthPayload', token: 'jwt-2', refreshToken: 'rt-2', message: null, user } },
      }),
    ]);
    await fillAndSubmit(CREDENTIALS.email, CREDENTIALS.password);
    expect(await screen.findByTestId('pathname')).toHaveTextContent('/dashboard/client');
  });

  it('lets the password be shown and hidden', async () => {
    renderLogin([]);
    const input = screen.getByLabelText('Contraseña');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(input).toHaveAttribute('type', 'text');
  });

  it("offers 'Continuar con Google' only when the server says it is configured", async () => {
    renderLogin([], undefined, true);
    const google = await screen.findByRole('link', { name: 'Continuar con Google' });
    expect(google).toHaveAttribute('href', '/bff/auth/google/start');
    cleanup();
    renderLogin([], undefined, false, <GoogleConfigProbe />);
    // The page has the same answer as the probe, which says Google is off: no button.
    expect(await screen.findByTestId('google-enabled')).toHaveTextContent('false');
    expect(screen.queryByRole('link', { name: 'Continuar con Google' })).toBeNull();
  });
});

/** Shows the answer the sign-in page read (the same query, answered once from the cache). */
function GoogleConfigProbe() {
  const { data } = useQuery(GoogleSignInConfigDocument);
  return data ? <p data-testid="google-enabled">{String(data.googleSignIn.enabled)}</p> : null;
}
