import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { USER_MESSAGES } from '@gym/domain';
import {
  CreateUserDocument,
  DeleteUserDocument,
  UpdateUserDocument,
  UsersDocument,
  type UserRowFieldsFragment,
} from './users.generated';
import { graphqlError, makeUser, renderWithSession } from '../../test/session-testing';
import UsersPage from './UsersPage';

function row(overrides: Partial<UserRowFieldsFragment>): UserRowFieldsFragment & { __typename: 'User' } {
  return {
    __typename: 'User',
    id: 'x',
    firstName: 'Carlos',
    lastName: 'Ruiz',
    fullName: 'Carlos Ruiz',
    email: 'carlos@example.com',
    phone: '5555 2222',
    role: 'cliente',
    profileImage: null,
    dateOfBirth: null,
    address: null,
    city: null,
    isActive: true,
    createdAt: '2024-02-01T18:00:00.000Z',
    ...overrides,
  };
}

const admin = makeUser({
  id: 'admin-1',
  role: 'admin',
  firstName: 'Alma',
  lastName: 'Admin',
  fullName: 'Alma Admin',
  email: 'admin@example.com',
});
const collaborator = makeUser({
  id: 'col-1',
  role: 'colaborador',
  firstName: 'Cora',
  lastName: 'Colab',
  fullName: 'Cora Colab',
});

function usersMock(
  rows: UserRowFieldsFragment[],
  seen: (variables: Record<string, unknown>) => void = () => undefined,
) {
  return {
    request: { query: UsersDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Record<string, unknown>) => {
      seen(variables);
      return {
        data: {
          users: {
            __typename: 'UserPage',
            users: rows,
            pagination: { __typename: 'Pagination', total: rows.length, page: 1, pages: 1, limit: 20 },
          },
        },
      };
    },
  };
}

