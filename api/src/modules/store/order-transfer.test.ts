import { createHash } from 'node:crypto';
import { PAYMENT_MESSAGES } from '@gym/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema/index';
import { makePng } from '../../test/images';
import { backends, bearer, multipartFile, signInDemo, useStaffTestApp } from '../../test/test-app';

describe.each(backends)('store orders paid by transfer on %s', (backend) => {
  const t = useStaffTestApp(backend);
  let guests = 0;

  const productId = async () => {
    const [product] = await t.app.db.select().from(products).where(eq(products.sku, 'PRO-ON-GS5'));
    return product!.id;
  };
  const order = async (paymentMethod: string, headers: Record<string, string> = {}) => {
    guests += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/store/orders',
      headers,
      payload: {
        items: [{ productId: await productId(), quantity: 1, price: 1 }],
        customerInfo: { name: 'Invitada Transferencia', email: 'inv@correo.gt', phone: '5555 1111' },
        shippingAddress: { street: 'Calle 2', city: 'Guatemala' },
        paymentMethod,
        sessionId: `guest_transfer_${guests}`,
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as {
      order: { id: string; paymentId: string; totalAmount: number };
      proofToken: string | null;
    };
  };
  const upload = (orderId: string, headers: Record<string, string>, content: Buffer = makePng()) => {
    const body = multipartFile('proof', 'comprobante.png', 'image/png', content);
    return t.app.inject({
      method: 'POST',
      url: `/api/store/orders/${orderId}/transfer-proof`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('gives a guest paying by transfer a secret link, stored only as its hash', async () => {
    const placed = await order('transfer');
    expect(placed.proofToken).toMatch(/^[\w-]{40,}$/);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(row?.guestTokenHash).toBe(createHash('sha256').update(placed.proofToken!).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(placed.proofToken);
    expect((await order('cash_on_delivery')).proofToken).toBeNull();
    const member = await signInDemo(t.app, 'maria');
    expect((await order('transfer', bearer(member.token))).proofToken).toBeNull();
  });

  it('shows the amount, the reference and the bank accounts to whoever holds the link', async () => {
    const placed = await order('transfer');
    const instructions = await t.app.inject({
      url: `/api/store/orders/${placed.order.id}/payment`,
      headers: { 'x-order-token': placed.proofToken! },
    });
    expect(instructions.statusCode).toBe(200);
    const data = instructions.json().data;
    expect(data).toMatchObject({
      orderId: placed.order.id,
      amount: placed.order.totalAmount,
      currency: 'GTQ',
      paymentMethod: 'transfer',
      canUploadProof: true,
      payment: { id: placed.order.paymentId, status: 'pending', hasProof: false },
    });
    expect(data.reference).toMatch(/^ORD-/);
    expect(data.bankAccounts.length).toBeGreaterThan(0);
    // The link also opens the order itself, on any device.
    const view = await t.app.inject({
      url: `/api/store/orders/${placed.order.id}`,
      headers: { 'x-order-token': placed.proofToken! },
    });
    expect(view.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/store/orders/${placed.order.id}/payment` })).statusCode).toBe(404);
    const wrong = await t.app.inject({
      url: `/api/store/orders/${placed.order.id}/payment`,
      headers: { 'x-order-token': 'not-the-secret' },
    });
    expect(wrong.statusCode).toBe(404);
  });

  it("takes a guest's proof with the link, into the same transfer queue; staff approval confirms the order", async () => {
    const placed = await order('transfer');
    const refused = await upload(placed.order.id, { 'x-order-token': 'otro-secreto' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PAYMENT_MESSAGES.orderProofToken);
    expect((await upload(placed.order.id, {})).statusCode).toBe(404);

    const sent = await upload(placed.order.id, { 'x-order-token': placed.proofToken! });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      message: PAYMENT_MESSAGES.proofUploaded,
      data: { payment: { id: placed.order.paymentId, proofUrl: expect.any(String) } },
    });
    const queue = (
      await t.app.inject({ url: '/api/payments/transfers/pending-detailed?limit=100', headers: t.staff })
    ).json().data.transfers;
    expect(queue.find((p: { id: string }) => p.id === placed.order.paymentId)).toMatchObject({
      kind: 'store',
      hasProof: true,
      payer: { isGuest: true, name: 'Invitada Transferencia' },
    });

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${placed.order.paymentId}/validate-transfer`,
      headers: t.staff,
      payload: { approved: true },
    });
    expect(approved.statusCode).toBe(200);
    const after = await t.app.inject({
      url: `/api/store/orders/${placed.order.id}/payment`,
      headers: { 'x-order-token': placed.proofToken! },
    });
    expect(after.json().data).toMatchObject({ payment: { status: 'completed' }, canUploadProof: false });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(row?.status).toBe('confirmed');
    const late = await upload(placed.order.id, { 'x-order-token': placed.proofToken! });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(PAYMENT_MESSAGES.proofNotAllowed);
  });

  it("takes a member's proof from their own order only", async () => {
    const maria = await signInDemo(t.app, 'maria');
    const placed = await order('transfer', bearer(maria.token));
    const luis = await signInDemo(t.app, 'cliente');
    expect((await upload(placed.order.id, bearer(luis.token))).statusCode).toBe(404);
    const sent = await upload(placed.order.id, bearer(maria.token));
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.payment.proofUploadedAt).toEqual(expect.any(String));
    const notAnImage = await upload(placed.order.id, bearer(maria.token), Buffer.from('hola'));
    expect(notAnImage.statusCode).toBe(422);
  });
});
