import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphqlError, renderWithSession } from '../../../test/session-testing';
import { AdminTransferQueueDocument, AdminValidateTransferDocument } from '../payments-admin.generated';
import { TransferQueueTab } from './TransferQueueTab';

const HOUR = 3_600_000;

const transfer = (id: string, name: string, hoursAgo: number, amount = 250) => ({
  __typename: 'PendingTransfer',
  kind: 'membership',
  waitingHours: hoursAgo,
  urgency: 'normal',
  isUrgent: false,
  hasProof: false,
  payer: { __typename: 'PaymentPayer', id: `u-${id}`, name, email: `${id}@demo`, phone: null, isGuest: false },
  order: null,
  payment: {
    __typename: 'Payment',
    id,
    amount,
    method: 'transfer',
    status: 'pending',
    paymentType: 'membership',
    concept: 'Membresía Mensual',
    proofUrl: null,
    proofUploadedAt: null,
    createdAt: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
  },
});

const QUEUE = [
  transfer('p-1', 'Ana Pérez', 80),
  transfer('p-2', 'Beto Ruiz', 50),
  transfer('p-3', 'Carla Díaz', 30),
  transfer('p-4', 'Dani Sol', 2),
];

const queueMock = (transfers: unknown[]) => ({
  request: { query: AdminTransferQueueDocument, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      pendingTransfers: {
        __typename: 'TransferQueue',
        transfers,
        summary: { __typename: 'TransferQueueSummary', total: transfers.length, totalAmount: 0, urgent: 0 },
      },
    },
  },
});

const validated = (id: string) => ({
  data: { validateTransfer: { __typename: 'Payment', id, status: 'completed' } },
});

const option = (name: RegExp) => screen.getByRole('option', { name });
const key = (k: string) => act(() => void fireEvent.keyDown(window, { key: k }));

describe('the transfer queue', () => {
  it('shows each transfer with its urgency chip by waiting time', async () => {
    renderWithSession(<TransferQueueTab />, { mocks: [queueMock(QUEUE)] });
    const first = await screen.findByRole('option', { name: /Ana Pérez/ }, { timeout: 10_000 });
    expect(within(first).getByText('Crítica')).toBeInTheDocument();
    expect(within(option(/Beto Ruiz/)).getByText('Alta')).toBeInTheDocument();
    expect(within(option(/Carla Díaz/)).getByText('Media')).toBeInTheDocument();
    expect(within(option(/Dani Sol/)).getByText('Normal')).toBeInTheDocument();
    expect(within(first).getByText('3 días')).toBeInTheDocument();
    expect(screen.getByText(/A: aprobar · R: rechazar/)).toBeInTheDocument();
  });

  it('selects the first, moves with the keys, approves with A then Enter and moves to the next', async () => {
    renderWithSession(<TransferQueueTab />, {
      mocks: [
        queueMock(QUEUE),
        {
          request: { query: AdminValidateTransferDocument, variables: { id: 'p-2', input: { approved: true } } },
          result: validated('p-2'),
        },
      ],
    });
    const user = userEvent.setup();
    await screen.findByRole('option', { name: /Ana Pérez/ }, { timeout: 10_000 });
    expect(option(/Ana Pérez/)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}jk');
    expect(option(/Beto Ruiz/)).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('a');
    const dialog = await screen.findByRole('dialog', { name: 'Aprobar transferencia' });
    const confirm = within(dialog).getByRole('button', { name: 'Aprobar' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('option', { name: /Beto Ruiz/ })).not.toBeInTheDocument());
    expect(await screen.findByText('Transferencia aprobada')).toBeInTheDocument();
    expect(option(/Carla Díaz/)).toHaveAttribute('aria-selected', 'true');
  });

  it('a rejection needs a reason, and a failure keeps the typed reason', async () => {
    renderWithSession(<TransferQueueTab />, {
      mocks: [
        queueMock(QUEUE),
        {
          request: {
            query: AdminValidateTransferDocument,
            variables: { id: 'p-1', input: { approved: false, reason: 'Monto no coincide' } },
          },
          result: graphqlError('Este pago ya fue rechazado; no se puede procesar de nuevo', 409),
        },
      ],
    });
    await screen.findByRole('option', { name: /Ana Pérez/ }, { timeout: 10_000 });
    key('r');
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar transferencia' });
    const reason = within(dialog).getByRole('textbox', { name: /Motivo/ });
    expect(reason).toHaveFocus();

    fireEvent.submit(reason.closest('form')!);
    expect(await within(dialog).findByText('Indica el motivo del rechazo')).toBeInTheDocument();

    fireEvent.change(reason, { target: { value: 'Monto no coincide' } });
    fireEvent.submit(reason.closest('form')!);
    expect(await screen.findByText('Este pago ya fue rechazado; no se puede procesar de nuevo')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Rechazar transferencia' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: /Motivo/ })).toHaveValue(
      'Monto no coincide',
    );
    expect(screen.getByRole('option', { name: /Ana Pérez/, hidden: true })).toBeInTheDocument();
  });
});
