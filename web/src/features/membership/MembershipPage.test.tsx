import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyMembershipsDocument, PurchaseMembershipDocument } from './membership.generated';
import { CreateMembershipCardIntentDocument } from '../stripe/stripe.generated';
import { cardPaymentsOnMock } from '../../test/card-fixtures';
import { MyScheduleDocument } from '../schedule/schedule.generated';
import { renderWithSession } from '../../test/session-testing';
import MembershipPage from './MembershipPage';
import { MEMBERSHIP_MESSAGES } from '@gym/domain';
import {
  bankMock,
  forever,
  isoDaysFromToday,
  membership,
  membershipsMock,
  optionsMock,
  plansMock,
} from '../../test/member-fixtures';

const refetchMocks = [
  {
    request: { query: MyMembershipsDocument },
    ...forever,
    result: { data: { memberships: { __typename: 'MembershipPage', memberships: [] } } },
  },
  { request: { query: MyScheduleDocument }, ...forever, result: { data: { mySchedule: null } } },
];

function purchaseMock(seen: (input: unknown) => void, outcome: Record<string, unknown>) {
  return {
    request: { query: PurchaseMembershipDocument, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      seen(variables.input);
      return { data: { purchaseMembership: { __typename: 'PurchaseResult', ...outcome } } };
    },
  };
}

const success = {
  success: true,
  message: 'Membresía creada. Queda pendiente hasta confirmar el pago',
  membership: { ...membership({ status: 'pending' }) },
  payment: { __typename: 'Payment', id: 'pay-1', amount: 250, method: 'transfer', status: 'pending' },
  unavailableSlots: [],
};

