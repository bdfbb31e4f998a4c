import { PASSWORD_MESSAGES, PASSWORD_RESET_MESSAGES } from '@gym/domain';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LocationProbe } from '../../test/LocationProbe';
import { renderAuthRoute } from '../../test/auth-route';
import { ResetPasswordDocument } from './password-reset.generated';
import { ResetPasswordPage } from './ResetPasswordPage';

const TOKEN = 't'.repeat(43);

function resetMock(result: MockLink.MockedResponse['result'], password = 'Nueva2026x'): MockLink.MockedResponse {
  return { request: { query: ResetPasswordDocument, variables: { input: { token: TOKEN, password } } }, result };
}

function renderAt(hash: string, mocks: MockLink.MockedResponse[] = []) {
  return renderAuthRoute({
    path: '/reset-password',
    entry: { pathname: '/reset-password', hash },
    mocks,
    element: (
      <>
        <ResetPasswordPage />
        <LocationProbe />
      </>
    ),
  });
}

describe('/reset-password', () => {
  it('wipes the token from the address, takes the new password twice from the keyboard and links to the sign-in', async () => {
    renderAt(`#token=${TOKEN}`, [
      resetMock({
        data: {
          resetPassword: { __typename: 'MutationResult', success: true, message: PASSWORD_RESET_MESSAGES.done },
        },
      }),
    ]);
    await waitFor(() => expect(screen.getByTestId('hash')).toBeEmptyDOMElement());
    const user = userEvent.setup({ delay: null });
    expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveFocus();
    await user.keyboard('Nueva2026x');
    await user.tab(); // the show/hide toggle
    await user.tab();
    await user.keyboard('Nueva2026x{Enter}');
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.done)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');
  });

  it('holds the password to the domain rule and both entries to each other, with a show/hide toggle', async () => {
    renderAt(`#token=${TOKEN}`);
    const user = userEvent.setup({ delay: null });
    const field = screen.getByLabelText(/^Nueva contraseña/);
    await user.type(field, 'corta');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'otra');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText(PASSWORD_MESSAGES.rule)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_MESSAGES.mismatch)).toBeInTheDocument();
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getAllByRole('button', { name: 'Mostrar contraseña' })[0]!);
    expect(field).toHaveAttribute('type', 'text');
  });

  it("shows the server's refusal of a spent or expired link, with a way to ask for a new one", async () => {
    renderAt(`#token=${TOKEN}`, [
      resetMock({
        errors: [
          { message: PASSWORD_RESET_MESSAGES.invalidToken, extensions: { code: 'BAD_USER_INPUT', status: 400 } },
        ],
      }),
    ]);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Nueva contraseña/), 'Nueva2026x');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'Nueva2026x');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.invalidToken)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute('href', '/forgot-password');
  });

  it('explains a link without a token', () => {
    renderAt('');
    expect(screen.getByText(PASSWORD_RESET_MESSAGES.invalidToken)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeInTheDocument();
  });
});
