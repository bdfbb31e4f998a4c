import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AdminMonthMoneyDocument,
  FrequentDailyClientsDocument,
  SystemHealthDocument,
  SystemJobsDocument,
  UserStatsDocument,
} from './dashboard.generated';
import { makeUser, renderWithSession } from '../../test/session-testing';
import AdminHomePage from './AdminHomePage';

const mocks = [
  {
    request: { query: UserStatsDocument },
    result: {
      data: {
        userStats: {
          __typename: 'UserStats',
          total: 57,
          active: 51,
          inactive: 6,
          newThisMonth: 9,
          byRole: { __typename: 'RoleCounts', admin: 2, colaborador: 5, cliente: 50 },
        },
      },
    },
  },
  {
    request: { query: FrequentDailyClientsDocument, variables: { days: 30, minVisits: 10 } },
    result: {
      data: {
        frequentDailyClients: [
          {
            __typename: 'FrequentClient',
            userId: 'c-1',
            visits: 14,
            lastVisit: '2025-06-10T15:00:00.000Z',
            user: {
              __typename: 'User',
              id: 'c-1',
              fullName: 'Marta Gómez',
              email: 'marta@example.com',
              phone: null,
              profileImage: null,
            },
          },
        ],
      },
    },
  },
  {
    request: { query: SystemHealthDocument },
    result: {
      data: {
        health: {
          __typename: 'Health',
          status: 'degraded',
          version: '2.0.0',
          timestamp: '2025-06-11T15:00:00.000Z',
          uptimeSeconds: 120,
          services: [
            { __typename: 'ServiceHealth', name: 'database', status: 'healthy', latencyMs: 3.2, message: null },
            {
              __typename: 'ServiceHealth',
              name: 'storage',
              status: 'unhealthy',
              latencyMs: null,
              message: 'Sin espacio',
            },
          ],
        },
      },
    },
  },
  {
    request: { query: SystemJobsDocument },
    result: {
      data: {
        jobQueue: {
          __typename: 'JobQueueState',
          enabled: true,
          deadLetters: 1,
          unpublishedEvents: 0,
          queues: [
            { __typename: 'JobQueueCounts', name: 'memberships.expire', waiting: 0, active: 0, failed: 0 },
            { __typename: 'JobQueueCounts', name: 'event.messages.payment-rejected', waiting: 2, active: 0, failed: 0 },
          ],
          schedules: [
            {
              __typename: 'ScheduledJobState',
              name: 'memberships.expire',
              label: 'Vencimiento de membresías',
              lastStartedAt: '2025-06-11T06:00:00.000Z',
              lastFinishedAt: '2025-06-11T06:00:01.000Z',
              lastStatus: 'completed',
              lastSummary: '3 membresías pasaron a vencidas',
            },
            {
              __typename: 'ScheduledJobState',
              name: 'expenses.recurring',
              label: 'Gastos recurrentes',
              lastStartedAt: null,
              lastFinishedAt: null,
              lastStatus: null,
              lastSummary: null,
            },
          ],
        },
      },
    },
  },
];

const monthMoney = (expenseSummary: unknown, errors?: { message: string; path: string[] }[]) => ({
  request: { query: AdminMonthMoneyDocument, variables: () => true },
  result: {
    data: {
      financialDashboard: {
        __typename: 'FinancialDashboard',
        month: { __typename: 'PeriodFigures', income: 18250, startDate: '2025-06-01', endDate: '2025-06-11' },
      },
      expenseSummary,
    },
    ...(errors ? { errors } : {}),
  },
});

