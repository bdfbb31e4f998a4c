import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INVOICE_MESSAGES } from '@gym/domain';
import { describe, expect, it } from 'vitest';
import { renderWithSession, makeUser } from '../../test/session-testing';
import {
  CorrectInvoiceReceiverDocument,
  InvoiceDetailDocument,
  InvoicesDocument,
  RetryInvoiceDocument,
} from './invoices.generated';
import InvoicesPage from './InvoicesPage';

const invoice = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Invoice',
  id,
  type: 'FACT',
  typeLabel: 'Factura',
  status: 'certified',
  statusLabel: 'Certificada',
  fiscal: true,
  documentNumber: 'A1B2C3D4-123456789',
  sourceType: 'local_sale',
  sourceLabel: 'Venta en mostrador',
  sourceId: `sale-${id}`,
  receiver: { __typename: 'InvoiceReceiver', idType: 'NIT', taxId: '1234567K', name: 'María López' },
  total: 1234.5,
  vat: 132.27,
  issuedAt: '2026-11-20T16:30:00.000Z',
  authorization: 'A1B2C3D4-075B-CD15-9A3B-CD1E2F3A4B5C',
  series: 'A1B2C3D4',
  number: '123456789',
  certifiedAt: '2026-11-20T16:30:05.000Z',
  attempts: 1,
  lastError: null,
  referenceInvoiceId: null,
  voidReason: null,
  voidedAt: null,
  retryable: false,
  pdfPath: `/bff/invoices/${id}/pdf`,
  ...overrides,
});

const pending = invoice('inv-2', {
  status: 'failed',
  statusLabel: 'Factura pendiente',
  documentNumber: null,
  authorization: null,
  series: null,
  number: null,
  certifiedAt: null,
  attempts: 3,
  lastError: 'El certificador no respondió',
  retryable: true,
  receiver: { __typename: 'InvoiceReceiver', idType: 'CF', taxId: 'CF', name: 'Consumidor Final' },
  total: 75,
  vat: 8.04,
});

const page = (invoices: unknown[]) => ({
  data: {
    invoices: {
      __typename: 'InvoicePage',
      invoices,
      pagination: { __typename: 'Pagination', total: invoices.length, page: 1, pages: 1, limit: 20 },
    },
  },
});

