import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { USER_MESSAGES } from '@gym/domain';
import { FrequentDailyClientsDocument, QuickClientSearchDocument, UserStatsDocument } from './dashboard.generated';
import { makeUser, renderWithSession } from '../../test/session-testing';
import StaffHomePage from './StaffHomePage';

describe('StaffHomePage', () => {
  it('shows client figures and searches clients from 2 characters', async () => {
    const searched = vi.fn();
    renderWithSession(<StaffHomePage />, {
      user: makeUser({ role: 'colaborador', firstName: 'Cora' }),
      mocks: [
        {
          request: { query: UserStatsDocument },
          result: {
            data: {
              userStats: {
                __typename: 'UserStats',
                total: 50,
                active: 45,
                inactive: 5,
                newThisMonth: 4,
                byRole: { __typename: 'RoleCounts', admin: 0, colaborador: 0, cliente: 50 },
              },
            },
          },
        },
        {
          request: { query: FrequentDailyClientsDocument, variables: { days: 30, minVisits: 10 } },
          result: { data: { frequentDailyClients: [] } },
        },
        {
          request: { query: QuickClientSearchDocument, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: (variables: Record<string, unknown>) => {
            searched(variables);
            return {
              data: {
                searchUsers: [
                  {
                    __typename: 'User',
                    id: 'c-9',
                    fullName: 'Mario Díaz',
                    email: 'mario@example.com',
                    phone: null,
                    isActive: true,
                    profileImage: null,
                  },
                ],
              },
            };
          },
        },
      ],
    });

    expect(await screen.findByLabelText('Total: 50')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Clientes' })).toBeInTheDocument();
    // Staff figures are clients only, so there is no breakdown by role.
    expect(screen.queryByText(/^Administrador:/)).not.toBeInTheDocument();

    const events = userEvent.setup();
    const search = screen.getByLabelText('Nombre, correo o teléfono');
    await events.type(search, 'm');
    expect(screen.getByText(USER_MESSAGES.searchTooShort)).toBeInTheDocument();
    await events.type(search, 'a');
    const results = await screen.findByRole('list', { name: 'Buscar cliente' });
    expect(within(results).getByText('Mario Díaz')).toBeInTheDocument();
    await waitFor(() => expect(searched).toHaveBeenCalledWith({ q: 'ma', role: 'cliente' }));
    expect(searched).not.toHaveBeenCalledWith(expect.objectContaining({ q: 'm' }));
  });
});
