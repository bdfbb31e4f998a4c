import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORE_FIELDS, STORE_MESSAGES, TAX_ID_MESSAGES } from '@gym/domain';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutBankAccountsDocument, CreateOrderDocument } from './checkout.generated';
import { cartLine, fakeCart, makeUser, renderStore } from '../../test/cart-testing';
import CheckoutPage from './CheckoutPage';
import { cardPaymentsOnMock } from '../../test/card-fixtures';
import { CardPaymentsConfigDocument } from '../stripe/stripe.generated';

const lines = [
  cartLine({ id: 'l1', productId: 'p-vit', name: 'Vitamina D3', price: 145, quantity: 1 }),
  cartLine({ id: 'l2', productId: 'p-shk', name: 'Shaker', price: 65, quantity: 2 }),
];

const order = {
  __typename: 'Order',
  id: 'o-1',
  orderNumber: 'ORD-261122-ABC234',
  status: 'pending',
  statusLabel: 'Pendiente',
  paymentMethod: 'cash_on_delivery',
  deliveryMethod: 'local',
  deliveryType: 'delivery',
  deliveryTimeSlot: 'morning',
  statusHistory: [
    {
      __typename: 'OrderStatusEntry',
      id: 'h-1',
      fromStatus: null,
      toStatus: 'pending',
      toStatusLabel: 'Pendiente',
      notes: null,
      createdAt: '2026-11-22T15:00:00.000Z',
    },
  ],
  subtotal: 245.54,
  taxAmount: 29.46,
  shippingAmount: 0,
  totalAmount: 275,
  createdAt: '2026-11-22T15:00:00.000Z',
  notes: null,
  customerInfo: { __typename: 'OrderCustomerInfo', name: 'Ana Invitada', email: 'ana@correo.gt', phone: '5555 1234' },
  shippingAddress: {
    __typename: 'OrderAddress',
    street: '6a Avenida',
    city: 'Guatemala',
    state: 'Guatemala',
    zipCode: '01001',
    reference: null,
  },
  items: [],
  proofToken: null,
};

const summaryValue = (label: string) => within(screen.getByLabelText('Resumen del pedido')).getByLabelText(label);

