import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderWithSession } from '../../../test/session-testing';
import { SaleInvoicesDocument, type SaleInvoicesQueryVariables } from '../sale-invoice.generated';
import { SaleInvoiceButton } from './SaleInvoiceButton';

const document = (id: string, sourceId: string, status: string, fiscal = true) => ({
  __typename: 'Invoice',
  id,
  type: fiscal ? 'FACT' : 'COMP',
  status,
  statusLabel: status,
  fiscal,
  documentNumber: null,
  sourceType: 'local_sale',
  sourceId,
  pdfPath: `/bff/invoices/${id}/pdf`,
});

const answer = (invoices: unknown[]) => ({
  data: {
    invoices: {
      __typename: 'InvoicePage',
      invoices,
    },
  },
});

const originalCreateObjectURL = URL.createObjectURL;

describe("the counter sale's 'Imprimir factura'", () => {
  afterEach(() => {
    URL.createObjectURL = originalCreateObjectURL;
    vi.restoreAllMocks();
  });

  it('waits while the sale is being invoiced, then opens its PDF', async () => {
    const asked: SaleInvoicesQueryVariables[] = [];
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const fetched: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      fetched.push(String(input));
      return new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { status: 200 });
    });
    URL.createObjectURL = vi.fn(() => 'blob:factura');
    renderWithSession(<SaleInvoiceButton saleId="ls-1" />, {
      user: makeUser({ role: 'colaborador' }),
      mocks: [
        {
          request: { query: SaleInvoicesDocument, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: (variables: SaleInvoicesQueryVariables) => {
            asked.push(variables);
            // The job has not issued it on the first look; another sale's document is there.
            return answer(
              asked.length === 1
                ? [document('inv-0', 'ls-0', 'certified')]
                : [document('inv-1', 'ls-1', 'certified'), document('inv-0', 'ls-0', 'certified')],
            );
          },
        },
      ],
    });
    const button = screen.getByRole('button', { name: 'Imprimir factura' });
    expect(button).toBeDisabled();
    expect(await screen.findByText('Certificando factura…')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 10_000 });
    // Asked by the sale itself, not by a page of the day's documents.
    expect(asked[0]!.filter).toEqual({ sources: [{ sourceType: 'local_sale', sourceId: 'ls-1' }] });
    fireEvent.click(button);
    await waitFor(() => expect(tab.location.href).toBe('blob:factura'), { timeout: 10_000 });
    expect(fetched).toEqual(['/bff/invoices/inv-1/pdf']);
  }, 30_000);

  it("says 'Factura pendiente' when the certifier could not certify it, and opens the Comprobante while FEL is off", async () => {
    const { unmount } = renderWithSession(<SaleInvoiceButton saleId="ls-2" />, {
      mocks: [
        {
          request: { query: SaleInvoicesDocument, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: answer([document('inv-2', 'ls-2', 'failed')]),
        },
      ],
    });
    expect(await screen.findByText('Factura pendiente', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir factura' })).toBeDisabled();
    unmount();

    renderWithSession(<SaleInvoiceButton saleId="ls-3" />, {
      mocks: [
        {
          request: { query: SaleInvoicesDocument, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: answer([document('inv-3', 'ls-3', 'receipt', false)]),
        },
      ],
    });
    expect(
      await screen.findByText('Comprobante interno: no es una factura electrónica (FEL)', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir factura' })).toBeEnabled();
  }, 30_000);
});