describe('AdminHomePage', () => {
  it("shows the month's income, approved expenses and the difference, with the pending approvals", async () => {
    const summary = {
      __typename: 'ExpenseSummary',
      totalAmount: 20400.5,
      pendingApproval: { __typename: 'ExpenseStatusFigure', count: 3 },
    };
    renderWithSession(<AdminHomePage />, { user: makeUser({ role: 'admin' }), mocks: [...mocks, monthMoney(summary)] });
    const month = await screen.findByRole('region', { name: 'Este mes' });
    await waitFor(() => expect(within(month).getByLabelText('Ingresos')).toHaveTextContent('Q 18,250.00'));
    expect(within(month).getByLabelText('Gastos aprobados')).toHaveTextContent('Q 20,400.50');
    expect(within(month).getByLabelText('Diferencia')).toHaveTextContent('-Q 2,150.50');
    expect(within(month).getByText('3 gastos esperan aprobación')).toBeInTheDocument();
    expect(within(month).getByRole('link', { name: 'Ver gastos' })).toHaveAttribute('href', '/dashboard/expenses');
  });

  it('keeps the income when the expense figures fail, without a made-up difference', async () => {
    renderWithSession(<AdminHomePage />, {
      user: makeUser({ role: 'admin' }),
      mocks: [...mocks, monthMoney(null, [{ message: 'falló', path: ['expenseSummary'] }])],
    });
    const month = await screen.findByRole('region', { name: 'Este mes' });
    await waitFor(() => expect(within(month).getByLabelText('Ingresos')).toHaveTextContent('Q 18,250.00'));
    expect(within(month).getByLabelText('Gastos aprobados')).toHaveTextContent('—');
    expect(within(month).getByLabelText('Diferencia')).toHaveTextContent('—');
  });

  it('shows the user statistics, frequent clients and system health it received', async () => {
    renderWithSession(<AdminHomePage />, { user: makeUser({ role: 'admin' }), mocks });

    expect(await screen.findByLabelText('Total: 57')).toBeInTheDocument();
    expect(screen.getByLabelText('Activos: 51')).toBeInTheDocument();
    expect(screen.getByLabelText('Inactivos: 6')).toBeInTheDocument();
    expect(screen.getByLabelText('Nuevos este mes: 9')).toBeInTheDocument();
    expect(screen.getByText('Administrador: 2')).toBeInTheDocument();
    expect(screen.getByText('Colaborador: 5')).toBeInTheDocument();
    expect(screen.getByText('Cliente: 50')).toBeInTheDocument();

    const frequent = await screen.findByRole('list', { name: 'Clientes diarios frecuentes' });
    expect(within(frequent).getByText('Marta Gómez')).toBeInTheDocument();
    expect(within(frequent).getByText('14 visitas')).toBeInTheDocument();
    expect(within(frequent).getByText('Última visita: 10/06/2025')).toBeInTheDocument();

    const health = await screen.findByRole('list', { name: 'Estado del sistema' });
    expect(within(health).getByText('Base de datos')).toBeInTheDocument();
    expect(within(health).getByText('Sin espacio')).toBeInTheDocument();
    const jobs = await screen.findByRole('list', { name: 'Tareas en segundo plano' });
    const expiry = within(jobs).getByText('Vencimiento de membresías').closest('li')!;
    // Midnight in Guatemala (06:00 UTC), with what the run did.
    expect(expiry).toHaveTextContent('Última ejecución: 11/06/2025 00:00 · 3 membresías pasaron a vencidas');
    expect(within(expiry).getByText('Correcta')).toBeInTheDocument();
    expect(within(jobs).getByText('Gastos recurrentes').closest('li')).toHaveTextContent('Aún no se ha ejecutado');
    expect(screen.getByText('2 en espera · 1 descartada tras reintentos')).toBeInTheDocument();
    expect(screen.getByText('Degradado')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Usuarios' })).toHaveAttribute('href', '/dashboard/users');
    expect(screen.getByRole('link', { name: 'Mi perfil' })).toHaveAttribute('href', '/dashboard/profile');
  });

  it('says so when nobody reaches the visit threshold', async () => {
    const empty = [mocks[0]!, { ...mocks[1]!, result: { data: { frequentDailyClients: [] } } }, mocks[2]!];
    renderWithSession(<AdminHomePage />, { user: makeUser({ role: 'admin' }), mocks: empty });
    expect(await screen.findByText('Ningún cliente alcanza ese número de visitas en el periodo')).toBeInTheDocument();
  });
});
