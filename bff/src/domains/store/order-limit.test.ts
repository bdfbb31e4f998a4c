import { STORE_MESSAGES } from '@gym/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLResponse } from '../../test/graphql';
import { startStack, type Stack } from '../../test/stack';

const CREATE_ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }';

describe('the order limit through the bff (real api)', () => {
  let stack: Stack;
  let product: { id: string; price: number };
  let counter = 0;

  beforeAll(async () => {
    stack = await startStack();
    const response = await stack.api.inject({ url: '/api/store/products?inStock=true&limit=1' });
    const [first] = response.json<{ data: { products: { id: string; price: number }[] } }>().data.products;
    if (!first) throw new Error('sin productos');
    product = first;
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** A guest's browser at `address` placing an order: the bff states that address to the api. */
  const placeOrder = async (address: string) => {
    const response = await stack.bff.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: address,
      headers: { 'content-type': 'application/json' },
      payload: {
        query: CREATE_ORDER,
        variables: {
          input: {
            items: [{ productId: product.id, quantity: 1, price: product.price }],
            customerInfo: { name: 'Ana', email: 'ana@correo.gt', phone: '5555 1234' },
            shippingAddress: { street: 'Calle 1', city: 'Guatemala' },
            paymentMethod: 'cash_on_delivery',
            sessionId: `guest_bff_limit_${(counter += 1)}`,
          },
        },
      },
    });
    return response.json<GraphQLResponse<{ createOrder: { id: string } }>>();
  };

  it("passes the api's 429 on as a GraphQL error with its Spanish message; another address is served", async () => {
    for (let n = 1; n <= 10; n += 1) {
      const body = await placeOrder('203.0.113.20');
      expect(body.errors, `order ${n}`).toBeUndefined();
    }
    const eleventh = await placeOrder('203.0.113.20');
    expect(eleventh.data).toBeNull();
    expect(eleventh.errors?.[0]).toMatchObject({
      message: STORE_MESSAGES.tooManyOrders,
      extensions: { code: 'TOO_MANY_REQUESTS', status: 429 },
    });

    const elsewhere = await placeOrder('203.0.113.21');
    expect(elsewhere.errors).toBeUndefined();
    expect(elsewhere.data?.createOrder.id).toBeTruthy();
  });
});
