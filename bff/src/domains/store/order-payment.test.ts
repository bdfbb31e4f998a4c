import { PAYMENT_MESSAGES } from '@gym/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
import { makePng, multipartBody, startStack, type Stack } from '../../test/stack';

const PAYMENT_FIELDS =
  'orderId orderNumber paymentMethod amount currency reference canUploadProof payment { id status method hasProof } bankAccounts { bankName accountNumber }';

interface OrderPaymentAnswer {
  orderPayment: {
    orderId: string;
    amount: number;
    reference: string;
    canUploadProof: boolean;
    payment: { id: string; status: string; hasProof: boolean } | null;
    bankAccounts: { bankName: string }[];
  };
}

describe('store orders paid by transfer through the bff (real api)', () => {
  let stack: Stack;
  let guests = 0;

  beforeAll(async () => {
    stack = await startStack();
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
    const { body } = await gql<{
      createOrder: { id: string; totalAmount: number; paymentMethod: string; proofToken: string | null };
    }>(
      stack.bff,
      'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id totalAmount paymentMethod proofToken } }',
      {
        token,
        variables: {
          input: {
            items: [{ productId: product.id, quantity: 1, price: product.price }],
            customerInfo: { name: 'Invitada Transferencia', email: 'inv@correo.gt', phone: '5555 1111' },
            shippingAddress: { street: 'Calle 2', city: 'Guatemala' },
            paymentMethod,
            deliveryMethod: 'pickup',
            sessionId: token ? null : `guest_bff_transfer_${guests}`,
          },
        },
      },
    );
    expect(body.errors).toBeUndefined();
    return body.data!.createOrder;
  };

  const sendProof = (orderId: string, headers: Record<string, string>) => {
    const form = multipartBody('proof', 'comprobante.png', 'image/png', makePng(8));
    return stack.bff.inject({
      method: 'POST',
      url: `/bff/store/orders/${orderId}/transfer-proof`,
      headers: { ...headers, 'content-type': form.contentType },
      payload: form.payload,
    });
  };

  it("gives a guest paying by transfer the link's secret once, and shows the bank accounts to whoever holds it", async () => {
    const order = await placeOrder('transfer');
    expect(order.proofToken).toMatch(/^[\w-]{40,}$/);
    expect((await placeOrder('cash_on_delivery')).proofToken).toBeNull();

    const { body } = await gql<OrderPaymentAnswer>(
      stack.bff,
      `query($id: ID!, $token: String) { orderPayment(orderId: $id, token: $token) { ${PAYMENT_FIELDS} } }`,
      { variables: { id: order.id, token: order.proofToken } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.orderPayment).toMatchObject({
      orderId: order.id,
      amount: order.totalAmount,
      canUploadProof: true,
      payment: { status: 'pending', hasProof: false },
    });
    expect(body.data!.orderPayment.reference).toMatch(/^ORD-/);
    expect(body.data!.orderPayment.bankAccounts.length).toBeGreaterThan(0);
    // The token travels to the api as a header, never in the URL.
    const call = stack.apiCalls.findLast((c) => c.url.includes(`/orders/${order.id}/payment`));
    expect(call?.headers['x-order-token']).toBe(order.proofToken);
    expect(call?.url).not.toContain(order.proofToken!);

    // The same secret opens the order itself.
    const view = await gql<{ order: { id: string } }>(
      stack.bff,
      'query($id: ID!, $token: String) { order(id: $id, token: $token) { id } }',
      { variables: { id: order.id, token: order.proofToken } },
    );
    expect(view.body.data?.order.id).toBe(order.id);

    const stranger = await gql(stack.bff, 'query($id: ID!) { orderPayment(orderId: $id) { orderId } }', {
      variables: { id: order.id },
    });
    expect(firstError(stranger.body).code).toBe('NOT_FOUND');
    const malformed = await gql(
      stack.bff,
      'query($id: ID!, $token: String) { orderPayment(orderId: $id, token: $token) { orderId } }',
      { variables: { id: order.id, token: 'x'.repeat(500) } },
    );
    expect(firstError(malformed.body).code).toBe('BAD_USER_INPUT');
  });

  it("forwards a guest's proof with the link's secret into the staff transfer queue", async () => {
    const order = await placeOrder('transfer');
    const refused = await sendProof(order.id, { 'x-order-token': 'otro-secreto' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: PAYMENT_MESSAGES.orderProofToken });
    expect((await sendProof('no-es-un-id', {})).statusCode).toBe(404);

    const sent = await sendProof(order.id, { 'x-order-token': order.proofToken! });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, message: PAYMENT_MESSAGES.proofUploaded });

    const after = await gql<OrderPaymentAnswer>(
      stack.bff,
      `query($id: ID!, $token: String) { orderPayment(orderId: $id, token: $token) { ${PAYMENT_FIELDS} } }`,
      { variables: { id: order.id, token: order.proofToken } },
    );
    expect(after.body.data!.orderPayment).toMatchObject({ canUploadProof: true, payment: { hasProof: true } });

    const staff = await stack.login('colaborador');
    const queue = await gql<{ pendingTransfers: { transfers: { payment: { id: string }; hasProof: boolean }[] } }>(
      stack.bff,
      '{ pendingTransfers(filter: { limit: 100 }) { transfers { hasProof payment { id } } } }',
      { token: staff },
    );
    expect(queue.body.errors).toBeUndefined();
    expect(queue.body.data!.pendingTransfers.transfers).toContainEqual(
      expect.objectContaining({ payment: { id: after.body.data!.orderPayment.payment!.id }, hasProof: true }),
    );
  });

  it('lets a signed-in member send the proof of an own order with the bearer alone', async () => {
    const member = await stack.login('cliente');
    const order = await placeOrder('transfer', member);
    expect(order.proofToken).toBeNull();
    const mine = await gql<OrderPaymentAnswer>(
      stack.bff,
      `query($id: ID!) { orderPayment(orderId: $id) { ${PAYMENT_FIELDS} } }`,
      { token: member, variables: { id: order.id } },
    );
    expect(mine.body.data?.orderPayment.canUploadProof).toBe(true);
    const sent = await sendProof(order.id, { authorization: `Bearer ${member}` });
    expect(sent.statusCode).toBe(200);
  });
});
