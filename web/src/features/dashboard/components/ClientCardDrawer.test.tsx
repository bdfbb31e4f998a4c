import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DeskClientCardDocument,
  DeskConfirmCashDocument,
  DeskRenewMembershipDocument,
  DeskTodayDocument,
} from '../front-desk.generated';
import { graphqlError, makeUser, renderWithSession } from '../../../test/session-testing';
import { ClientCardDrawer } from './ClientCardDrawer';

const card = {
  __typename: 'ClientCard',
  client: { __typename: 'User', id: 'c-2', fullName: 'Lucía Gómez', email: 'lucia@example.com', phone: '5555 2222' },
  membership: { __typename: 'Membership', id: 'm-2', planName: 'Trimestral', endDate: '2026-11-26', price: 800 },
  membershipStatus: 'active',
  statusLabel: 'Activa',
  daysLeft: 3,
  isExpiringSoon: true,
  pendingPayments: [
    {
      __typename: 'Payment',
      id: 'p-9',
      amount: 150,
      method: 'cash',
      concept: 'Pase semanal',
      createdAt: '2026-11-22T15:00:00.000Z',
    },
  ],
  lastOrders: [],
  visits: { __typename: 'ClientVisits', thisMonth: 2, lastVisit: null, visitedToday: false },
  canRenew: true,
  canRegisterVisit: true,
};

const cardMock = {
  request: { query: DeskClientCardDocument, variables: { userId: 'c-2' } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { clientCard: card } },
};
const todayMock = {
  request: { query: DeskTodayDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { deskToday: null } },
};

describe('ClientCardDrawer', () => {
  it('offers WhatsApp with the renewal reminder signed by the configured gym, and nothing without a phone', async () => {
    const { unmount } = renderWithSession(<ClientCardDrawer userId="c-2" onClose={vi.fn()} />, {
      user: makeUser({ role: 'colaborador' }),
      mocks: [cardMock, todayMock],
    });
    const drawer = await screen.findByRole('region', { name: 'Ficha del cliente' });
    const link = await within(drawer).findByRole('link', { name: 'Escribir por WhatsApp' });
    const text =
      'Hola Lucía, te escribimos de Club Prueba. Tu membresía Trimestral vence el 26/11/2026. ¿Te ayudamos a renovarla?';
    await waitFor(() =>
      expect(link).toHaveAttribute('href', `https://wa.me/50255552222?text=${encodeURIComponent(text)}`),
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    unmount();

    const withoutPhone = { ...card, client: { ...card.client, phone: null } };
    renderWithSession(<ClientCardDrawer userId="c-2" onClose={vi.fn()} />, {
      user: makeUser({ role: 'colaborador' }),
      mocks: [{ ...cardMock, result: { data: { clientCard: withoutPhone } } }, todayMock],
    });
    const other = await screen.findByRole('region', { name: 'Ficha del cliente' });
    expect(await within(other).findByText('lucia@example.com')).toBeInTheDocument();
    expect(within(other).queryByRole('link', { name: 'Escribir por WhatsApp' })).not.toBeInTheDocument();
  });

  it('confirms a pending cash payment with the change, and keeps the typed amount when refused', async () => {
    let attempts = 0;
    renderWithSession(<ClientCardDrawer userId="c-2" onClose={vi.fn()} />, {
      user: makeUser({ role: 'colaborador' }),
      mocks: [
        cardMock,
        todayMock,
        {
          request: { query: DeskConfirmCashDocument, variables: { id: 'p-9', input: { receivedAmount: 100 } } },
          result: () => {
            attempts += 1;
            return graphqlError('El monto recibido no cubre el pago', 400);
          },
        },
        {
          request: { query: DeskConfirmCashDocument, variables: { id: 'p-9', input: { receivedAmount: 200 } } },
          result: {
            data: {
              confirmCashPayment: {
                __typename: 'CashConfirmation',
                change: 50,
                payment: { __typename: 'Payment', id: 'p-9', status: 'completed' },
              },
            },
          },
        },
      ],
    });
    const drawer = await screen.findByRole('region', { name: 'Ficha del cliente' });
    expect(await within(drawer).findByText('Trimestral · Quedan 3 días')).toBeInTheDocument();
    expect(within(drawer).getByText('Vence pronto')).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Registrar pago en efectivo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pago en efectivo' });
    const received = within(dialog).getByRole('spinbutton', { name: /Efectivo recibido/ });
    await userEvent.type(received, '100{Enter}');
    expect(await screen.findByText('El monto recibido no cubre el pago')).toBeInTheDocument();
    expect(attempts).toBe(1);
    expect(received).toHaveValue(100);

    await userEvent.clear(received);
    await userEvent.type(received, '200{Enter}');
    expect(await screen.findByText('Pago en efectivo registrado · Cambio: Q 50.00')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Registrar pago en efectivo' })).not.toBeInTheDocument();
  }, 20_000);

  it('renews the current membership for one month paid in cash', async () => {
    const renewed = vi.fn();
    renderWithSession(<ClientCardDrawer userId="c-2" onClose={vi.fn()} />, {
      user: makeUser({ role: 'colaborador' }),
      mocks: [
        cardMock,
        todayMock,
        {
          request: {
            query: DeskRenewMembershipDocument,
            variables: { id: 'm-2', input: { months: 1, paymentMethod: 'cash' } },
          },
          result: () => {
            renewed();
            return {
              data: {
                renewMembership: {
                  __typename: 'RenewalResult',
                  membership: { __typename: 'Membership', id: 'm-3', endDate: '2026-12-26', status: 'active' },
                  payment: { __typename: 'Payment', id: 'p-10', amount: 300 },
                },
              },
            };
          },
        },
      ],
    });
    const drawer = await screen.findByRole('region', { name: 'Ficha del cliente' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Renovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renovar membresía' });
    expect(within(dialog).getByText(/Renovar Trimestral por un mes más/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renovar' }));
    expect(await screen.findByText('Membresía renovada')).toBeInTheDocument();
    expect(renewed).toHaveBeenCalledTimes(1);
  });
});
