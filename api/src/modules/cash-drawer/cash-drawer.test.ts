import { createRequire } from 'node:module';
import path from 'node:path';
import { CASH_DRAWER_MESSAGES as M, formatGTQ, PAYMENT_MESSAGES } from '@gym/domain';
import { and, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { auditEvents, cashMovements, cashSessions, payments, products } from '../../db/schema/index';
import { backends, bearer, signIn, useStaffTestApp } from '../../test/test-app';

const STANDARD_FONTS = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** The text of every page of a PDF. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  return parts.join('\n');
}

describe.each(backends)('cash drawers on %s', (backend) => {
  const t = useStaffTestApp(backend);
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  let clerks = 0;
  /** A new colaborador, signed in: a drawer of their own with nothing before. */
  const newClerk = async () => {
    clerks += 1;
    const email = `caja${clerks}@gimnasio.demo`;
    const created = await call('POST', '/users', t.admin, {
      email,
      password: 'Colab123x',
      firstName: 'Cajero',
      lastName: `Cajero ${'ABCDEFGHIJ'[clerks] ?? 'Z'}`,
      role: 'colaborador',
    });
    expect(created.statusCode, created.body).toBe(201);
    const session = await signIn(t.app, email, 'Colab123x');
    return { headers: bearer(session.token), userId: session.userId };
  };
  const current = async (headers: Record<string, string>) =>
    (await call('GET', '/cash-sessions/current', headers)).json().data.session;
  const movementsOf = async (sessionId: string) =>
    t.app.db.select().from(cashMovements).where(eq(cashMovements.sessionId, sessionId));
  const product = async (sku = 'CRE-ON-300') => {
    const [row] = await t.app.db.select().from(products).where(eq(products.sku, sku));
    await t.app.db.update(products).set({ stockQuantity: 50 }).where(eq(products.id, row!.id));
    return row!;
  };
  const cashSale = async (headers: Record<string, string>) => {
    const sale = await call('POST', '/local-sales/cash', headers, {
      items: [{ productId: (await product()).id, quantity: 1 }],
      cashReceived: 500,
    });
    expect(sale.statusCode, sale.body).toBe(201);
    return sale.json().data.sale as { id: string; totalAmount: number };
  };
  const closeCurrent = (headers: Record<string, string>, payload: object) =>
    call('POST', '/cash-sessions/current/close', headers, payload);

  it('opens a drawer with its float, refuses a second, takes petty cash and closes even', async () => {
    const clerk = await newClerk();
    expect(await current(clerk.headers)).toBeNull();
    const opened = await call('POST', '/cash-sessions', clerk.headers, { openingFloat: 200 });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json().data.session).toMatchObject({
      status: 'open',
      openingFloat: 200,
      expected: 200,
      openedAutomatically: false,
      clerkName: 'Cajero Cajero B',
    });
    const again = await call('POST', '/cash-sessions', clerk.headers, { openingFloat: 100 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyOpen);

    const noReason = await call('POST', '/cash-sessions/current/movements', clerk.headers, { amount: 20, reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().message).toBe(M.pettyReasonRequired);
    const tooMuch = await call('POST', '/cash-sessions/current/movements', clerk.headers, {
      amount: 500,
      reason: 'Garrafón',
    });
    expect(tooMuch.statusCode).toBe(400);
    const petty = await call('POST', '/cash-sessions/current/movements', clerk.headers, {
      amount: 35.5,
      reason: 'Garrafón de agua',
    });
    expect(petty.statusCode, petty.body).toBe(201);
    expect(petty.json().data.session).toMatchObject({ expected: 164.5, cashOut: 35.5 });

    // Q 164.50 = 1 x 100 + 3 x 20 + 4 x 1 + 1 x 0.50
    const closed = await closeCurrent(clerk.headers, { counts: { b100: 1, b20: 3, c1: 4, c050: 1 } });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.session).toMatchObject({
      status: 'closed',
      expected: 164.5,
      counted: 164.5,
      difference: 0,
      differenceReason: null,
    });
    expect(await current(clerk.headers)).toBeNull();
    const actions = await t.app.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'cash_session'), eq(auditEvents.entityId, opened.json().data.session.id)));
    expect(actions.map((a) => a.action).sort()).toEqual(['close', 'open', 'petty_cash_out']);
  });

  it('opens a drawer at Q 0.00 by itself on the first cash taken, and every source is a movement', async () => {
    const clerk = await newClerk();
    const sale = await cashSale(clerk.headers);
    const auto = await current(clerk.headers);
    expect(auto).toMatchObject({ openingFloat: 0, openedAutomatically: true, expected: sale.totalAmount });

    const pass = await call('POST', '/front-desk/daily-income', clerk.headers, { receivedAmount: 50 });
    expect(pass.statusCode, pass.body).toBe(201);
    const passAmount = pass.json().data.payment.amount as number;

    // A member's cash membership confirmed at the cash queue is a desk payment.
    const member = await t.newClient('Lucía');
    const plans = (await call('GET', '/memberships/plans', {})).json().data.plans as {
      id: string;
      durationType: string;
    }[];
    const monthly = plans.find((p) => p.durationType === 'monthly')!;
    const bought = await call('POST', '/memberships/purchase', bearer(member.token), {
      planId: monthly.id,
      paymentMethod: 'cash',
      selectedSchedule: {},
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const confirm = await call('POST', `/payments/${bought.json().data.payment.id}/confirm-cash`, clerk.headers, {
      receivedAmount: 300,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);

    // A renewal at the desk in cash.
    const renewed = await call('POST', `/memberships/${bought.json().data.membership.id}/renew`, clerk.headers, {});
    expect(renewed.statusCode, renewed.body).toBe(201);

    const rows = await movementsOf(auto.id);
    expect(rows.map((r) => r.kind).sort()).toEqual(['counter_sale', 'daily_pass', 'desk_payment', 'renewal']);
    const drawer = await current(clerk.headers);
    const expected =
      sale.totalAmount + passAmount + bought.json().data.payment.amount + renewed.json().data.payment.amount;
    expect(drawer.expected).toBeCloseTo(expected, 2);
    expect(drawer.movementCount).toBe(4);
    // A transfer sale moves no cash.
    const transfer = await call('POST', '/local-sales/transfer', clerk.headers, {
      items: [{ productId: (await product()).id, quantity: 1 }],
    });
    expect(transfer.statusCode).toBe(201);
    expect((await current(clerk.headers)).movementCount).toBe(4);
  });

  it('asks a reason for a difference, stores the count, and a close is final', async () => {
    const clerk = await newClerk();
    await call('POST', '/cash-sessions', clerk.headers, { openingFloat: 100 });
    const sale = await cashSale(clerk.headers);
    const expected = 100 + sale.totalAmount;
    // Q 5.00 short: the expected amount minus a Q 5 bill, counted in coins of Q 0.01 for the cents.
    const cents = Math.round((expected - 5) * 100);
    const counts = { b100: Math.floor(cents / 10000), c001: cents % 10000 };
    const noReason = await closeCurrent(clerk.headers, { counts });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().message).toBe(M.reasonRequired);
    const closed = await closeCurrent(clerk.headers, { counts, reason: 'Faltó un billete de Q 5' });
    expect(closed.statusCode, closed.body).toBe(200);
    const session = closed.json().data.session;
    expect(session).toMatchObject({ difference: -5, differenceReason: 'Faltó un billete de Q 5' });
    expect(session.counted).toBeCloseTo(expected - 5, 2);
    expect(session.counts.find((c: { key: string }) => c.key === 'b100').pieces).toBe(counts.b100);

    const twice = await call('POST', `/cash-sessions/${session.id}/close`, clerk.headers, { counts: {}, reason: 'x' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.alreadyClosed);
    expect((await closeCurrent(clerk.headers, { counts: {} })).json().message).toBe(M.noOpenSession);

    // The admin's list shows it with its difference; a clerk may not read the list.
    const list = await call('GET', `/cash-sessions?userId=${clerk.userId}&withDifference=true`, t.admin);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.sessions).toEqual([
      expect.objectContaining({ id: session.id, difference: -5, differenceReason: 'Faltó un billete de Q 5' }),
    ]);
    expect(list.json().data.totals.withDifference).toBe(1);
    expect((await call('GET', '/cash-sessions', clerk.headers)).statusCode).toBe(403);

    // Another clerk cannot read it; the owner and the admin can, with its movements.
    const other = await newClerk();
    const foreign = await call('GET', `/cash-sessions/${session.id}`, other.headers);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(M.notYours);
    expect((await call('GET', `/cash-sessions/${session.id}/report.pdf`, other.headers)).statusCode).toBe(403);
    const own = await call('GET', `/cash-sessions/${session.id}`, clerk.headers);
    expect(own.json().data.movements).toEqual([
      expect.objectContaining({ kind: 'counter_sale', kindLabel: 'Venta de mostrador', amount: sale.totalAmount }),
    ]);
    expect((await call('GET', `/cash-sessions/${session.id}`, t.admin)).statusCode).toBe(200);
    const member = await t.newClient('Pedro');
    expect((await call('GET', '/cash-sessions/current', bearer(member.token))).statusCode).toBe(403);

    const pdf = await call('GET', `/cash-sessions/${session.id}/report.pdf`, clerk.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Cierre de caja');
    expect(text).toContain('Cajero Cajero');
    expect(text).toContain(formatGTQ(expected));
    expect(text).toContain(formatGTQ(expected - 5));
    expect(text).toContain('-Q 5.00 (Faltante Q 5.00)');
    expect(text).toContain('Faltó un billete de Q 5');
    expect(text).toContain('Venta de mostrador');
  });

  it('of two closes at once one wins, the other reads a closed drawer', async () => {
    const clerk = await newClerk();
    const opened = (await call('POST', '/cash-sessions', clerk.headers, { openingFloat: 50 })).json().data.session;
    const [a, b] = await Promise.all([
      call('POST', `/cash-sessions/${opened.id}/close`, clerk.headers, { counts: { b50: 1 } }),
      call('POST', `/cash-sessions/${opened.id}/close`, t.admin, { counts: { b50: 1 } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const rows = await t.app.db.select().from(cashSessions).where(eq(cashSessions.userId, clerk.userId));
    expect(rows).toHaveLength(1);
  });

  it('two cash sales at once with no drawer open open one drawer, holding both', async () => {
    const clerk = await newClerk();
    const [a, b] = await Promise.all([cashSale(clerk.headers), cashSale(clerk.headers)]);
    const rows = await t.app.db.select().from(cashSessions).where(eq(cashSessions.userId, clerk.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.openedAutomatically).toBe(true);
    expect((await current(clerk.headers)).expected).toBeCloseTo(a.totalAmount + b.totalAmount, 2);
  });

  it('collects a cash-on-delivery order once: the amount is required, the payment completes, the cash goes in', async () => {
    const clerk = await newClerk();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/store/orders',
      payload: {
        items: [{ productId: (await product('PRO-ON-GS5')).id, quantity: 1, price: 1 }],
        customerInfo: { name: 'Invitada COD', email: 'cod@correo.gt', phone: '5555 0000' },
        shippingAddress: { street: 'Calle 1', city: 'Guatemala' },
        deliveryMethod: 'pickup',
        paymentMethod: 'cash_on_delivery',
        sessionId: 'guest_cod_1',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data.order as { id: string; totalAmount: number };
    const move = (status: string, extra: object = {}) =>
      call('PATCH', `/order-management/${order.id}/status`, clerk.headers, { status, ...extra });
    for (const status of ['confirmed', 'preparing', 'ready_pickup']) expect((await move(status)).statusCode).toBe(200);
    const [pending] = await t.app.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(pending).toMatchObject({ status: 'pending', paymentType: 'store_cash_delivery' });
    // Not the desk's 'Efectivo por confirmar': it is collected when handed over, not confirmed at the desk.
    const cashQueue = await call('GET', '/payments/cash/pending', clerk.headers);
    expect(cashQueue.statusCode).toBe(200);
    expect(JSON.stringify(cashQueue.json())).not.toContain(pending!.id);
    const atDesk = await call('POST', `/payments/${pending!.id}/confirm-cash`, clerk.headers, {
      receivedAmount: order.totalAmount,
    });
    expect(atDesk.statusCode).toBe(409);
    expect(atDesk.json().message).toBe(PAYMENT_MESSAGES.collectedOnDelivery);

    const missing = await move('picked_up');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(M.amountReceivedRequired);
    const short = await move('picked_up', { amountReceived: order.totalAmount - 0.01 });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe(M.receivedBelowTotal);
    expect(await current(clerk.headers)).toBeNull();

    const collected = await move('picked_up', { amountReceived: Math.ceil(order.totalAmount) + 10 });
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.json().message).toContain('cambio Q');
    const [paid] = await t.app.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(paid!.status).toBe('completed');
    expect(paid!.paymentDate.getTime()).toBeGreaterThan(pending!.paymentDate.getTime());
    const drawer = await current(clerk.headers);
    expect(drawer).toMatchObject({ openedAutomatically: true, expected: order.totalAmount, movementCount: 1 });
    expect((await movementsOf(drawer.id))[0]).toMatchObject({ kind: 'cod_collected', referenceId: paid!.id });

    const again = await move('picked_up', { amountReceived: 1000 });
    expect(again.statusCode).toBe(409);
    expect((await current(clerk.headers)).movementCount).toBe(1);

    // Refunded after pickup: the cash leaves the drawer.
    const refund = await move('refunded', { notes: 'Producto dañado' });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await current(clerk.headers)).expected).toBe(0);
    // ...and the payment records the refund once, so it is no longer income (net of refunds).
    const [refunded] = await t.app.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(Number(refunded!.refundedAmount)).toBe(Number(refunded!.amount));
    const refundAudits = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, refunded!.id), eq(auditEvents.action, 'refund_with_order')));
    expect(refundAudits).toHaveLength(1);
  });
});
