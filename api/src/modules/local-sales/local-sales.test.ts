import { businessDate } from '@gym/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, localSales, products, stockMovements } from '../../db/schema/index';
import {
  backends,
  bearer,
  createTestApp,
  signInDemo,
  useStaffTestApp,
  WITHOUT_ORDER_LIMITS,
  type TestApp,
} from '../../test/test-app';

type App = TestApp['app'];

async function product(app: App, sku: string, set: { stockQuantity?: number; price?: string } = {}) {
  const [row] = await app.db.select().from(products).where(eq(products.sku, sku));
  if (!row) throw new Error(`seed product ${sku} missing`);
  if (Object.keys(set).length === 0) return row;
  const [updated] = await app.db.update(products).set(set).where(eq(products.id, row.id)).returning();
  if (!updated) throw new Error('update failed');
  return updated;
}

const stockOf = async (app: App, id: string) =>
  (await app.db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, id)))[0]?.s;

describe.each(backends)('local sales on %s', (backend) => {
  const t = useStaffTestApp(backend);
  const post = (url: string, payload: unknown, headers = t.staff) =>
    t.app.inject({ method: 'POST', url: `/api/local-sales${url}`, headers, payload: payload as object });
  const get = (url: string, headers = t.staff) => t.app.inject({ url: `/api/local-sales${url}`, headers });

  it('records a cash sale with its change, priced by the server whatever the client sends', async () => {
    const whey = await product(t.app, 'PRO-ON-GS2', { stockQuantity: 10, price: '365.00' });
    const creatine = await product(t.app, 'CRE-ON-300', { stockQuantity: 5, price: '199.99' });
    // 2 x 365 + 1 x 199.99 = 929.99 (VAT included); the client's prices and total are ignored.
    const response = await post('/cash', {
      items: [
        { productId: whey.id, quantity: 2, price: 1 },
        { productId: creatine.id, quantity: 1, price: 1 },
      ],
      totalAmount: 2,
      cashReceived: 1000,
      customerName: '  Marta López ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { sale } = response.json().data;
    expect(response.json().message).toBe('Venta en efectivo registrada');
    expect(sale).toMatchObject({
      status: 'completed',
      paymentMethod: 'cash',
      totalAmount: 929.99,
      subtotal: 830.35,
      taxAmount: 99.64,
      cashReceived: 1000,
      change: 70.01,
      customer: { name: 'Marta López', isLocal: false },
      itemsCount: 3,
    });
    const today = businessDate();
    expect(sale.saleNumber).toMatch(
      new RegExp(`^VL-${today.slice(2, 4)}${today.slice(5, 7)}${today.slice(8, 10)}-\\d{4}$`),
    );
    expect(sale.items.find((i: { sku: string }) => i.sku === 'PRO-ON-GS2')).toMatchObject({
      unitPrice: 365,
      quantity: 2,
      lineTotal: 730,
    });
    expect(await stockOf(t.app, whey.id)).toBe(8);
    expect(await stockOf(t.app, creatine.id)).toBe(4);

    const moves = await t.app.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.reason, `Venta local ${sale.saleNumber}`));
    expect(moves.map((m) => [m.productId, m.kind, m.stockBefore, m.stockAfter]).sort()).toEqual(
      [
        [whey.id, 'local_sale', 10, 8],
        [creatine.id, 'local_sale', 5, 4],
      ].sort(),
    );
    const audit = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'local_sale'), eq(auditEvents.entityId, sale.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'cash_sale', toStatus: 'completed' });

    // The printable receipt reads the sale with its lines.
    const receipt = await get(`/${sale.id}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().data.sale).toMatchObject({ saleNumber: sale.saleNumber, change: 70.01 });
    expect(receipt.json().data.sale.items).toHaveLength(2);
    expect(receipt.json().data.sale.employee.name).toBeTruthy();
  });

  it('shows a sale without a name as a local customer and numbers receipts one after another', async () => {
    const bars = await product(t.app, 'PRO-ON-GS5', { stockQuantity: 10, price: '749.00' });
    const a = (await post('/cash', { items: [{ productId: bars.id, quantity: 1 }], cashReceived: 749 })).json().data
      .sale;
    const b = (await post('/cash', { items: [{ productId: bars.id, quantity: 1 }], cashReceived: 800 })).json().data
      .sale;
    expect(a.customer).toMatchObject({ name: 'Cliente local', isLocal: true });
    expect(a.change).toBe(0);
    expect(b.change).toBe(51);
    expect(Number(b.saleNumber.slice(-4))).toBe(Number(a.saleNumber.slice(-4)) + 1);
  });

  it('refuses cash below the total and a sale beyond the stock, writing nothing', async () => {
    const whey = await product(t.app, 'PRO-DY-ISO', { stockQuantity: 3, price: '100.00' });
    const other = await product(t.app, 'CRE-MT-PLAT', { stockQuantity: 9 });
    const before = await t.app.db.select().from(localSales);
    const movesBefore = await t.app.db.select().from(stockMovements);

    const short = await post('/cash', { items: [{ productId: whey.id, quantity: 2 }], cashReceived: 199.99 });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('El efectivo recibido es menor al total de la venta');

    const tooMany = await post('/cash', {
      items: [
        { productId: other.id, quantity: 1 },
        { productId: whey.id, quantity: 4 },
      ],
      cashReceived: 5000,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(`Stock insuficiente para ${whey.name}: solo hay 3 disponible(s)`);
    const transferTooMany = await post('/transfer', { items: [{ productId: whey.id, quantity: 4 }] });
    expect(transferTooMany.statusCode).toBe(409);

    expect(await stockOf(t.app, whey.id)).toBe(3);
    expect(await stockOf(t.app, other.id)).toBe(9);
    expect(await t.app.db.select().from(localSales)).toHaveLength(before.length);
    expect(await t.app.db.select().from(stockMovements)).toHaveLength(movesBefore.length);

    // The receipt sequence did not move either: the next sale takes the number after the last one made.
    const last =
      before
        .map((s) => s.saleNumber)
        .sort()
        .at(-1) ?? '';
    const next = (await post('/cash', { items: [{ productId: whey.id, quantity: 1 }], cashReceived: 100 })).json().data
      .sale;
    expect(Number(next.saleNumber.slice(-4))).toBe(Number(last.slice(-4)) + 1);
  });

  it('refuses an archived, inactive or unknown product, an empty sale and the same product twice', async () => {
    const archived = await product(t.app, 'PRO-BSN-TM');
    await t.app.db
      .update(products)
      .set({ archivedAt: new Date(), isActive: false })
      .where(eq(products.id, archived.id));
    const gone = await post('/cash', { items: [{ productId: archived.id, quantity: 1 }], cashReceived: 9999 });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Producto no encontrado o no disponible para la venta');
    const unknown = await post('/cash', {
      items: [{ productId: '00000000-0000-4000-8000-000000000009', quantity: 1 }],
      cashReceived: 9999,
    });
    expect(unknown.statusCode).toBe(404);
    const empty = await post('/cash', { items: [], cashReceived: 10 });
    expect(empty.statusCode).toBe(422);
    const p = await product(t.app, 'PRO-ON-CAS', { stockQuantity: 10 });
    const twice = await post('/cash', {
      items: [
        { productId: p.id, quantity: 1 },
        { productId: p.id, quantity: 1 },
      ],
      cashReceived: 9999,
    });
    expect(twice.statusCode).toBe(422);
    const zero = await post('/cash', { items: [{ productId: p.id, quantity: 0 }], cashReceived: 9999 });
    expect(zero.statusCode).toBe(422);
  });

  it('keeps a transfer sale pending until confirmed once; a cancelled one gives its stock back', async () => {
    const p = await product(t.app, 'PRO-NOW-VEG', { stockQuantity: 6, price: '250.00' });
    const created = await post('/transfer', {
      items: [{ productId: p.id, quantity: 2 }],
      transferReference: 'BI-778812',
      customerName: 'Pedro',
    });
    expect(created.statusCode, created.body).toBe(201);
    const sale = created.json().data.sale;
    expect(sale).toMatchObject({ status: 'pending', paymentMethod: 'transfer', totalAmount: 500, change: null });
    // Stock is held at the sale.
    expect(await stockOf(t.app, p.id)).toBe(4);

    const pending = (await get('/pending-transfers')).json().data;
    expect(pending.sales.map((s: { id: string }) => s.id)).toContain(sale.id);

    const confirmed = await post(`/${sale.id}/confirm-transfer`, { notes: 'Vista en banca' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe('Transferencia confirmada');
    expect(confirmed.json().data.sale).toMatchObject({ status: 'completed', confirmationNotes: 'Vista en banca' });
    const again = await post(`/${sale.id}/confirm-transfer`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta transferencia ya fue confirmada');
    expect((await get('/pending-transfers')).json().data.sales.map((s: { id: string }) => s.id)).not.toContain(sale.id);
    // A completed sale is not cancelled here.
    expect((await post(`/${sale.id}/cancel`, {})).statusCode).toBe(409);

    const other = (await post('/transfer', { items: [{ productId: p.id, quantity: 3 }] })).json().data.sale;
    expect(await stockOf(t.app, p.id)).toBe(1);
    const cancelled = await post(`/${other.id}/cancel`, { reason: 'No llegó la transferencia' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.sale.status).toBe('cancelled');
    expect(await stockOf(t.app, p.id)).toBe(4);
    expect((await post(`/${other.id}/cancel`, {})).statusCode).toBe(409);
    expect(await stockOf(t.app, p.id)).toBe(4);
    const confirmCancelled = await post(`/${other.id}/confirm-transfer`, {});
    expect(confirmCancelled.statusCode).toBe(409);
    expect(confirmCancelled.json().message).toBe('Esta venta fue cancelada');
    const restock = await t.app.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.reason, `Venta local ${other.saleNumber} cancelada`));
    expect(restock).toHaveLength(1);
    expect(restock[0]).toMatchObject({ kind: 'local_sale_restock', stockBefore: 1, stockAfter: 4 });

    const cashSale = (await post('/cash', { items: [{ productId: p.id, quantity: 1 }], cashReceived: 250 })).json().data
      .sale;
    const notTransfer = await post(`/${cashSale.id}/confirm-transfer`, {});
    expect(notTransfer.statusCode).toBe(409);
    expect(notTransfer.json().message).toBe('Esta venta no es por transferencia');
    expect((await get('/00000000-0000-4000-8000-000000000009')).statusCode).toBe(404);
    expect((await get('/no-es-un-id')).statusCode).toBe(404);
  });

  it('finds products to sell by name or SKU: active, not archived, in stock; an exact SKU first', async () => {
    await product(t.app, 'CRE-DY-CRE', { stockQuantity: 0 });
    const bySku = (await get('/products/search?q=cre-on-300')).json().data.products;
    expect(bySku[0]).toMatchObject({ sku: 'CRE-ON-300' });
    expect(typeof bySku[0].price).toBe('number');
    const byName = (await get('/products/search?q=gold%20standard&limit=1')).json().data.products;
    expect(byName).toHaveLength(1);
    expect(byName[0].name).toMatch(/Gold Standard/);
    const all = (await get('/products/search?q=CRE')).json().data.products.map((p: { sku: string }) => p.sku);
    expect(all).not.toContain('CRE-DY-CRE');
    expect(all).not.toContain('PRO-BSN-TM');
    expect((await get('/products/search')).json().data.products).toHaveLength(10);
    // '%' is a character to find ('100% Whey'), not a wildcard.
    const percent = (await get('/products/search?q=%25')).json().data.products;
    expect(percent.length).toBeGreaterThan(0);
    expect(percent.every((p: { name: string; sku: string }) => `${p.name}${p.sku}`.includes('%'))).toBe(true);
  });

  it("reports the day and the seller's own figures; lists sales with filters", async () => {
    const admin = t.admin;
    const p = await product(t.app, 'AMI-ON-BCAA', { stockQuantity: 20, price: '10.00' });
    const before = (await get('/reports/daily')).json().data;
    const mineBefore = (await get('/my-stats', admin)).json().data;
    await post('/cash', { items: [{ productId: p.id, quantity: 3 }], cashReceived: 50 }, admin);
    const pending = (await post('/transfer', { items: [{ productId: p.id, quantity: 2 }] }, admin)).json().data.sale;

    const day = (await get(`/reports/daily?date=${businessDate()}`)).json().data;
    expect(day.totalSales).toBe(before.totalSales + 1);
    expect(day.totalAmount).toBeCloseTo(before.totalAmount + 30, 2);
    expect(day.byMethod.cash.count).toBe(before.byMethod.cash.count + 1);
    expect(day.itemsSold).toBe(before.itemsSold + 3);
    expect(day.pendingTransfers.count).toBe(before.pendingTransfers.count + 1);
    expect(day.products.find((x: { sku: string }) => x.sku === 'AMI-ON-BCAA')).toMatchObject({
      quantity: 3,
      amount: 30,
    });
    expect((await get('/reports/daily?date=2020-01-01')).json().data.totalSales).toBe(0);
    expect((await get('/reports/daily?date=2020-02-30')).statusCode).toBe(422);

    const mine = (await get('/my-stats', admin)).json().data;
    expect(mine.today.totalSales).toBe(mineBefore.today.totalSales + 1);
    expect(mine.today.totalAmount).toBeCloseTo(mineBefore.today.totalAmount + 30, 2);
    expect(mine.recentSales[0].id).toBe(pending.id);
    expect(mine.recentSales.length).toBeLessThanOrEqual(10);

    const list = (await get('/?status=pending&paymentMethod=transfer&limit=5')).json().data;
    expect(list.sales.every((s: { status: string }) => s.status === 'pending')).toBe(true);
    expect(list.sales.map((s: { id: string }) => s.id)).toContain(pending.id);
    expect(list.pagination.limit).toBe(5);
    const completed = (await get(`/?status=completed&startDate=${businessDate()}&endDate=${businessDate()}`)).json()
      .data;
    expect(completed.pagination.total).toBe(day.totalSales);
  });

  it('archives, never deletes, a product sold at the counter', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/store/management/products',
      headers: t.admin,
      payload: { name: 'Toalla del gimnasio', price: 45, stockQuantity: 4, categoryId: await categoryId(t.app) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.product.id;
    expect((await post('/cash', { items: [{ productId: id, quantity: 1 }], cashReceived: 45 })).statusCode).toBe(201);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/store/management/products/${id}`,
      headers: t.admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [row] = await t.app.db.select().from(products).where(eq(products.id, id));
    expect(row?.archivedAt).not.toBeNull();
    expect(row?.isActive).toBe(false);
  });

  it('lets a colaborador sell and refuses a cliente', async () => {
    const p = await product(t.app, 'PRO-ON-GS2', { stockQuantity: 5 });
    const cliente = await signInDemo(t.app, 'cliente');
    const refused = await post(
      '/cash',
      { items: [{ productId: p.id, quantity: 1 }], cashReceived: 9999 },
      bearer(cliente.token),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('No tiene permiso para registrar ventas locales');
    expect(await stockOf(t.app, p.id)).toBe(5);
  });
});

