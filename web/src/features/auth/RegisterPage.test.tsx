import { PASSWORD_MESSAGES, STORAGE_KEYS } from '@gym/domain';
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RegisterDocument } from './auth.generated';
import { makeCurrentUser } from '../../test/fixtures';
import { renderAuthRoute } from '../../test/auth-route';
import { googleConfigMock } from '../../test/google-mocks';
import { RegisterPage } from './RegisterPage';

const INPUT = {
  firstName: 'Luis',
  lastName: 'Pérez',
  email: 'luis@example.com',
  phone: null,
  password: 'Fuerte123',
};

function renderRegister(mocks: MockLink.MockedResponse[] = [], google = false) {
  return renderAuthRoute({ path: '/register', mocks: [googleConfigMock(google), ...mocks], element: <RegisterPage /> });
}

async function fill(password: string, confirm: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Nombre'), INPUT.firstName);
  await user.type(screen.getByLabelText('Apellido'), INPUT.lastName);
  await user.type(screen.getByLabelText('Correo electrónico'), INPUT.email);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.type(screen.getByLabelText('Confirmar contraseña'), confirm);
  await user.click(screen.getByRole('button', { name: 'Registrarme' }));
}

describe('register page', () => {
  it('applies the password rule and checks the confirmation', async () => {
    renderRegister();
    await fill('corta', 'otra');
    expect(
      screen.getByText('La contraseña debe tener al menos 6 caracteres, una mayúscula, una minúscula y un número'),
    ).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
  });

  it('shows the server message when the email is taken', async () => {
    renderRegister([
      {
        request: { query: RegisterDocument, variables: { input: INPUT } },
        result: {
          errors: [
            {
              message: 'Ya existe un usuario con ese correo electrónico',
              extensions: { code: 'BAD_USER_INPUT', status: 409 },
            },
          ],
        },
      },
    ]);
    await fill(INPUT.password, INPUT.password);
    expect(await screen.findByText('Ya existe un usuario con ese correo electrónico')).toBeInTheDocument();
  });

  it("shows the api's refusal of a common password (the web does not carry the list)", async () => {
    const common = { ...INPUT, password: 'Password1' };
    renderRegister([
      {
        request: { query: RegisterDocument, variables: { input: common } },
        result: {
          errors: [{ message: PASSWORD_MESSAGES.tooCommon, extensions: { code: 'BAD_USER_INPUT', status: 422 } }],
        },
      },
    ]);
    await fill(common.password, common.password);
    expect(await screen.findByText('Esta contraseña es demasiado común; elige otra')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('signs the new member in and opens the client dashboard', async () => {
    const user = makeCurrentUser({ role: 'cliente', firstName: 'Luis', lastName: 'Pérez' });
    renderRegister([
      {
        request: { query: RegisterDocument, variables: { input: INPUT } },
        result: {
          data: { register: { __typename: 'AuthPayload', token: 'jwt-n', refreshToken: 'rt-n', message: null, user } },
        },
      },
    ]);
    await fill(INPUT.password, INPUT.password);
    expect(await screen.findByTestId('pathname')).toHaveTextContent('/dashboard/client');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('jwt-n');
  });
});
