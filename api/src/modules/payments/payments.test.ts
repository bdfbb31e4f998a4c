import { PAYMENT_MESSAGES } from '@gym/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, visits } from '../../db/schema/index';
import { makePng } from '../../test/images';
import {
  backends,
  bearer,
  createTestApp,
  multipartFile,
  signInDemo,
  type SignedIn,
  type TestApp,
} from '../../test/test-app';

type Who = 'admin' | 'colaborador' | 'cliente' | 'maria';

describe.each(backends)('payments routes on %s', (backend) => {
  let t: TestApp;
  const session = {} as Record<Who, SignedIn>;

  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const key of ['admin', 'colaborador', 'cliente', 'maria'] as const)
      session[key] = await signInDemo(t.app, key);
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (who: Who) => bearer(session[who].token);
  const list = async (who: Who, query = '') =>
    (await t.app.inject({ url: `/api/payments${query}`, headers: as(who) })).json().data;
  const upload = (who: Who, paymentId: string, content: Buffer, type = 'image/png', field = 'proof') => {
    const body = multipartFile(field, 'comprobante', type, content);
    return t.app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/transfer-proof`,
      headers: { ...as(who), ...body.headers },
      payload: body.payload,
    });
  };

  it('lists only the member own payments, newest first, with membership and plan', async () => {
    const own = await list('cliente');
    expect(own.pagination).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(own.payments.every((p: { userId: string }) => p.userId === session.cliente.userId)).toBe(true);
    expect(own.payments[0]).toMatchObject({
      status: 'completed',
      method: 'cash',
      paymentType: 'membership',
      amount: 250,
      plan: { name: 'Mensual' },
    });
    expect(own.payments[0].membership).toMatchObject({ status: 'active' });
    expect(own.payments[2]).toMatchObject({ paymentType: 'daily', membership: null, plan: null });
    const filtered = await list('cliente', `?userId=${session.maria.userId}`);
    expect(filtered.payments.every((p: { userId: string }) => p.userId === session.cliente.userId)).toBe(true);
    const staff = await list('colaborador', '?limit=100');
    expect(staff.pagination.total).toBeGreaterThan(own.pagination.total);
    expect((await list('colaborador', '?status=pending&paymentMethod=transfer')).payments[0].userId).toBe(
      session.maria.userId,
    );
  });

  it('refuses an unknown status, method or type filter naming the accepted values', async () => {
    const refused = async (query: string) => {
      const response = await t.app.inject({ url: `/api/payments${query}`, headers: as('colaborador') });
      expect(response.statusCode).toBe(422);
      return response.json().message;
    };
    expect(await refused('?status=paid')).toBe('El estado debe ser uno de: completed, pending, failed, cancelled');
    expect(await refused('?paymentMethod=bitcoin')).toBe(
      'El método de pago debe ser uno de: cash, card, transfer, mobile',
    );
    expect(await refused('?paymentType=gift')).toMatch(
      /^El tipo de pago debe ser uno de: membership, daily, bulk_daily, /,
    );
  });

  it('uploads a transfer proof checked by content to the own pending transfer only', async () => {
    const [pending] = (await list('maria')).payments;
    expect(pending).toMatchObject({ status: 'pending', method: 'transfer', proofUrl: null });

    const fake = await upload('maria', pending.id, Buffer.from('<html>no es imagen</html>'), 'image/png');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toBe(PAYMENT_MESSAGES.proofInvalidType);
    const big = await upload('maria', pending.id, Buffer.concat([makePng(), Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    const wrongField = await upload('maria', pending.id, makePng(), 'image/png', 'image');
    expect(wrongField.statusCode).toBe(422);
    const notOwner = await upload('cliente', pending.id, makePng());
    expect(notOwner.statusCode).toBe(404);

    const ok = await upload('maria', pending.id, makePng());
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(PAYMENT_MESSAGES.proofUploaded);
    expect(ok.json().data.payment.proofUrl).toBe(`/api/payments/${pending.id}/transfer-proof`);
    const served = await t.app.inject({ url: ok.json().data.payment.proofUrl, headers: as('maria') });
    expect(served.headers['content-type']).toBe('image/png');

    const pdf = await upload(
      'maria',
      pending.id,
      Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
      'application/pdf',
    );
    expect(pdf.statusCode).toBe(200);
    const servedPdf = await t.app.inject({ url: pdf.json().data.payment.proofUrl, headers: as('maria') });
    expect(servedPdf.headers['content-type']).toBe('application/pdf');

    const completed = (await list('cliente')).payments[0];
    expect((await upload('cliente', completed.id, makePng())).statusCode).toBe(400);
  });

  it('shows pending transfers to staff only, with waiting time and urgency', async () => {
    expect((await t.app.inject({ url: '/api/payments/transfers/pending', headers: as('cliente') })).statusCode).toBe(
      403,
    );
    const response = await t.app.inject({ url: '/api/payments/transfers/pending', headers: as('colaborador') });
    expect(response.statusCode).toBe(200);
    const { transfers, total } = response.json().data;
    expect(total).toBe(1);
    expect(transfers[0]).toMatchObject({
      user: { email: 'maria.lopez@gimnasio.demo' },
      urgency: 'normal',
      method: 'transfer',
    });
    expect(transfers[0].waitingHours).toBeGreaterThanOrEqual(0);
  });

  it('records a daily pass: pending for a member, completed with a visit when staff take cash', async () => {
    const member = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: as('cliente'),
      payload: { paymentType: 'daily', method: 'transfer' },
    });
    expect(member.statusCode).toBe(201);
    expect(member.json().data.payment).toMatchObject({
      status: 'pending',
      amount: 25,
      paymentType: 'daily',
      method: 'transfer',
    });

    const [visitsBefore] = [await t.app.db.select().from(visits).where(eq(visits.userId, session.maria.userId))];
    const desk = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: as('colaborador'),
      payload: { paymentType: 'daily', method: 'cash', userId: session.maria.userId },
    });
    expect(desk.statusCode).toBe(201);
    expect(desk.json().data.payment).toMatchObject({ status: 'completed', userId: session.maria.userId });
    const visitsAfter = await t.app.db.select().from(visits).where(eq(visits.userId, session.maria.userId));
    expect(visitsAfter.length).toBe(visitsBefore!.length + 1);

    const noMembership = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: as('cliente'),
      payload: { paymentType: 'membership' },
    });
    expect(noMembership.statusCode).toBe(400);
    const alreadyPaid = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: as('maria'),
      payload: {
        paymentType: 'membership',
        membershipId: (await list('maria')).payments.find((p: { membershipId: string | null }) => p.membershipId)
          .membershipId,
      },
    });
    expect(alreadyPaid.statusCode).toBe(400);
    expect(alreadyPaid.json().message).toBe(PAYMENT_MESSAGES.membershipNotPayable);
  });

  it('creates the pending payment of a store order once (staff only)', async () => {
    const [order] = await t.app.db
      .insert(orders)
      .values({
        orderNumber: 'ORD-TEST-0001',
        userId: session.cliente.userId,
        ownerKey: `user:${session.cliente.userId}`,
        paymentMethod: 'transfer',
        deliveryMethod: 'pickup',
        deliveryType: 'pickup',
        customerInfo: { name: 'Luis Pérez', email: 'cliente@gimnasio.demo', phone: '5555' },
        subtotal: '100.00',
        taxAmount: '12.00',
        shippingAmount: '0.00',
        totalAmount: '112.00',
      } as typeof orders.$inferInsert)
      .returning({ id: orders.id });
    const call = (who: Who) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/from-order',
        headers: as(who),
        payload: { orderId: order!.id },
      });
    expect((await call('cliente')).statusCode).toBe(403);
    const first = await call('colaborador');
    expect(first.statusCode).toBe(201);
    expect(first.json().data.payment).toMatchObject({
      amount: 112,
      method: 'transfer',
      paymentType: 'store_transfer',
      status: 'pending',
      orderId: order!.id,
      concept: 'Orden ORD-TEST-0001',
    });
    const second = await call('admin');
    expect(second.statusCode).toBe(200);
    expect(second.json().data.payment.id).toBe(first.json().data.payment.id);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/payments/from-order',
      headers: as('admin'),
      payload: { orderId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("names a payment's fields as the staff spec does too: paymentMethod, paymentDate and userId beside ours (issue 34 item 14)", async () => {
    type Payment = Record<string, unknown>;
    const specNamed = (payment: Payment, where: string) => {
      expect(payment, where).toHaveProperty('userId');
      expect(payment.paymentMethod, where).toBe(payment.method);
      expect(Number.isNaN(Date.parse(String(payment.paymentDate))), where).toBe(false);
    };
    const read = async (url: string, who: Who = 'admin') => {
      const response = await t.app.inject({ url, headers: as(who) });
      expect(response.statusCode, url).toBe(200);
      return response.json().data;
    };
    const own = (await read('/api/payments', 'cliente')).payments as Payment[];
    expect(own.length).toBeGreaterThan(0);
    for (const payment of own) specNamed(payment, 'GET /payments');
    expect(own[0]).toMatchObject({ userId: session.cliente.userId });
    const all = (await read('/api/payments?limit=100')).payments as Payment[];
    for (const payment of all) specNamed(payment, 'GET /payments (staff)');
    specNamed((await read(`/api/payments/${String(all[0]!.id)}`)).payment, 'GET /payments/{id}');
    for (const payment of (await read('/api/payments/cash/pending?limit=100')).payments)
      specNamed(payment, 'GET /payments/cash/pending');
    for (const payment of (await read('/api/payments/search?q=Luis')).payments)
      specNamed(payment, 'GET /payments/search');
    const membershipId = own.find((p) => p.membershipId)!.membershipId;
    const ofMembership = (await read(`/api/memberships/${String(membershipId)}`)).payments as Payment[];
    expect(ofMembership.length).toBeGreaterThan(0);
    for (const payment of ofMembership) specNamed(payment, 'GET /memberships/{id}');

    // Every answer of the OpenAPI document that holds a payment (an object with its id, method,
    // status and its type or proof; a report's mixed detail rows are not payments) declares the
    // spec's names, so no answer sends a payment without them.
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const found: string[] = [];
    const walk = (node: unknown, where: string): void => {
      if (!node || typeof node !== 'object') return;
      const properties = (node as { properties?: Record<string, unknown> }).properties;
      const isPayment =
        properties &&
        ['id', 'method', 'status'].every((name) => name in properties) &&
        ('paymentType' in properties || 'hasProof' in properties);
      if (properties && isPayment) {
        found.push(where);
        for (const name of ['paymentMethod', 'paymentDate', 'userId'])
          expect(properties, `${where}: ${name}`).toHaveProperty(name);
      }
      for (const [key, value] of Object.entries(node)) walk(value, `${where}.${key}`);
    };
    for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, unknown>>))
      for (const [verb, operation] of Object.entries(operations))
        walk((operation as { responses?: unknown }).responses, `${verb.toUpperCase()} ${path}`);
    walk(doc.components, 'components');
    expect(found).toEqual(
      expect.arrayContaining([
        'components.schemas.Payment',
        'components.schemas.PaymentQueueItem',
        'components.schemas.CardPayment',
        'GET /api/store/orders/{id}/payment.200.content.application/json.schema.properties.data.properties.payment',
        'GET /api/payments/transfers/pending.200.content.application/json.schema.properties.data.properties.transfers.items',
      ]),
    );
  });

  it('gives the bank accounts for transfers to anyone, a guest at checkout too', async () => {
    const response = await t.app.inject({ url: '/api/payments/bank-accounts', headers: as('cliente') });
    expect(response.json().data.accounts[0]).toMatchObject({
      bankName: 'Banco Industrial',
      accountNumber: '123-456789-0',
    });
    const guest = await t.app.inject({ url: '/api/payments/bank-accounts' });
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data.accounts).toEqual(response.json().data.accounts);
  });

  it('holds a new payment and the list filters to their field contracts', async () => {
    const create = async (payload: Record<string, unknown>) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/payments', headers: as('cliente'), payload });
      expect(response.statusCode).toBe(422);
      return response.json().message;
    };
    expect(await create({ paymentType: 'daily', notes: 'n'.repeat(501) })).toBe(
      'Las notas admite como máximo 500 caracteres',
    );
    expect(await create({ paymentType: 'daily', notes: 'Efectivo\u0000' })).toBe(
      'Las notas contiene caracteres no permitidos',
    );
    expect(await create({ paymentType: 'daily', method: 'bitcoin' })).toBe('Método de pago inválido');
    expect(await create({ paymentType: 'gift' })).toBe('El tipo de pago debe ser uno de: daily, membership');
    const huge = await t.app.inject({ url: '/api/payments?limit=2147483648', headers: as('colaborador') });
    expect(huge.statusCode).toBe(422);
    const clamped = await t.app.inject({ url: '/api/payments?limit=500', headers: as('colaborador') });
    expect(clamped.json().data.pagination.limit).toBe(100);
  });
});
