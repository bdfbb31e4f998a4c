import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ChangeOrderStatusDocument,
  ConfirmOrderTransferDocument,
  ManagementOrderDetailDocument,
  ManagementOrdersBoardDocument,
  OrderPendingTransfersBoardDocument,
  OrdersBoardFiguresDocument,
  type ManagementOrderDetailFragment,
} from './order-management.generated';
import { graphqlError, makeUser, renderWithSession } from '../../test/session-testing';
import OrdersBoardPage from './OrdersBoardPage';

type Detail = ManagementOrderDetailFragment & { __typename: 'ManagementOrder' };

const entry = (
  id: string,
  fromStatus: string | null,
  toStatus: string,
  toStatusLabel: string,
  notes: string | null = null,
) => ({
  __typename: 'OrderStatusEntry' as const,
  id,
  fromStatus,
  toStatus,
  toStatusLabel,
  notes,
  createdAt: '2026-11-25T16:00:00.000Z',
  actor: fromStatus
    ? { __typename: 'OrderStatusActor' as const, id: 'staff-1', name: 'Carlos Caja', role: 'colaborador' }
    : null,
});

function order(id: string, overrides: Record<string, unknown> = {}): Detail {
  return {
    __typename: 'ManagementOrder',
    id,
    orderNumber: `ORD-261125-${id.toUpperCase()}`,
    status: 'preparing',
    statusLabel: 'En preparación',
    deliveryType: 'pickup',
    deliveryMethod: 'pickup',
    paymentMethod: 'cash_on_delivery',
    totalAmount: 310.5,
    customerName: 'Ana Invitada',
    createdAt: '2026-11-25T15:00:00.000Z',
    userId: null,
    paymentId: 'p-1',
    deliveryTimeSlot: 'morning',
    notes: null,
    subtotal: 277.23,
    taxAmount: 33.27,
    shippingAmount: 0,
    customerInfo: { __typename: 'OrderCustomerInfo', name: 'Ana Invitada', email: 'ana@correo.gt', phone: '5555 1234' },
    shippingAddress: null,
    items: [
      {
        __typename: 'OrderItem',
        id: 'i-1',
        productId: 'prod-1',
        name: 'Proteína Whey',
        price: 155.25,
        quantity: 2,
        lineTotal: 310.5,
        selectedVariants: [{ __typename: 'SelectedOption', name: 'Sabor', value: 'Chocolate' }],
      },
    ],
    statusHistory: [
      entry('h-1', null, 'pending', 'Pendiente'),
      entry('h-2', 'pending', 'confirmed', 'Confirmada'),
      entry('h-3', 'confirmed', 'preparing', 'En preparación', 'Empacando'),
    ],
    ...overrides,
  } as unknown as Detail;
}

const staff = makeUser({ id: 'staff-1', role: 'colaborador', fullName: 'Carlos Caja' });
const PREPARING = order('a1');
const TRANSFER = order('b2', {
  status: 'pending',
  statusLabel: 'Pendiente',
  paymentMethod: 'transfer',
  deliveryType: 'delivery',
  deliveryMethod: 'local',
  shippingAddress: {
    __typename: 'OrderAddress',
    street: '6a Avenida 1-20',
    city: 'Guatemala',
    state: 'Guatemala',
    zipCode: null,
    reference: 'Portón negro frente al parque',
  },
  customerInfo: { __typename: 'OrderCustomerInfo', name: 'Ana Invitada', email: 'ana@correo.gt', phone: null },
  statusHistory: [entry('h-9', null, 'pending', 'Pendiente')],
});