async function pickMonthlyAndTuesday() {
  fireEvent.click(await screen.findByRole('button', { name: 'Elegir este plan: Mensual' }));
  fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  // Live capacity: a full slot cannot be chosen, a closed day offers nothing.
  expect(await screen.findByRole('button', { name: 'Martes 19:00 - 21:00, Lleno' })).toBeDisabled();
  expect(screen.getByText('Cerrado')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Martes 06:00 - 08:00, 3 lugares' }));
  fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
}

describe('MembershipPage', () => {
  it('buys a monthly plan with a slot by transfer, showing bank details and the proof upload', async () => {
    let sent: unknown;
    renderWithSession(<MembershipPage />, {
      mocks: [plansMock, optionsMock, bankMock, purchaseMock((input) => (sent = input), success), ...refetchMocks],
    });
    await pickMonthlyAndTuesday();
    expect(screen.getByText(/Total: Q 250.00/)).toBeInTheDocument();
    // The summary says what is being bought: the plan and the weekly slots chosen.
    const slots = await screen.findByRole('list', { name: 'Tus horarios cada semana' });
    expect(
      within(slots)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Martes 06:00 - 08:00']);
    expect(screen.getByText(/Paga en la recepción del gimnasio/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Transferencia bancaria' }));
    const bank = await screen.findByRole('region', { name: 'Datos para la transferencia' });
    expect(within(bank).getByText('123-456789-0')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Confirmar compra' }));
    expect(await screen.findByText('Tu membresía fue registrada')).toBeInTheDocument();
    expect(sent).toEqual({
      planId: 'p-monthly',
      paymentMethod: 'transfer',
      selectedSchedule: { tuesday: [4] },
      billing: null,
    });
    expect(screen.getByText('Sube tu comprobante de transferencia')).toBeInTheDocument();
    expect(screen.getByLabelText('Elegir archivo (JPG, PNG, WebP o PDF, máximo 5MB)')).toBeInTheDocument();
  });

  it('sends a daily pass without slots and explains paying at the front desk', async () => {
    let sent: unknown;
    renderWithSession(<MembershipPage />, {
      mocks: [
        plansMock,
        purchaseMock((input) => (sent = input), { ...success, payment: { ...success.payment, method: 'cash' } }),
        ...refetchMocks,
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Elegir este plan: Pase diario' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar compra' }));
    expect(await screen.findByText('Tu membresía fue registrada')).toBeInTheDocument();
    expect(sent).toEqual({ planId: 'p-daily', paymentMethod: 'cash', selectedSchedule: null, billing: null });
    expect(screen.getByText(/Paga en la recepción del gimnasio/)).toBeInTheDocument();
  });

  it('goes back to the slots when one filled up meanwhile, dropping it', async () => {
    renderWithSession(<MembershipPage />, {
      mocks: [
        plansMock,
        optionsMock,
        membershipsMock([]),
        purchaseMock(() => undefined, {
          success: false,
          message: 'Algunos horarios ya no tienen cupo; no se aplicó ningún cambio',
          membership: null,
          payment: null,
          unavailableSlots: [
            {
              __typename: 'UnavailableSlot',
              slotId: 4,
              dayName: 'Martes',
              timeRange: '06:00 - 08:00',
              reason: 'Ese horario ya no tiene cupo',
            },
          ],
        }),
      ],
    });
    await pickMonthlyAndTuesday();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar compra' }));
    expect(await screen.findByText('Algunos horarios se llenaron mientras elegías')).toBeInTheDocument();
    expect(screen.getByText(/Martes 06:00 - 08:00\. Elige otro horario/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled());
  });

  it('shows the current membership first: running and pending ones before ended ones', async () => {
    renderWithSession(<MembershipPage />, {
      mocks: [
        plansMock,
        membershipsMock([
          membership({
            id: 'old',
            planName: 'Trimestral',
            status: 'expired',
            startDate: isoDaysFromToday(-120),
            endDate: isoDaysFromToday(-30),
            daysLeft: 0,
          }),
          membership({
            id: 'gone',
            planName: 'Semanal',
            status: 'cancelled',
            startDate: isoDaysFromToday(-20),
            endDate: isoDaysFromToday(-14),
          }),
          membership({ id: 'now', planName: 'Mensual', status: 'active' }),
        ]),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Mis membresías' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(3));
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Mensual', 'Semanal', 'Trimestral']);
    expect(within(items[0]!).getByText('Activa')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Actual')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Vencida')).toBeInTheDocument();
  });

  it('stops a second purchase at the first step while one awaits payment, saying why', async () => {
    renderWithSession(<MembershipPage />, {
      mocks: [
        plansMock,
        membershipsMock([
          membership({ id: 'now', status: 'active' }),
          membership({
            id: 'waiting',
            planName: 'Trimestral',
            status: 'pending',
            startDate: isoDaysFromToday(5),
            endDate: isoDaysFromToday(95),
          }),
        ]),
      ],
    });
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.pendingExists)).toBeInTheDocument();
    // The plans answer on their own: the warning may come first.
    fireEvent.click(await screen.findByRole('button', { name: 'Elegir este plan: Mensual' }));
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    expect(screen.queryByText('Elige tus horarios de la semana')).not.toBeInTheDocument();
  });

  it('offers to pay a pending membership by card when the gym takes cards, in a dialog with its total', async () => {
    let sent: unknown;
    renderWithSession(<MembershipPage />, {
      mocks: [
        plansMock,
        cardPaymentsOnMock,
        membershipsMock([
          membership({ id: 'waiting', planName: 'Mensual', status: 'pending' }),
          membership({ id: 'old', planName: 'Semanal', status: 'expired', daysLeft: 0 }),
        ]),
        {
          request: { query: CreateMembershipCardIntentDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent = variables.input;
            return {
              data: {
                createMembershipCardIntent: {
                  __typename: 'CardPaymentIntent',
                  paymentId: 'pay-9',
                  paymentIntentId: 'pi_9',
                  clientSecret: 'pi_9_secret_x',
                  amount: 250,
                  currency: 'gtq',
                  status: 'requires_payment_method',
                },
              },
            };
          },
        } as never,
      ],
    });
    const section = await screen.findByRole('region', { name: 'Mis membresías' });
    const pay = await within(section).findByRole('button', { name: 'Pagar con tarjeta' });
    // Only the pending one can be paid.
    expect(within(section).getAllByRole('button', { name: 'Pagar con tarjeta' })).toHaveLength(1);
    fireEvent.click(pay);
    const dialog = await screen.findByRole('dialog', { name: 'Pagar Mensual con tarjeta' });
    expect(sent).toEqual({ membershipId: 'waiting' });
    expect(within(dialog).getByText(/Total: Q 250.00/)).toBeInTheDocument();
  });

  it('shows no card payment on a pending membership when the gym does not take cards', async () => {
    renderWithSession(<MembershipPage />, {
      mocks: [plansMock, membershipsMock([membership({ id: 'waiting', status: 'pending' })])],
    });
    const section = await screen.findByRole('region', { name: 'Mis membresías' });
    expect(await within(section).findByText('En validación')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Pagar con tarjeta' })).not.toBeInTheDocument();
  });
});
