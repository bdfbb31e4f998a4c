import { GOOGLE_SIGN_IN_MESSAGES, STORAGE_KEYS } from '@gym/domain';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCurrentUser } from '../../test/fixtures';
import { LocationProbe } from '../../test/LocationProbe';
import { renderAuthRoute } from '../../test/auth-route';
import { CompleteGoogleSignInDocument } from './auth.generated';
import { GoogleSuccessPage } from './GoogleSuccessPage';

const CODE = 'c'.repeat(43);

function completeMock(result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: CompleteGoogleSignInDocument, variables: { code: CODE } }, result };
}

function renderAt(hash: string, mocks: MockLink.MockedResponse[] = []) {
  return renderAuthRoute({
    path: '/auth/google-success',
    entry: { pathname: '/auth/google-success', hash },
    mocks,
    element: (
      <>
        <GoogleSuccessPage />
        <LocationProbe />
      </>
    ),
  });
}

describe('/auth/google-success', () => {
  it('spends the one-time code, keeps the session like a password sign-in and opens the role home', async () => {
    const user = makeCurrentUser({ role: 'cliente', id: 'u-g1' });
    renderAt(`#code=${CODE}`, [
      completeMock({
        data: {
          completeGoogleSignIn: {
            __typename: 'AuthPayload',
            token: 'jwt-g',
            refreshToken: 'rt-g',
            message: 'Inicio de sesión exitoso',
            user,
          },
        },
      }),
    ]);
    await waitFor(() => expect(screen.getByTestId('pathname')).toHaveTextContent('/dashboard/client'));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('jwt-g');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('rt-g');
    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBe('cliente');
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('u-g1');
  });

  it('wipes the code from the address while it signs in', async () => {
    renderAt(`#code=${CODE}`, [completeMock({ data: undefined })]);
    expect(screen.getByText('Iniciando sesión con Google...')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('hash')).toBeEmptyDOMElement());
  });

  it("shows the server's refusal of a spent code with a way back to the login", async () => {
    renderAt(`#code=${CODE}`, [
      completeMock({
        errors: [{ message: GOOGLE_SIGN_IN_MESSAGES.codeInvalid, extensions: { code: 'BAD_USER_INPUT', status: 401 } }],
      }),
    ]);
    expect(await screen.findByText(GOOGLE_SIGN_IN_MESSAGES.codeInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('explains a refusal the bff sent back, in Spanish, without calling the server', () => {
    renderAt('#error=unverified_email');
    expect(screen.getByText(GOOGLE_SIGN_IN_MESSAGES.emailUnverified)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toBeInTheDocument();
  });

  it('never shows text a crafted link carries, and explains an arrival without a code', () => {
    renderAt('#error=Llama%20al%205555');
    expect(screen.getByText(GOOGLE_SIGN_IN_MESSAGES.failed)).toBeInTheDocument();
    expect(screen.queryByText(/5555/)).toBeNull();
  });
});