const bankAccountsMock = {
  request: { query: CheckoutBankAccountsDocument },
  result: {
    data: {
      transferBankAccounts: [
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
};

describe('checkout', () => {
  it('shows the same totals the server computes, by delivery method', async () => {
    renderStore(<CheckoutPage />, { cart: fakeCart(lines), route: '/checkout', path: '/checkout' });
    // 145 + 130 = 275 VAT included: subtotal 245.54, IVA 29.46, free shipping from Q 200.
    expect(summaryValue('Subtotal (sin IVA)')).toHaveTextContent('Q 245.54');
    expect(summaryValue('IVA (12%)')).toHaveTextContent('Q 29.46');
    expect(summaryValue('Envío')).toHaveTextContent('Gratis');
    expect(summaryValue('Total')).toHaveTextContent('Q 275.00');
  });

  it('charges Q 45 national shipping under Q 200 and nothing for pickup (which needs no address)', async () => {
    renderStore(<CheckoutPage />, { cart: fakeCart([lines[0]!]), route: '/checkout', path: '/checkout' });
    expect(summaryValue('Total')).toHaveTextContent('Q 170.00');
    await userEvent.click(screen.getByRole('radio', { name: 'Envío nacional (3-5 días hábiles)' }));
    expect(summaryValue('Envío')).toHaveTextContent('Q 45.00');
    expect(summaryValue('Total')).toHaveTextContent('Q 190.00');
    await userEvent.click(screen.getByRole('radio', { name: 'Recoger en el gimnasio (Listo en 2-4 horas)' }));
    expect(summaryValue('Total')).toHaveTextContent('Q 145.00');
    expect(screen.queryByRole('textbox', { name: /Dirección/ })).not.toBeInTheDocument();
  });

  it('asks a guest for name, email and phone with the spec messages and sends nothing', async () => {
    const createOrder = vi.fn(() => ({ data: { createOrder: order } }));
    renderStore(<CheckoutPage />, {
      cart: fakeCart(lines),
      route: '/checkout',
      path: '/checkout',
      mocks: [{ request: { query: CreateOrderDocument, variables: () => true }, result: createOrder }],
    });
    expect(screen.getByRole('textbox', { name: 'Ciudad' })).toHaveValue('Guatemala');
    expect(screen.getByRole('textbox', { name: 'Código postal' })).toHaveValue('01001');
    expect(screen.getByRole('radio', { name: 'Pago contra entrega' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(await screen.findByText('El nombre del cliente es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El correo del cliente no es válido')).toBeInTheDocument();
    expect(screen.getByText('El teléfono del cliente es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La dirección (calle) es obligatoria')).toBeInTheDocument();
    expect(createOrder).not.toHaveBeenCalled();
  });

  it('brings the first field in error into view and focuses it when the order is refused', async () => {
    renderStore(<CheckoutPage />, { cart: fakeCart(lines), route: '/checkout', path: '/checkout' });
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
      const name = screen.getByRole('textbox', { name: /Nombre completo/ });
      await waitFor(() => expect(name).toHaveFocus());
      expect(scrolled).toEqual([name]);
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
      // Fixed, the next refusal shows the next field in error (the e-mail).
      fireEvent.change(name, { target: { value: 'Ana Invitada' } });
      await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
      await waitFor(() => expect(screen.getByRole('textbox', { name: /Correo electrónico/ })).toHaveFocus());
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it("offers 'Tarjeta' only when the gym takes cards", async () => {
    const cardsOff = {
      request: { query: CardPaymentsConfigDocument },
      result: {
        data: {
          cardPaymentsConfig: {
            __typename: 'CardPaymentsConfig',
            enabled: false,
            mode: 'off',
            currency: 'GTQ',
            publishableKey: null,
          },
        },
      },
    };
    const off = renderStore(<CheckoutPage />, {
      cart: fakeCart(lines),
      route: '/checkout',
      path: '/checkout',
      mocks: [cardsOff],
    });
    expect(await screen.findByRole('radio', { name: 'Transferencia bancaria' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).not.toContain('Tarjeta');
    off.unmount();
    renderStore(<CheckoutPage />, {
      cart: fakeCart(lines),
      route: '/checkout',
      path: '/checkout',
      mocks: [cardPaymentsOnMock],
    });
    expect(await screen.findByRole('radio', { name: 'Tarjeta' })).toBeInTheDocument();
  });

  it("stops each text field at its contract's limit and refuses what the api would refuse", async () => {
    const createOrder = vi.fn(() => ({ data: { createOrder: order } }));
    renderStore(<CheckoutPage />, {
      cart: fakeCart(lines),
      route: '/checkout',
      path: '/checkout',
      mocks: [{ request: { query: CreateOrderDocument, variables: () => true }, result: createOrder }],
    });
    const { order: fields } = STORE_FIELDS;
    expect(screen.getByRole('textbox', { name: /Nombre completo/ })).toHaveAttribute(
      'maxlength',
      String(fields.customerName.max),
    );
    expect(screen.getByRole('textbox', { name: 'Código postal' })).toHaveAttribute(
      'maxlength',
      String(fields.zipCode.max),
    );
    expect(screen.getByRole('textbox', { name: /Notas/ })).toHaveAttribute('maxlength', String(fields.notes.max));
    // A control character cannot be typed, but it can arrive pasted: the contract refuses it.
    fireEvent.change(screen.getByRole('textbox', { name: 'Departamento' }), { target: { value: 'Guate\u0007mala' } });
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(await screen.findByText('El departamento contiene caracteres no permitidos')).toBeInTheDocument();
    expect(createOrder).not.toHaveBeenCalled();
  });

  it('places a guest order with the session id, toasts its number and opens the confirmation', async () => {
    let sent: Record<string, unknown> | undefined;
    const cart = fakeCart(lines);
    renderStore(<CheckoutPage />, {
      cart,
      route: '/checkout',
      path: '/checkout',
      mocks: [
        {
          request: {
            query: CreateOrderDocument,
            variables: (variables: Record<string, unknown>) => {
              sent = variables;
              return true;
            },
          },
          result: { data: { createOrder: order } },
        },
      ],
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre completo/ }), 'Ana Invitada');
    await userEvent.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'ana@correo.gt');
    await userEvent.type(screen.getByRole('textbox', { name: /Teléfono/ }), '5555 1234');
    await userEvent.type(screen.getByRole('textbox', { name: /^Dirección/ }), '6a Avenida');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(await screen.findByText('Orden creada: #ORD-261122-ABC234')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('pathname')).toHaveTextContent('/checkout/confirmation/o-1'));
    expect(cart.reload).toHaveBeenCalled();
    const input = sent?.input as { sessionId: string; items: unknown[]; paymentMethod: string; idempotencyKey: string };
    expect(input).toMatchObject({ sessionId: 'guest_test', paymentMethod: 'cash_on_delivery' });
    expect(input.items).toHaveLength(2);
    expect(input.idempotencyKey).toBeTruthy();
  }, 20_000);

  it('pre-fills a member and shows the server refusal', async () => {
    const member = makeUser({
      firstName: 'Luis',
      lastName: 'Pérez',
      email: 'luis@correo.gt',
      phone: '5555 0000',
      address: 'Zona 10',
    });
    renderStore(<CheckoutPage />, {
      user: member,
      cart: fakeCart(lines, { isGuest: false, sessionId: null }),
      route: '/checkout',
      path: '/checkout',
      mocks: [
        {
          request: { query: CreateOrderDocument, variables: () => true },
          result: {
            errors: [
              {
                message: 'Stock insuficiente para Shaker: solo hay 1 disponible(s)',
                extensions: { code: 'BAD_USER_INPUT', status: 409 },
              },
            ],
          },
        },
      ],
    });
    expect(screen.getByRole('textbox', { name: /Nombre completo/ })).toHaveValue('Luis Pérez');
    expect(screen.getByRole('textbox', { name: /Correo electrónico/ })).toHaveValue('luis@correo.gt');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(await screen.findByText('Stock insuficiente para Shaker: solo hay 1 disponible(s)')).toBeInTheDocument();
  });

  it("starts the member's invoice at the profile's NIT and name, and sends it with the order", async () => {
    let sent: Record<string, unknown> | undefined;
    const member = makeUser({
      firstName: 'Rosa',
      lastName: 'Pérez',
      address: 'Zona 10',
      billingTaxId: '576937K',
      billingName: 'Rosa Pérez',
    });
    renderStore(<CheckoutPage />, {
      user: member,
      cart: fakeCart(lines, { isGuest: false, sessionId: null }),
      route: '/checkout',
      path: '/checkout',
      mocks: [
        {
          request: {
            query: CreateOrderDocument,
            variables: (variables: Record<string, unknown>) => {
              sent = variables;
              return true;
            },
          },
          result: { data: { createOrder: order } },
        },
      ],
    });
    expect(screen.getByRole('textbox', { name: 'NIT' })).toHaveValue('576937-K');
    expect(screen.getByRole('textbox', { name: 'Nombre para la factura' })).toHaveValue('Rosa Pérez');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent?.input).toMatchObject({ billing: { taxId: '576937-K', name: 'Rosa Pérez' } });
  }, 20_000);

  it('refuses CF on an order of Q 2,500.00 or more until a NIT is given, sending nothing', async () => {
    const createOrder = vi.fn(() => ({ data: { createOrder: order } }));
    renderStore(<CheckoutPage />, {
      user: makeUser({ firstName: 'Luis', lastName: 'Pérez', address: 'Zona 10' }),
      cart: fakeCart([cartLine({ id: 'l9', productId: 'p-bike', name: 'Bicicleta', price: 2500, quantity: 1 })], {
        isGuest: false,
        sessionId: null,
      }),
      route: '/checkout',
      path: '/checkout',
      mocks: [{ request: { query: CreateOrderDocument, variables: () => true }, result: createOrder }],
    });
    expect(screen.getByText(TAX_ID_MESSAGES.cfNotAllowed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'NIT' })).toHaveFocus());
    expect(createOrder).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'NIT' }), '1234567-8');
    expect(screen.getByText(TAX_ID_MESSAGES.invalidNit)).toBeInTheDocument();
  }, 20_000);

  it('shows the order limit message when the server refuses with 429', async () => {
    const createOrder = vi.fn(() => ({
      errors: [{ message: STORE_MESSAGES.tooManyOrders, extensions: { code: 'TOO_MANY_REQUESTS', status: 429 } }],
    }));
    renderStore(<CheckoutPage />, {
      user: makeUser({ firstName: 'Luis', lastName: 'Pérez', phone: '5555 0000', address: 'Zona 10' }),
      cart: fakeCart(lines, { isGuest: false, sessionId: null }),
      route: '/checkout',
      path: '/checkout',
      mocks: [{ request: { query: CreateOrderDocument, variables: () => true }, result: createOrder }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STORE_MESSAGES.tooManyOrders);
    expect(createOrder).toHaveBeenCalledTimes(1);
  });

  it('says the cart is empty when there is nothing to buy', () => {
    renderStore(<CheckoutPage />, { cart: fakeCart([]), route: '/checkout', path: '/checkout' });
    expect(screen.getByRole('heading', { name: 'El carrito está vacío' })).toBeInTheDocument();
  });

  it('by transfer, shows a guest the amount and the accounts, and sends the link secret in the fragment, never the query', async () => {
    const cart = fakeCart(lines);
    renderStore(<CheckoutPage />, {
      cart,
      route: '/checkout',
      path: '/checkout',
      mocks: [
        bankAccountsMock,
        {
          request: { query: CreateOrderDocument, variables: () => true },
          result: {
            data: { createOrder: { ...order, paymentMethod: 'transfer', proofToken: 'secreto-del-enlace' } },
          },
        },
      ],
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Transferencia bancaria' }));
    const transfer = screen.getByLabelText('Pago por transferencia');
    expect(within(transfer).getByText('Q 275.00')).toBeInTheDocument();
    expect(await within(transfer).findByText('123-456789-0')).toBeInTheDocument();

    const fill = (name: RegExp, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    fill(/Nombre completo/, 'Ana Invitada');
    fill(/Correo electrónico/, 'ana@correo.gt');
    fill(/Teléfono/, '5555 1234');
    fill(/^Dirección/, '6a Avenida');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    await waitFor(() => expect(screen.getByTestId('pathname')).toHaveTextContent('/checkout/confirmation/o-1'));
    expect(screen.getByTestId('hash')).toHaveTextContent('#token=secreto-del-enlace');
    expect(screen.getByTestId('search')).not.toHaveTextContent('secreto');
  }, 20_000);

  it("by transfer, shows a member the gym's bank accounts before ordering", async () => {
    renderStore(<CheckoutPage />, {
      user: makeUser(),
      cart: fakeCart(lines, { isGuest: false, sessionId: null }),
      route: '/checkout',
      path: '/checkout',
      mocks: [bankAccountsMock],
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Transferencia bancaria' }));
    expect(await screen.findByText('123-456789-0')).toBeInTheDocument();
    expect(screen.getByText('Banco Industrial · Monetaria')).toBeInTheDocument();
  });
});