/** Sets a field's value in one event: typing key by key is slow in jsdom and adds nothing here. */
function fill(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

const selfRow = row({
  id: 'admin-1',
  firstName: 'Alma',
  lastName: 'Admin',
  fullName: 'Alma Admin',
  email: 'admin@example.com',
  role: 'admin',
});
const clientRow = row({ id: 'c-1' });

describe('UsersPage', () => {
  it('lists the users with role labels and formatted dates from the server page', async () => {
    renderWithSession(<UsersPage />, { user: admin, mocks: [usersMock([selfRow, clientRow])] });
    expect(await screen.findByText('Carlos Ruiz')).toBeInTheDocument();
    const grid = screen.getByRole('grid');
    expect(within(grid).getByText('Cliente')).toBeInTheDocument();
    expect(within(grid).getByText('Administrador')).toBeInTheDocument();
    expect(within(grid).getAllByText('01/02/2024').length).toBeGreaterThan(0);
  });

  it('goes to the search with / and opens a new user with N', async () => {
    renderWithSession(<UsersPage />, { user: admin, mocks: [usersMock([selfRow, clientRow])] });
    await screen.findByText('Carlos Ruiz');
    const events = userEvent.setup();
    await events.keyboard('/');
    expect(screen.getByRole('textbox', { name: 'Buscar por nombre, correo o teléfono' })).toHaveFocus();
    expect(screen.getByText('Atajos: / buscar · N nuevo usuario')).toBeInTheDocument();
    // Typed in the search, N is a letter of the search.
    await events.keyboard('n');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await events.click(screen.getByText('Carlos Ruiz'));
    await events.keyboard('{Escape}N');
    expect(await screen.findByRole('dialog')).toHaveTextContent('Crear usuario');
  });

  it('hints at the minimum length for a one-character search and never sends it', async () => {
    const seen = vi.fn();
    renderWithSession(<UsersPage />, { user: admin, mocks: [usersMock([clientRow], seen)] });
    await screen.findByText('Carlos Ruiz');
    const events = userEvent.setup();
    const search = screen.getByLabelText('Buscar por nombre, correo o teléfono');
    await events.type(search, 'c');
    expect(screen.getByText(USER_MESSAGES.searchTooShort)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(seen.mock.calls.some(([variables]) => (variables.filter as { search?: string }).search === 'c')).toBe(false);

    await events.type(search, 'a');
    expect(screen.queryByText(USER_MESSAGES.searchTooShort)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(seen.mock.calls.some(([variables]) => (variables.filter as { search?: string }).search === 'ca')).toBe(
        true,
      ),
    );
  });

  it('does not let an admin edit or delete themselves', async () => {
    renderWithSession(<UsersPage />, { user: admin, mocks: [usersMock([selfRow, clientRow])] });
    await screen.findByText('Carlos Ruiz');
    expect(screen.getByRole('button', { name: 'Editar Alma Admin' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Desactivar Alma Admin' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Editar Carlos Ruiz' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Desactivar Carlos Ruiz' })).toBeEnabled();
  });

  it('offers a colaborador no edit or delete actions and only the client role filter', async () => {
    renderWithSession(<UsersPage />, { user: collaborator, mocks: [usersMock([clientRow])] });
    await screen.findByText('Carlos Ruiz');
    expect(screen.queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Desactivar/ })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Rol' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Todos los roles', 'Cliente']);
  });

  it('refuses a colaborador creating an Administrador with the rule message', async () => {
    const created = vi.fn();
    renderWithSession(<UsersPage />, {
      user: collaborator,
      route: '/dashboard/users?action=create',
      mocks: [
        usersMock([clientRow]),
        { request: { query: CreateUserDocument, variables: () => true }, result: () => (created(), { data: null }) },
      ],
    });
    const dialog = await screen.findByRole('dialog');
    const events = userEvent.setup();
    fill(within(dialog).getByLabelText('Nombre'), 'Nuevo');
    fill(within(dialog).getByLabelText('Apellido'), 'Usuario');
    fill(within(dialog).getByLabelText('Correo electrónico'), 'nuevo@example.com');
    fill(within(dialog).getByLabelText('Contraseña'), 'Clave123');
    await events.click(within(dialog).getByRole('combobox', { name: 'Rol' }));
    const listbox = screen.getAllByRole('listbox').at(-1)!;
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Administrador', 'Colaborador', 'Cliente']);
    await events.click(within(listbox).getByRole('option', { name: 'Administrador' }));
    await events.click(within(dialog).getByRole('button', { name: 'Crear usuario' }));
    expect(
      await within(dialog).findByText('Los colaboradores solo pueden crear usuarios clientes'),
    ).toBeInTheDocument();
    expect(created).not.toHaveBeenCalled();
  });

  it("shows the server's message when creating fails", async () => {
    renderWithSession(<UsersPage />, {
      user: admin,
      route: '/dashboard/users?action=create',
      mocks: [
        usersMock([clientRow]),
        {
          request: {
            query: CreateUserDocument,
            variables: {
              input: {
                firstName: 'Carlos',
                lastName: 'Ruiz',
                email: 'carlos@example.com',
                phone: null,
                password: 'Clave123',
                role: 'cliente',
              },
            },
          },
          result: graphqlError(USER_MESSAGES.emailTaken, 409, 'BAD_USER_INPUT'),
        },
      ],
    });
    const dialog = await screen.findByRole('dialog');
    const events = userEvent.setup();
    fill(within(dialog).getByLabelText('Nombre'), 'Carlos');
    fill(within(dialog).getByLabelText('Apellido'), 'Ruiz');
    fill(within(dialog).getByLabelText('Correo electrónico'), 'carlos@example.com');
    fill(within(dialog).getByLabelText('Contraseña'), 'Clave123');
    await events.click(within(dialog).getByRole('button', { name: 'Crear usuario' }));
    expect(await within(dialog).findByText(USER_MESSAGES.emailTaken)).toBeInTheDocument();
  });

  it('applies the password rule in the create dialog', async () => {
    renderWithSession(<UsersPage />, { user: admin, route: '/dashboard/users?action=create', mocks: [usersMock([])] });
    const dialog = await screen.findByRole('dialog');
    const events = userEvent.setup();
    fill(within(dialog).getByLabelText('Contraseña'), 'corta');
    await events.click(within(dialog).getByRole('button', { name: 'Crear usuario' }));
    expect(
      await within(dialog).findByText(
        'La contraseña debe tener al menos 6 caracteres, una mayúscula, una minúscula y un número',
      ),
    ).toBeInTheDocument();
  });

  it('edits a user sending only what changed', async () => {
    const sent = vi.fn();
    renderWithSession(<UsersPage />, {
      user: admin,
      mocks: [
        usersMock([selfRow, clientRow]),
        {
          request: { query: UpdateUserDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent(variables);
            return { data: { updateUser: { ...clientRow, phone: '5555 9999' } } };
          },
        },
      ],
    });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Editar Carlos Ruiz' }));
    const dialog = await screen.findByRole('dialog');
    fill(within(dialog).getByLabelText('Teléfono'), '5555 9999');
    await events.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(USER_MESSAGES.updated)).toBeInTheDocument();
    expect(sent).toHaveBeenCalledWith({ id: 'c-1', input: { phone: '5555 9999' } });
  });

  it("explains the soft delete and shows the server's refusal", async () => {
    renderWithSession(<UsersPage />, {
      user: admin,
      mocks: [
        usersMock([selfRow, clientRow]),
        {
          request: { query: DeleteUserDocument, variables: { id: 'c-1' } },
          result: graphqlError(USER_MESSAGES.notFound, 404, 'NOT_FOUND'),
        },
      ],
    });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Desactivar Carlos Ruiz' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('El usuario se desactivará y su historial se conserva')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Desactivar usuario' }));
    expect(await within(dialog).findByText(USER_MESSAGES.notFound)).toBeInTheDocument();
  });
});
