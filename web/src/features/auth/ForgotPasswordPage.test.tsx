import { PASSWORD_RESET_MESSAGES, PROFILE_MESSAGES } from '@gym/domain';
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAuthRoute } from '../../test/auth-route';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ForgotPasswordDocument } from './password-reset.generated';

function forgotMock(email: string): MockLink.MockedResponse {
  return {
    request: { query: ForgotPasswordDocument, variables: { input: { email } } },
    result: {
      data: {
        forgotPassword: { __typename: 'MutationResult', success: true, message: PASSWORD_RESET_MESSAGES.requested },
      },
    },
  };
}

describe('/forgot-password', () => {
  it('sends the address from the keyboard and shows the same answer the server gives any address', async () => {
    renderAuthRoute({
      path: '/forgot-password',
      element: <ForgotPasswordPage />,
      mocks: [forgotMock('rocio@correo.gt')],
    });
    const user = userEvent.setup({ delay: null });
    const field = screen.getByLabelText(/Correo electrónico/);
    expect(field).toHaveFocus();
    await user.keyboard('rocio@correo.gt{Enter}');
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.requested)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  it('holds the address to the domain rule before calling the server', async () => {
    renderAuthRoute({ path: '/forgot-password', element: <ForgotPasswordPage /> });
    const user = userEvent.setup({ delay: null });
    await user.keyboard('no-es-correo{Enter}');
    expect(await screen.findByText(PROFILE_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.queryByText(PASSWORD_RESET_MESSAGES.requested)).toBeNull();
  });
});