describe("the staff's 'Facturas'", () => {
  it("lists each document (dd/MM/yyyy, Q 1,234.50, its state) and 'Reintentar' sends a pending one to certify again", async () => {
    const retried: string[] = [];
    renderWithSession(<InvoicesPage />, {
      user: makeUser({ role: 'colaborador' }),
      mocks: [
        {
          request: { query: InvoicesDocument, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: page([invoice('inv-1'), pending]),
        },
        {
          request: { query: RetryInvoiceDocument, variables: () => true },
          result: (variables: { id: string }) => {
            retried.push(variables.id);
            return {
              data: {
                retryInvoice: {
                  __typename: 'InvoiceResult',
                  invoice: { ...pending, status: 'pending', statusLabel: 'Certificando', retryable: false },
                  message: INVOICE_MESSAGES.retryQueued,
                },
              },
            };
          },
        },
      ],
    });
    const grid = await screen.findByRole('grid', { name: 'Facturas' }, { timeout: 10_000 });
    const certified = (await within(grid).findByText('A1B2C3D4-123456789', {}, { timeout: 10_000 })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(certified).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(certified).getByText('Q 1,234.50')).toBeInTheDocument();
    expect(within(certified).getByText('Certificada')).toBeInTheDocument();
    expect(within(certified).getByText('1234567K')).toBeInTheDocument();
    expect(within(certified).getByText('A1B2C3D4-075B-CD15-9A3B-CD1E2F3A4B5C')).toBeInTheDocument();
    expect(within(certified).queryByRole('button', { name: /Reintentar/ })).not.toBeInTheDocument();

    const waiting = within(grid).getByText('Consumidor Final').closest('[role="row"]') as HTMLElement;
    expect(within(waiting).getByText('Factura pendiente')).toBeInTheDocument();
    expect(within(waiting).getByText('Sin número')).toBeInTheDocument();
    expect(within(waiting).getByText('Q 75.00')).toBeInTheDocument();
    fireEvent.click(
      within(waiting).getByRole('button', { name: 'Reintentar la factura de Consumidor Final por Q 75.00' }),
    );
    await waitFor(() => expect(retried).toEqual(['inv-2']), { timeout: 10_000 });
    expect(await screen.findByText(INVOICE_MESSAGES.retryQueued, {}, { timeout: 10_000 })).toBeInTheDocument();
    // The retry does not open the row's drawer.
    expect(screen.queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
  }, 30_000);

  it('opens a row in a drawer with its items, VAT, total and the PDF, and a credit note links to the invoice it corrects', async () => {
    const creditNote = invoice('inv-3', {
      type: 'NCRE',
      typeLabel: 'Nota de crédito',
      documentNumber: 'B2C3D4E5-987654321',
      referenceInvoiceId: 'inv-1',
      total: 100,
      vat: 10.71,
    });
    renderWithSession(<InvoicesPage />, {
      user: makeUser({ role: 'admin' }),
      mocks: [
        {
          request: { query: InvoicesDocument, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: page([creditNote]),
        },
        {
          request: { query: InvoiceDetailDocument, variables: { id: 'inv-3' } },
          result: {
            data: {
              invoice: {
                ...creditNote,
                issuer: {
                  __typename: 'InvoiceIssuer',
                  nit: '1234567K',
                  legalName: 'Gimnasio Central, S.A.',
                  commercialName: 'Gym Central',
                },
                certifier: { __typename: 'InvoiceCertifier', name: 'INFILE, S.A.', nit: '12521337' },
                verificationUrl: 'https://felpub.c.sat.gob.gt/verificador-web/publico/vistas/verificacionDte.jsf?x=1',
                lines: [
                  {
                    __typename: 'InvoiceLine',
                    kind: 'B',
                    description: 'Proteína Whey 2 lb',
                    quantity: 1,
                    unitPrice: 100,
                    discount: 0,
                    total: 100,
                    vat: 10.71,
                  },
                ],
              },
            },
          },
        },
      ],
    });
    const grid = await screen.findByRole('grid', { name: 'Facturas' }, { timeout: 10_000 });
    const row = (await within(grid).findByText('B2C3D4E5-987654321', {}, { timeout: 10_000 })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).getByText('Nota de crédito')).toBeInTheDocument();
    fireEvent.click(within(row).getByText('María López'));
    expect(await screen.findByText('Proteína Whey 2 lb', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('IVA incluido: Q 10.71')).toBeInTheDocument();
    expect(screen.getByText('Total: Q 100.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver PDF' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Ver la factura original' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verificar en SAT' })).toHaveAttribute('target', '_blank');
    // A certified document's receiver is final.
    expect(screen.queryByRole('button', { name: 'Corregir receptor' })).not.toBeInTheDocument();
  }, 30_000);
  it('corrects the receiver of a refused invoice in its drawer and sends it to certify again in the same step', async () => {
    const asked: { corrected?: unknown; retried?: string } = {};
    const detail = {
      ...pending,
      issuer: null,
      certifier: null,
      verificationUrl: null,
      lines: [],
    };
    renderWithSession(<InvoicesPage />, {
      user: makeUser({ role: 'colaborador' }),
      route: '/?invoice=inv-2',
      mocks: [
        {
          request: { query: InvoicesDocument, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: page([pending]),
        },
        {
          request: { query: InvoiceDetailDocument, variables: { id: 'inv-2' } },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: { data: { invoice: detail } },
        },
        {
          request: { query: CorrectInvoiceReceiverDocument, variables: () => true },
          result: (variables: unknown) => {
            asked.corrected = variables;
            return {
              data: {
                correctInvoiceReceiver: {
                  __typename: 'InvoiceResult',
                  invoice: {
                    ...pending,
                    receiver: { __typename: 'InvoiceReceiver', idType: 'NIT', taxId: '12345679', name: 'Ana Pérez' },
                  },
                  message: INVOICE_MESSAGES.receiverSaved,
                },
              },
            };
          },
        },
        {
          request: { query: RetryInvoiceDocument, variables: () => true },
          result: (variables: { id: string }) => {
            asked.retried = variables.id;
            return {
              data: {
                retryInvoice: {
                  __typename: 'InvoiceResult',
                  invoice: { ...pending, status: 'pending', statusLabel: 'Certificando', retryable: false },
                  message: INVOICE_MESSAGES.retryQueued,
                },
              },
            };
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Corregir receptor' }, { timeout: 10_000 }));
    const form = screen.getByRole('form', { name: 'Corregir receptor' });
    const save = within(form).getByRole('button', { name: 'Guardar y reintentar' });
    // A NIT whose check digit is wrong is refused before anything is sent.
    fireEvent.change(within(form).getByRole('textbox', { name: 'NIT' }), { target: { value: '1234567K' } });
    expect(within(form).getByText('El NIT no es válido: revisa el dígito verificador')).toBeInTheDocument();
    expect(save).toBeDisabled();
    fireEvent.change(within(form).getByRole('textbox', { name: 'NIT' }), { target: { value: '12345679' } });
    // The name typed at once: the certifier's name lookup waits for a blank name.
    fireEvent.change(within(form).getByRole('textbox', { name: 'Nombre para la factura' }), {
      target: { value: 'Ana Pérez' },
    });
    fireEvent.click(save);
    await waitFor(() => expect(asked.retried).toBe('inv-2'), { timeout: 10_000 });
    expect(asked.corrected).toEqual({ id: 'inv-2', input: { taxId: '12345679', name: 'Ana Pérez' } });
    expect(
      await screen.findByText(
        `${INVOICE_MESSAGES.receiverSaved}: se envió de nuevo a certificar`,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  }, 30_000);
});
