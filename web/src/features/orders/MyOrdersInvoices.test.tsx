import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '../../test/session-testing';
import { MyOrdersDocument } from './orders.generated';
import MyOrdersPage from './MyOrdersPage';
import { MyInvoicesDocument } from '../invoices/my-invoices.generated';

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

const myInvoices = (invoices: unknown[]) => ({
  request: { query: MyInvoicesDocument, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      myInvoices: {
        __typename: 'InvoicePage',
        invoices,
      },
    },
  },
});

describe("the member's invoices in 'Mis pedidos'", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows 'Ver factura' in 'Mis pedidos' once an order is opened", async () => {
    const order = {
      __typename: 'Order',
      id: 'o-5',
      orderNumber: 'ORD-261123-MEM555',
      status: 'delivered',
      statusLabel: 'Entregado',
      paymentMethod: 'cash',
      deliveryMethod: 'pickup',
      deliveryType: 'pickup',
      deliveryTimeSlot: 'morning',
      statusHistory: [],
      subtotal: 75.89,
      taxAmount: 9.11,
      shippingAmount: 0,
      totalAmount: 85,
      createdAt: '2026-11-23T15:00:00.000Z',
      notes: null,
      customerInfo: { __typename: 'OrderCustomerInfo', name: 'Luis Pérez', email: 'luis@correo.gt', phone: null },
      shippingAddress: null,
      items: [],
    };
    renderWithSession(<MyOrdersPage />, {
      mocks: [
        {
          request: { query: MyOrdersDocument, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: {
            data: {
              myOrders: {
                __typename: 'OrderPage',
                orders: [order],
                pagination: { __typename: 'Pagination', total: 1, page: 1, pages: 1, limit: 10 },
              },
            },
          },
        },
        myInvoices([myInvoice('inv-7', 'order', 'o-5', 'certified')]),
      ],
    });
    fireEvent.click(await screen.findByText('Orden #ORD-261123-MEM555', {}, { timeout: 10_000 }));
    expect(await screen.findByRole('button', { name: /^Ver factura/ }, { timeout: 10_000 })).toBeInTheDocument();
  }, 30_000);
});
