import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_MESSAGES } from '@gym/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderDetailDocument, OrderPaymentDocument } from './checkout.generated';
import { fakeCart, renderStore } from '../../test/cart-testing';
import { FakeXhr } from '../../test/fake-xhr';
import OrderConfirmationPage from './OrderConfirmationPage';

const order = {
  __typename: 'Order',
  id: 'o-7',
  orderNumber: 'ORD-261123-TRF777',
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
  subtotal: 165.18,
  taxAmount: 19.82,
  shippingAmount: 0,
  totalAmount: 185,
  createdAt: '2026-11-23T15:00:00.000Z',
  notes: null,
  customerInfo: { __typename: 'OrderCustomerInfo', name: 'Ana Invitada', email: 'ana@correo.gt', phone: '5555 1234' },
  shippingAddress: null,
  items: [],
};

const instructions = (hasProof: boolean) => ({
  __typename: 'OrderPayment',
  orderId: 'o-7',
  orderNumber: 'ORD-261123-TRF777',
  paymentMethod: 'transfer',
  amount: 185,
  reference: 'ORD-261123-TRF777',
  canUploadProof: true,
  payment: {
    __typename: 'OrderPaymentState',
    id: 'p-7',
    status: 'pending',
    hasProof,
    proofUploadedAt: hasProof ? '2026-11-23T16:00:00.000Z' : null,
    reason: null,
    method: 'transfer',
    rejectedAt: null,
    reuploadDeadline: null,
  },
  bankAccounts: [
    {
      __typename: 'BankAccount',
      id: 'b-1',
      bankName: 'Banco Industrial',
      accountName: 'Gimnasio S.A.',
      accountNumber: '123-456789-0',
      accountType: 'Monetaria',
      instructions: 'Envía el comprobante',
    },
  ],
});

const variables = { id: 'o-7', sessionId: null, token: 'secreto-del-enlace' };

describe('order confirmation paid by transfer', () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
  afterEach(() => vi.unstubAllGlobals());

  it('opens with the secret from the fragment, shows the accounts and uploads the proof with it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderStore(<OrderConfirmationPage />, {
      cart: fakeCart([]),
      route: '/checkout/confirmation/o-7#token=secreto-del-enlace',
      path: '/checkout/confirmation/:orderId',
      mocks: [
        { request: { query: OrderDetailDocument, variables }, result: { data: { order } } },
        {
          request: {
            query: OrderPaymentDocument,
            variables: { orderId: 'o-7', sessionId: null, token: variables.token },
          },
          result: { data: { orderPayment: instructions(false) } },
        },
        {
          request: {
            query: OrderPaymentDocument,
            variables: { orderId: 'o-7', sessionId: null, token: variables.token },
          },
          result: { data: { orderPayment: instructions(true) } },
        },
      ],
    });

    const panel = await screen.findByRole('region', { name: 'Pago por transferencia' });
    expect(await within(panel).findByText('123-456789-0')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Monto a transferir')).toHaveTextContent('Q 185.00');
    expect(within(panel).getAllByText('ORD-261123-TRF777').length).toBeGreaterThan(0);

    // user-event would put its own clipboard in place; the page must use the browser's.
    fireEvent.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('#token=secreto-del-enlace'));
    expect(await screen.findByText('Enlace copiado')).toBeInTheDocument();

    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'comprobante.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/Elegir archivo/), file);
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe('/bff/store/orders/o-7/transfer-proof');
    expect(xhr.headers['x-order-token']).toBe('secreto-del-enlace');
    expect(xhr.url).not.toContain('secreto');
    expect(xhr.body?.get('proof')).toBeInstanceOf(File);
    await xhr.respond(200, { success: true, data: { payment: { id: 'p-7', proofUrl: null } } });
    expect(await screen.findByText(PAYMENT_MESSAGES.proofUploaded)).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByText(/Recibimos tu comprobante/)).toBeInTheDocument());
    expect(within(panel).getByRole('button', { name: 'Enviar otro comprobante' })).toBeInTheDocument();
  }, 20_000);

  it('says why a proof was refused and keeps the page as it was', async () => {
    renderStore(<OrderConfirmationPage />, {
      cart: fakeCart([]),
      route: '/checkout/confirmation/o-7#token=secreto-del-enlace',
      path: '/checkout/confirmation/:orderId',
      mocks: [
        { request: { query: OrderDetailDocument, variables }, result: { data: { order } } },
        {
          request: {
            query: OrderPaymentDocument,
            variables: { orderId: 'o-7', sessionId: null, token: variables.token },
          },
          result: { data: { orderPayment: instructions(false) } },
        },
      ],
    });
    await screen.findByText('123-456789-0');
    const file = new File([new Uint8Array([1, 2, 3])], 'comprobante.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/Elegir archivo/), file);
    await FakeXhr.last!.respond(403, { success: false, message: PAYMENT_MESSAGES.orderProofToken });
    expect(await screen.findByText(PAYMENT_MESSAGES.orderProofToken)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir comprobante' })).toBeEnabled();
  });
});

describe('order confirmation of a delivery paid on receipt', () => {
  it('shows the items with their options, the address and what happens next', async () => {
    const delivered = {
      ...order,
      paymentMethod: 'cash_on_delivery',
      deliveryMethod: 'national',
      shippingAmount: 45,
      totalAmount: 230,
      shippingAddress: {
        __typename: 'OrderAddress',
        street: '5a avenida 10-20 zona 1',
        city: 'Quetzaltenango',
        state: 'Quetzaltenango',
        zipCode: '09001',
        reference: 'Portón negro',
      },
      items: [
        {
          __typename: 'OrderItem',
          id: 'i-1',
          productId: 'p-1',
          name: 'Camiseta Dry-Fit',
          image: null,
          price: 185,
          quantity: 1,
          lineTotal: 185,
          selectedVariants: [
            { __typename: 'SelectedOption', name: 'Talla', value: 'M' },
            { __typename: 'SelectedOption', name: 'Color', value: 'Negro' },
          ],
        },
      ],
    };
    renderStore(<OrderConfirmationPage />, {
      cart: fakeCart([]),
      route: '/checkout/confirmation/o-7',
      path: '/checkout/confirmation/:orderId',
      mocks: [
        {
          request: { query: OrderDetailDocument, variables: { id: 'o-7', sessionId: null, token: null } },
          result: { data: { order: delivered } },
        },
      ],
    });
    expect(await screen.findByText('Talla: M · Color: Negro')).toBeInTheDocument();
    const place = screen.getByRole('region', { name: 'Lugar de entrega' });
    expect(within(place).getByText('5a avenida 10-20 zona 1')).toBeInTheDocument();
    expect(within(place).getByText('Quetzaltenango, Quetzaltenango, 09001')).toBeInTheDocument();
    const steps = within(place)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps[0]).toBe('Paga Q 230.00 en efectivo al recibir tu pedido.');
    expect(steps[1]).toMatch(/^Preparamos tu pedido y lo enviamos a tu dirección/);
    expect(screen.queryByRole('region', { name: 'Pago por transferencia' })).not.toBeInTheDocument();
  });
});
