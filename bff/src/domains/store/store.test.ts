import { STORE_FIELDS } from '@gym/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
import { restProduct } from '../../test/fixtures';
import { startStack, type Stack } from '../../test/stack';
import { sendJson, useBffOnStubApi } from '../../test/stub-api';

const PRODUCTS = `query Products($filter: ProductFilterInput) {
  products(filter: $filter) {
    products { id name price inStock lowStock discountPercentage category { id slug } brand { id name } primaryImage { imageUrl } variants { name values } }
    pagination { total page pages limit }
  }
}`;

const CART_FIELDS =
  'id isGuest sessionId items { id productId name quantity price selectedVariants { name value } } summary { itemsCount totalAmount shippingAmount }';

describe('store through the bff (real api)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  const anyProduct = async (filter: Record<string, unknown> = {}) => {
    const { body } = await gql<{ products: { products: { id: string; name: string; price: number }[] } }>(
      stack.bff,
      PRODUCTS,
      { variables: { filter: { inStock: true, ...filter } } },
    );
    const product = body.data?.products.products[0];
    if (!product) throw new Error(JSON.stringify(body));
    return product;
  };

  it('pages the catalogue with categories and brands in a single api call', async () => {
    const before = stack.apiCalls.length;
    const { body } = await gql<{
      products: {
        products: { category: { slug: string } | null; brand: { name: string } | null }[];
        pagination: { limit: number; total: number };
      };
    }>(stack.bff, PRODUCTS);
    expect(body.errors).toBeUndefined();
    const page = body.data?.products;
    expect(page?.products).toHaveLength(20);
    expect(page?.pagination).toMatchObject({ limit: 20, total: 40 });
    expect(page?.products.every((p) => p.category?.slug)).toBe(true);
    const calls = stack.apiCalls.slice(before).map((c) => c.url.split('?')[0]);
    expect(calls).toEqual(['/api/store/products']);
  });

  it('serves a repeated catalogue page from the response cache until an order through the bff changes stock', async () => {
    const page = { variables: { filter: { limit: 5, page: 2 } } };
    const productCalls = (from: number) =>
      stack.apiCalls.slice(from).filter((c) => c.url.startsWith('/api/store/products')).length;
    const first = await gql<{ products: { products: { id: string; price: number }[] } }>(stack.bff, PRODUCTS, page);
    let mark = stack.apiCalls.length;
    const again = await gql(stack.bff, PRODUCTS, page);
    expect(again.body).toEqual(first.body);
    expect(productCalls(mark)).toBe(0);

    const bought = first.body.data?.products.products[0];
    if (!bought) throw new Error('sin productos');
    const order = await gql(stack.bff, 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }', {
      variables: {
        input: {
          items: [{ productId: bought.id, quantity: 1, price: bought.price }],
          customerInfo: { name: 'Ana', email: 'ana@correo.gt', phone: '5555 1234' },
          shippingAddress: { street: 'Calle 1', city: 'Guatemala' },
          paymentMethod: 'cash_on_delivery',
          sessionId: 'guest_bff_cache',
        },
      },
    });
    expect(order.body.errors).toBeUndefined();
    mark = stack.apiCalls.length;
    await gql(stack.bff, PRODUCTS, page);
    expect(productCalls(mark)).toBe(1);
  });

  it('never answers a cart from a cache', async () => {
    const mark = stack.apiCalls.length;
    const query = `{ cart(sessionId: "guest_bff_nocache") { ${CART_FIELDS} } }`;
    await gql(stack.bff, query);
    await gql(stack.bff, query);
    expect(stack.apiCalls.slice(mark).filter((c) => c.url.startsWith('/api/store/cart')).length).toBe(2);
  });

  it('answers featured products, one product, categories and brands', async () => {
    const { body } = await gql<{
      featuredProducts: { id: string }[];
      productCategories: { slug: string }[];
      brands: { name: string }[];
    }>(stack.bff, '{ featuredProducts(limit: 3) { id isFeatured } productCategories { slug } brands { name } }');
    expect(body.data?.featuredProducts).toHaveLength(3);
    expect(body.data?.productCategories.map((c) => c.slug)).toContain('ropa');
    expect(body.data?.brands.length).toBe(8);
    const id = body.data?.featuredProducts[0]?.id;
    const one = await gql<{ product: { id: string } }>(stack.bff, 'query($id: ID!) { product(id: $id) { id name } }', {
      variables: { id },
    });
    expect(one.body.data?.product.id).toBe(id);
    const missing = await gql(stack.bff, '{ product(id: "nada") { id } }');
    expect(firstError(missing.body)).toMatchObject({ code: 'NOT_FOUND', message: 'Producto no encontrado' });
  });

  it('runs a guest cart, merges it at sign-in and places an order that shows in myOrders', async () => {
    const product = await anyProduct({ search: 'Omega 3' });
    const sessionId = `guest_bff_${Date.now()}`;
    const add = await gql<{ addToCart: { cart: { items: { id: string; quantity: number }[] }; message: string } }>(
      stack.bff,
      `mutation($input: AddToCartInput!) { addToCart(input: $input) { message cart { ${CART_FIELDS} } } }`,
      { variables: { input: { productId: product.id, quantity: 2, sessionId } } },
    );
    expect(add.body.data?.addToCart.message).toBe('Producto agregado al carrito');
    expect(add.body.data?.addToCart.cart.items[0]?.quantity).toBe(2);

    const token = await stack.login('cliente');
    const merged = await gql<{
      mergeCart: { cart: { isGuest: boolean; items: { productId: string; quantity: number }[] } };
    }>(stack.bff, `mutation($s: String!) { mergeCart(sessionId: $s) { cart { ${CART_FIELDS} } } }`, {
      token,
      variables: { s: sessionId },
    });
    expect(merged.body.data?.mergeCart.cart.isGuest).toBe(false);
    expect(merged.body.data?.mergeCart.cart.items.find((i) => i.productId === product.id)?.quantity).toBe(2);

    const order = await gql<{ createOrder: { orderNumber: string; totalAmount: number; status: string } }>(
      stack.bff,
      'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id orderNumber status totalAmount items { name quantity } } }',
      {
        token,
        variables: {
          input: {
            items: [{ productId: product.id, quantity: 2, price: 0.01 }],
            shippingAddress: { street: 'Calle 1', city: 'Guatemala' },
            paymentMethod: 'cash_on_delivery',
            deliveryMethod: 'local',
          },
        },
      },
    );
    expect(order.body.errors).toBeUndefined();
    // 2 x Q 185 = 370: free shipping, prices from the database.
    expect(order.body.data?.createOrder).toMatchObject({ totalAmount: 370, status: 'pending' });
    const mine = await gql<{ myOrders: { orders: { orderNumber: string }[] } }>(
      stack.bff,
      '{ myOrders { orders { orderNumber statusLabel } pagination { total } } }',
      { token },
    );
    expect(mine.body.data?.myOrders.orders.map((o) => o.orderNumber)).toContain(
      order.body.data?.createOrder.orderNumber,
    );
    const cart = await gql<{ cart: { items: unknown[] } }>(stack.bff, `{ cart { ${CART_FIELDS} } }`, { token });
    expect(cart.body.data?.cart.items).toEqual([]);
  });

  it('passes the 422 validation message and the stock refusal through createOrder', async () => {
    const product = await anyProduct();
    const invalid = await gql(stack.bff, 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }', {
      variables: {
        input: {
          items: [{ productId: product.id, quantity: 1, price: 1 }],
          customerInfo: { name: 'Ana', email: 'ana@correo.gt', phone: '' },
          shippingAddress: { street: 'Calle 1', city: 'Guatemala' },
          paymentMethod: 'cash_on_delivery',
          sessionId: 'guest_bff_invalid',
        },
      },
    });
    expect(firstError(invalid.body)).toMatchObject({ message: 'El teléfono del cliente es obligatorio', status: 422 });
    const tooMany = await gql(stack.bff, 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }', {
      variables: {
        input: {
          items: [{ productId: product.id, quantity: STORE_FIELDS.order.quantity.max, price: 1 }],
          customerInfo: { name: 'Ana', email: 'ana@correo.gt', phone: '5555' },
          shippingAddress: { street: 'Calle 1', city: 'Guatemala' },
          paymentMethod: 'cash_on_delivery',
          sessionId: 'guest_bff_stock',
        },
      },
    });
    expect(firstError(tooMany.body).message).toMatch(/^Stock insuficiente para /);
  });

  it('refuses an over-limit field with the contract message the api answers, without calling the api', async () => {
    const product = await anyProduct();
    const { order, cart } = STORE_FIELDS;
    const info = { name: 'Ana', email: 'ana@correo.gt', phone: '5555 1234' };
    const base = {
      items: [{ productId: product.id, quantity: 1, price: product.price }],
      customerInfo: info,
      shippingAddress: { street: 'Calle 1', city: 'Guatemala' },
      paymentMethod: 'cash_on_delivery',
      sessionId: 'guest_bff_limits',
    };
    const orders: [Record<string, unknown>, string][] = [
      [{ notes: 'n'.repeat(order.notes.max + 1) }, `Las notas admite como máximo ${order.notes.max} caracteres`],
      [
        { items: [{ productId: product.id, quantity: order.quantity.max + 1, price: product.price }] },
        `La cantidad no puede ser mayor que ${order.quantity.max}`,
      ],
      [
        { customerInfo: { ...info, name: 'a'.repeat(order.customerName.max + 1) } },
        `El nombre del cliente admite como máximo ${order.customerName.max} caracteres`,
      ],
      [
        { shippingAddress: { street: 'Calle 1', city: 'Guatemala', zipCode: '0'.repeat(order.zipCode.max + 1) } },
        `El código postal admite como máximo ${order.zipCode.max} caracteres`,
      ],
    ];
    for (const [change, message] of orders) {
      const input = { ...base, ...change };
      const mark = stack.apiCalls.length;
      const viaBff = await gql(stack.bff, 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }', {
        variables: { input },
      });
      expect(firstError(viaBff.body)).toEqual({ code: 'BAD_USER_INPUT', status: 422, message });
      expect(stack.apiCalls.length).toBe(mark);
      const direct = await stack.api.inject({ method: 'POST', url: '/api/store/orders', payload: input });
      expect([direct.statusCode, direct.json().message]).toEqual([422, message]);
    }

    const addMessage = `La cantidad no puede ser mayor que ${cart.quantity.max}`;
    const add = { productId: product.id, quantity: cart.quantity.max + 1, sessionId: 'guest_bff_limits' };
    const added = await gql(stack.bff, 'mutation($input: AddToCartInput!) { addToCart(input: $input) { message } }', {
      variables: { input: add },
    });
    expect(firstError(added.body)).toMatchObject({ status: 422, message: addMessage });
    const direct = await stack.api.inject({ method: 'POST', url: '/api/store/cart', payload: add });
    expect(direct.json().message).toBe(addMessage);

    // sortOrder is read in any case, by the bff as by the api; an unknown one names the accepted values.
    const ascending = await gql(stack.bff, PRODUCTS, { variables: { filter: { sortBy: 'price', sortOrder: 'ASC' } } });
    expect(ascending.body.errors).toBeUndefined();
    const up = await gql(stack.bff, PRODUCTS, { variables: { filter: { sortOrder: 'up' } } });
    expect(firstError(up.body)).toMatchObject({
      status: 422,
      message: 'La dirección del orden debe ser uno de: asc, desc',
    });
    expect((await stack.api.inject({ url: '/api/store/products?sortOrder=up' })).json().message).toBe(
      'La dirección del orden debe ser uno de: asc, desc',
    );

    const priceMessage = 'El precio máximo admite como máximo dos decimales';
    const filtered = await gql(stack.bff, PRODUCTS, { variables: { filter: { maxPrice: 10.555 } } });
    expect(firstError(filtered.body)).toMatchObject({ status: 422, message: priceMessage });
    expect((await stack.api.inject({ url: '/api/store/products?maxPrice=10.555' })).json().message).toBe(priceMessage);
  });
});

