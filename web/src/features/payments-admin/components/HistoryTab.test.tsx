import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '../../../test/session-testing';
import { AdminPaymentHistoryDocument, type AdminPaymentHistoryQueryVariables } from '../payments-admin.generated';
import { HistoryTab } from './HistoryTab';

type Filter = NonNullable<AdminPaymentHistoryQueryVariables['filter']>;

const row = (id: string, status: string, concept: string) => ({
  __typename: 'Payment',
  id,
  amount: 250,
  method: 'transfer',
  status,
  paymentType: 'membership',
  concept,
  paymentDate: '2026-11-20T16:30:00.000Z',
  createdAt: '2026-11-20T16:30:00.000Z',
  notes: null,
  reason: status === 'failed' ? 'Monto no coincide' : null,
  transactionId: null,
  cardLast4: null,
  receivedAmount: null,
  payerName: null as string | null,
  user: { __typename: 'User', id: `u-${id}`, firstName: 'María', lastName: 'López', email: 'maria@demo' } as {
    __typename: 'User';
    id: string;
    firstName: string;
    lastName: string;
    email: string;
  } | null,
});

/** The server's answer to a filter: the failed ones span two pages of 100 when exported. */
function answer(filter: Filter) {
  const failed = filter.status === 'failed';
  const total = failed ? 103 : 1;
  const limit = filter.limit ?? 20;
  const page = filter.page ?? 1;
  const pages = Math.ceil(total / limit);
  const count = Math.max(0, Math.min(limit, total - (page - 1) * limit));
  const payments = Array.from({ length: count }, (_, i) =>
    failed ? row(`f-${page}-${i}`, 'failed', `Rechazado ${page}-${i}`) : row('c-1', 'completed', 'Membresía Mensual'),
  );
  return {
    data: {
      payments: {
        __typename: 'PaymentPage',
        payments,
        pagination: { __typename: 'Pagination', total, page, pages, limit },
      },
    },
  };
}

/** The bytes the browser would save (jsdom's Blob is read with a FileReader). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('the payment history', () => {
  const created: Blob[] = [];
  const original = URL.createObjectURL;
  afterEach(() => {
    URL.createObjectURL = original;
    vi.restoreAllMocks();
  });

  it('exports every page of the current filter as a UTF-8 CSV with BOM and header', async () => {
    const asked: Filter[] = [];
    URL.createObjectURL = (blob: Blob) => `blob:csv-${created.push(blob)}`;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithSession(<HistoryTab />, {
      mocks: [
        {
          request: { query: AdminPaymentHistoryDocument, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: (variables: AdminPaymentHistoryQueryVariables) => {
            asked.push(variables.filter!);
            return answer(variables.filter!);
          },
        },
      ],
    });
    expect(await screen.findByText('Membresía Mensual', {}, { timeout: 10_000 })).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Estado' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Fallido' }));
    expect(await screen.findByText('Rechazado 1-0', {}, { timeout: 10_000 })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(created).toHaveLength(1), { timeout: 10_000 });
    const bytes = await bytesOf(created[0]!);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Fecha,Cliente,Correo,Concepto,Tipo,Método,Estado,Monto,Motivo,Notas,Id');
    expect(lines).toHaveLength(104);
    expect(lines.slice(1).every((line) => line.includes(',Fallido,250.00,Monto no coincide,'))).toBe(true);
    expect(lines[104 - 1]).toContain('Rechazado 2-2');
    const exported = asked.filter((f) => f.limit === 100);
    expect(exported.map((f) => [f.status, f.page])).toEqual([
      ['failed', 1],
      ['failed', 2],
    ]);
  }, 30_000);

  it('names the visitor of a daily pass sold at the desk, shows the whole reason, and keeps the day filters narrow', async () => {
    const reason = 'El monto de la boleta no coincide con el total del pase y el banco no confirma el depósito';
    const visitorPass = {
      ...row('d-1', 'failed', 'Pase diario 28/11/2026'),
      paymentType: 'daily',
      payerName: 'Ana Visitante',
      reason,
      user: null,
    };
    renderWithSession(<HistoryTab />, {
      mocks: [
        {
          request: { query: AdminPaymentHistoryDocument, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: () => ({
            data: {
              payments: {
                __typename: 'PaymentPage',
                payments: [visitorPass],
                pagination: { __typename: 'Pagination', total: 1, page: 1, pages: 1, limit: 20 },
              },
            },
          }),
        },
      ],
    });
    expect(await screen.findByText('Ana Visitante', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Sin cliente')).not.toBeInTheDocument();
    expect(screen.getByText(reason)).toHaveAttribute('title', reason);
    for (const label of ['Desde', 'Hasta']) {
      const field = screen.getByRole('textbox', { name: label }).closest('.MuiFormControl-root')!;
      expect(getComputedStyle(field).width).toBe('170px');
    }
  }, 30_000);
});
