import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cardPaymentsOnMock } from '../../../test/card-fixtures';
import { renderWithSession } from '../../../test/session-testing';
import { AdminOnlineCardPaymentsDocument } from '../payments-admin.generated';
import { OnlineCardTab, refundable } from './OnlineCardTab';

const payment = {
  __typename: 'CardPayment' as const,
  id: 'pay-1',
  amount: 300,
  refundedAmount: 100,
  status: 'completed',
  concept: 'Membresía Mensual',
  paymentType: 'membership',
  paymentDate: '2026-11-20T15:00:00.000Z',
  cardLast4: '4242',
  paymentIntentId: 'pi_123',
  user: { __typename: 'User' as const, id: 'u-1', fullName: 'Lucía Tarjeta', email: 'lucia@correo.gt' },
};

const mocks = [
  cardPaymentsOnMock,
  {
    request: { query: AdminOnlineCardPaymentsDocument, variables: { filter: { page: 1, limit: 30 } } },
    result: {
      data: {
        cardPayments: {
          __typename: 'CardPaymentPage',
          payments: [payment],
          pagination: { __typename: 'Pagination', total: 1, page: 1, pages: 1, limit: 30 },
        },
      },
    },
  },
];

describe('OnlineCardTab', () => {
  it('refunds at most what is left of a completed payment', () => {
    expect(refundable(payment)).toBe(200);
    expect(refundable({ ...payment, status: 'pending' })).toBe(0);
  });

  it('offers a refund of what is left and refuses more than that with the domain message', async () => {
    renderWithSession(<OnlineCardTab />, { mocks });
    const grid = await screen.findByRole('grid', { name: 'Pagos con tarjeta en línea' });
    await within(grid).findByText('Lucía Tarjeta');
    await userEvent.click(within(grid).getByRole('button', { name: 'Reembolsar «Membresía Mensual»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reembolso con tarjeta' });
    expect(within(dialog).getByText(/Queda por devolver: Q 200\.00/)).toBeInTheDocument();
    const amount = within(dialog).getByLabelText('Monto a reembolsar (Q)');
    expect(amount).toHaveValue(200);
    await userEvent.clear(amount);
    await userEvent.type(amount, '250');
    expect(
      within(dialog).getByText('El reembolso supera lo que queda por devolver de este pago (Q 200.00)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reembolsar' })).toBeDisabled();
  });
});
