import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { USER_MESSAGES } from '@gym/domain';
import { FrequentDailyClientsDocument, QuickClientSearchDocument, UserStatsDocument } from './dashboard.generated';
import { DeskClientCardDocument, DeskRegisterVisitDocument, DeskTodayDocument } from './front-desk.generated';
import { makeUser, renderWithSession } from '../../test/session-testing';
import { CurrentCashSessionDocument } from '../cash-drawer/cash-drawer.generated';
import StaffHomePage from './StaffHomePage';

const noDrawer = {
  request: { query: CurrentCashSessionDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { currentCashSession: null } },
};

describe('StaffHomePage', () => {
  it('shows client figures and searches clients from 2 characters', async () => {
    const searched = vi.fn();
    renderWithSession(<StaffHomePage />, {
      user: makeUser({ role: 'colaborador', firstName: 'Cora' }),
      mocks: [
        noDrawer,
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
    // The drawer's bar: none open yet, so the clerk may open one.
    const drawer = screen.getByRole('region', { name: 'Caja' });
    expect(await within(drawer).findByText('Sin caja abierta')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Abrir caja' })).toBeInTheDocument();
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

  it("shows today's desk figures and queues, and opens a client's card to register the visit", async () => {
    const queue = (count: number, urgent: number) => ({
      __typename: 'PendingQueueFigures',
      count,
      amount: count * 100,
      urgent,
    });
    const card = (visitedToday: boolean) => ({
      __typename: 'ClientCard',
      client: {
        __typename: 'User',
        id: 'c-9',
        fullName: 'Mario Díaz',
        email: 'mario@example.com',
        phone: null,
        billingTaxId: null,
        billingName: null,
      },
      membership: {
        __typename: 'Membership',
        id: 'm-1',
        planName: 'Mensual',
        startDate: '2026-11-10',
        endDate: '2026-12-10',
        price: 300,
      },
      membershipStatus: 'active',
      statusLabel: 'Activa',
      daysLeft: 17,
      isExpiringSoon: false,
      pendingPayments: [
        {
          __typename: 'Payment',
          id: 'p-3',
          amount: 150,
          method: 'cash',
          concept: 'Pase semanal',
          createdAt: '2026-11-22T15:00:00.000Z',
        },
      ],
      lastOrders: [
        {
          __typename: 'ClientOrderSummary',
          id: 'o-1',
          orderNumber: 'ORD-261120-AAA111',
          statusLabel: 'Entregado',
          totalAmount: 185,
          createdAt: '2026-11-20T15:00:00.000Z',
        },
      ],
      visits: { __typename: 'ClientVisits', thisMonth: 8, lastVisit: null, visitedToday },
      canRenew: true,
      canRegisterVisit: true,
    });
    const visited = vi.fn();
    renderWithSession(<StaffHomePage />, {
      user: makeUser({ role: 'colaborador', firstName: 'Cora' }),
      mocks: [
        noDrawer,
        {
          request: { query: DeskTodayDocument },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: {
            data: {
              deskToday: {
                __typename: 'DeskToday',
                date: '2026-11-23',
                income: {
                  __typename: 'DeskIncome',
                  total: 1250.5,
                  count: 9,
                  dailyPasses: 250,
                  memberships: 900,
                  store: 100.5,
                  byMethod: [],
                },
                visits: { __typename: 'VisitFigures', members: 14, daily: 10, total: 24 },
                dailyPasses: { __typename: 'DeskDailyPasses', entries: 4, visitors: 10 },
                queues: { __typename: 'DeskQueues', transfers: queue(5, 2), cash: queue(3, 0) },
              },
            },
          },
        },
        { request: { query: UserStatsDocument }, result: { data: { userStats: null } } },
        {
          request: { query: FrequentDailyClientsDocument, variables: { days: 30, minVisits: 10 } },
          result: { data: { frequentDailyClients: [] } },
        },
        {
          request: { query: QuickClientSearchDocument, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: {
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
          },
        },
        {
          request: { query: DeskClientCardDocument, variables: { userId: 'c-9' } },
          result: { data: { clientCard: card(false) } },
        },
        {
          request: { query: DeskRegisterVisitDocument, variables: { userId: 'c-9' } },
          result: () => {
            visited();
            return {
              data: {
                registerVisit: {
                  __typename: 'VisitResult',
                  alreadyRegistered: false,
                  membership: {
                    __typename: 'Membership',
                    id: 'm-1',
                    planName: 'Mensual',
                    status: 'active',
                    daysLeft: 17,
                  },
                },
              },
            };
          },
        },
        {
          request: { query: DeskClientCardDocument, variables: { userId: 'c-9' } },
          result: { data: { clientCard: card(true) } },
        },
      ],
    });

    expect(await screen.findByLabelText('Ingresos de hoy: Q 1,250.50')).toBeInTheDocument();
    expect(screen.getByLabelText('Visitas de miembros: 14')).toBeInTheDocument();
    expect(screen.getByLabelText('Visitantes con pase diario: 10')).toBeInTheDocument();
    const queues = screen.getByRole('navigation', { name: 'Pendientes' });
    expect(within(queues).getByRole('link', { name: 'Transferencias por validar: 5' })).toHaveAttribute(
      'href',
      '/dashboard/payments?tab=transfers',
    );
    expect(within(queues).getByRole('link', { name: 'Efectivo por confirmar: 3' })).toHaveAttribute(
      'href',
      '/dashboard/payments?tab=cash',
    );

    const events = userEvent.setup();
    await events.type(screen.getByLabelText('Nombre, correo o teléfono'), 'ma');
    await events.click(await screen.findByRole('button', { name: 'Abrir la ficha de Mario Díaz' }));
    const drawer = await screen.findByRole('region', { name: 'Ficha del cliente' });
    expect(await within(drawer).findByText('Activa')).toBeInTheDocument();
    expect(within(drawer).getByText('Mensual · Quedan 17 días')).toBeInTheDocument();
    expect(within(drawer).getByText('Pase semanal · Q 150.00')).toBeInTheDocument();
    expect(within(drawer).getByText('ORD-261120-AAA111 · Q 185.00')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Registrar pago en efectivo' })).toBeEnabled();
    expect(within(drawer).getByRole('button', { name: 'Renovar' })).toBeEnabled();

    await events.click(within(drawer).getByRole('button', { name: 'Registrar visita' }));
    expect(await screen.findByText('Visita registrada')).toBeInTheDocument();
    expect(visited).toHaveBeenCalledTimes(1);
    expect(await within(drawer).findByText(/Ya entró hoy/)).toBeInTheDocument();
  }, 20_000);
});
