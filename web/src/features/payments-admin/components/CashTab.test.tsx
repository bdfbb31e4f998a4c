import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '../../../test/session-testing';
import { AdminCashQueueDocument } from '../payments-admin.generated';
import { CashTab } from './CashTab';

const item = {
  __typename: 'PendingTransfer',
  kind: 'membership',
  waitingHours: 1,
  urgency: 'normal',
  isUrgent: false,
  hasProof: false,
  payer: { __typename: 'PaymentPayer', id: 'u-1', name: 'Luis Pérez', email: 'l@demo', phone: null, isGuest: false },
  order: null,
  payment: {
    __typename: 'Payment',
    id: 'c-1',
    amount: 275,
    method: 'cash',
    status: 'pending',
    paymentType: 'membership',
    concept: 'Membresía Mensual',
    proofUrl: null,
    proofUploadedAt: null,
    createdAt: new Date(Date.now() - 5 * 3_600_000).toISOString(),
  },
};

describe('the cash queue', () => {
  it('shows the change for the amount received and refuses less than the amount', async () => {
    renderWithSession(<CashTab />, {
      mocks: [
        {
          request: { query: AdminCashQueueDocument, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: {
            data: {
              pendingCashPayments: {
                __typename: 'PaymentQueue',
                payments: [item],
                total: 1,
                totalAmount: 275,
                urgent: 1,
              },
            },
          },
        },
      ],
    });
    const row = await screen.findByRole('listitem', { name: /Luis Pérez/ }, { timeout: 10_000 });
    expect(within(row).getByText('Urgente')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar pago en efectivo' });
    const received = within(dialog).getByRole('spinbutton', { name: 'Monto recibido' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Cambio: Q 0.00');
    fireEvent.change(received, { target: { value: '300' } });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Cambio: Q 25.00');
    fireEvent.change(received, { target: { value: '200' } });
    expect(within(dialog).getByText('El monto recibido no puede ser menor al monto del pago')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  });
});
