import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { MyPaymentsDocument } from './payments.generated';
import { renderWithSession } from '../../test/session-testing';
import PaymentsPage from './PaymentsPage';
import { ProofUpload } from './ProofUpload';
import { UploadError } from '../../app/upload';

const payment = (overrides: Record<string, unknown>) => ({
  __typename: 'Payment',
  id: 'p-1',
  amount: 250,
  method: 'cash',
  status: 'completed',
  paymentType: 'membership',
  concept: 'Membresía Mensual',
  paymentDate: '2026-02-10T15:00:00.000Z',
  createdAt: '2026-02-10T15:00:00.000Z',
  proofUrl: null,
  membership: null,
  plan: { __typename: 'MembershipPlan', id: 'pl-1', name: 'Mensual' },
  ...overrides,
});

describe('PaymentsPage', () => {
  it('lists payments with status chips, method, concept, date and amount', async () => {
    renderWithSession(<PaymentsPage />, {
      mocks: [
        {
          request: { query: MyPaymentsDocument, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: {
            data: {
              payments: {
                __typename: 'PaymentPage',
                payments: [
                  payment({
                    id: 'p-2',
                    method: 'transfer',
                    status: 'pending',
                    concept: 'Membresía Trimestral',
                    amount: 675,
                  }),
                  payment({}),
                  payment({ id: 'p-3', status: 'cancelled', concept: 'Pase diario', amount: 25, plan: null }),
                ],
                pagination: { __typename: 'Pagination', total: 3, page: 1, pages: 1, limit: 20 },
              },
            },
          },
        },
      ],
    });
    const pending = await screen.findByRole('listitem', { name: 'Membresía Trimestral' });
    expect(within(pending).getByText('Pendiente')).toBeInTheDocument();
    expect(within(pending).getByText('Q 675.00')).toBeInTheDocument();
    expect(within(pending).getByText(/Transferencia/)).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: /Subir comprobante/ })).toBeInTheDocument();
    const paid = screen.getByRole('listitem', { name: 'Membresía Mensual' });
    expect(within(paid).getByText('Completado')).toBeInTheDocument();
    expect(within(paid).getByText(/10\/02\/2026 · Método: Efectivo/)).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: /Subir comprobante/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Pase diario' })).getByText('Cancelado')).toBeInTheDocument();
  });

  it('shows an empty history when there is nothing (or the list failed)', async () => {
    renderWithSession(<PaymentsPage />, {
      mocks: [
        {
          request: { query: MyPaymentsDocument, variables: () => true },
          result: {
            data: {
              payments: {
                __typename: 'PaymentPage',
                payments: [],
                pagination: { __typename: 'Pagination', total: 0, page: 1, pages: 0, limit: 20 },
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByText('Todavía no tienes pagos registrados.')).toBeInTheDocument();
  });
});

describe('ProofUpload', () => {
  const file = (bytes: number, type: string) => new File([new Uint8Array(bytes)], 'comprobante', { type });
  const choose = (value: File) =>
    fireEvent.change(screen.getByLabelText('Elegir archivo (JPG, PNG, WebP o PDF, máximo 5MB)'), {
      target: { files: [value] },
    });

  it('shows progress while uploading and the confirmation after', async () => {
    let report: (percent: number) => void = () => undefined;
    let finish: (value: { proofUrl: string }) => void = () => undefined;
    const upload = vi.fn((_id: string, _file: File, onProgress?: (percent: number) => void) => {
      report = onProgress ?? report;
      return new Promise<{ proofUrl: string }>((resolve) => (finish = resolve));
    });
    const onUploaded = vi.fn();
    renderWithSession(<ProofUpload paymentId="p-9" upload={upload} onUploaded={onUploaded} />);
    choose(file(1000, 'application/pdf'));
    expect(upload).toHaveBeenCalledWith('p-9', expect.any(File), expect.any(Function));
    await waitFor(() => report(40));
    expect(await screen.findByText('Subiendo comprobante: 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Subiendo comprobante: 40%' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    finish({ proofUrl: '/uploads/proofs/a.pdf' });
    expect(
      await screen.findAllByText('Comprobante enviado. Validaremos tu transferencia en 1-2 días'),
    ).not.toHaveLength(0);
    expect(onUploaded).toHaveBeenCalledWith('/uploads/proofs/a.pdf');
  });

  it('refuses big or wrong files before sending and shows server refusals', async () => {
    const upload = vi.fn(() =>
      Promise.reject(new UploadError('Formato de comprobante no válido. Usa JPG, PNG, WebP o PDF', 422)),
    );
    renderWithSession(<ProofUpload paymentId="p-9" upload={upload} />);
    choose(file(5 * 1024 * 1024 + 1, 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('El comprobante es demasiado grande. Máximo 5MB');
    choose(file(10, 'text/html'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Formato de comprobante no válido');
    expect(upload).not.toHaveBeenCalled();
    choose(file(10, 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Formato de comprobante no válido');
    expect(upload).toHaveBeenCalledTimes(1);
  });
});
