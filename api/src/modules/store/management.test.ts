import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { STORE_ADMIN_MESSAGES as ADMIN, CONTENT_MESSAGES, FIELD_MESSAGES, STORE_FIELDS } from '@gym/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, orders, productCategories, products, stockMovements } from '../../db/schema/index';
import { makeJpeg, makePng } from '../../test/images';
import { backends, multipartFile, useStaffTestApp } from '../../test/test-app';

const M = '/api/store/management';

/** A multipart body with several file parts and text fields. */
function multipart(parts: { field: string; filename?: string; contentType?: string; content: Buffer | string }[]) {
  const boundary = `----gymtest${Math.random().toString(16).slice(2)}`;
  const chunks = parts.map((part) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"` +
          (part.filename ? `; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'image/png'}` : '') +
          '\r\n\r\n',
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(backends)('store back office on %s', (backend) => {
  const t = useStaffTestApp(backend);

  const categoryId = async () => {
    const [row] = await t.app.db.select().from(productCategories).where(eq(productCategories.slug, 'accesorios'));
    return row!.id;
  };
  const create = async (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `${M}/products`, headers: t.admin, payload });
  const newProduct = async (extra: Record<string, unknown> = {}) => {
    const response = await create({ name: 'Toalla de gimnasio', price: 45, categoryId: await categoryId(), ...extra });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.product as { id: string; sku: string; stockQuantity: number; name: string };
  };

  it('refuses a product with every spec message, joined by commas', async () => {
    const response = await create({
      name: 'A',
      price: 0,
      stockQuantity: -1,
      minStock: -1,
      weight: -1,
      originalPrice: -1,
      sku: 'x'.repeat(101),
      description: 'd'.repeat(2001),
    });
    expect(response.statusCode).toBe(422);
    const message = response.json().message as string;
    for (const expected of [
      ADMIN.productNameShort,
      ADMIN.pricePositive,
      ADMIN.stockNegative,
      ADMIN.minStockNegative,
      ADMIN.weightNegative,
      ADMIN.originalPriceNegative,
      ADMIN.skuTooLong,
      ADMIN.descriptionTooLong,
      ADMIN.categoryRequired,
    ])
      expect(message).toContain(expected);

    const missing = await create({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toContain(ADMIN.priceRequired);
    expect(missing.json().message).toContain(ADMIN.categoryRequired);

    const above = await create({ name: 'Botella', price: 120, originalPrice: 100, categoryId: await categoryId() });
    expect(above.statusCode).toBe(422);
    expect(above.json().message).toBe(ADMIN.priceAboveOriginal);

    const badCategory = await create({
      name: 'Botella',
      price: 10,
      categoryId: '00000000-0000-4000-8000-000000000009',
    });
    expect(badCategory.statusCode).toBe(422);
    expect(badCategory.json().message).toBe(ADMIN.categoryInvalid);
    const notAnId = await create({ name: 'Botella', price: 10, categoryId: '12' });
    expect(notAnId.json().message).toBe(ADMIN.categoryInvalid);
  });

  it('reads an optional number sent as an empty string as absent, not as a wrong number (issue 34 item 13)', async () => {
    // What a form with its weight and dimensions left empty sends.
    const created = await create({
      name: 'Toalla sin medidas',
      price: 45,
      categoryId: await categoryId(),
      weight: '',
      originalPrice: ' ',
      stockQuantity: '',
      dimensions: { length: '', width: 20, height: '', unit: 'cm' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().data.product;
    expect(product).toMatchObject({ weight: null, originalPrice: null, stockQuantity: 0 });
    expect(product.dimensions).toEqual({ width: 20, unit: 'cm' });

    const weighed = await t.app.inject({
      method: 'PUT',
      url: `${M}/products/${product.id}`,
      headers: t.admin,
      payload: { weight: 1.5 },
    });
    expect(weighed.json().data.product.weight).toBe(1.5);
    // On an edit, an empty number leaves the stored value as it was.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${M}/products/${product.id}`,
      headers: t.admin,
      payload: { name: 'Toalla pesada', weight: '', price: '', minStock: '' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.product).toMatchObject({ name: 'Toalla pesada', weight: 1.5, price: 45 });
    // Text that is not a number is still refused with the number's message.
    const wrong = await create({ name: 'Toalla', price: 45, categoryId: await categoryId(), weight: 'pesada' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(FIELD_MESSAGES.notNumber(STORE_FIELDS.product.weight));
  });

  it('creates, updates, lists and duplicates a product; the catalogue shows the change at once', async () => {
    // Warm the public catalogue cache, then create: the new product must show.
    await t.app.inject({ url: '/api/store/products?search=Toalla%20azul' });
    const product = await newProduct({ name: 'Toalla azul', sku: 'TOA-AZ-1', stockQuantity: 3 });
    const listed = await t.app.inject({ url: '/api/store/products?search=Toalla%20azul' });
    expect(listed.json().data.products.map((p: { id: string }) => p.id)).toContain(product.id);

    const taken = await create({ name: 'Otra', price: 5, sku: 'TOA-AZ-1', categoryId: await categoryId() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ADMIN.skuTaken);

    const updated = await t.app.inject({
      method: 'PUT',
      url: `${M}/products/${product.id}`,
      headers: t.admin,
      payload: { price: 50, stockQuantity: 8, stockReason: 'Conteo físico' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      message: ADMIN.productUpdated,
      data: { product: { price: 50, stockQuantity: 8 } },
    });
    const publicView = await t.app.inject({ url: `/api/store/products/${product.id}` });
    expect(publicView.json().data.product.price).toBe(50);

    const priceAbove = await t.app.inject({
      method: 'PUT',
      url: `${M}/products/${product.id}`,
      headers: t.admin,
      payload: { originalPrice: 40 },
    });
    expect(priceAbove.statusCode).toBe(422);
    expect(priceAbove.json().message).toBe(ADMIN.priceAboveOriginal);

    const search = await t.app.inject({ url: `${M}/products?search=TOA-AZ`, headers: t.admin });
    expect(search.json().data.products).toHaveLength(1);
    // Accents and case forgiven, in the name as in the description (the seeded 'Proteínas' too).
    const folded = await t.app.inject({ url: `${M}/products?search=PROTEINA&limit=100`, headers: t.admin });
    const names: string[] = folded.json().data.products.map((p: { name: string }) => p.name);
    expect(names.length).toBeGreaterThan(0);
    const seeded = await t.app.inject({ url: `/api/store/products?search=prote%C3%ADna&limit=100` });
    expect(names.length).toBe(seeded.json().data.pagination.total);

    const copy = await t.app.inject({ method: 'POST', url: `${M}/products/${product.id}/duplicate`, headers: t.admin });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data.product).toMatchObject({ name: 'Toalla azul (copia)', stockQuantity: 0 });
    expect(copy.json().data.product.sku).not.toBe('TOA-AZ-1');

    const movements = await t.app.inject({ url: `${M}/products/${product.id}/movements`, headers: t.admin });
    expect(movements.statusCode).toBe(200);
    expect(movements.json().data.movements).toMatchObject([
      { kind: 'set', stockBefore: 3, stockAfter: 8, reason: 'Conteo físico', actor: { role: 'admin' } },
      { kind: 'set', stockBefore: 0, stockAfter: 3, reason: 'Stock inicial' },
    ]);

    const stats = await t.app.inject({ url: `${M}/products/stats`, headers: t.admin });
    expect(stats.statusCode).toBe(200);
    expect(stats.json().data.totalProducts).toBeGreaterThan(2);
  });

  it('sets, adds and subtracts stock with a movement and an audit row each; never below zero', async () => {
    const product = await newProduct({ stockQuantity: 0 });
    const stock = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `${M}/products/${product.id}/stock`, headers: t.admin, payload });

    // A list served before the change must not hide it.
    await t.app.inject({ url: `/api/store/products/${product.id}` });
    expect((await stock({ operation: 'set', quantity: 10, reason: 'Conteo' })).json()).toMatchObject({
      message: ADMIN.stockUpdated,
      data: { change: { stockBefore: 0, stockAfter: 10 }, product: { stockQuantity: 10 } },
    });
    expect((await stock({ operation: 'add', quantity: 5 })).json().data.change.stockAfter).toBe(15);
    expect((await stock({ operation: 'subtract', quantity: 4, reason: 'Merma' })).json().data.change.stockAfter).toBe(
      11,
    );
    const refused = await stock({ operation: 'subtract', quantity: 12 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Stock insuficiente para ${product.name}: hay 11 unidad(es)`);
    const negative = await stock({ operation: 'add', quantity: -1 });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().message).toBe(ADMIN.stockQuantityNegative);
    const badOperation = await stock({ operation: 'multiply', quantity: 1 });
    expect(badOperation.json().message).toBe(ADMIN.stockOperationInvalid);

    const catalogue = await t.app.inject({ url: `/api/store/products/${product.id}` });
    expect(catalogue.json().data.product.stockQuantity).toBe(11);

    const movements = await t.app.db.select().from(stockMovements).where(eq(stockMovements.productId, product.id));
    expect(movements.map((m) => [m.kind, m.stockBefore, m.stockAfter]).sort()).toEqual(
      [
        ['add', 10, 15],
        ['set', 0, 10],
        ['subtract', 15, 11],
      ].sort(),
    );
    expect(movements.find((m) => m.kind === 'add')?.reason).toBe(ADMIN.stockDefaultReason);
    const audits = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'product'), eq(auditEvents.entityId, product.id)));
    expect(audits.filter((a) => a.action.startsWith('stock_'))).toHaveLength(3);
  });

  it('changes bulk stock all together or not at all', async () => {
    const a = await newProduct({ stockQuantity: 2 });
    const b = await newProduct({ stockQuantity: 1 });
    const bulk = (updates: unknown[]) =>
      t.app.inject({ method: 'PUT', url: `${M}/products/bulk-stock`, headers: t.admin, payload: { updates } });
    const refused = await bulk([
      { productId: a.id, operation: 'add', quantity: 3 },
      { productId: b.id, operation: 'subtract', quantity: 2 },
    ]);
    expect(refused.statusCode).toBe(409);
    const [aAfter] = await t.app.db.select().from(products).where(eq(products.id, a.id));
    expect(aAfter?.stockQuantity).toBe(2);

    const done = await bulk([
      { productId: a.id, operation: 'add', quantity: 3, reason: 'Compra' },
      { productId: b.id, operation: 'set', quantity: 7 },
    ]);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.updated).toHaveLength(2);
    expect((await bulk([])).json().message).toBe(ADMIN.stockUpdatesRequired);
    const twice = await bulk([
      { productId: a.id, quantity: 1 },
      { productId: a.id, quantity: 2 },
    ]);
    expect(twice.json().message).toBe(ADMIN.stockDuplicateProduct);
  });

  it('pages the grid: the total counts the whole filter, pages keep their order with images, past the end is empty', async () => {
    const list = async (query: string) => {
      const response = await t.app.inject({ url: `${M}/products?${query}`, headers: t.admin });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as {
        products: { id: string; name: string; images: unknown[]; category: { slug: string } | null }[];
        pagination: { total: number; page: number; pages: number; limit: number };
      };
    };
    const all = await list('limit=100&sortBy=name&sortOrder=asc');
    const first = await list('limit=7&sortBy=name&sortOrder=asc');
    const second = await list('page=2&limit=7&sortBy=name&sortOrder=asc');
    expect(first.pagination).toEqual({
      total: all.pagination.total,
      page: 1,
      pages: Math.ceil(all.pagination.total / 7),
      limit: 7,
    });
    expect([...first.products, ...second.products].map((p) => p.id)).toEqual(
      all.products.slice(0, 14).map((p) => p.id),
    );
    expect(first.products.every((p) => p.category !== null)).toBe(true);
    expect(first.products.some((p) => p.images.length > 0)).toBe(true);
    const newest = await list('limit=3');
    expect(newest.products.map((p) => p.id)).toEqual(
      (await list('limit=100&sortBy=createdAt&sortOrder=desc')).products.slice(0, 3).map((p) => p.id),
    );
    const past = await list(`page=${all.pagination.pages + 5}&limit=100`);
    expect(past.products).toEqual([]);
    expect(past.pagination.total).toBe(all.pagination.total);
  });

  it('archives a product that has orders and deletes one that has none', async () => {
    const sold = await newProduct({ stockQuantity: 5, name: 'Guantes archivables' });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/store/orders',
      payload: {
        items: [{ productId: sold.id, quantity: 2, price: 45 }],
        customerInfo: { name: 'Ana López', email: 'ana@correo.gt', phone: '5555 0000' },
        shippingAddress: { street: 'Calle 1', city: 'Guatemala' },
        paymentMethod: 'cash_on_delivery',
        sessionId: 'guest_archive_test',
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    // The order's units left as a movement too.
    const orderMovement = await t.app.db.select().from(stockMovements).where(eq(stockMovements.productId, sold.id));
    expect(orderMovement.map((m) => [m.kind, m.stockBefore, m.stockAfter])).toContainEqual(['order', 5, 3]);

    const removed = await t.app.inject({ method: 'DELETE', url: `${M}/products/${sold.id}`, headers: t.admin });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ data: { archived: true }, message: ADMIN.productArchived });
    expect((await t.app.inject({ url: `/api/store/products/${sold.id}` })).statusCode).toBe(404);
    const archived = await t.app.inject({ url: `${M}/products?status=archived`, headers: t.admin });
    expect(archived.json().data.products.map((p: { id: string }) => p.id)).toContain(sold.id);
    const defaultList = await t.app.inject({ url: `${M}/products?search=archivables`, headers: t.admin });
    expect(defaultList.json().data.products).toHaveLength(0);
    const [kept] = await t.app.db.select().from(orders).where(eq(orders.id, order.json().data.order.id));
    expect(kept).toBeDefined();
    const orderView = await t.app.inject({ url: `${M}/orders/${kept!.id}`, headers: t.admin });
    expect(orderView.json().data.order.items[0].productId).toBe(sold.id);

    const unsold = await newProduct();
    const deleted = await t.app.inject({ method: 'DELETE', url: `${M}/products/${unsold.id}`, headers: t.admin });
    expect(deleted.json()).toMatchObject({ data: { archived: false }, message: ADMIN.productDeleted });
    expect((await t.app.db.select().from(products).where(eq(products.id, unsold.id))).length).toBe(0);
  });

  it('uploads images by content, refuses a renamed non-image, reorders, sets primary and deletes', async () => {
    const product = await newProduct();
    const url = `${M}/products/${product.id}/images`;
    const png = multipartFile('image', 'a.png', 'image/png', makePng());
    const first = await t.app.inject({
      method: 'POST',
      url: `${url}?altText=Frente`,
      headers: { ...t.admin, ...png.headers },
      payload: png.payload,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.image).toMatchObject({ isPrimary: true, altText: 'Frente', displayOrder: 0 });

    const fake = multipartFile('image', 'foto.jpg', 'image/jpeg', Buffer.from('MZ este es un ejecutable, no una foto'));
    const refused = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...t.admin, ...fake.headers },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(CONTENT_MESSAGES.imageInvalidType);
    const empty = await t.app.inject({ method: 'POST', url, headers: t.admin, payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(CONTENT_MESSAGES.imageRequired);
    const big = multipartFile(
      'image',
      'big.png',
      'image/png',
      Buffer.concat([makePng(), Buffer.alloc(3 * 1024 * 1024)]),
    );
    const tooBig = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...t.admin, ...big.headers },
      payload: big.payload,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(CONTENT_MESSAGES.imageTooLarge);

    const many = multipart([
      { field: 'images', filename: 'b.jpg', contentType: 'image/jpeg', content: makeJpeg() },
      { field: 'images', filename: 'c.png', content: makePng(2, 2, [0, 0, 200]) },
    ]);
    const added = await t.app.inject({
      method: 'POST',
      url: `${url}/multiple`,
      headers: { ...t.admin, ...many.headers },
      payload: many.payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    const [b, c] = added.json().data.images as { id: string; isPrimary: boolean; displayOrder: number }[];
    expect([b?.isPrimary, c?.isPrimary, b?.displayOrder, c?.displayOrder]).toEqual([false, false, 1, 2]);

    const mixed = multipart([
      { field: 'images', filename: 'd.png', content: makePng() },
      { field: 'images', filename: 'e.png', content: 'no soy una imagen' },
    ]);
    const before = (await readdir(path.join(t.uploadsDir, 'products', product.id))).length;
    const mixedRefused = await t.app.inject({
      method: 'POST',
      url: `${url}/multiple`,
      headers: { ...t.admin, ...mixed.headers },
      payload: mixed.payload,
    });
    expect(mixedRefused.statusCode).toBe(422);
    expect((await readdir(path.join(t.uploadsDir, 'products', product.id))).length).toBe(before);

    const firstId = first.json().data.image.id as string;
    const reordered = await t.app.inject({
      method: 'PUT',
      url: `${url}/reorder`,
      headers: t.admin,
      payload: {
        imageOrders: [
          { imageId: c!.id, displayOrder: 0 },
          { imageId: firstId, displayOrder: 1 },
          { imageId: b!.id, displayOrder: 2 },
        ],
      },
    });
    expect(reordered.json().data.images.map((i: { id: string }) => i.id)).toEqual([c!.id, firstId, b!.id]);
    const primary = await t.app.inject({ method: 'PUT', url: `${url}/${b!.id}/primary`, headers: t.admin });
    expect(primary.json().data.image.isPrimary).toBe(true);
    const alt = await t.app.inject({
      method: 'PUT',
      url: `${url}/${c!.id}`,
      headers: t.admin,
      payload: { altText: 'Lado' },
    });
    expect(alt.json().data.image.altText).toBe('Lado');
    const publicView = await t.app.inject({ url: `/api/store/products/${product.id}` });
    expect(publicView.json().data.product.primaryImage.id).toBe(b!.id);

    const removed = await t.app.inject({ method: 'DELETE', url: `${url}/${b!.id}`, headers: t.admin });
    expect(removed.json().message).toBe(ADMIN.imageDeleted);
    const left = await t.app.inject({ url, headers: t.admin });
    expect(left.json().data.images).toMatchObject([
      { id: c!.id, isPrimary: true },
      { id: firstId, isPrimary: false },
    ]);
    const missing = await t.app.inject({ method: 'DELETE', url: `${url}/${b!.id}`, headers: t.admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ADMIN.imageNotFound);
  });

  it('answers a multipart body cut short with 400, never a 500', async () => {
    const product = await newProduct();
    const many = multipart([{ field: 'images', filename: 'a.png', content: makePng() }]);
    const cut = many.payload.subarray(0, many.payload.length - 20);
    const response = await t.app.inject({
      method: 'POST',
      url: `${M}/products/${product.id}/images/multiple`,
      headers: { ...t.admin, ...many.headers },
      payload: cut,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('El formulario enviado está incompleto o mal formado');
  });

  it("puts a cancelled order's units back as a restock movement", async () => {
    const product = await newProduct({ stockQuantity: 4, name: 'Banda elástica' });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/store/orders',
      payload: {
        items: [{ productId: product.id, quantity: 3, price: 45 }],
        customerInfo: { name: 'Luis Gómez', email: 'luis@correo.gt', phone: '5555 0002' },
        shippingAddress: { street: 'Calle 3', city: 'Guatemala' },
        paymentMethod: 'cash_on_delivery',
        sessionId: 'guest_restock_test',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const paymentId = placed.json().data.order.paymentId as string;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/cancel-cash-payment`,
      headers: t.admin,
      payload: { reason: 'El cliente no llegó' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const history = await t.app.inject({ url: `${M}/products/${product.id}/movements`, headers: t.admin });
    expect(
      history
        .json()
        .data.movements.map((m: { kind: string; stockBefore: number; stockAfter: number }) => [
          m.kind,
          m.stockBefore,
          m.stockAfter,
        ]),
    ).toEqual([
      ['restock', 1, 4],
      ['order', 4, 1],
      ['set', 0, 4],
    ]);
  });

  it('manages brands with a logo, search, stats and the spec messages', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: `${M}/brands`,
      headers: t.admin,
      payload: { name: 'X', description: 'd'.repeat(501), website: 'no-es-url' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(
      [ADMIN.brandNameShort, ADMIN.brandDescriptionTooLong, ADMIN.brandWebsiteInvalid].join(', '),
    );

    const form = multipart([
      { field: 'name', content: 'Marca Nueva' },
      { field: 'website', content: 'https://marca-nueva.gt' },
      { field: 'logo', filename: 'logo.png', content: makePng() },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: `${M}/brands`,
      headers: { ...t.admin, ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      message: ADMIN.brandCreated,
      data: { brand: { name: 'Marca Nueva', productCount: 0 } },
    });
    const brand = created.json().data.brand as { id: string; logo: string };
    expect(brand.logo).toMatch(/^\/uploads\/brands\/.+\.png$/);
    expect((await t.app.inject({ url: brand.logo })).statusCode).toBe(200);

    const badForm = multipart([{ field: 'name', content: 'Z' }]);
    const badFormResponse = await t.app.inject({
      method: 'POST',
      url: `${M}/brands`,
      headers: { ...t.admin, ...badForm.headers },
      payload: badForm.payload,
    });
    expect(badFormResponse.statusCode).toBe(422);
    expect(badFormResponse.json().message).toBe(ADMIN.brandNameShort);

    const dup = await t.app.inject({
      method: 'POST',
      url: `${M}/brands`,
      headers: t.admin,
      payload: { name: 'Marca Nueva' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(ADMIN.brandNameTaken);

    // A website typed without its scheme is taken, stored with https://.
    const bare = await t.app.inject({
      method: 'POST',
      url: `${M}/brands`,
      headers: t.admin,
      payload: { name: 'Gymshark', website: 'gymshark.com' },
    });
    expect(bare.statusCode, bare.body).toBe(201);
    expect(bare.json().data.brand.website).toBe('https://gymshark.com');
    const bareForm = multipart([
      { field: 'name', content: 'Marca Form' },
      { field: 'website', content: 'www.marca-form.gt' },
    ]);
    const viaForm = await t.app.inject({
      method: 'POST',
      url: `${M}/brands`,
      headers: { ...t.admin, ...bareForm.headers },
      payload: bareForm.payload,
    });
    expect(viaForm.statusCode, viaForm.body).toBe(201);
    expect(viaForm.json().data.brand.website).toBe('https://www.marca-form.gt');

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `${M}/brands/${brand.id}`,
      headers: t.admin,
      payload: { description: 'Hecha aquí', website: 'marca-nueva.gt' },
    });
    expect(renamed.json().data.brand).toMatchObject({
      name: 'Marca Nueva',
      description: 'Hecha aquí',
      website: 'https://marca-nueva.gt',
    });
    const search = await t.app.inject({ url: `${M}/brands/search?q=nueva`, headers: t.admin });
    expect(search.json().data.brands.map((b: { id: string }) => b.id)).toEqual([brand.id]);
    const stats = await t.app.inject({ url: `${M}/brands/stats`, headers: t.admin });
    expect(stats.json().data.totalBrands).toBeGreaterThan(1);

    await newProduct({ brandId: brand.id });
    const inUse = await t.app.inject({ method: 'DELETE', url: `${M}/brands/${brand.id}`, headers: t.admin });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('No se puede eliminar la marca: la usan 1 producto(s)');
    const lone = await t.app.inject({
      method: 'POST',
      url: `${M}/brands`,
      headers: t.admin,
      payload: { name: 'Sin productos' },
    });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `${M}/brands/${lone.json().data.brand.id}`,
      headers: t.admin,
    });
    expect(gone.json().message).toBe(ADMIN.brandDeleted);
  });

  it('manages categories: slug, reorder, search, stats and the spec messages', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: `${M}/categories`,
      headers: t.admin,
      payload: { name: 'X', slug: 'Con Espacios', description: 'd'.repeat(501), displayOrder: -1 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(
      [
        ADMIN.categoryNameShort,
        ADMIN.categorySlugInvalid,
        ADMIN.categoryDescriptionTooLong,
        ADMIN.categoryOrderNegative,
      ].join(', '),
    );
    const created = await t.app.inject({
      method: 'POST',
      url: `${M}/categories`,
      headers: t.admin,
      payload: { name: 'Nutrición Básica' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: ADMIN.categoryCreated,
      data: { category: { slug: 'nutricion-basica' } },
    });
    const id = created.json().data.category.id as string;
    const dup = await t.app.inject({
      method: 'POST',
      url: `${M}/categories`,
      headers: t.admin,
      payload: { name: 'Nutricion basica' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(ADMIN.categorySlugTaken);

    const bySlug = await t.app.inject({ url: `${M}/categories/slug/nutricion-basica`, headers: t.admin });
    expect(bySlug.json().data.category.id).toBe(id);
    const search = await t.app.inject({ url: `${M}/categories/search?q=básica`, headers: t.admin });
    expect(search.json().data.categories.map((c: { id: string }) => c.id)).toEqual([id]);
    const reordered = await t.app.inject({
      method: 'PUT',
      url: `${M}/categories/reorder`,
      headers: t.admin,
      payload: { categoryOrders: [{ id, displayOrder: 0 }] },
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().data.categories[0].id).toBe(id);
    const publicList = await t.app.inject({ url: '/api/store/categories' });
    expect(publicList.json().data.categories[0].id).toBe(id);
    const stats = await t.app.inject({ url: `${M}/categories/stats`, headers: t.admin });
    expect(stats.json().data.totalCategories).toBeGreaterThan(1);

    const inUse = await t.app.inject({
      method: 'DELETE',
      url: `${M}/categories/${await categoryId()}`,
      headers: t.admin,
    });
    expect(inUse.statusCode).toBe(409);
    const gone = await t.app.inject({ method: 'DELETE', url: `${M}/categories/${id}`, headers: t.admin });
    expect(gone.json().message).toBe(ADMIN.categoryDeleted);
  });

  it('searches online orders by number, customer name and product name', async () => {
    const product = await newProduct({ name: 'Cuerda para saltar', stockQuantity: 5 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/store/orders',
      payload: {
        items: [{ productId: product.id, quantity: 1, price: 45 }],
        customerInfo: { name: 'Rosa Pérez', email: 'rosa@correo.gt', phone: '5555 0001' },
        shippingAddress: { street: 'Calle 2', city: 'Guatemala' },
        paymentMethod: 'transfer',
        sessionId: 'guest_orders_search',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const number = placed.json().data.order.orderNumber as string;
    const find = async (query: string) => {
      const response = await t.app.inject({ url: `${M}/orders?${query}`, headers: t.staff });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as {
        orders: { orderNumber: string; customerName: string }[];
        pagination: { limit: number };
      };
    };
    const byNumber = await find(`orderNumber=${number.slice(-6)}`);
    expect(byNumber.orders.map((o) => o.orderNumber)).toEqual([number]);
    expect(byNumber.pagination.limit).toBe(50);
    expect((await find('customerName=rosa%20p')).orders.map((o) => o.customerName)).toEqual(['Rosa Pérez']);
    expect((await find('productName=cuerda')).orders.map((o) => o.orderNumber)).toEqual([number]);
    expect((await find('productName=nadie-vende-esto')).orders).toEqual([]);
    expect((await find('page=1')).pagination.limit).toBe(20);
  });

  it('refuses the back office to a colaborador, except the orders list', async () => {
    const products = await t.app.inject({ url: `${M}/products`, headers: t.staff });
    expect(products.statusCode).toBe(403);
    expect(products.json().message).toBe(ADMIN.forbidden);
    expect((await t.app.inject({ url: `${M}/orders`, headers: t.staff })).statusCode).toBe(200);
  });
});
