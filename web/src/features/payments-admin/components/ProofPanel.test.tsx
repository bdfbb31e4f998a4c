import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '../../../test/session-testing';
import { AdminTransferQueueDocument } from '../payments-admin.generated';
import { TransferQueueTab } from './TransferQueueTab';

vi.mock('../../../platform/private-file', () => ({
  PrivateFileError: class extends Error {},
  fetchPrivateFile: (url: string) =>
    Promise.resolve(new Blob(['x'], { type: url.includes('p-pdf') ? 'application/pdf' : 'image/png' })),
}));

const withProof = (id: string, name: string, hoursAgo: number) => ({
  __typename: 'PendingTransfer',
  kind: 'membership',
  waitingHours: hoursAgo,
  urgency: 'normal',
  isUrgent: false,
  hasProof: true,
  payer: { __typename: 'PaymentPayer', id: `u-${id}`, name, email: null, phone: null, isGuest: false },
  order: null,
  payment: {
    __typename: 'Payment',
    id,
    amount: 250,
    method: 'transfer',
    status: 'pending',
    paymentType: 'membership',
    concept: 'Membresía Mensual',
    proofUrl: `/bff/payments/${id}/transfer-proof`,
    proofUploadedAt: null,
    createdAt: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
  },
});

describe('the proof beside the queue', () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  beforeEach(() => {
    URL.createObjectURL = () => 'blob:proof';
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it('shows the selected image, and a PDF in a frame (and a button to open it) when the selection moves', async () => {
    renderWithSession(<TransferQueueTab />, {
      mocks: [
        {
          request: { query: AdminTransferQueueDocument, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: {
            data: {
              pendingTransfers: {
                __typename: 'TransferQueue',
                transfers: [withProof('p-img', 'Ana Pérez', 30), withProof('p-pdf', 'Beto Ruiz', 5)],
                summary: { __typename: 'TransferQueueSummary', total: 2, totalAmount: 500, urgent: 0 },
              },
            },
          },
        },
      ],
    });
    const proof = await screen.findByRole('region', { name: 'Comprobante' }, { timeout: 10_000 });
    expect(await screen.findByRole('img', { name: 'Comprobante' })).toHaveAttribute('src', 'blob:proof');
    expect(proof).toHaveTextContent('Ana Pérez');
    await userEvent.setup().keyboard('j');
    expect(await screen.findByRole('link', { name: 'Abrir el PDF en otra pestaña' })).toHaveAttribute(
      'href',
      'blob:proof',
    );
    expect(screen.getByTitle('Comprobante')).toHaveAttribute('src', 'blob:proof');
    expect(screen.getByTitle('Comprobante').tagName).toBe('IFRAME');
    expect(proof).toHaveTextContent('Beto Ruiz');
  });
});
