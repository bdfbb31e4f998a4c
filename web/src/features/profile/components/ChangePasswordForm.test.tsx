import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, PASSWORD_MESSAGES } from '@gym/domain';
import { ChangePasswordDocument } from '../profile.generated';
import { graphqlError, renderWithSession } from '../../../test/session-testing';
import { ChangePasswordForm } from './ChangePasswordForm';

async function fill(current: string, next: string, confirm = next) {
  const events = userEvent.setup();
  fireEvent.change(screen.getByLabelText('Contraseña actual'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('Nueva contraseña'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirmar nueva contraseña'), { target: { value: confirm } });
  await events.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));
}

describe('ChangePasswordForm', () => {
  it('applies the password rule before calling the server', async () => {
    const called = vi.fn();
    renderWithSession(<ChangePasswordForm />, {
      mocks: [
        { request: { query: ChangePasswordDocument, variables: () => true }, result: () => (called(), { data: null }) },
      ],
    });
    await fill('Actual123', 'abcdef');
    expect(await screen.findByText(PASSWORD_MESSAGES.rule)).toBeInTheDocument();
    expect(called).not.toHaveBeenCalled();
  });

  it('says when the confirmation does not match', async () => {
    renderWithSession(<ChangePasswordForm />);
    await fill('Actual123', 'Nueva123', 'Nueva124');
    expect(await screen.findByText(PASSWORD_MESSAGES.mismatch)).toBeInTheDocument();
  });

  it('puts a wrong current password on the current-password field', async () => {
    renderWithSession(<ChangePasswordForm />, {
      mocks: [
        {
          request: {
            query: ChangePasswordDocument,
            variables: { input: { currentPassword: 'Mala123', newPassword: 'Nueva123' } },
          },
          result: graphqlError(PASSWORD_MESSAGES.currentIncorrect, 401, 'UNAUTHENTICATED'),
        },
      ],
    });
    await fill('Mala123', 'Nueva123');
    const current = screen.getByLabelText('Contraseña actual');
    await waitFor(() => expect(current).toHaveAccessibleDescription(PASSWORD_MESSAGES.currentIncorrect));
    expect(current).toHaveAttribute('aria-invalid', 'true');
  });

  it('puts the refusal of a common new password on the new-password field', async () => {
    renderWithSession(<ChangePasswordForm />, {
      mocks: [
        {
          request: {
            query: ChangePasswordDocument,
            variables: { input: { currentPassword: 'Actual123', newPassword: 'Qwerty123' } },
          },
          result: graphqlError(PASSWORD_MESSAGES.tooCommon, 422),
        },
      ],
    });
    await fill('Actual123', 'Qwerty123');
    const next = screen.getByLabelText('Nueva contraseña');
    await waitFor(() => expect(next).toHaveAccessibleDescription(PASSWORD_MESSAGES.tooCommon));
    expect(next).toHaveAttribute('aria-invalid', 'true');
  });

  it('says to wait after too many wrong current passwords', async () => {
    renderWithSession(<ChangePasswordForm />, {
      mocks: [
        {
          request: { query: ChangePasswordDocument, variables: () => true },
          result: graphqlError(PASSWORD_MESSAGES.tooManyAttempts, 429, 'TOO_MANY_REQUESTS'),
        },
      ],
    });
    await fill('Actual123', 'Nueva123');
    expect(await screen.findByText(PASSWORD_MESSAGES.tooManyAttempts)).toBeInTheDocument();
  });

  it('leaves a session ended elsewhere to the global handler, not to the current-password field', async () => {
    renderWithSession(<ChangePasswordForm />, {
      mocks: [
        {
          request: { query: ChangePasswordDocument, variables: () => true },
          result: graphqlError(AUTH_MESSAGES.tokenInvalid, 401, 'UNAUTHENTICATED'),
        },
      ],
    });
    await fill('Actual123', 'Nueva123');
    const current = screen.getByLabelText('Contraseña actual');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actualizar contraseña' })).toBeEnabled());
    expect(current).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(PASSWORD_MESSAGES.currentIncorrect)).not.toBeInTheDocument();
    expect(screen.queryByText(PASSWORD_MESSAGES.genericError)).not.toBeInTheDocument();
  });

  it('shows the generic error for other failures', async () => {
    renderWithSession(<ChangePasswordForm />, {
      mocks: [
        {
          request: { query: ChangePasswordDocument, variables: () => true },
          result: graphqlError('Recurso no encontrado', 404, 'NOT_FOUND'),
        },
      ],
    });
    await fill('Actual123', 'Nueva123');
    expect(await screen.findByText(PASSWORD_MESSAGES.genericError)).toBeInTheDocument();
  });

  it('confirms success and clears the form', async () => {
    renderWithSession(<ChangePasswordForm />, {
      mocks: [
        {
          request: {
            query: ChangePasswordDocument,
            variables: { input: { currentPassword: 'Actual123', newPassword: 'Nueva123' } },
          },
          result: {
            data: {
              changePassword: { __typename: 'MutationResult', success: true, message: PASSWORD_MESSAGES.updated },
            },
          },
        },
      ],
    });
    await fill('Actual123', 'Nueva123');
    expect(await screen.findByText(PASSWORD_MESSAGES.updated)).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña actual')).toHaveValue('');
  });
});