const always = (query: unknown, result: unknown) =>
  ({
    request: { query, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result,
  }) as never;

const figuresMock = always(OrdersBoardFiguresDocument, {
  data: {
    ordersDashboard: {
      __typename: 'OrdersDashboard',
      totalOrders: 9,
      pendingOrders: 2,
      confirmedOrders: 1,
      inProgressOrders: 3,
      deliveredOrders: 2,
      cancelledOrders: 1,
      totalRevenue: 820,
      pendingTransfers: 1,
      today: { __typename: 'OrderPeriodFigures', orders: 4, revenue: 600.5 },
      month: { __typename: 'OrderPeriodFigures', orders: 9, revenue: 1500 },
    },
  },
});
const transfersMock = always(OrderPendingTransfersBoardDocument, {
  data: {
    orderPendingTransfers: {
      __typename: 'OrderPendingTransfers',
      total: 1,
      transfers: [
        {
          __typename: 'OrderPendingTransfer',
          orderId: 'b2',
          orderNumber: TRANSFER.orderNumber,
          customerName: 'Ana Invitada',
          totalAmount: 310.5,
          hasProof: true,
          waitingHours: 26,
        },
      ],
    },
  },
});

function listMock(rows: Detail[], seen: (filter: Record<string, unknown>) => void = () => undefined) {
  return {
    request: { query: ManagementOrdersBoardDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Record<string, unknown>) => {
      seen(variables.filter as Record<string, unknown>);
      return {
        data: {
          managementOrders: {
            __typename: 'ManagementOrderPage',
            orders: rows,
            pagination: { __typename: 'Pagination', total: rows.length, page: 1, pages: 1, limit: 20 },
          },
        },
      };
    },
  };
}

const detailMock = (detail: Detail) => ({
  request: { query: ManagementOrderDetailDocument, variables: { id: detail.id } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { managementOrder: detail } },
});

function mutationMock(query: unknown, seen: (variables: Record<string, unknown>) => void, result: unknown) {
  return {
    request: { query, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Record<string, unknown>) => {
      seen(variables);
      return result;
    },
  } as never;
}

const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('OrdersBoardPage', { timeout: 30_000 }, () => {
  it("sends the URL's filters to the server and shows the figures, the pending transfers and the chips", async () => {
    const seen = vi.fn();
    renderWithSession(<OrdersBoardPage />, {
      user: staff,
      route: '/dashboard/orders?status=preparing&searchBy=productName&search=whey&from=2026-11-01',
      mocks: [figuresMock, transfersMock, listMock([PREPARING], seen)],
    });
    const grid = await screen.findByRole('grid');
    expect(await within(grid).findByText(PREPARING.orderNumber)).toBeInTheDocument();
    expect(seen).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'preparing', productName: 'whey', startDate: '2026-11-01', page: 1 }),
    );
    const chip = within(grid).getByText('En preparación');
    expect(chip.closest('[data-color]')).toHaveAttribute('data-color', 'indigo');
    expect(within(grid).getByText('Recoger en tienda')).toBeInTheDocument();
    expect(screen.getByText('1 transferencia por confirmar')).toBeInTheDocument();
    expect(screen.getByText(/con comprobante · 26 h/)).toBeInTheDocument();
    expect(screen.getByText('4 pedidos · Q 600.50')).toBeInTheDocument();
  });

  it('moves an order to its next step with one button (or S) and shows the items with options and the history', async () => {
    const sent = vi.fn();
    const ready = order('a1', {
      status: 'ready_pickup',
      statusLabel: 'Lista para recoger',
      statusHistory: [...PREPARING.statusHistory, entry('h-4', 'preparing', 'ready_pickup', 'Lista para recoger')],
    });
    renderWithSession(<OrdersBoardPage />, {
      user: staff,
      route: '/dashboard/orders?id=a1',
      mocks: [
        figuresMock,
        transfersMock,
        listMock([PREPARING]),
        detailMock(PREPARING),
        mutationMock(ChangeOrderStatusDocument, sent, {
          data: {
            changeOrderStatus: {
              __typename: 'OrderActionResult',
              message: 'Estado actualizado a: Lista para recoger',
              order: ready,
            },
          },
        }),
      ],
    });
    const drawer = await screen.findByRole('dialog', { name: 'Detalle del pedido' });
    expect(await within(drawer).findByText('2 × Proteína Whey')).toBeInTheDocument();
    expect(within(drawer).getByText('Sabor: Chocolate')).toBeInTheDocument();
    expect(within(drawer).getByText('Recoge en tienda')).toBeInTheDocument();
    const text = `Hola Ana, te escribimos de Club Prueba sobre tu pedido ${PREPARING.orderNumber}. Su estado ahora es: En preparación.`;
    const whatsApp = within(drawer).getByRole('link', { name: 'Escribir por WhatsApp' });
    await waitFor(() =>
      expect(whatsApp).toHaveAttribute('href', `https://wa.me/50255551234?text=${encodeURIComponent(text)}`),
    );
    const history = within(drawer).getByRole('region', { name: 'Historial' });
    expect(within(history).getByText('Confirmada → En preparación')).toBeInTheDocument();
    expect(within(history).getByText(/Carlos Caja · 25\/11\/2026 10:00 · Empacando/)).toBeInTheDocument();
    // One next step for a pickup order in preparation: ready to pick up, never packed.
    expect(within(drawer).queryByRole('button', { name: /Empacada/ })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Pasar a: Lista para recoger' })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 's' });
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ id: 'a1', input: { status: 'ready_pickup' } }));
    expect(await screen.findByText('Estado actualizado a: Lista para recoger')).toBeInTheDocument();
  });

  it('cancels only with a reason and shows the refusal when someone cancelled first', async () => {
    const sent = vi.fn();
    renderWithSession(<OrdersBoardPage />, {
      user: staff,
      route: '/dashboard/orders?id=a1',
      mocks: [
        figuresMock,
        transfersMock,
        listMock([PREPARING]),
        detailMock(PREPARING),
        mutationMock(
          ChangeOrderStatusDocument,
          sent,
          graphqlError('El pedido está Cancelada: no admite más cambios de estado', 409, 'CONFLICT'),
        ),
      ],
    });
    const drawer = await screen.findByRole('dialog', { name: 'Detalle del pedido' });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Cancelar pedido' }));
    const dialog = await screen.findByRole('dialog', { name: `Cancelar el pedido ${PREPARING.orderNumber}` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    expect(await within(dialog).findByText('Indica el motivo')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    fill(within(dialog).getByLabelText(/Motivo/), 'El cliente desistió');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({ id: 'a1', input: { status: 'cancelled', notes: 'El cliente desistió' } }),
    );
    expect(
      await within(dialog).findByText('El pedido está Cancelada: no admite más cambios de estado'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Motivo/)).toHaveValue('El cliente desistió');
  });

  it('confirms a pending transfer from the drawer with T', async () => {
    const sent = vi.fn();
    renderWithSession(<OrdersBoardPage />, {
      user: staff,
      route: '/dashboard/orders?id=b2',
      mocks: [
        figuresMock,
        transfersMock,
        listMock([TRANSFER]),
        detailMock(TRANSFER),
        mutationMock(ConfirmOrderTransferDocument, sent, {
          data: {
            confirmOrderTransfer: {
              __typename: 'OrderActionResult',
              message: 'Transferencia confirmada',
              order: { ...TRANSFER, status: 'confirmed', statusLabel: 'Confirmada' },
            },
          },
        }),
      ],
    });
    const drawer = await screen.findByRole('dialog', { name: 'Detalle del pedido' });
    expect(await within(drawer).findByText('6a Avenida 1-20, Guatemala, Guatemala')).toBeInTheDocument();
    // The courier's landmark is labelled as what it is.
    const landmark = within(drawer).getByText('Portón negro frente al parque');
    expect(landmark.previousElementSibling).toHaveTextContent('Referencia');
    expect(within(drawer).queryByText('Dirección')).not.toBeInTheDocument();
    // No phone on this order: no WhatsApp link.
    expect(within(drawer).queryByRole('link', { name: 'Escribir por WhatsApp' })).not.toBeInTheDocument();
    await within(drawer).findByRole('button', { name: 'Confirmar transferencia' });
    fireEvent.keyDown(window, { key: 't' });
    const dialog = await screen.findByRole('dialog', {
      name: `Confirmar la transferencia del pedido ${TRANSFER.orderNumber}`,
    });
    fill(within(dialog).getByLabelText('Datos del comprobante'), 'Boleta 4455');
    fill(within(dialog).getByLabelText('Referencia bancaria'), 'BI-4455');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar transferencia' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({
        id: 'b2',
        input: { voucherDetails: 'Boleta 4455', bankReference: 'BI-4455', notes: null },
      }),
    );
    expect(await screen.findByText('Transferencia confirmada')).toBeInTheDocument();
  });
});
