import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_MESSAGES } from '@gym/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderPaymentDocument } from '../checkout/checkout.generated';
import { MyOrdersDocument } from './orders.generated';
import { FakeXhr } from '../../test/fake-xhr';
import { makeUser, renderWithSession } from '../../test/session-testing';
import MyOrdersPage from './MyOrdersPage';

const order = {
  __typename: 'Order',
  id: 'o-5',
  orderNumber: 'ORD-261123-MEM555',
  status: 'pending',
  statusLabel: 'Pendiente',
  paymentMethod: 'transfer',
  deliveryMethod: 'pickup',
  deliveryType: 'pickup',
  deliveryTimeSlot: 'morning',
  statusHistory: [
    {
      __typename: 'OrderStatusEntry',
      id: 'h-1',
      fromStatus: null,
      toStatus: 'pending',
      toStatusLabel: 'Pendiente',
      notes: null,
      createdAt: '2026-11-23T15:00:00.000Z',
    },
  ],
  subtotal: 75.89,
  taxAmount: 9.11,
  shippingAmount: 0,
  totalAmount: 85,
  createdAt: '2026-11-23T15:00:00.000Z',
  notes: null,
  customerInfo: { __typename: 'OrderCustomerInfo', name: 'Luis Pérez', email: 'luis@correo.gt', phone: '5555 0000' },
  shippingAddress: null,
  items: [],
};

const payment = (hasProof: boolean) => ({
  data: {
    orderPayment: {
      __typename: 'OrderPayment',
      orderId: 'o-5',
      orderNumber: 'ORD-261123-MEM555',
      paymentMethod: 'transfer',
      amount: 85,
      reference: 'ORD-261123-MEM555',
      canUploadProof: true,
      payment: {
        __typename: 'OrderPaymentState',
        id: 'p-5',
        status: 'pending',
        hasProof,
        proofUploadedAt: hasProof ? '2026-11-23T16:00:00.000Z' : null,
        reason: null,
      },
      bankAccounts: [
        {
          __typename: 'BankAccount',
          id: 'b-1',
          bankName: 'Banco Industrial',
          accountName: 'Gimnasio S.A.',
          accountNumber: '123-456789-0',
          accountType: 'Monetaria',
          instructions: null,
        },
      ],
    },
  },
});

const paymentVariables = { orderId: 'o-5', sessionId: null, token: null };

describe("'Mis pedidos'", () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
  afterEach(() => vi.unstubAllGlobals());

  it('lets a member send the transfer proof of an own order with the session alone', async () => {
    renderWithSession(<MyOrdersPage />, {
      user: makeUser(),
      mocks: [
        {
          request: { query: MyOrdersDocument, variables: { page: 1 } },
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
        { request: { query: OrderPaymentDocument, variables: paymentVariables }, result: payment(false) },
        { request: { query: OrderPaymentDocument, variables: paymentVariables }, result: payment(true) },
      ],
    });
    await userEvent.click(await screen.findByText('Orden #ORD-261123-MEM555'));
    const panel = await screen.findByRole('region', { name: 'Pago por transferencia' });
    expect(await within(panel).findByText('123-456789-0')).toBeInTheDocument();

    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'comprobante.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(panel).getByLabelText(/Elegir archivo/), file);
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe('/bff/store/orders/o-5/transfer-proof');
    expect(xhr.headers['x-order-token']).toBeUndefined();
    await xhr.respond(200, { success: true, data: { payment: { id: 'p-5', proofUrl: null } } });
    expect(await screen.findByText(PAYMENT_MESSAGES.proofUploaded)).toBeInTheDocument();
    expect(await within(panel).findByText(/Recibimos tu comprobante/)).toBeInTheDocument();
  }, 20_000);

  it("shows each order's way along its chain: the steps reached with their date and note, the rest ahead", async () => {
    const entry = (
      id: string,
      toStatus: string,
      toStatusLabel: string,
      createdAt: string,
      notes: string | null = null,
    ) => ({
      __typename: 'OrderStatusEntry',
      id,
      fromStatus: null,
      toStatus,
      toStatusLabel,
      notes,
      createdAt,
    });
    const ready = {
      ...order,
      id: 'o-6',
      orderNumber: 'ORD-261124-RDY666',
      status: 'ready_pickup',
      statusLabel: 'Lista para recoger',
      paymentMethod: 'cash_on_delivery',
      statusHistory: [
        entry('h-1', 'pending', 'Pendiente', '2026-11-24T15:00:00.000Z'),
        entry('h-2', 'confirmed', 'Confirmada', '2026-11-24T16:00:00.000Z'),
        entry('h-3', 'preparing', 'En preparación', '2026-11-24T17:00:00.000Z'),
        entry('h-4', 'ready_pickup', 'Lista para recoger', '2026-11-24T18:30:00.000Z', 'Pasa al mostrador'),
      ],
    };
    renderWithSession(<MyOrdersPage />, {
      user: makeUser(),
      mocks: [
        {
          request: { query: MyOrdersDocument, variables: { page: 1 } },
          result: {
            data: {
              myOrders: {
                __typename: 'OrderPage',
                orders: [ready],
                pagination: { __typename: 'Pagination', total: 1, page: 1, pages: 1, limit: 10 },
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByText('Lista para recoger')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Orden #ORD-261124-RDY666'));
    const stepper = await screen.findByLabelText('Avance del pedido');
    const steps = within(stepper);
    expect(steps.getByText('Pendiente')).toBeInTheDocument();
    expect(steps.getByText('Recogida')).toBeInTheDocument();
    expect(steps.queryByText('Empacada')).not.toBeInTheDocument();
    // 18:30 UTC is 12:30 in Guatemala.
    expect(steps.getByText('24/11/2026 12:30')).toBeInTheDocument();
    expect(steps.getByText('Pasa al mostrador')).toBeInTheDocument();
  });
});
