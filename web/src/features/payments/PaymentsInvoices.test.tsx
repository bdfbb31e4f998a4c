import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@gym/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '../../test/session-testing';
import { MyPaymentsDocument } from './payments.generated';
import PaymentsPage from './PaymentsPage';
import { MyInvoicesDocument } from '../invoices/my-invoices.generated';

const payment = (id: string, concept: string, orderId: string | null = null) => ({
  __typename: 'Payment',
  id,
  amount: 250,
  method: 'cash',
  status: 'completed',
  paymentType: orderId ? 'order' : 'membership',
  concept,
  paymentDate: '2026-11-20T15:00:00.000Z',
  createdAt: '2026-11-20T15:00:00.000Z',
  proofUrl: null,
  reason: null,
  rejectedAt: null,
  reuploadDeadline: null,
  orderId,
  membership: null,
  plan: null,
});

const myInvoice = (id: string, sourceType: string, sourceId: string, status: string, fiscal = true) => ({
  __typename: 'Invoice',
  id,
  type: fiscal ? 'FACT' : 'COMP',
  status,
  statusLabel: status,
  fiscal,
  documentNumber: status === 'certified' ? 'A1B2C3D4-123456789' : null,
  sourceType,
  sourceId,
  issuedAt: '2026-11-20T15:00:05.000Z',
  pdfPath: `/bff/invoices/${id}/pdf`,
});

/** What the page asked myInvoices for: the sales it shows. */
const askedSources: unknown[] = [];

const myInvoices = (invoices: unknown[]) => ({
  request: { query: MyInvoicesDocument, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: (variables: { sources?: unknown }) => {
    askedSources.push(variables.sources);
    return { data: { myInvoices: { __typename: 'InvoicePage', invoices } } };
  },
});

const originalCreateObjectURL = URL.createObjectURL;

describe("the member's invoices", () => {
  afterEach(() => {
    URL.createObjectURL = originalCreateObjectURL;
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("shows 'Ver factura' on a paid membership (the PDF fetched with the session) and 'Factura pendiente' on an order's payment not certified yet", async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-abc');
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const fetched: { url: string; auth: string | null }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      fetched.push({ url: String(input), auth: new Headers(init?.headers).get('Authorization') });
      return new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { status: 200 });
    });
    const createObjectURL = vi.fn(() => 'blob:factura');
    URL.createObjectURL = createObjectURL;
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
                  payment('p-1', 'Membresía Mensual'),
                  payment('p-2', 'Pedido ORD-1', 'o-9'),
                  payment('p-3', 'Pase diario'),
                ],
                pagination: { __typename: 'Pagination', total: 3, page: 1, pages: 1, limit: 20 },
              },
            },
          },
        },
        myInvoices([
          myInvoice('inv-1', 'payment', 'p-1', 'certified'),
          myInvoice('inv-2', 'order', 'o-9', 'failed'),
          myInvoice('inv-3', 'payment', 'p-3', 'receipt', false),
        ]),
      ],
    });
    const membership = await screen.findByRole('listitem', { name: 'Membresía Mensual' }, { timeout: 10_000 });
    const view = await within(membership).findByRole('button', { name: /^Ver factura/ }, { timeout: 10_000 });
    const order = screen.getByRole('listitem', { name: 'Pedido ORD-1' });
    expect(within(order).getByText('Factura pendiente')).toBeInTheDocument();
    expect(within(order).queryByRole('button', { name: /^Ver factura/ })).not.toBeInTheDocument();
    const pass = screen.getByRole('listitem', { name: 'Pase diario' });
    expect(within(pass).getByRole('button', { name: 'Ver comprobante' })).toBeInTheDocument();

    // The documents of exactly the sales on the page (an order's payment as its order), however old.
    expect(askedSources.at(-1)).toEqual([
      { sourceType: 'order', sourceId: 'o-9' },
      { sourceType: 'payment', sourceId: 'p-1' },
      { sourceType: 'payment', sourceId: 'p-3' },
    ]);

    fireEvent.click(view);
    await waitFor(() => expect(tab.location.href).toBe('blob:factura'), { timeout: 10_000 });
    expect(fetched).toEqual([{ url: '/bff/invoices/inv-1/pdf', auth: 'Bearer token-abc' }]);
  }, 30_000);
});
