import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate, formatDateTime, PAYMENT_MESSAGES } from '@gym/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderPaymentDocument } from '../checkout/checkout.generated';
import { MyOrdersDocument } from './orders.generated';
import { FakeXhr } from '../../test/fake-xhr';
import { makeUser, renderWithSession } from '../../test/session-testing';
import MyOrdersPage from './MyOrdersPage';
import { clearSnapshots } from '../../platform/offline-snapshot';

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
        reason: null as string | null,
        method: 'transfer',
        rejectedAt: null as string | null,
        reuploadDeadline: null as string | null,
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

  it('shows why a transfer was rejected and takes a new proof on the same payment until the deadline', async () => {
    const rejectedAt = new Date(Date.now() - 2 * 86_400_000);
    const deadline = new Date(rejectedAt.getTime() + 7 * 86_400_000);
    const orders = (status: string, statusLabel: string) => ({
      request: { query: MyOrdersDocument, variables: { page: 1 } },
      result: {
        data: {
          myOrders: {
            __typename: 'OrderPage',
            orders: [{ ...order, status, statusLabel }],
            pagination: { __typename: 'Pagination', total: 1, page: 1, pages: 1, limit: 10 },
          },
        },
      },
    });
    const rejected = payment(true);
    rejected.data.orderPayment = {
      ...rejected.data.orderPayment,
      canUploadProof: false,
      payment: {
        ...rejected.data.orderPayment.payment,
        status: 'failed',
        reason: 'No encontramos la transferencia',
        rejectedAt: rejectedAt.toISOString(),
        reuploadDeadline: deadline.toISOString(),
      },
    };
    renderWithSession(<MyOrdersPage />, {
      user: makeUser(),
      mocks: [
        orders('cancelled', 'Cancelada'),
        { request: { query: OrderPaymentDocument, variables: paymentVariables }, result: rejected },
        { request: { query: OrderPaymentDocument, variables: paymentVariables }, result: payment(true) },
        orders('pending', 'Pendiente'),
      ],
    });
    await userEvent.click(await screen.findByText('Orden #ORD-261123-MEM555'));
    const panel = await screen.findByRole('region', { name: 'Pago por transferencia' });
    expect(await within(panel).findByText('Tu pago fue rechazado.')).toBeInTheDocument();
    expect(screen.getAllByText('Cancelada')).not.toHaveLength(0);
    expect(within(panel).getByText('Motivo del rechazo: No encontramos la transferencia')).toBeInTheDocument();
    const send = within(panel).getByRole('button', {
      name: `Enviar nuevo comprobante (hasta ${formatDate(deadline)})`,
    });
    expect(send).toBeInTheDocument();

    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'comprobante.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(panel).getByLabelText(/Elegir archivo/), file);
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe('/bff/payments/p-5/transfer-proof/resubmit');
    await xhr.respond(200, {
      success: true,
      data: {
        payment: { id: 'p-5', status: 'pending', proofUrl: '/bff/payments/p-5/transfer-proof' },
        notHeldSlots: [],
      },
    });
    expect(await screen.findByText(PAYMENT_MESSAGES.proofResubmitted)).toBeInTheDocument();
    expect(await within(panel).findByText(/Recibimos tu comprobante/)).toBeInTheDocument();
    expect(within(panel).queryByText(/Motivo del rechazo/)).not.toBeInTheDocument();
    // The order itself is read again: no longer cancelled, awaiting confirmation.
    await waitFor(() => expect(screen.queryAllByText('Cancelada')).toHaveLength(0));
  }, 20_000);

  it('gives a cancelled order no payment instructions, and never breaks an amount across two lines', async () => {
    const voided = payment(false);
    voided.data.orderPayment = {
      ...voided.data.orderPayment,
      amount: 640,
      canUploadProof: false,
      bankAccounts: [],
      payment: { ...voided.data.orderPayment.payment, status: 'cancelled' },
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
                orders: [{ ...order, status: 'cancelled', statusLabel: 'Cancelada', totalAmount: 640 }],
                pagination: { __typename: 'Pagination', total: 1, page: 1, pages: 1, limit: 10 },
              },
            },
          },
        },
        { request: { query: OrderPaymentDocument, variables: paymentVariables }, result: voided },
      ],
    });
    const total = await screen.findByText('Q 640.00');
    expect(total).toHaveStyle({ whiteSpace: 'nowrap' });
    await userEvent.click(screen.getByText('Orden #ORD-261123-MEM555'));
    const panel = await screen.findByRole('region', { name: 'Pago por transferencia' });
    expect(
      await within(panel).findByText('Este pedido fue cancelado: no hay nada que transferir.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByText(/Monto a transferir/)).not.toBeInTheDocument();
    expect(within(panel).queryByText(/Tu pago fue rechazado/)).not.toBeInTheDocument();
    expect(within(panel).queryByText('ORD-261123-MEM555')).not.toBeInTheDocument();
  });

  it("shows each order's way along its chain: the steps reached with their date, the rest ahead, never the staff's note", async () => {
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
    // Were the api to send a step's note, the member still would not read it: it is the staff's.
    expect(screen.queryByText('Pasa al mostrador')).not.toBeInTheDocument();
  });
});

describe("'Mis pedidos' with no signal (the member app)", () => {
  const firstPage = {
    request: { query: MyOrdersDocument, variables: { page: 1 } },
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
  };
  const noSignal = {
    request: { query: MyOrdersDocument, variables: { page: 1 } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    error: new TypeError('Failed to fetch'),
  };
  beforeEach(() => {
    localStorage.clear();
    clearSnapshots();
  });

  it('shows the orders of the last load with the time they were saved', async () => {
    const user = makeUser({ id: 'u-ana', role: 'cliente' });
    renderWithSession(<MyOrdersPage />, { user, mocks: [firstPage] });
    expect(await screen.findByText('Orden #ORD-261123-MEM555')).toBeInTheDocument();
    cleanup();
    const savedAt = JSON.parse(localStorage.getItem('gym_offline_my-orders')!).savedAt as string;

    renderWithSession(<MyOrdersPage />, { user, mocks: [noSignal] });
    expect(await screen.findByText('Orden #ORD-261123-MEM555')).toBeInTheDocument();
    expect(screen.getByText(`Sin conexión: datos de ${formatDateTime(savedAt).slice(11)}`)).toBeInTheDocument();
    expect(screen.queryByText('No se pudieron cargar tus pedidos')).toBeNull();
  });

  it("says the list failed when nothing of this member's was saved", async () => {
    renderWithSession(<MyOrdersPage />, { user: makeUser({ id: 'u-ana', role: 'cliente' }), mocks: [firstPage] });
    await screen.findByText('Orden #ORD-261123-MEM555');
    cleanup();
    renderWithSession(<MyOrdersPage />, { user: makeUser({ id: 'u-otro', role: 'cliente' }), mocks: [noSignal] });
    expect(await screen.findByText('No se pudieron cargar tus pedidos')).toBeInTheDocument();
    expect(screen.queryByText('Orden #ORD-261123-MEM555')).toBeNull();
  });
});