describe('store degradations (failing api)', () => {
  const s = useBffOnStubApi();

  const notFound = () =>
    s.stub.setHandler((_req, res) => sendJson(res, 404, { success: false, message: 'Ruta no encontrada' }));

  it('batches the categories and brands of products that arrive without them into one call each', async () => {
    const paths: string[] = [];
    s.stub.setHandler((req, res) => {
      const url = new URL(req.url ?? '/', 'http://stub');
      paths.push(`${url.pathname}?${url.searchParams.toString()}`);
      if (url.pathname === '/api/store/products') {
        const products = [restProduct(1, 'c1', 'b1'), restProduct(2, 'c2', 'b1'), restProduct(3, 'c1', null)];
        return sendJson(res, 200, {
          success: true,
          data: { products, pagination: { total: 3, page: 1, pages: 1, limit: 20 } },
        });
      }
      if (url.pathname === '/api/store/categories') {
        const ids = (url.searchParams.get('ids') ?? '').split(',');
        return sendJson(res, 200, {
          success: true,
          data: { categories: ids.map((id) => ({ id, name: `Cat ${id}` })) },
        });
      }
      if (url.pathname === '/api/store/brands') {
        const ids = (url.searchParams.get('ids') ?? '').split(',');
        return sendJson(res, 200, { success: true, data: { brands: ids.map((id) => ({ id, name: `Marca ${id}` })) } });
      }
      return sendJson(res, 404, { success: false, message: 'Ruta no encontrada' });
    });
    const { body } = await gql<{
      products: { products: { category: { name: string } | null; brand: { name: string } | null }[] };
    }>(s.app, '{ products { products { category { name } brand { name } } } }');
    expect(body.errors).toBeUndefined();
    expect(body.data?.products.products.map((p) => [p.category?.name, p.brand?.name ?? null])).toEqual([
      ['Cat c1', 'Marca b1'],
      ['Cat c2', 'Marca b1'],
      ['Cat c1', null],
    ]);
    expect(paths.filter((p) => p.startsWith('/api/store/categories'))).toHaveLength(1);
    expect(paths.filter((p) => p.startsWith('/api/store/brands'))).toHaveLength(1);
  });

  it('a 404 on the cart is an empty cart', async () => {
    notFound();
    const { body } = await gql<{ cart: { items: unknown[]; summary: { totalAmount: number }; isGuest: boolean } }>(
      s.app,
      `{ cart(sessionId: "guest_abc") { ${CART_FIELDS} } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.cart).toMatchObject({ items: [], isGuest: true, summary: { totalAmount: 0 } });
  });

  it('a 404 on categories, brands and my orders is an empty list', async () => {
    notFound();
    const { body } = await gql<{ productCategories: unknown[]; brands: unknown[]; myOrders: { orders: unknown[] } }>(
      s.app,
      '{ productCategories { id } brands { id } myOrders { orders { id } pagination { total } } }',
      { token: 'any-token' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({ productCategories: [], brands: [], myOrders: { orders: [] } });
  });

  it('other failures on the cart are still errors (not silently empty)', async () => {
    s.stub.setHandler((_req, res) => sendJson(res, 500, { success: false, message: 'boom' }));
    const { body } = await gql(s.app, `{ cart(sessionId: "guest_abc") { ${CART_FIELDS} } }`);
    expect(firstError(body).code).toBe('INTERNAL_SERVER_ERROR');
  });

  it.each([
    [404, 'Servicio de órdenes no disponible'],
    [400, 'Datos de orden inválidos'],
    [401, 'Sesión expirada, inicia sesión nuevamente'],
    [500, 'Error al crear la orden'],
    [422, 'La ciudad es obligatoria'],
  ])('an order answered %i says "%s"', async (status, message) => {
    s.stub.setHandler((_req, res) =>
      sendJson(res, status, { success: false, message: status === 422 ? message : 'x' }),
    );
    const { body } = await gql(s.app, 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }', {
      variables: {
        input: {
          items: [{ productId: 'p', quantity: 1, price: 1 }],
          paymentMethod: 'cash_on_delivery',
          sessionId: 'guest_x',
        },
      },
    });
    expect(firstError(body)).toMatchObject({ message, status });
  });
});
