import { formatDate } from '@gym/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '../../test/session-testing';
import { MyPaymentsDocument } from './payments.generated';
import PaymentsPage from './PaymentsPage';
import { RejectedTransfer } from './RejectedTransfer';
import type { ProofUploaded } from './upload-transfer-proof';

const DAY_MS = 86_400_000;

const rejectedPayment = (rejectedAt: Date, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Payment',
  id: 'p-rej',
  amount: 250,
  method: 'transfer',
  status: 'failed',
  paymentType: 'membership',
  concept: 'Membresía Mensual',
  paymentDate: '2026-02-10T15:00:00.000Z',
  createdAt: '2026-02-10T15:00:00.000Z',
  proofUrl: '/bff/payments/p-rej/transfer-proof',
  reason: 'El monto no coincide con el plan',
  rejectedAt: rejectedAt.toISOString(),
  reuploadDeadline: new Date(rejectedAt.getTime() + 7 * DAY_MS).toISOString(),
  orderId: null,
  membership: null,
  plan: { __typename: 'MembershipPlan', id: 'pl-1', name: 'Mensual' },
  ...overrides,
});

const page = (payments: unknown[]) => ({
  request: { query: MyPaymentsDocument, variables: () => true },
  result: {
    data: {
      payments: {
        __typename: 'PaymentPage',
        payments,
        pagination: { __typename: 'Pagination', total: payments.length, page: 1, pages: 1, limit: 20 },
      },
    },
  },
});

const choose = (value: File) =>
  fireEvent.change(screen.getByLabelText('Elegir archivo (JPG, PNG, WebP o PDF, máximo 5MB)'), {
    target: { files: [value] },
  });

describe('a rejected transfer on Mis pagos', () => {
  it('shows the reason and takes a new proof until the deadline; the payment then reads Pendiente', async () => {
    const rejectedAt = new Date(Date.now() - DAY_MS);
    const deadline = formatDate(new Date(rejectedAt.getTime() + 7 * DAY_MS));
    const resubmit = vi.fn((): Promise<ProofUploaded> =>
      Promise.resolve({
        proofUrl: '/bff/payments/p-rej/transfer-proof',
        notice:
          'Estos horarios ya están llenos y no se pudieron apartar de nuevo: Jueves 17:00 - 19:00. Elige otros en Mi horario cuando se active tu membresía.',
      }),
    );
    renderWithSession(<PaymentsPage resubmit={resubmit} />, {
      mocks: [
        page([rejectedPayment(rejectedAt)]),
        page([
          rejectedPayment(rejectedAt, { status: 'pending', reason: null, rejectedAt: null, reuploadDeadline: null }),
        ]),
      ],
    });
    const item = await screen.findByRole('listitem', { name: 'Membresía Mensual' });
    expect(within(item).getByText('Fallido')).toBeInTheDocument();
    expect(within(item).getByText('Motivo del rechazo: El monto no coincide con el plan')).toBeInTheDocument();
    expect(
      within(item).getByRole('button', { name: `Enviar nuevo comprobante (hasta ${deadline})` }),
    ).toBeInTheDocument();

    choose(new File([new Uint8Array(100)], 'nuevo.png', { type: 'image/png' }));
    expect(resubmit).toHaveBeenCalledWith('p-rej', expect.any(File), expect.any(Function));
    expect(await within(item).findByText('Pendiente')).toBeInTheDocument();
    expect(within(item).queryByText(/Motivo del rechazo/)).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Enviar nuevo comprobante/ })).not.toBeInTheDocument();
    expect(within(item).getByText(/Jueves 17:00 - 19:00/)).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Ver comprobante' })).toBeInTheDocument();
  });

  it('after the seven days shows the reason and the day the term ended, with no upload', async () => {
    const rejectedAt = new Date(Date.now() - 8 * DAY_MS);
    const deadline = formatDate(new Date(rejectedAt.getTime() + 7 * DAY_MS));
    renderWithSession(<PaymentsPage />, { mocks: [page([rejectedPayment(rejectedAt)])] });
    const item = await screen.findByRole('listitem', { name: 'Membresía Mensual' });
    expect(within(item).getByText('Motivo del rechazo: El monto no coincide con el plan')).toBeInTheDocument();
    expect(
      within(item).getByText(`El plazo para enviar un nuevo comprobante venció el ${deadline}`),
    ).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Enviar nuevo comprobante/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the payment rejected", async () => {
    const { UploadError } = await import('../../platform/upload');
    const upload = vi.fn(() =>
      Promise.reject(new UploadError('Solo quien hizo el pago puede enviar un nuevo comprobante', 403)),
    );
    const onResubmitted = vi.fn();
    renderWithSession(
      <RejectedTransfer
        payment={{ ...rejectedPayment(new Date(Date.now() - DAY_MS)) }}
        upload={upload}
        onResubmitted={onResubmitted}
      />,
    );
    choose(new File([new Uint8Array(100)], 'nuevo.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Solo quien hizo el pago puede enviar un nuevo comprobante',
    );
    expect(onResubmitted).not.toHaveBeenCalled();
  });

  it('shows nothing for a transfer that was cancelled rather than rejected', () => {
    const { container } = renderWithSession(
      <RejectedTransfer payment={{ id: 'x', method: 'transfer', status: 'cancelled', rejectedAt: null }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
