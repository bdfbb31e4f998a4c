import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CARD_PAYMENT_MESSAGES, STORE_FIELDS, STORE_MESSAGES } from '@gym/domain';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, products } from '../../db/schema/index';
import { sanitizeSvg } from '../../lib/svg.sanitizer';
import {
  backends,
  bearer,
  createTestApp,
  signInDemo,
  WITHOUT_ORDER_LIMITS,
  type SignedIn,
  type TestApp,
} from '../../test/test-app';

interface ProductOut {
  id: string;
  name: string;
  price: number;
  stockQuantity: number;
  category: { slug: string } | null;
  brand: { name: string } | null;
  primaryImage: { imageUrl: string } | null;
  images: { imageUrl: string }[];
  discountPercentage: number;
  inStock: boolean;
  lowStock: boolean;
  variants: Record<string, string[]>;
}

describe.each(backends)('store routes on %s', (backend) => {
  let t: TestApp;
  let cliente: SignedIn;
  let maria: SignedIn;
  let admin: SignedIn;
  let guestCounter = 0;
  const newGuest = () => `guest_test${(guestCounter += 1)}_${Date.now()}`;

  beforeAll(async () => {
    t = await createTestApp(backend, WITHOUT_ORDER_LIMITS);
    cliente = await signInDemo(t.app, 'cliente');
    maria = await signInDemo(t.app, 'maria');
    admin = await signInDemo(t.app, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (query: string) => {
    const response = await t.app.inject({ url: `/api/store/products${query}` });
    expect(response.statusCode).toBe(200);
    return response.json().data as {
      products: ProductOut[];
      pagination: { total: number; pages: number; limit: number };
    };
  };
  const productWithStock = async (min: number, sku?: string) => {
    const rows = await t.app.db.select().from(products);
    const row = rows.find((p) =>
      sku ? p.sku === sku : p.stockQuantity >= min && Object.keys(p.variants).length === 0,
    );
    if (!row) throw new Error('no product');
    return row;
  };
  const setStock = (id: string, stock: number) =>
    t.app.db.update(products).set({ stockQuantity: stock }).where(eq(products.id, id));

  describe('catalogue', () => {
    it('lists 20 products per page with category, brand, images and stock flags, and caps the limit at 100', async () => {
      const page = await list('');
      expect(page.products).toHaveLength(20);
      expect(page.pagination).toMatchObject({ limit: 20, total: 40, pages: 2 });
      const whey = (await list('?search=Gold%20Standard%20100%25%20Whey%205')).products[0];
      expect(whey).toMatchObject({ category: { slug: 'proteinas' }, brand: { name: 'Optimum Nutrition' } });
      expect(whey?.discountPercentage).toBe(9);
      expect(whey?.images).toHaveLength(2);
      expect(whey?.primaryImage?.imageUrl).toMatch(/^\/uploads\/products\/seed\/.+\.svg$/);
      expect((await list('?limit=500')).pagination.limit).toBe(100);
    });

    it("serves the seeded product pictures as SVG under /uploads, acceptable to the upload sanitizer, the second with the product's name and brand", async () => {
      const [product] = (await list('?search=Gold%20Standard%20100%25%20Whey%205')).products;
      const [front, detail] = (product?.images ?? []).map((image) => image.imageUrl);
      expect(front).toBe(product?.primaryImage?.imageUrl);
      const pictures: string[] = [];
      for (const url of [front ?? '', detail ?? '']) {
        const response = await t.app.inject({ url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(response.headers['content-security-policy']).toBeDefined();
        // An admin can upload the same file again: the upload's sanitizer accepts it.
        expect(await sanitizeSvg(response.rawPayload)).not.toBeNull();
        const onDisk = await readFile(path.join(t.uploadsDir, url.replace('/uploads/', '')));
        expect(onDisk.equals(response.rawPayload)).toBe(true);
        pictures.push(response.rawPayload.toString('utf8'));
      }
      // The cards' picture draws its label without text (a phone paints it on the store's first screen).
      expect(pictures[0]).not.toContain('<text');
      expect(pictures[1]).toContain('OPTIMUM NUTRITION');
      expect(pictures[1]).toContain('Gold Standard 100%');
    });

    it('filters by category, brand, price range, stock and featured, and sorts', async () => {
      const apparel = await list('?category=ropa');
      expect(apparel.products.length).toBeGreaterThan(0);
      expect(apparel.products.every((p) => p.category?.slug === 'ropa')).toBe(true);
      const cellucor = await list('?brand=Cellucor');
      expect(cellucor.products.map((p) => p.brand?.name)).toEqual(['Cellucor', 'Cellucor']);
      const cheap = await list('?minPrice=50&maxPrice=100&sortBy=price&sortOrder=asc');
      const prices = cheap.products.map((p) => p.price);
      expect(prices.every((price) => price >= 50 && price <= 100)).toBe(true);
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
      const available = await list('?inStock=true&limit=100');
      expect(available.products.every((p) => p.inStock && p.stockQuantity > 0)).toBe(true);
      expect(available.pagination.total).toBeLessThan(40);
      const out = await list('?inStock=false');
      expect(out.products.every((p) => !p.inStock)).toBe(true);
      const low = (await list('?limit=100')).products.filter((p) => p.lowStock);
      expect(low.every((p) => p.stockQuantity > 0 && p.stockQuantity <= 5)).toBe(true);
      expect((await list('?search=zzzz-nada')).products).toEqual([]);
      // Search forgives accents and case: 'proteina' finds the descriptions that say 'Proteína'.
      const plain = await list('?search=proteina&limit=100');
      const accented = await list('?search=PROTE%C3%8DNA&limit=100');
      expect(plain.products.length).toBeGreaterThan(0);
      expect(accented.products.map((p) => p.id)).toEqual(plain.products.map((p) => p.id));
    });

    it('searches name, description and SKU (never across two of them) and finds a renamed product at once', async () => {
      const whey = await productWithStock(0, 'PRO-ON-GS5');
      expect((await list('?search=pro-on-gs5')).products.map((p) => p.id)).toEqual([whey.id]);
      expect((await list('?search=SUERO%20CON%2024')).products.map((p) => p.id)).toContain(whey.id);
      // The name ends in '5 lb' and the description starts with 'Proteína': no field holds both.
      expect((await list('?search=5%20lb%20proteina')).products).toEqual([]);
      await t.app.db.update(products).set({ name: 'Batido Ñandú Edición' }).where(eq(products.id, whey.id));
      try {
        expect((await list('?search=nandu%20edicion')).products.map((p) => p.id)).toEqual([whey.id]);
      } finally {
        await t.app.db.update(products).set({ name: whey.name }).where(eq(products.id, whey.id));
      }
    });

    it('pages through an order without gaps or repeats, each page with the whole total', async () => {
      for (const order of ['sortBy=price&sortOrder=asc', 'sortBy=name&sortOrder=asc', 'sortBy=featured']) {
        const all = await list(`?${order}&limit=100`);
        const pages: string[] = [];
        for (let page = 1; page <= Math.ceil(all.pagination.total / 7); page += 1) {
          const answer = await list(`?${order}&limit=7&page=${page}`);
          expect(answer.pagination.total).toBe(all.pagination.total);
          pages.push(...answer.products.map((p) => p.id));
        }
        expect(pages).toEqual(all.products.map((p) => p.id));
      }
    });

    it('reads sortOrder in any case and refuses an unknown sort or flag naming the accepted values', async () => {
      const ascending = (await list('?sortBy=price&sortOrder=ASC&limit=100')).products.map((p) => p.price);
      expect([...ascending].sort((a, b) => a - b)).toEqual(ascending);
      const descending = (await list('?sortBy=price&sortOrder=Desc&limit=100')).products.map((p) => p.price);
      expect([...descending].sort((a, b) => b - a)).toEqual(descending);
      expect(descending[0]).toBeGreaterThan(ascending[0]!);
      expect((await list('?sortBy=name&sortOrder=desc')).products.length).toBeGreaterThan(0);

      const refused = async (query: string) => {
        const response = await t.app.inject({ url: `/api/store/products${query}` });
        expect(response.statusCode).toBe(422);
        return response.json().message;
      };
      expect(await refused('?sortBy=color')).toBe(
        'El orden debe ser uno de: name, price, createdAt, stockQuantity, featured',
      );
      expect(await refused('?sortOrder=up')).toBe('La dirección del orden debe ser uno de: asc, desc');
      expect(await refused('?featured=maybe')).toBe('El valor debe ser uno de: true, false');
    });

    it('answers featured products (8 by default) on both paths, one product, categories and brands', async () => {
      const featured = await t.app.inject({ url: '/api/store/products/featured' });
      expect(featured.json().data.products.length).toBeLessThanOrEqual(8);
      expect(featured.json().data.products.every((p: { isFeatured: boolean }) => p.isFeatured)).toBe(true);
      const other = await t.app.inject({ url: '/api/store/featured-products?limit=2' });
      expect(other.json().data.products).toHaveLength(2);
      const id = featured.json().data.products[0].id;
      const one = await t.app.inject({ url: `/api/store/products/${id}` });
      expect(one.json().data.product.id).toBe(id);
      expect((await t.app.inject({ url: '/api/store/products/no-existe' })).statusCode).toBe(404);
      const categories = (await t.app.inject({ url: '/api/store/categories' })).json().data.categories;
      expect(categories.map((c: { slug: string }) => c.slug)).toContain('proteinas');
      const brands = (await t.app.inject({ url: '/api/store/brands' })).json().data.brands;
      expect(brands.length).toBe(8);
      const some = await t.app.inject({ url: `/api/store/brands?ids=${brands[0].id}` });
      expect(some.json().data.brands).toHaveLength(1);
    });
  });

  describe('cart', () => {
    it('keeps a guest cart by sessionId, merging the same product and options and splitting other options', async () => {
      const guest = newGuest();
      const product = await productWithStock(10, 'PRO-ON-GS2');
      const add = (quantity: number, selectedVariants: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: '/api/store/cart',
          payload: { productId: product.id, quantity, selectedVariants, sessionId: guest },
        });
      expect((await add(1, { sabor: 'Chocolate' })).json().message).toBe('Producto agregado al carrito');
      await add(2, { sabor: 'Chocolate', quantity: '9' });
      const last = await add(1, { sabor: 'Fresa' });
      const cart = last.json().data.cart;
      expect(cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([3, 1]);
      expect(cart.isGuest).toBe(true);
      expect(cart.summary).toMatchObject({
        itemsCount: 4,
        totalProductsWithTax: 1460,
        shippingAmount: 0,
        totalAmount: 1460,
      });
      const again = await t.app.inject({ url: `/api/store/cart?sessionId=${guest}` });
      expect(again.json().data.cart.items).toHaveLength(2);
      const other = await t.app.inject({ url: `/api/store/cart?sessionId=${newGuest()}` });
      expect(other.json().data.cart.items).toEqual([]);
    });

    it('refuses bad lines with the spec messages and needs a guest_ session or a token', async () => {
      const product = await productWithStock(1);
      const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/store/cart', payload });
      const noId = await post({ quantity: 1, sessionId: newGuest() });
      expect(noId.statusCode).toBe(422);
      expect(noId.json().message).toBe('sin ID de producto');
      const zero = await post({ productId: product.id, quantity: 0, sessionId: newGuest() });
      expect(zero.json().message).toBe('cantidad inválida');
      const negative = await post({ productId: product.id, quantity: -1, sessionId: newGuest() });
      expect(negative.json().message).toContain('La cantidad no puede ser negativa');
      const noOwner = await post({ productId: product.id, quantity: 1 });
      expect(noOwner.statusCode).toBe(400);
      const badSession = await post({ productId: product.id, quantity: 1, sessionId: 'abc' });
      expect(badSession.json().message).toBe(STORE_MESSAGES.invalidSessionId);
      const missing = await post({
        productId: '00000000-0000-4000-8000-000000000000',
        quantity: 1,
        sessionId: newGuest(),
      });
      expect(missing.statusCode).toBe(404);
    });

    it('caps a quantity at the stock with a clear message and refuses a product without stock', async () => {
      const product = await productWithStock(1);
      await setStock(product.id, 3);
      const guest = newGuest();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/store/cart',
        payload: { productId: product.id, quantity: 5, sessionId: guest },
      });
      expect(response.json().data.cart.items[0].quantity).toBe(3);
      expect(response.json().message).toBe(`Stock insuficiente para ${product.name}: solo hay 3 disponible(s)`);
      await setStock(product.id, 0);
      const none = await t.app.inject({
        method: 'POST',
        url: '/api/store/cart',
        payload: { productId: product.id, quantity: 1, sessionId: newGuest() },
      });
      expect(none.statusCode).toBe(409);
      expect(none.json().message).toBe(`Sin stock disponible para ${product.name}`);
      await setStock(product.id, product.stockQuantity);
    });

    it('updates with PUT and PATCH (0 removes), deletes and clears, only the owner', async () => {
      const guest = newGuest();
      const a = await productWithStock(5, 'CRE-ON-300');
      const b = await productWithStock(5, 'VIT-NOW-O3');
      for (const p of [a, b])
        await t.app.inject({ method: 'POST', url: '/api/store/cart', payload: { productId: p.id, sessionId: guest } });
      const cart = (await t.app.inject({ url: `/api/store/cart?sessionId=${guest}` })).json().data.cart;
      const [lineA, lineB] = cart.items;
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/store/cart/${lineA.id}`,
        payload: { quantity: 4, sessionId: guest },
      });
      expect(put.json().data.cart.items[0].quantity).toBe(4);
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/api/store/cart/${lineA.id}`,
        payload: { quantity: 2, sessionId: guest },
      });
      expect(patch.json().data.cart.items[0].quantity).toBe(2);
      const stranger = await t.app.inject({
        method: 'DELETE',
        url: `/api/store/cart/${lineB.id}?sessionId=${newGuest()}`,
      });
      expect(stranger.statusCode).toBe(404);
      const byUser = await t.app.inject({
        method: 'PATCH',
        url: `/api/store/cart/${lineB.id}`,
        headers: bearer(maria.token),
        payload: { quantity: 3 },
      });
      expect(byUser.statusCode).toBe(404);
      const negative = await t.app.inject({
        method: 'PATCH',
        url: `/api/store/cart/${lineA.id}`,
        payload: { quantity: -2, sessionId: guest },
      });
      expect(negative.statusCode).toBe(422);
      expect(negative.json().message).toBe('La cantidad no puede ser negativa');
      const zero = await t.app.inject({
        method: 'PATCH',
        url: `/api/store/cart/${lineA.id}`,
        payload: { quantity: 0, sessionId: guest },
      });
      expect(zero.json().data.cart.items.map((i: { id: string }) => i.id)).toEqual([lineB.id]);
      const removed = await t.app.inject({ method: 'DELETE', url: `/api/store/cart/${lineB.id}?sessionId=${guest}` });
      expect(removed.json().data.cart.items).toEqual([]);
      await t.app.inject({ method: 'POST', url: '/api/store/cart', payload: { productId: a.id, sessionId: guest } });
      const cleared = await t.app.inject({ method: 'DELETE', url: `/api/store/cart?sessionId=${guest}` });
      expect(cleared.json().data.cart.items).toEqual([]);
    });

    it('keeps a signed-in cart by token, refuses a bad token, and merges the guest cart at sign-in', async () => {
      const guest = newGuest();
      const a = await productWithStock(5, 'ACC-HAR-STR');
      const b = await productWithStock(5, 'ACC-TWL-GYM');
      await t.app.inject({
        method: 'POST',
        url: '/api/store/cart',
        headers: bearer(cliente.token),
        payload: { productId: a.id, quantity: 1 },
      });
      await t.app.inject({
        method: 'POST',
        url: '/api/store/cart',
        payload: { productId: a.id, quantity: 2, sessionId: guest },
      });
      await t.app.inject({
        method: 'POST',
        url: '/api/store/cart',
        payload: { productId: b.id, quantity: 1, selectedVariants: { color: 'Gris' }, sessionId: guest },
      });
      const bad = await t.app.inject({ url: '/api/store/cart', headers: bearer('nope') });
      expect(bad.statusCode).toBe(401);
      const merged = await t.app.inject({
        method: 'POST',
        url: '/api/store/cart/merge',
        headers: bearer(cliente.token),
        payload: { sessionId: guest },
      });
      expect(merged.statusCode).toBe(200);
      const items = merged.json().data.cart.items as {
        productId: string;
        quantity: number;
        selectedVariants: object;
      }[];
      expect(items.find((i) => i.productId === a.id)?.quantity).toBe(3);
      expect(items.find((i) => i.productId === b.id)?.selectedVariants).toEqual({ color: 'Gris' });
      expect(merged.json().data.cart.isGuest).toBe(false);
      const guestCart = await t.app.inject({ url: `/api/store/cart?sessionId=${guest}` });
      expect(guestCart.json().data.cart.items).toEqual([]);
      const anonymousMerge = await t.app.inject({
        method: 'POST',
        url: '/api/store/cart/merge',
        payload: { sessionId: guest },
      });
      expect(anonymousMerge.statusCode).toBe(401);
      await t.app.inject({ method: 'DELETE', url: '/api/store/cart', headers: bearer(cliente.token) });
    });
  });

  describe('orders', () => {
    const address = { street: '6a Avenida 10-25', city: 'Guatemala', state: 'Guatemala', zipCode: '01010' };
    const guestInfo = { name: 'Ana Invitada', email: 'ana@correo.gt', phone: '5555 1234' };

    it('validates the payload with the spec rules (422, messages joined)', async () => {
      const product = await productWithStock(1);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/store/orders',
        payload: {
          items: [{ productId: product.id, quantity: 1, price: 10 }],
          customerInfo: { name: '', email: 'x', phone: '' },
          shippingAddress: { street: '', city: '' },
          paymentMethod: 'bitcoin',
          sessionId: newGuest(),
        },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(
        [
          'El nombre del cliente es obligatorio',
          'El correo del cliente no es válido',
          'El teléfono del cliente es obligatorio',
          'La dirección (calle) es obligatoria',
          'La ciudad es obligatoria',
          STORE_MESSAGES.paymentMethodInvalid,
        ].join(', '),
      );
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/store/orders',
        headers: bearer(maria.token),
        payload: { items: [], shippingAddress: address, paymentMethod: 'card' },
      });
      expect(empty.json().message).toBe(STORE_MESSAGES.orderItemsRequired);
    });

    it('recomputes prices and totals, decrements stock, creates a pending payment and clears the cart (guest)', async () => {
      const guest = newGuest();
      const a = await productWithStock(5, 'VIT-NOW-D3'); // Q 145
      const b = await productWithStock(5, 'ACC-SHK-700'); // Q 65
      await t.app.inject({ method: 'POST', url: '/api/store/cart', payload: { productId: a.id, sessionId: guest } });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/store/orders',
        payload: {
          items: [
            { productId: a.id, quantity: 1, price: 1 },
            { productId: b.id, quantity: 2, price: 1, selectedVariants: { color: 'Negro' } },
          ],
          subtotal: 1,
          taxAmount: 0,
          shippingAmount: 0,
          totalAmount: 2,
          customerInfo: guestInfo,
          shippingAddress: address,
          paymentMethod: 'cash_on_delivery',
          deliveryMethod: 'national',
          sessionId: guest,
        },
      });
      expect(response.statusCode).toBe(201);
      const order = response.json().data.order;
      // 145 + 2 x 65 = 275 (>= 200: free shipping); subtotal 275 / 1.12.
      expect(order).toMatchObject({
        totalAmount: 275,
        subtotal: 245.54,
        taxAmount: 29.46,
        shippingAmount: 0,
        status: 'pending',
        statusLabel: 'Pendiente',
      });
      expect(order.orderNumber).toMatch(/^ORD-\d{6}-[2-9A-HJ-NP-Z]{6}$/);
      expect(order.items.find((i: { productId: string }) => i.productId === b.id)).toMatchObject({
        price: 65,
        quantity: 2,
        lineTotal: 130,
      });
      const [stockA] = await t.app.db.select().from(products).where(eq(products.id, a.id));
      expect(stockA?.stockQuantity).toBe(a.stockQuantity - 1);
      const [payment] = await t.app.db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(payment).toMatchObject({
        status: 'pending',
        method: 'cash',
        paymentType: 'store_cash_delivery',
        amount: '275.00',
      });
      expect(order.paymentId).toBe(payment?.id);
      const cart = await t.app.inject({ url: `/api/store/cart?sessionId=${guest}` });
      expect(cart.json().data.cart.items).toEqual([]);
      // The guest sees it with its session; another guest and a client do not.
      expect((await t.app.inject({ url: `/api/store/orders/${order.id}?sessionId=${guest}` })).statusCode).toBe(200);
      expect((await t.app.inject({ url: `/api/store/orders/${order.id}?sessionId=${newGuest()}` })).statusCode).toBe(
        404,
      );
      expect(
        (await t.app.inject({ url: `/api/store/orders/${order.id}`, headers: bearer(maria.token) })).statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ url: `/api/store/orders/${order.id}`, headers: bearer(admin.token) })).statusCode,
      ).toBe(200);
    });

    it('adds shipping below Q 200 (Q 25 local, Q 45 national, free pickup)', async () => {
      const product = await productWithStock(5, 'ACC-RDL-SPD'); // Q 95
      const place = (deliveryMethod: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/store/orders',
          headers: bearer(maria.token),
          payload: {
            items: [{ productId: product.id, quantity: 1, price: 95 }],
            shippingAddress: address,
            paymentMethod: 'transfer',
            deliveryMethod,
          },
        });
      expect((await place('local')).json().data.order).toMatchObject({ shippingAmount: 25, totalAmount: 120 });
      expect((await place('national')).json().data.order).toMatchObject({ shippingAmount: 45, totalAmount: 140 });
      const pickup = (await place('pickup')).json().data.order;
      expect(pickup).toMatchObject({ shippingAmount: 0, totalAmount: 95, deliveryType: 'pickup' });
      // A member's order is filled with the member's own contact data.
      expect(pickup.customerInfo).toMatchObject({ name: 'María López', email: 'maria.lopez@gimnasio.demo' });
    });

    it('reads the staff order types and the aliases as the stored method, and stores pickup or delivery', async () => {
      const rows = await t.app.db.select().from(products);
      const product = rows.find(
        (p) => p.isActive && p.stockQuantity >= 10 && Number(p.price) < 150 && Object.keys(p.variants).length === 0,
      );
      if (!product) throw new Error('no product');
      const price = Number(product.price);
      const place = (deliveryMethod: string, shippingAddress: typeof address | null = address) =>
        t.app.inject({
          method: 'POST',
          url: '/api/store/orders',
          headers: bearer(cliente.token),
          payload: {
            items: [{ productId: product.id, quantity: 1, price }],
            shippingAddress,
            paymentMethod: 'cash_on_delivery',
            deliveryMethod,
          },
        });
      const cases = [
        ['delivery', 'local', 'delivery', 25],
        ['Delivery', 'local', 'delivery', 25],
        ['local_delivery', 'local', 'delivery', 25],
        ['national', 'national', 'delivery', 45],
        ['national_delivery', 'national', 'delivery', 45],
        ['pickup', 'pickup', 'pickup', 0],
        ['pickup_store', 'pickup', 'pickup', 0],
      ] as const;
      for (const [sent, method, type, shipping] of cases) {
        const response = await place(sent);
        expect(response.statusCode).toBe(201);
        const order = response.json().data.order;
        expect(order).toMatchObject({
          deliveryMethod: method,
          deliveryType: type,
          shippingAmount: shipping,
          totalAmount: Math.round((price + shipping) * 100) / 100,
        });
        const [stored] = await t.app.db
          .select({ deliveryMethod: orders.deliveryMethod, deliveryType: orders.deliveryType })
          .from(orders)
          .where(eq(orders.id, order.id));
        expect(stored).toEqual({ deliveryMethod: method, deliveryType: type });
      }
      // `delivery` to another department ships at the national rate; the order type stays delivery.
      const xela = await place('delivery', { ...address, state: 'Quetzaltenango' });
      expect(xela.json().data.order).toMatchObject({
        deliveryMethod: 'national',
        deliveryType: 'delivery',
        shippingAmount: 45,
      });
      const sameDepartment = await place('DELIVERY', { ...address, state: 'guatemala ' });
      expect(sameDepartment.json().data.order).toMatchObject({ deliveryMethod: 'local', shippingAmount: 25 });
      // Picking up at the store needs no address, whatever it is called.
      expect((await place('pickup_store', null)).statusCode).toBe(201);
      const needsAddress = await place('delivery', null);
      expect(needsAddress.statusCode).toBe(422);
      expect(needsAddress.json().message).toBe('La dirección (calle) es obligatoria, La ciudad es obligatoria');
      const unknown = await place('drone');
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().message).toBe(STORE_MESSAGES.deliveryMethodInvalid);
    });

    it('refuses a card order while card payments are off (no processor configured) and sells nothing', async () => {
      const product = await productWithStock(2, 'VIT-NOW-MG');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/store/orders',
        headers: bearer(maria.token),
        payload: {
          items: [{ productId: product.id, quantity: 1, price: 1 }],
          shippingAddress: address,
          paymentMethod: 'card',
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(CARD_PAYMENT_MESSAGES.disabled);
      const [after] = await t.app.db.select().from(products).where(eq(products.id, product.id));
      expect(after?.stockQuantity).toBe(product.stockQuantity);
    });

    it('shows the new stock in the catalogue right after an order', async () => {
      const product = await productWithStock(5, 'VIT-NOW-MG');
      const before = (await list('?search=Magnesio%20citrato')).products[0];
      expect(before?.stockQuantity).toBe(product.stockQuantity);
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/store/orders',
        headers: bearer(maria.token),
        payload: {
          items: [{ productId: product.id, quantity: 2, price: 1 }],
          shippingAddress: address,
          paymentMethod: 'cash_on_delivery',
        },
      });
      expect(placed.statusCode).toBe(201);
      const after = (await list('?search=Magnesio%20citrato')).products[0];
      expect(after?.stockQuantity).toBe(product.stockQuantity - 2);
    });

    it('refuses more than the stock with a clear 409 and sells nothing', async () => {
      const product = await productWithStock(1, 'AMI-MT-GLU');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/store/orders',
        headers: bearer(maria.token),
        payload: {
          items: [{ productId: product.id, quantity: product.stockQuantity + 1, price: 1 }],
          shippingAddress: address,
          paymentMethod: 'cash_on_delivery',
        },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        `Stock insuficiente para ${product.name}: solo hay ${product.stockQuantity} disponible(s)`,
      );
      const [after] = await t.app.db.select().from(products).where(eq(products.id, product.id));
      expect(after?.stockQuantity).toBe(product.stockQuantity);
    });

    it('returns the first order for a repeated idempotency key and sells nothing twice', async () => {
      const product = await productWithStock(5, 'ACC-BTL-1L');
      const payload = {
        items: [{ productId: product.id, quantity: 1, price: 135 }],
        shippingAddress: address,
        paymentMethod: 'cash_on_delivery',
      };
      const headers = { ...bearer(cliente.token), 'idempotency-key': `key-${backend}-${Date.now()}` };
      const first = await t.app.inject({ method: 'POST', url: '/api/store/orders', headers, payload });
      const second = await t.app.inject({ method: 'POST', url: '/api/store/orders', headers, payload });
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(200);
      expect(second.json().data.order.id).toBe(first.json().data.order.id);
      const [after] = await t.app.db.select().from(products).where(eq(products.id, product.id));
      expect(after?.stockQuantity).toBe(product.stockQuantity - 1);
    });

    it('lists only my own orders, 10 per page, newest first', async () => {
      const mine = await t.app.inject({ url: '/api/store/my-orders', headers: bearer(maria.token) });
      const body = mine.json().data;
      expect(body.pagination.limit).toBe(10);
      expect(body.orders.length).toBeGreaterThanOrEqual(3);
      expect(body.orders.every((o: { userId: string }) => o.userId === maria.userId)).toBe(true);
      expect((await t.app.inject({ url: '/api/store/my-orders' })).statusCode).toBe(401);
      const id = body.orders[0].id;
      expect((await t.app.inject({ url: `/api/store/orders/${id}`, headers: bearer(cliente.token) })).statusCode).toBe(
        404,
      );
      expect((await t.app.inject({ url: `/api/store/orders/${id}`, headers: bearer(maria.token) })).statusCode).toBe(
        200,
      );
    });
  });

  describe('field contracts (STORE_FIELDS)', () => {
    const refused = async (request: InjectOptions) => {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(422);
      return response.json().message as string;
    };
    const orderBody = async (change: Record<string, unknown>) => {
      const product = await productWithStock(1);
      return {
        items: [{ productId: product.id, quantity: 1, price: Number(product.price) }],
        customerInfo: { name: 'Ana Invitada', email: 'ana@correo.gt', phone: '5555 1234' },
        shippingAddress: { street: '6a Avenida 10-25', city: 'Guatemala' },
        paymentMethod: 'cash_on_delivery',
        sessionId: newGuest(),
        ...change,
      };
    };
    const { order, cart, catalogue } = STORE_FIELDS;

    it('refuses an over-limit order field with its contract message', async () => {
      const place = async (change: Record<string, unknown>) =>
        refused({ method: 'POST', url: '/api/store/orders', payload: await orderBody(change) });
      expect(await place({ notes: 'n'.repeat(order.notes.max + 1) })).toBe(
        `Las notas admite como máximo ${order.notes.max} caracteres`,
      );
      expect(
        await place({ customerInfo: { name: 'a'.repeat(order.customerName.max + 1), email: 'a@b.gt', phone: '1' } }),
      ).toBe(`El nombre del cliente admite como máximo ${order.customerName.max} caracteres`);
      expect(await place({ shippingAddress: { street: 'Calle 1', city: 'Guatemala', zipCode: '0'.repeat(21) } })).toBe(
        `El código postal admite como máximo ${order.zipCode.max} caracteres`,
      );
      const product = await productWithStock(1);
      const line = (item: Record<string, unknown>) => ({
        items: [{ productId: product.id, quantity: 1, price: 10, ...item }],
      });
      // A quantity is a whole number in range (within the integer column); a price is money.
      expect(await place(line({ quantity: 2 ** 31 }))).toBe(`La cantidad no puede ser mayor que ${order.quantity.max}`);
      expect(await place(line({ quantity: 1.5 }))).toBe(STORE_MESSAGES.orderItemInvalid);
      expect(await place(line({ quantity: '2' }))).toBe(STORE_MESSAGES.orderItemInvalid);
      expect(await place(line({ quantity: 0 }))).toBe(STORE_MESSAGES.orderItemInvalid);
      expect(await place(line({ price: 10.555 }))).toBe('El precio admite como máximo dos decimales');
      expect(await place(line({ price: 0 }))).toBe(STORE_MESSAGES.orderItemInvalid);
      expect(await place({ totalAmount: 1.234 })).toBe('El total admite como máximo dos decimales');
      const tooMany = Array.from({ length: order.lineCount.max + 1 }, () => line({}).items[0]);
      expect(await place({ items: tooMany })).toBe(
        `La cantidad de productos no puede ser mayor que ${order.lineCount.max}`,
      );
      expect(await place({ idempotencyKey: 'corta' })).toBe(
        'La clave de idempotencia debe tener de 8 a 200 caracteres (letras, números, . _ : -)',
      );
      expect(
        await refused({
          method: 'POST',
          url: '/api/store/orders',
          headers: { 'idempotency-key': 'con espacios dentro' },
          payload: await orderBody({}),
        }),
      ).toBe('La clave de idempotencia debe tener de 8 a 200 caracteres (letras, números, . _ : -)');
    });

    it('answers a NUL byte in a text field with 422, never a database error', async () => {
      const nul = 'Guate\u0000mala';
      const place = async (change: Record<string, unknown>) =>
        refused({ method: 'POST', url: '/api/store/orders', payload: await orderBody(change) });
      expect(await place({ notes: nul })).toBe('Las notas contiene caracteres no permitidos');
      expect(await place({ shippingAddress: { street: 'Calle 1', city: nul } })).toBe(
        'La ciudad contiene caracteres no permitidos',
      );
      expect(await place({ customerInfo: { name: nul, email: 'a@b.gt', phone: '1' } })).toBe(
        'El nombre del cliente contiene caracteres no permitidos',
      );
      const product = await productWithStock(1);
      expect(
        await refused({
          method: 'POST',
          url: '/api/store/cart',
          payload: { productId: product.id, selectedVariants: { sabor: nul }, sessionId: newGuest() },
        }),
      ).toBe('El valor de la opción contiene caracteres no permitidos');
      expect(await refused({ url: '/api/store/products?search=a%00b' })).toBe(
        'La búsqueda contiene caracteres no permitidos',
      );
    });

    it('keeps cart quantities, catalogue filters and pages within their contracts', async () => {
      const product = await productWithStock(1);
      const add = (quantity: unknown) =>
        refused({
          method: 'POST',
          url: '/api/store/cart',
          payload: { productId: product.id, quantity, sessionId: newGuest() },
        });
      expect(await add(cart.quantity.max + 1)).toBe(`La cantidad no puede ser mayor que ${cart.quantity.max}`);
      expect(await add(2 ** 40)).toBe(`La cantidad no puede ser mayor que ${cart.quantity.max}`);
      expect(await add(1.5)).toBe(STORE_MESSAGES.invalidQuantity);
      expect(await refused({ url: '/api/store/products?maxPrice=10.555' })).toBe(
        'El precio máximo admite como máximo dos decimales',
      );
      expect(await refused({ url: '/api/store/products?minPrice=-1' })).toBe('El precio mínimo no puede ser negativo');
      expect(await refused({ url: `/api/store/products?search=${'a'.repeat(catalogue.search.max + 1)}` })).toBe(
        `La búsqueda admite como máximo ${catalogue.search.max} caracteres`,
      );
      expect(await refused({ url: '/api/store/products?page=0' })).toBe('La página debe ser al menos 1');
      expect(await refused({ url: `/api/store/products?page=${2 ** 31}` })).toBe(
        'La página no puede ser mayor que 2147483647',
      );
      // A larger page size is read as the largest, as before.
      expect((await list('?limit=5000')).pagination.limit).toBe(catalogue.limit.max);
      expect(await refused({ url: '/api/store/my-orders?limit=1000', headers: bearer(maria.token) })).toBe(
        `El límite no puede ser mayor que ${STORE_FIELDS.myOrders.limit.max}`,
      );
    });
  });
});
