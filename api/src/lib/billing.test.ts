import { TAX_ID_MESSAGES } from '@gym/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localSales, memberships, orders, payments, products, users } from '../db/schema/index';
import { backends, bearer, useStaffTestApp } from '../test/test-app';

/** 576937-K: a NIT whose check character is K (worked in domain tax-id.test.ts). */
const NIT = '576937-k';
/** A DPI's CUI: check digit 9 over 23456789, department 01, municipality 01. */
const CUI = '2345 67899 0101';

describe.each(backends)("the buyer's NIT or CF on every sale, on %s", (backend) => {
  const t = useStaffTestApp(backend);
  const post = (url: string, payload: unknown, headers: Record<string, string> = t.staff) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload: payload as object });

  const product = async (sku: string, price: string, stockQuantity = 20) => {
    const [row] = await t.app.db
      .update(products)
      .set({ price, stockQuantity })
      .where(eq(products.sku, sku))
      .returning();
    if (!row) throw new Error(`seed product ${sku} missing`);
    return row;
  };
  const counterSales = async () => (await t.app.db.select({ id: localSales.id }).from(localSales)).length;
  const stockOf = async (id: string) =>
    (await t.app.db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, id)))[0]?.s;
  const plans = async () =>
    (await t.app.inject({ url: '/api/memberships/plans' })).json().data.plans as {
      id: string;
      durationType: string;
      price: number;
    }[];

  it('stores a counter sale with a valid NIT and its name, and a sale with no billing as CF (null)', async () => {
    const whey = await product('PRO-ON-GS2', '365.00');
    const sold = await post('/local-sales/cash', {
      items: [{ productId: whey.id, quantity: 1 }],
      cashReceived: 365,
      billing: { taxId: NIT, name: '  Gimnasio del Valle, S.A. ' },
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const [row] = await t.app.db.select().from(localSales).where(eq(localSales.id, sold.json().data.sale.id));
    expect(row).toMatchObject({ billingTaxId: '576937K', billingName: 'Gimnasio del Valle, S.A.' });

    const cf = await post('/local-sales/transfer', { items: [{ productId: whey.id, quantity: 1 }] });
    expect(cf.statusCode, cf.body).toBe(201);
    const [plain] = await t.app.db.select().from(localSales).where(eq(localSales.id, cf.json().data.sale.id));
    expect(plain).toMatchObject({ billingTaxId: null, billingName: null });
  });

  it('refuses a wrong check digit and CF at Q 2,500, with the Spanish message, writing nothing', async () => {
    const bars = await product('PRO-ON-GS5', '1250.00', 10);
    const before = await counterSales();

    const wrong = await post('/local-sales/cash', {
      items: [{ productId: bars.id, quantity: 1 }],
      cashReceived: 1250,
      billing: { taxId: '1234567-8' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(TAX_ID_MESSAGES.invalidNit);

    // 2 x Q 1,250.00 = Q 2,500.00: CF is refused, typed or left out.
    for (const billing of [undefined, { taxId: 'CF' }, { taxId: ' ' }]) {
      const refused = await post('/local-sales/cash', {
        items: [{ productId: bars.id, quantity: 2 }],
        cashReceived: 2500,
        ...(billing ? { billing } : {}),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(TAX_ID_MESSAGES.cfNotAllowed);
    }
    expect(await counterSales()).toBe(before);
    expect(await stockOf(bars.id)).toBe(10);

    // The same sale with a CUI goes through.
    const withCui = await post('/local-sales/cash', {
      items: [{ productId: bars.id, quantity: 2 }],
      cashReceived: 2500,
      billing: { taxId: CUI },
    });
    expect(withCui.statusCode, withCui.body).toBe(201);
    const [row] = await t.app.db.select().from(localSales).where(eq(localSales.id, withCui.json().data.sale.id));
    expect(row?.billingTaxId).toBe('2345678990101');
  });

  it("keeps a checkout's NIT on the order and its payment, and refuses CF on a Q 2,500 order", async () => {
    const gloves = await product('PRO-DY-ISO', '1300.00');
    const order = (billing: unknown, sessionId: string, quantity = 1) =>
      post(
        '/store/orders',
        {
          items: [{ productId: gloves.id, quantity, price: 1300 }],
          customerInfo: { name: 'Ana López', email: 'ana@correo.gt', phone: '5555 0000' },
          shippingAddress: { street: 'Calle 1', city: 'Guatemala' },
          paymentMethod: 'cash_on_delivery',
          deliveryMethod: 'pickup',
          sessionId,
          ...(billing ? { billing } : {}),
        },
        {},
      );
    const placed = await order({ taxId: NIT, name: 'Ana López de Pérez' }, 'guest_billing_nit');
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().data.order.id as string;
    const [stored] = await t.app.db.select().from(orders).where(eq(orders.id, id));
    expect(stored).toMatchObject({ billingTaxId: '576937K', billingName: 'Ana López de Pérez' });
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.orderId, id));
    expect(payment).toMatchObject({ billingTaxId: '576937K', billingName: 'Ana López de Pérez' });

    const ordersBefore = (await t.app.db.select({ id: orders.id }).from(orders)).length;
    const refused = await order(null, 'guest_billing_cf', 2);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(TAX_ID_MESSAGES.cfNotAllowed);
    expect((await t.app.db.select({ id: orders.id }).from(orders)).length).toBe(ordersBefore);
  });

  it("writes the NIT on the desk's pass, plan sale and renewal, and on a member's own payment", async () => {
    const pass = await post('/front-desk/daily-income', {
      visitorName: 'Visitante',
      receivedAmount: 100,
      billing: { taxId: CUI, name: 'Luis Ajú' },
    });
    expect(pass.statusCode, pass.body).toBe(201);
    const [passRow] = await t.app.db.select().from(payments).where(eq(payments.id, pass.json().data.payment.id));
    expect(passRow).toMatchObject({ billingTaxId: '2345678990101', billingName: 'Luis Ajú', payerName: 'Visitante' });

    const client = await t.newClient('Rosa');
    const monthly = (await plans()).find((p) => p.durationType === 'monthly')!;
    const membershipsBefore = (await t.app.db.select({ id: memberships.id }).from(memberships)).length;
    const wrong = await post('/memberships/purchase', {
      planId: monthly.id,
      userId: client.userId,
      paymentMethod: 'cash',
      billing: { taxId: '576937-5' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(TAX_ID_MESSAGES.invalidNit);
    expect((await t.app.db.select({ id: memberships.id }).from(memberships)).length).toBe(membershipsBefore);

    const sold = await post('/memberships/purchase', {
      planId: monthly.id,
      userId: client.userId,
      paymentMethod: 'cash',
      billing: { taxId: NIT },
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const [soldPayment] = await t.app.db.select().from(payments).where(eq(payments.id, sold.json().data.payment.id));
    expect(soldPayment).toMatchObject({ billingTaxId: '576937K', billingName: null });

    const membershipId = sold.json().data.membership.id as string;
    // Twelve months at Q 3,000.00: CF is not allowed on the renewal.
    const cfRenewal = await post(`/memberships/${membershipId}/renew`, { months: 12, price: 3000 });
    expect(cfRenewal.statusCode).toBe(400);
    expect(cfRenewal.json().message).toBe(TAX_ID_MESSAGES.cfNotAllowed);
    const renewed = await post(`/memberships/${membershipId}/renew`, {
      months: 12,
      price: 3000,
      billing: { taxId: '576937K', name: 'Rosa Pérez' },
    });
    expect(renewed.statusCode, renewed.body).toBe(201);
    const [renewal] = await t.app.db.select().from(payments).where(eq(payments.id, renewed.json().data.payment.id));
    expect(renewal).toMatchObject({ billingTaxId: '576937K', billingName: 'Rosa Pérez', amount: '3000.00' });

    const own = await post(
      '/payments',
      { paymentType: 'daily', method: 'transfer', billing: { taxId: 'cf' } },
      bearer(client.token),
    );
    expect(own.statusCode, own.body).toBe(201);
    const [ownRow] = await t.app.db.select().from(payments).where(eq(payments.id, own.json().data.payment.id));
    expect(ownRow).toMatchObject({ billingTaxId: null, userId: client.userId });
  });

  it("keeps a member's default NIT and billing name in the profile, checked by its digit", async () => {
    const client = await t.newClient('Marta');
    const patch = (payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/auth/profile',
        headers: bearer(client.token),
        payload: payload as object,
      });
    const saved = await patch({ billingTaxId: NIT, billingName: 'Marta Sic' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.user).toMatchObject({ billingTaxId: '576937K', billingName: 'Marta Sic' });

    const wrong = await patch({ billingTaxId: '1234567-8' });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrong.statusCode).toBeLessThan(500);
    expect(wrong.body).toContain(TAX_ID_MESSAGES.invalidNit);

    const cleared = await patch({ billingTaxId: 'CF', billingName: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, client.userId));
    expect(row).toMatchObject({ billingTaxId: null, billingName: null });
  });
});
