import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocationProbe } from '../../test/LocationProbe';
import { renderWithSession } from '../../test/session-testing';
import { PosReceiptDocument } from './pos.generated';
import ReceiptPage from './ReceiptPage';

const SALE = {
  __typename: 'LocalSale',
  id: 's-1',
  saleNumber: 'VL-261126-0004',
  saleDate: '2026-11-26',
  status: 'completed',
  statusLabel: 'Completada',
  paymentMethod: 'cash',
  subtotal: 830.35,
  taxAmount: 99.64,
  totalAmount: 929.99,
  cashReceived: 1000,
  change: 70.01,
  transferReference: null,
  createdAt: '2026-11-26T17:05:00.000Z',
  itemsCount: 3,
  customer: { __typename: 'LocalSaleCustomer', name: 'Cliente local', isLocal: true },
  employee: { __typename: 'LocalSaleEmployee', id: 'u-1', name: 'Ana Castillo' },
  items: [
    {
      __typename: 'LocalSaleItem',
      id: 'i-1',
      productId: 'p-1',
      name: 'Whey 2 lb',
      sku: 'PRO-ON-GS2',
      unitPrice: 365,
      quantity: 2,
      lineTotal: 730,
    },
    {
      __typename: 'LocalSaleItem',
      id: 'i-2',
      productId: 'p-2',
      name: 'Creatina 300 g',
      sku: 'CRE-ON-300',
      unitPrice: 199.99,
      quantity: 1,
      lineTotal: 199.99,
    },
  ],
};

describe('the receipt', () => {
  it('shows the number, lines, VAT, total, cash and change, and Enter starts the next sale', async () => {
    renderWithSession(
      <Routes>
        <Route path="/dashboard/pos/receipt/:id" element={<ReceiptPage />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>,
      {
        route: '/dashboard/pos/receipt/s-1',
        mocks: [
          { request: { query: PosReceiptDocument, variables: { id: 's-1' } }, result: { data: { localSale: SALE } } },
        ] as never,
      },
    );
    const receipt = await screen.findByRole('article', { name: 'Recibo VL-261126-0004' });
    expect(within(receipt).getByText('Ana Castillo')).toBeInTheDocument();
    expect(within(receipt).getByText('26/11/2026 11:05')).toBeInTheDocument();
    expect(within(receipt).getByText('Whey 2 lb')).toBeInTheDocument();
    expect(within(receipt).getByText('Q 730.00')).toBeInTheDocument();
    expect(within(receipt).getByText('Q 99.64')).toBeInTheDocument();
    expect(within(receipt).getByText('Q 929.99')).toBeInTheDocument();
    expect(within(receipt).getByText('Q 1,000.00')).toBeInTheDocument();
    expect(within(receipt).getByText('Q 70.01')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir (P)' })).toBeEnabled();
    fireEvent.keyDown(window, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('pathname')).toHaveTextContent('/dashboard/pos'));
  });
});
