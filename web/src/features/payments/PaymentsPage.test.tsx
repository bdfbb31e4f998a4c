import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatDateTime, STORAGE_KEYS } from '@gym/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { MyPaymentsDocument } from './payments.generated';
import { makeUser, renderWithSession } from '../../test/session-testing';
import { clearSnapshots } from '../../platform/offline-snapshot';
import PaymentsPage from './PaymentsPage';
import { ProofUpload } from './ProofUpload';
import { UploadError } from '../../platform/upload';

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
  orderId: null,
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

describe('PaymentsPage with no signal (the member app)', () => {
  const firstPage = {
    request: { query: MyPaymentsDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        payments: {
          __typename: 'PaymentPage',
          payments: [payment({ id: 'p-7', concept: 'Membresía Mensual', amount: 250 })],
          pagination: { __typename: 'Pagination', total: 1, page: 1, pages: 1, limit: 20 },
        },
      },
    },
  };
  const noSignal = {
    request: { query: MyPaymentsDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    error: new TypeError('Failed to fetch'),
  };
  beforeEach(() => {
    localStorage.clear();
    clearSnapshots();
  });

  it('shows the first page of the last load with the time it was saved', async () => {
    const user = makeUser({ id: 'u-ana', role: 'cliente' });
    renderWithSession(<PaymentsPage />, { user, mocks: [firstPage] });
    expect(await screen.findByRole('listitem', { name: 'Membresía Mensual' })).toBeInTheDocument();
    expect(screen.queryByText(/Sin conexión/)).toBeNull();
    cleanup();
    const savedAt = JSON.parse(localStorage.getItem('gym_offline_my-payments')!).savedAt as string;

    renderWithSession(<PaymentsPage />, { user, mocks: [noSignal] });
    const paid = await screen.findByRole('listitem', { name: 'Membresía Mensual' });
    expect(within(paid).getByText('Q 250.00')).toBeInTheDocument();
    expect(screen.getByText(`Sin conexión: datos de ${formatDateTime(savedAt).slice(11)}`)).toBeInTheDocument();
    expect(screen.queryByText('Todavía no tienes pagos registrados.')).toBeNull();
  });

  it("says the list failed, with a retry, when nothing was saved (never 'no payments'), and never shows another member's", async () => {
    renderWithSession(<PaymentsPage />, { user: makeUser({ id: 'u-ana', role: 'cliente' }), mocks: [firstPage] });
    await screen.findByRole('listitem', { name: 'Membresía Mensual' });
    cleanup();
    renderWithSession(<PaymentsPage />, { user: makeUser({ id: 'u-otro', role: 'cliente' }), mocks: [noSignal] });
    expect(await screen.findByText('No se pudieron cargar tus pagos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Membresía Mensual' })).toBeNull();
    expect(screen.queryByText('Todavía no tienes pagos registrados.')).toBeNull();
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
    finish({ proofUrl: '/bff/payments/p-9/transfer-proof' });
    expect(
      await screen.findAllByText('Comprobante enviado. Validaremos tu transferencia en 1-2 días'),
    ).not.toHaveLength(0);
    expect(onUploaded).toHaveBeenCalledWith('/bff/payments/p-9/transfer-proof', null);
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

describe('the proof of a pending transfer', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  let server: Server;
  let baseUrl = '';
  let served: { status: number; type: string; body: Buffer };
  const asked: { url: string | undefined; authorization: string | undefined }[] = [];
  const made: Blob[] = [];
  const revoked: string[] = [];
  const originalObjectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.push({ url: request.url, authorization: request.headers.authorization });
      response.writeHead(served.status, { 'Content-Type': served.type }).end(served.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    asked.length = 0;
    made.length = 0;
    revoked.length = 0;
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-abc');
    // jsdom has no object URLs; record what the page makes and lets go of.
    URL.createObjectURL = (blob: Blob) => `blob:proof-${made.push(blob)}`;
    URL.revokeObjectURL = (href: string) => void revoked.push(href);
  });
  afterEach(() => {
    URL.createObjectURL = originalObjectUrls.create;
    URL.revokeObjectURL = originalObjectUrls.revoke;
  });

  const renderWithProof = () =>
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
                    id: 'p-7',
                    method: 'transfer',
                    status: 'pending',
                    concept: 'Membresía Trimestral',
                    proofUrl: `${baseUrl}/bff/payments/p-7/transfer-proof`,
                  }),
                ],
                pagination: { __typename: 'Pagination', total: 1, page: 1, pages: 1, limit: 20 },
              },
            },
          },
        },
      ],
    });

  it('is fetched with the session token and shown in a dialog, never linked as a public file', async () => {
    served = { status: 200, type: 'image/png', body: PNG };
    renderWithProof();
    const item = await screen.findByRole('listitem', { name: 'Membresía Trimestral' });
    expect(within(item).queryByRole('link')).not.toBeInTheDocument();
    fireEvent.click(within(item).getByRole('button', { name: 'Ver comprobante' }));

    const dialog = await screen.findByRole('dialog', { name: 'Comprobante de transferencia' });
    const image = await within(dialog).findByRole('img', { name: 'Comprobante de transferencia' });
    expect(image).toHaveAttribute('src', 'blob:proof-1');
    expect(asked).toEqual([{ url: '/bff/payments/p-7/transfer-proof', authorization: 'Bearer token-abc' }]);
    expect(made[0]?.type).toBe('image/png');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(revoked).toEqual(['blob:proof-1']));
  });

  it('offers a PDF to open in another tab, and shows the refusal of someone else', async () => {
    served = { status: 200, type: 'application/pdf', body: Buffer.from('%PDF-1.4\n%%EOF') };
    renderWithProof();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver comprobante' }));
    const open = await screen.findByRole('link', { name: 'Abrir el comprobante (PDF) en otra pestaña' });
    expect(open).toHaveAttribute('href', 'blob:proof-1');
    expect(open).toHaveAttribute('target', '_blank');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));

    served = {
      status: 404,
      type: 'application/json',
      body: Buffer.from(JSON.stringify({ success: false, message: 'Pago no encontrado' })),
    };
    fireEvent.click(screen.getByRole('button', { name: 'Ver comprobante' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pago no encontrado');
  });
});