async function categoryId(app: App): Promise<string> {
  const { productCategories } = await import('../../db/schema/index');
  const [row] = await app.db.select({ id: productCategories.id }).from(productCategories).limit(1);
  if (!row) throw new Error('no category');
  return row.id;
}

// Row locks only mean something with real concurrent connections: PostgreSQL (PGlite is one connection).
describe.runIf(backends.includes('postgres'))('local sales under concurrency on postgres', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp('postgres', WITHOUT_ORDER_LIMITS);
    staff = bearer((await signInDemo(t.app, 'colaborador')).token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a counter sale and five online orders racing for the last three units sell exactly three', async () => {
    const p = await product(t.app, 'PRO-ON-GS5', { stockQuantity: 3 });
    const online = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/store/orders',
        payload: {
          items: [{ productId: p.id, quantity: 1, price: 1 }],
          customerInfo: { name: `Invitado ${n}`, email: `invitado${n}@correo.gt`, phone: '5555 0000' },
          shippingAddress: { street: 'Calle 1', city: 'Guatemala' },
          paymentMethod: 'cash_on_delivery',
          sessionId: `guest_pos_race_${n}`,
        },
      });
    const counter = t.app.inject({
      method: 'POST',
      url: '/api/local-sales/cash',
      headers: staff,
      payload: { items: [{ productId: p.id, quantity: 1 }], cashReceived: 1000 },
    });
    const responses = await Promise.all([counter, ...Array.from({ length: 5 }, (_, n) => online(n))]);
    const sold = responses.filter((r) => r.statusCode === 201);
    expect(sold).toHaveLength(3);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(3);
    expect(await stockOf(t.app, p.id)).toBe(0);
    const moves = await t.app.db.select().from(stockMovements).where(eq(stockMovements.productId, p.id));
    expect(moves.filter((m) => m.kind === 'order' || m.kind === 'local_sale')).toHaveLength(3);
    expect(moves.every((m) => m.stockAfter >= 0)).toBe(true);
  });

  it('numbers concurrent sales without repeats and confirms a transfer once when confirmed twice at once', async () => {
    const p = await product(t.app, 'CRE-ON-300', { stockQuantity: 50 });
    const salesBefore = (await t.app.db.select().from(localSales).where(like(localSales.saleNumber, 'VL-%'))).length;
    const sales = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/local-sales/transfer',
          headers: staff,
          payload: { items: [{ productId: p.id, quantity: 1 }] },
        }),
      ),
    );
    expect(sales.every((r) => r.statusCode === 201)).toBe(true);
    const numbers = sales.map((r) => r.json().data.sale.saleNumber);
    expect(new Set(numbers).size).toBe(8);
    const id = sales[0]?.json().data.sale.id;
    const confirms = await Promise.all(
      [0, 1].map(() =>
        t.app.inject({ method: 'POST', url: `/api/local-sales/${id}/confirm-transfer`, headers: staff, payload: {} }),
      ),
    );
    expect(confirms.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(confirms.find((r) => r.statusCode === 409)?.json().message).toBe('Esta transferencia ya fue confirmada');
    const audit = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'confirm_transfer')));
    expect(audit).toHaveLength(1);
    expect(await t.app.db.select().from(localSales).where(like(localSales.saleNumber, 'VL-%'))).toHaveLength(
      salesBefore + 8,
    );
  });
});
