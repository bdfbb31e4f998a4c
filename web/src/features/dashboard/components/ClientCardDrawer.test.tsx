import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DeskClientCardDocument,
  DeskConfirmCashDocument,
  DeskFreezeMembershipDocument,
  DeskPlansDocument,
  DeskRenewMembershipDocument,
  DeskSellMembershipDocument,
  DeskTodayDocument,
} from '../front-desk.generated';
import { addDays, businessDate, formatBusinessDate } from '@gym/domain';
import { graphqlError, makeUser, renderWithSession } from '../../../test/session-testing';
import { ClientCardDrawer } from './ClientCardDrawer';

const card = {
  __typename: 'ClientCard',
  client: {
    __typename: 'User',
    id: 'c-2',
    fullName: 'Lucía Gómez',
    email: 'lucia@example.com',
    phone: '5555 2222',
    billingTaxId: null,
    billingName: null,
  },
  membership: {
    __typename: 'Membership',
    id: 'm-2',
    planId: 'pl-q',
    planName: 'Trimestral',
    startDate: '2026-08-27',
    endDate: '2026-11-26',
    price: 800,
    isFrozen: false,
    freeze: null as null | {
      __typename: 'MembershipFreeze';
      id: string;
      startDate: string;
      endDate: string;
      reason: string;
    },
  },
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

const plansMock = {
  request: { query: DeskPlansDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      membershipPlans: [
        {
          __typename: 'MembershipPlan',
          id: 'pl-q',
          name: 'Trimestral',
          price: 675,
          durationType: 'quarterly',
          isActive: true,
        },
      ],
    },
  },
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

  it('confirms a pending cash payment showing its amount and the change live, and keeps the typed amount when refused', async () => {
    let attempts = 0;
    const confirmWith200 = { query: DeskConfirmCashDocument, variables: { id: 'p-9', input: { receivedAmount: 200 } } };
    renderWithSession(<ClientCardDrawer userId="c-2" onClose={vi.fn()} />, {
      user: makeUser({ role: 'colaborador' }),
      mocks: [
        cardMock,
        todayMock,
        {
          request: confirmWith200,
          result: () => {
            attempts += 1;
            return graphqlError('El pago ya no está pendiente', 409);
          },
        },
        {
          request: confirmWith200,
          result: () => {
            attempts += 1;
            return {
              data: {
                confirmCashPayment: {
                  __typename: 'CashConfirmation',
                  change: 50,
                  payment: { __typename: 'Payment', id: 'p-9', status: 'completed' },
                },
              },
            };
          },
        },
      ],
    });
    const drawer = await screen.findByRole('region', { name: 'Ficha del cliente' });
    expect(await within(drawer).findByText('Trimestral · Quedan 3 días')).toBeInTheDocument();
    expect(within(drawer).getByText('Vence pronto')).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Registrar pago en efectivo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pago en efectivo' });
    expect(within(dialog).getByText('A cobrar: Q 150.00')).toBeInTheDocument();
    const received = within(dialog).getByRole('spinbutton', { name: /Efectivo recibido/ });
    // Short of the amount: said at once, and nothing is sent.
    await userEvent.type(received, '100{Enter}');
    expect(within(dialog).getByText('El monto recibido no puede ser menor al monto del pago')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirmar pago' })).toBeDisabled();
    expect(attempts).toBe(0);

    await userEvent.clear(received);
    await userEvent.type(received, '200');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Cambio: Q 50.00');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('El pago ya no está pendiente')).toBeInTheDocument();
    expect(attempts).toBe(1);
    expect(received).toHaveValue(200);

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Pago en efectivo registrado · Cambio: Q 50.00')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Registrar pago en efectivo' })).not.toBeInTheDocument();
  }, 20_000);

  it('shows a renewal already made with until when, and renews the period after it only when chosen', async () => {
    const sent: unknown[] = [];
    const renewal = {
      data: {
        renewMembership: {
          __typename: 'RenewalResult',
          membership: { __typename: 'Membership', id: 'm-4', endDate: '2027-01-26', status: 'active' },
          payment: { __typename: 'Payment', id: 'p-11', amount: 225 },
        },
      },
    };
    renderWithSession(<ClientCardDrawer userId="c-2" onClose={vi.fn()} />, {
      user: makeUser({ role: 'colaborador' }),
      mocks: [
        cardMock,
        todayMock,
        plansMock,
        {
          request: { query: DeskRenewMembershipDocument, variables: () => true },
          maxUsageCount: 2,
          result: (variables: Record<string, unknown>) => {
            sent.push(variables);
            if (sent.length === 1)
              return {
                errors: [
                  {
                    message: 'La membresía ya está renovada hasta el 26/12/2026.',
                    extensions: { code: 'BAD_USER_INPUT', status: 409, renewedUntil: '2026-12-26' },
                  },
                ],
              };
            return renewal;
          },
        },
      ],
    });
    const drawer = await screen.findByRole('region', { name: 'Ficha del cliente' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Renovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renovar membresía' });
    // One month of a quarterly plan of Q 675.
    expect(await within(dialog).findByText('A cobrar: Q 225.00')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Efectivo recibido/ }), '250');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Cambio: Q 25.00');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Renovar' }));
    expect(await screen.findByText('La membresía ya está renovada hasta el 26/12/2026.')).toBeInTheDocument();
    const next = within(dialog).getByRole('checkbox', { name: 'Renovar a partir del 27/12/2026' });
    expect(within(dialog).getByRole('button', { name: 'Renovar' })).toBeDisabled();
    await userEvent.click(next);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renovar' }));
    expect(await screen.findByText('Membresía renovada · Cambio: Q 25.00')).toBeInTheDocument();
    expect(sent).toEqual([
      { id: 'm-2', input: { months: 1, paymentMethod: 'cash', billing: null } },
      { id: 'm-2', input: { months: 1, paymentMethod: 'cash', billing: null, queueNext: true } },
    ]);
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
            variables: { id: 'm-2', input: { months: 1, paymentMethod: 'cash', billing: null } },
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

  it('says why a visit cannot be registered, that an unpaid membership waits for payment, and no membership once', async () => {
    const unpaid = {
      ...card,
      membership: { ...card.membership, startDate: '2026-11-28', endDate: '2026-12-27' },
      membershipStatus: 'pending',
      statusLabel: 'En validación',
      daysLeft: 30,
      isExpiringSoon: false,
      pendingPayments: [],
      canRenew: false,
      canRegisterVisit: false,
    };
    const { unmount } = renderWithSession(<ClientCardDrawer userId="c-2" onClose={vi.fn()} />, {
      user: makeUser({ role: 'colaborador' }),
      mocks: [{ ...cardMock, result: { data: { clientCard: unpaid } } }, todayMock],
    });
    let drawer = await screen.findByRole('region', { name: 'Ficha del cliente' });
    expect(await within(drawer).findByText('Trimestral · Espera el pago')).toBeInTheDocument();
    expect(within(drawer).queryByText(/Quedan 30 días/)).not.toBeInTheDocument();
    const visit = within(drawer).getByRole('button', { name: 'Registrar visita' });
    expect(visit).toBeDisabled();
    expect(visit).toHaveAccessibleDescription('La membresía espera el pago: confírmalo para registrar visitas.');
    expect(within(drawer).getByText('La membresía espera el pago: confírmalo para registrar visitas.')).toBeVisible();
    unmount();

    const none = {
      ...card,
      membership: null,
      membershipStatus: 'none',
      statusLabel: 'Sin membresía',
      daysLeft: 0,
      isExpiringSoon: false,
      pendingPayments: [],
      canRenew: false,
      canRegisterVisit: false,
    };
    renderWithSession(<ClientCardDrawer userId="c-2" onClose={vi.fn()} />, {
      user: makeUser({ role: 'colaborador' }),
      mocks: [{ ...cardMock, result: { data: { clientCard: none } } }, todayMock],
    });
    drawer = await screen.findByRole('region', { name: 'Ficha del cliente' });
    expect(await within(drawer).findAllByText('Sin membresía')).toHaveLength(1);
    expect(within(drawer).getByRole('button', { name: 'Registrar visita' })).toHaveAccessibleDescription(
      'Sin membresía: véndele un plan o regístrale un pase diario.',
    );
  });

  it("sells a plan from its own 'Vender plan' action, not hidden behind the cash payment", async () => {
    const sold = vi.fn();
    const noPending = { ...card, pendingPayments: [] };
    renderWithSession(<ClientCardDrawer userId="c-2" onClose={vi.fn()} />, {
      user: makeUser({ role: 'colaborador' }),
      mocks: [
        { ...cardMock, result: { data: { clientCard: noPending } } },
        todayMock,
        plansMock,
        {
          request: {
            query: DeskSellMembershipDocument,
            variables: { userId: 'c-2', input: { planId: 'pl-q', paymentMethod: 'cash', billing: null } },
          },
          result: () => {
            sold();
            return {
              data: {
                sellMembershipAtDesk: {
                  __typename: 'PurchaseResult',
                  success: true,
                  message: 'ok',
                  membership: { __typename: 'Membership', id: 'm-9', status: 'active' },
                },
              },
            };
          },
        },
      ],
    });
    const drawer = await screen.findByRole('region', { name: 'Ficha del cliente' });
    // Nothing in cash is pending: no cash button hides the sale behind it.
    expect(within(drawer).queryByRole('button', { name: 'Registrar pago en efectivo' })).not.toBeInTheDocument();
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Vender plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vender plan en efectivo' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Plan a vender en recepción' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Trimestral · Q 675.00' }));
    expect(await within(dialog).findByText('A cobrar: Q 675.00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vender' }));
    expect(await screen.findByText('Membresía vendida y activada')).toBeInTheDocument();
    expect(sold).toHaveBeenCalledTimes(1);
  }, 20_000);

  it('freezes the membership from the card: from, to and reason, showing the new end date first', async () => {
    const today = businessDate();
    const endDate = addDays(today, 20);
    const until = addDays(today, 6);
    const running = { ...card, isExpiringSoon: false, membership: { ...card.membership, endDate } };
    const frozenCard = {
      ...running,
      statusLabel: `Congelada hasta ${formatBusinessDate(until)}`,
      canRegisterVisit: false,
      membership: {
        ...running.membership,
        endDate: addDays(endDate, 7),
        isFrozen: true,
        freeze: {
          __typename: 'MembershipFreeze' as const,
          id: 'f-1',
          startDate: today,
          endDate: until,
          reason: 'Lesión',
        },
      },
    };
    let frozen = false;
    const sent = vi.fn();
    const events = userEvent.setup();
    renderWithSession(<ClientCardDrawer userId="c-2" onClose={vi.fn()} />, {
      user: makeUser({ role: 'colaborador' }),
      mocks: [
        {
          ...cardMock,
          result: () => ({ data: { clientCard: frozen ? frozenCard : running } }),
        },
        todayMock,
        {
          request: {
            query: DeskFreezeMembershipDocument,
            variables: { id: 'm-2', input: { startDate: today, endDate: until, reason: 'Lesión' } },
          },
          result: () => {
            sent();
            frozen = true;
            return { data: { freezeMembership: frozenCard.membership } };
          },
        },
      ],
    });
    const drawer = await screen.findByRole('region', { name: 'Ficha del cliente' });
    await events.click(await within(drawer).findByRole('button', { name: 'Congelar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Congelar la membresía de Lucía Gómez' });
    // A week from today by default: the new end date is shown before confirming.
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      `7 días congelados: la membresía vencerá el ${formatBusinessDate(addDays(endDate, 7))}`,
    );
    await events.click(within(dialog).getByRole('button', { name: 'Congelar' }));
    expect(await within(dialog).findByText('Indica el motivo del congelamiento')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    await events.type(within(dialog).getByLabelText(/Motivo/), 'Lesión');
    await events.click(within(dialog).getByRole('button', { name: 'Congelar' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(await within(drawer).findByText(`Congelada hasta ${formatBusinessDate(until)}`)).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Reanudar' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Registrar visita' })).toBeDisabled();
  });
});
