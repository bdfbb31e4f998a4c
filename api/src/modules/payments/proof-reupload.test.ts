import { access } from 'node:fs/promises';
import path from 'node:path';
import { formatDate, PAYMENT_MESSAGES, PROOF_REUPLOAD_DAYS, SCHEDULE_MESSAGES } from '@gym/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  gymTimeSlots,
  memberships,
  membershipPlans,
  orders,
  outboxEvents,
  payments,
  products,
  slotReservations,
} from '../../db/schema/index';
import { makePng } from '../../test/images';
import { backends, bearer, multipartFile, useStaffTestApp, type TestClient } from '../../test/test-app';

const DAY_MS = 86_400_000;

describe.each(backends)('a new proof on a rejected transfer on %s', (backend) => {
  const t = useStaffTestApp(backend);

  const slotId = async (day: string, startTime: string) => {
    const [row] = await t.app.db
      .select({ id: gymTimeSlots.id, capacity: gymTimeSlots.capacity })
      .from(gymTimeSlots)
      .where(and(eq(gymTimeSlots.day, day), eq(gymTimeSlots.startTime, startTime)));
    return row!;
  };
  const monthlyPlan = async () => {
    const [plan] = await t.app.db.select().from(membershipPlans).where(eq(membershipPlans.durationType, 'monthly'));
    return plan!.id;
  };
  const send = (url: string, who: TestClient | Record<string, string>, content: Buffer = makePng()) => {
    const body = multipartFile('proof', 'comprobante.png', 'image/png', content);
    const auth = 'token' in who ? bearer(String(who.token)) : who;
    return t.app.inject({ method: 'POST', url, headers: { ...auth, ...body.headers }, payload: body.payload });
  };
  const resubmit = (paymentId: string, who: TestClient | Record<string, string>, content?: Buffer) =>
    send(`/api/payments/${paymentId}/transfer-proof/resubmit`, who, content);
  const reject = async (paymentId: string, reason = 'El monto no coincide con el plan') => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/validate-transfer`,
      headers: t.staff,
      payload: { approved: false, reason },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.payment;
  };
  const transferQueue = async () =>
    (await t.app.inject({ url: '/api/payments/transfers/pending-detailed?limit=100', headers: t.staff })).json().data
      .transfers as { id: string; hasProof: boolean; kind: string }[];
  const paymentRow = async (id: string) => (await t.app.db.select().from(payments).where(eq(payments.id, id)))[0]!;

  /** A member who bought a monthly plan by transfer with slots, sent a proof, and was rejected. */
  const rejectedMembership = async (slots: Record<string, number[]> = {}) => {
    const member = await t.newClient('Rechazada');
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/memberships/purchase',
      headers: bearer(member.token),
      payload: { planId: await monthlyPlan(), selectedSchedule: slots, paymentMethod: 'transfer' },
    });
    expect(bought.statusCode).toBe(201);
    const { membership, payment } = bought.json().data;
    expect((await send(`/api/payments/${payment.id}/transfer-proof`, member)).statusCode).toBe(200);
    const rejected = await reject(payment.id);
    return { member, membershipId: membership.id as string, paymentId: payment.id as string, rejected };
  };

  it('puts a rejected membership payment back in the queue, the membership pending and its free slots held again', async () => {
    const tuesday = await slotId('tuesday', '06:00');
    const thursday = await slotId('thursday', '17:00');
    const { member, membershipId, paymentId, rejected } = await rejectedMembership({
      tuesday: [tuesday.id],
      thursday: [thursday.id],
    });
    // What the member sees on the rejected payment: the reason and until when a new proof is taken.
    expect(rejected).toMatchObject({ status: 'failed', reason: 'El monto no coincide con el plan' });
    expect(Date.parse(rejected.reuploadDeadline) - Date.parse(rejected.rejectedAt)).toBe(PROOF_REUPLOAD_DAYS * DAY_MS);
    const [cancelled] = await t.app.db.select().from(memberships).where(eq(memberships.id, membershipId));
    expect(cancelled?.status).toBe('cancelled');
    expect(
      await t.app.db.select().from(slotReservations).where(eq(slotReservations.membershipId, membershipId)),
    ).toEqual([]);
    const firstProof = (await paymentRow(paymentId)).proofKey!;

    // While it was rejected, Thursday's class filled up.
    await t.app.db.update(gymTimeSlots).set({ capacity: 0 }).where(eq(gymTimeSlots.id, thursday.id));
    try {
      const sent = await resubmit(paymentId, member);
      expect(sent.statusCode).toBe(200);
      const body = sent.json();
      expect(body.message).toBe(
        `${PAYMENT_MESSAGES.proofResubmitted}. ${PAYMENT_MESSAGES.slotsNotHeldAgain(['Jueves 17:00 - 19:00'])}`,
      );
      expect(body.data.notHeldSlots).toEqual([
        expect.objectContaining({ slotId: thursday.id, dayName: 'Jueves', reason: SCHEDULE_MESSAGES.slotFull }),
      ]);
      expect(body.data.payment).toMatchObject({
        id: paymentId,
        status: 'pending',
        reason: null,
        rejectedAt: null,
        reuploadDeadline: null,
        proofUrl: `/api/payments/${paymentId}/transfer-proof`,
      });
    } finally {
      await t.app.db.update(gymTimeSlots).set({ capacity: thursday.capacity }).where(eq(gymTimeSlots.id, thursday.id));
    }

    // Back in the staff's transfer queue, with the new proof.
    expect((await transferQueue()).find((p) => p.id === paymentId)).toMatchObject({
      kind: 'membership',
      hasProof: true,
    });
    const [waiting] = await t.app.db.select().from(memberships).where(eq(memberships.id, membershipId));
    expect(waiting).toMatchObject({ status: 'pending', cancelReason: null });
    const held = await t.app.db.select().from(slotReservations).where(eq(slotReservations.membershipId, membershipId));
    expect(held.map((r) => r.slotId)).toEqual([tuesday.id]);

    // The rejection stays in the history: its reason and the earlier proof, which is kept.
    const row = await paymentRow(paymentId);
    expect(row.proofKey).not.toBe(firstProof);
    await expect(access(path.join(t.privateFilesDir, firstProof))).resolves.toBeUndefined();
    const detail = (await t.app.inject({ url: `/api/payments/${paymentId}`, headers: t.staff })).json().data;
    const resubmitted = detail.history.find((h: { action: string }) => h.action === 'resubmit_proof');
    expect(resubmitted).toMatchObject({
      fromStatus: 'failed',
      toStatus: 'pending',
      reason: 'El monto no coincide con el plan',
      details: { previousProofKey: firstProof, notHeldSlotIds: [thursday.id] },
    });
    const events = await t.app.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'payment.proof_resubmitted'));
    expect(events.map((e) => e.payload)).toContainEqual(
      expect.objectContaining({ paymentId, previousReason: 'El monto no coincide con el plan', notHeldSlots: 1 }),
    );

    // Once per rejection: a second new proof while it waits is refused.
    const again = await resubmit(paymentId, member);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_MESSAGES.reuploadAlreadyPending);

    // Approved this time: the membership activates as any paid one.
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/validate-transfer`,
      headers: t.staff,
      payload: { approved: true },
    });
    expect(approved.statusCode).toBe(200);
    const [active] = await t.app.db.select().from(memberships).where(eq(memberships.id, membershipId));
    expect(active?.status).toBe('active');
  });

  it('takes the new proof only from the payment owner (403) and only within the term (409 naming the day)', async () => {
    const { member, paymentId } = await rejectedMembership();
    const other = await t.newClient('Otra');
    const foreign = await resubmit(paymentId, other);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(PAYMENT_MESSAGES.reuploadNotOwner);
    expect((await resubmit(paymentId, t.staff)).statusCode).toBe(403);
    expect((await paymentRow(paymentId)).status).toBe('failed');

    // A proof that is not an image or a PDF is refused as on any upload.
    expect((await resubmit(paymentId, member, Buffer.from('no es un comprobante'))).statusCode).toBe(422);

    const rejectedAt = new Date(Date.now() - (PROOF_REUPLOAD_DAYS + 1) * DAY_MS);
    await t.app.db.update(payments).set({ validatedAt: rejectedAt }).where(eq(payments.id, paymentId));
    const late = await resubmit(paymentId, member);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      `El plazo para enviar un nuevo comprobante venció el ${formatDate(new Date(rejectedAt.getTime() + PROOF_REUPLOAD_DAYS * DAY_MS))}`,
    );
    expect((await paymentRow(paymentId)).status).toBe('failed');
  });

  it('takes one of two new proofs sent at the same moment; the other is told the payment already waits', async () => {
    const { member, paymentId, membershipId } = await rejectedMembership();
    const answers = await Promise.all([resubmit(paymentId, member), resubmit(paymentId, member)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(PAYMENT_MESSAGES.reuploadAlreadyPending);
    const [row] = await t.app.db.select().from(memberships).where(eq(memberships.id, membershipId));
    expect(row?.status).toBe('pending');
    const detail = (await t.app.inject({ url: `/api/payments/${paymentId}`, headers: t.staff })).json().data;
    expect(detail.history.filter((h: { action: string }) => h.action === 'resubmit_proof')).toHaveLength(1);
  });

  /** A member's store order paid by transfer, its proof sent and rejected (the units went back on the shelf). */
  const rejectedOrder = async (quantity = 2) => {
    const member = await t.newClient('Compradora');
    const [product] = await t.app.db.select().from(products).where(eq(products.sku, 'PRO-ON-GS5'));
    await t.app.db.update(products).set({ stockQuantity: 10 }).where(eq(products.id, product!.id));
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/store/orders',
      headers: bearer(member.token),
      payload: {
        items: [{ productId: product!.id, quantity, price: 1 }],
        customerInfo: { name: 'Compradora Prueba', email: member.email, phone: '5555 2222' },
        shippingAddress: { street: 'Calle 3', city: 'Guatemala' },
        paymentMethod: 'transfer',
      },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data.order as { id: string; paymentId: string };
    expect((await send(`/api/store/orders/${order.id}/transfer-proof`, member)).statusCode).toBe(200);
    await reject(order.paymentId, 'No encontramos la transferencia');
    const stock = async () =>
      (await t.app.db.select().from(products).where(eq(products.id, product!.id)))[0]!.stockQuantity;
    expect(await stock()).toBe(10);
    return { member, order, productId: product!.id, stock };
  };

  it('brings a rejected order back to awaiting confirmation, taking its units off the shelf again', async () => {
    const { member, order, stock } = await rejectedOrder(2);
    const [cancelled] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(cancelled?.status).toBe('cancelled');

    const sent = await resubmit(order.paymentId, member);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      message: PAYMENT_MESSAGES.proofResubmitted,
      data: { payment: { status: 'pending' }, notHeldSlots: [] },
    });
    expect(await stock()).toBe(8);
    const view = (await t.app.inject({ url: `/api/store/orders/${order.id}`, headers: bearer(member.token) })).json()
      .data.order;
    expect(view.status).toBe('pending');
    // The step's note is the staff's: the member's view carries none of it.
    expect(view.statusHistory.at(-1)).toMatchObject({ fromStatus: 'cancelled', toStatus: 'pending', notes: null });
    const staffView = (await t.app.inject({ url: `/api/store/management/orders/${order.id}`, headers: t.staff })).json()
      .data.order;
    expect(staffView.statusHistory.at(-1)).toMatchObject({
      fromStatus: 'cancelled',
      toStatus: 'pending',
      notes: 'Nuevo comprobante de transferencia enviado',
    });
    const instructions = (
      await t.app.inject({ url: `/api/store/orders/${order.id}/payment`, headers: bearer(member.token) })
    ).json().data;
    expect(instructions).toMatchObject({ payment: { status: 'pending', reason: null }, canUploadProof: true });
    expect((await transferQueue()).find((p) => p.id === order.paymentId)).toMatchObject({
      kind: 'store',
      hasProof: true,
    });
  });

  it('refuses, with nothing changed, when the order’s products are no longer in stock', async () => {
    const { member, order, productId, stock } = await rejectedOrder(3);
    await t.app.db.update(products).set({ stockQuantity: 1 }).where(eq(products.id, productId));
    const refused = await resubmit(order.paymentId, member);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^No se puede reactivar la orden: Stock insuficiente para .+: solo hay 1 disponible\(s\)\. Haz un nuevo pedido\.$/,
    );
    expect((await paymentRow(order.paymentId)).status).toBe('failed');
    expect(await stock()).toBe(1);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('cancelled');
  });
});
