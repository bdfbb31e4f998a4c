import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
import { startStack, type Stack } from '../../test/stack';

const ACTION = 'message order { id status statusHistory { fromStatus toStatus toStatusLabel notes actor { role } } }';

interface ActionAnswer {
  message: string;
  order: {
    id: string;
    status: string;
    statusHistory: {
      fromStatus: string | null;
      toStatus: string;
      notes: string | null;
      actor: { role: string } | null;
    }[];
  };
}

describe('online order management through the bff (real api)', () => {
  let stack: Stack;
  let staff: string;
  let guests = 0;

  beforeAll(async () => {
    stack = await startStack();
    staff = await stack.login('colaborador');
  });
  afterAll(async () => {
    await stack?.close();
  });

  const placeOrder = async (paymentMethod: string, token?: string) => {
    const products = await gql<{ products: { products: { id: string; price: number }[] } }>(
      stack.bff,
      '{ products(filter: { limit: 1 }) { products { id price } } }',
    );
    const product = products.body.data!.products.products[0]!;
    guests += 1;
    const { body } = await gql<{ createOrder: { id: string } }>(
      stack.bff,
      'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
      {
        token,
        variables: {
          input: {
            items: [{ productId: product.id, quantity: 1, price: product.price }],
            customerInfo: { name: 'Cliente Pedidos', email: 'pedidos@correo.gt', phone: '5555 2222' },
            shippingAddress: { street: 'Calle 3', city: 'Guatemala' },
            paymentMethod,
            deliveryMethod: 'pickup',
            sessionId: token ? null : `guest_bff_om_${guests}`,
          },
        },
      },
    );
    expect(body.errors).toBeUndefined();
    return body.data!.createOrder.id;
  };

  const move = (id: string, status: string, notes?: string, amountReceived?: number) =>
    gql<{ changeOrderStatus: ActionAnswer }>(
      stack.bff,
      `mutation($id: ID!, $input: OrderStatusChangeInput!) { changeOrderStatus(id: $id, input: $input) { ${ACTION} } }`,
      { token: staff, variables: { id, input: { status, notes, amountReceived } } },
    );

  it('moves an order along the pickup chain, and the customer reads each step in their order', async () => {
    const member = await stack.login('maria');
    const id = await placeOrder('cash_on_delivery', member);
    for (const status of ['confirmed', 'preparing', 'ready_pickup']) {
      const { body } = await move(id, status, status === 'ready_pickup' ? 'Pasa por mostrador' : undefined);
      expect(body.errors).toBeUndefined();
      expect(body.data!.changeOrderStatus.order.status).toBe(status);
    }
    // Cash on delivery: picking it up collects the cash, which must cover the total.
    expect(firstError((await move(id, 'picked_up')).body)).toMatchObject({
      message: 'Indica el efectivo recibido',
      status: 422,
    });
    const collected = await move(id, 'picked_up', undefined, 10_000);
    expect(collected.body.errors).toBeUndefined();
    expect(collected.body.data!.changeOrderStatus.order.status).toBe('picked_up');
    expect(collected.body.data!.changeOrderStatus.message).toMatch(
      /^Estado actualizado a: Recogida\. Cobrado Q 10,000\.00 en efectivo; cambio Q /,
    );
    const { body } = await move(id, 'refunded', 'Devuelto');
    expect(body.data!.changeOrderStatus.message).toBe('Estado actualizado a: Reembolsada');
    const mine = await gql<{ order: ActionAnswer['order'] }>(
      stack.bff,
      `query($id: ID!) { order(id: $id) { id status statusHistory { fromStatus toStatus toStatusLabel notes actor { role } } } }`,
      { token: member, variables: { id } },
    );
    expect(mine.body.errors).toBeUndefined();
    expect(mine.body.data!.order.statusHistory.map((h) => h.toStatus)).toEqual([
      'pending',
      'confirmed',
      'preparing',
      'ready_pickup',
      'picked_up',
      'refunded',
    ]);
    // The staff's notes stay with the staff: the customer reads the steps only.
    expect(mine.body.data!.order.statusHistory[3]).toMatchObject({ notes: null, actor: null });
    const staffView = await gql<{ managementOrder: ActionAnswer['order'] }>(
      stack.bff,
      `query($id: ID!) { managementOrder(id: $id) { statusHistory { toStatus notes actor { role } } } }`,
      { token: staff, variables: { id } },
    );
    expect(staffView.body.data!.managementOrder.statusHistory[1]!.actor).toEqual({ role: 'colaborador' });
    expect(staffView.body.data!.managementOrder.statusHistory[3]!.notes).toBe('Pasa por mostrador');
  });

  it('passes on the refusal of an invalid jump and of an unknown status', async () => {
    const id = await placeOrder('cash_on_delivery');
    const jump = await move(id, 'shipped');
    expect(firstError(jump.body)).toMatchObject({
      status: 400,
      message: 'No se puede pasar de Pendiente a Enviada. Estados permitidos: Confirmada, Cancelada',
    });
    const unknown = await move(id, 'perdido');
    expect(firstError(unknown.body).code).toBe('BAD_USER_INPUT');
  });

  it('confirms a transfer once, lists pending transfers and the dashboard, and reports a range', async () => {
    const id = await placeOrder('transfer');
    const pending = await gql<{ orderPendingTransfers: { total: number; transfers: { orderId: string }[] } }>(
      stack.bff,
      '{ orderPendingTransfers { total transfers { orderId orderNumber customerName totalAmount hasProof waitingHours } } }',
      { token: staff },
    );
    expect(pending.body.errors).toBeUndefined();
    expect(pending.body.data!.orderPendingTransfers.transfers.map((t) => t.orderId)).toContain(id);
    const confirm = () =>
      gql<{ confirmOrderTransfer: ActionAnswer }>(
        stack.bff,
        `mutation($id: ID!, $input: OrderTransferConfirmInput) { confirmOrderTransfer(id: $id, input: $input) { ${ACTION} } }`,
        { token: staff, variables: { id, input: { voucherDetails: 'Boleta 12', bankReference: 'BAM-12' } } },
      );
    const first = await confirm();
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data!.confirmOrderTransfer).toMatchObject({
      message: 'Transferencia confirmada',
      order: { status: 'confirmed' },
    });
    expect(firstError((await confirm()).body).status).toBe(409);

    const dashboard = await gql<{
      ordersDashboard: { totalOrders: number; pendingOrders: number; today: { orders: number } };
    }>(
      stack.bff,
      '{ ordersDashboard { totalOrders pendingOrders confirmedOrders deliveredOrders cancelledOrders totalRevenue pendingTransfers byStatus { status label count } today { orders revenue } month { orders revenue } } }',
      { token: staff },
    );
    expect(dashboard.body.errors).toBeUndefined();
    expect(dashboard.body.data!.ordersDashboard.totalOrders).toBeGreaterThanOrEqual(3);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Guatemala' }).format(new Date());
    const report = await gql<{ ordersRangeReport: { totalOrders: number; byPaymentMethod: { key: string }[] } }>(
      stack.bff,
      'query($input: OrdersRangeInput!) { ordersRangeReport(input: $input) { totalOrders totalRevenue byPaymentMethod { key count amount } daily { date orders } } }',
      { token: staff, variables: { input: { startDate: today, endDate: today } } },
    );
    expect(report.body.errors).toBeUndefined();
    expect(report.body.data!.ordersRangeReport.byPaymentMethod.map((g) => g.key)).toContain('transfer');
    const badDay = await gql(
      stack.bff,
      'query($input: OrdersRangeInput!) { ordersRangeReport(input: $input) { totalOrders } }',
      { token: staff, variables: { input: { startDate: '2026-13-01', endDate: today } } },
    );
    expect(firstError(badDay.body).code).toBe('BAD_USER_INPUT');
  });

  it('refuses a cliente', async () => {
    const member = await stack.login('maria');
    const { body } = await gql(stack.bff, '{ ordersDashboard { totalOrders } }', { token: member });
    expect(firstError(body).status).toBe(403);
  });
});
