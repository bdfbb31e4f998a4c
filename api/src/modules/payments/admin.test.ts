import { businessDate, MEMBERSHIP_MESSAGES, PAYMENT_MESSAGES } from '@gym/domain';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditEvents,
  cashMovements,
  gymTimeSlots,
  memberships,
  orders,
  payments,
  products,
  slotReservations,
} from '../../db/schema/index';
import { backends, bearer, useStaffTestApp, type SignedIn } from '../../test/test-app';

const HOUR_MS = 3_600_000;

describe.each(backends)('payment administration on %s', (backend) => {
  const t = useStaffTestApp(backend);
  let guests = 0;

  const newClient = () => t.newClient('Lucía');
  const monthlyPlanId = async () =>
    (await t.app.inject({ url: '/api/memberships/plans' }))
      .json()
      .data.plans.find((p: { durationType: string }) => p.durationType === 'monthly').id as string;
  const slotId = async (day: string, startTime: string) => {
    const [row] = await t.app.db
      .select({ id: gymTimeSlots.id })
      .from(gymTimeSlots)
      .where(and(eq(gymTimeSlots.day, day), eq(gymTimeSlots.startTime, startTime)));
    return row!.id;
  };
  /** A client buys a monthly plan online, paying by `method`: pending membership and payment. */
  const buy = async (client: SignedIn, method: string, schedule: Record<string, number[]> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/memberships/purchase',
      headers: bearer(client.token),
      payload: { planId: await monthlyPlanId(), paymentMethod: method, selectedSchedule: schedule },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as { membership: { id: string }; payment: { id: string; amount: number } };
  };
  const post = (url: string, payload: Record<string, unknown>, headers = t.staff) =>
    t.app.inject({ method: 'POST', url: `/api/payments${url}`, headers, payload });
  const get = (url: string, headers = t.staff) => t.app.inject({ url: `/api/payments${url}`, headers });
  const waited = async (paymentId: string, hours: number) => {
    await t.app.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - hours * HOUR_MS) })
      .where(eq(payments.id, paymentId));
  };
  const guestOrder = async (paymentMethod: string, quantity = 1) => {
    const [product] = await t.app.db.select().from(products).where(eq(products.sku, 'CRE-ON-300'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/store/orders',
      payload: {
        items: [{ productId: product!.id, quantity, price: 1 }],
        customerInfo: { name: 'Marta Invitada', email: 'marta@correo.gt', phone: '5555 0000' },
        shippingAddress: { street: 'Calle 1', city: 'Guatemala' },
        paymentMethod,
        sessionId: `guest_admin_${(guests += 1)}`,
      },
    });
    expect(response.statusCode).toBe(201);
    return { order: response.json().data.order as { id: string; paymentId: string }, product: product! };
  };

  it('queues every pending transfer with its payer, wait and urgency, urgent ones counted', async () => {
    const client = await newClient();
    const bought = await buy(client, 'transfer');
    await waited(bought.payment.id, 80);
    const { order } = await guestOrder('transfer');
    await waited(order.paymentId, 30);

    const queue = (await get('/transfers/pending-detailed?limit=100')).json().data;
    const mine = queue.transfers.find((p: { id: string }) => p.id === bought.payment.id);
    expect(mine).toMatchObject({
      kind: 'membership',
      urgency: 'critical',
      isUrgent: true,
      hasProof: false,
      payer: { id: client.userId, name: `Lucía ${client.lastName}`, isGuest: false },
    });
    expect(mine.waitingHours).toBeGreaterThanOrEqual(80);
    const store = queue.transfers.find((p: { id: string }) => p.id === order.paymentId);
    expect(store).toMatchObject({
      kind: 'store',
      urgency: 'medium',
      isUrgent: false,
      payer: { id: null, name: 'Marta Invitada', isGuest: true },
      order: { id: order.id, status: 'pending' },
    });
    // Longest wait first by default.
    const waits = queue.transfers.map((p: { waitingHours: number }) => p.waitingHours);
    expect(waits).toEqual([...waits].sort((a, b) => b - a));
    expect(queue.summary.total).toBe(queue.pagination.total);
    expect(queue.summary.urgent).toBeGreaterThanOrEqual(1);
    expect(queue.summary.byUrgency.critical).toBeGreaterThanOrEqual(1);
    expect(queue.urgentHours).toBe(72);

    const critical = (await get('/transfers/pending-detailed?priority=critical&limit=100')).json().data.transfers;
    expect(critical.every((p: { urgency: string }) => p.urgency === 'critical')).toBe(true);
    expect(critical.map((p: { id: string }) => p.id)).toContain(bought.payment.id);
    const urgent24 = (await get('/transfers/pending-detailed?priority=urgent&urgentHours=24&limit=100')).json().data;
    expect(urgent24.transfers.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining([bought.payment.id, order.paymentId]),
    );
    const found = (await get(`/transfers/pending-detailed?search=${encodeURIComponent(client.lastName)}`)).json().data;
    expect(found.transfers.map((p: { id: string }) => p.id)).toEqual([bought.payment.id]);
    const byAmount = (await get('/transfers/pending-detailed?sortBy=amount&limit=100')).json().data.transfers;
    const amounts = byAmount.map((p: { amount: number }) => p.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect((await get('/transfers/pending-detailed?sortBy=oldest')).statusCode).toBe(422);
  });

  it('approves a transfer: the membership activates and the member sees it active', async () => {
    const client = await newClient();
    const tuesday = await slotId('tuesday', '19:00');
    const bought = await buy(client, 'transfer', { tuesday: [tuesday] });
    const approved = await post(`/${bought.payment.id}/validate-transfer`, { approved: true, notes: 'Banco ok' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      message: PAYMENT_MESSAGES.transferApproved,
      data: { payment: { status: 'completed', validatedBy: expect.any(String), notes: 'Banco ok' } },
    });
    const mine = (await t.app.inject({ url: '/api/memberships', headers: bearer(client.token) })).json().data;
    expect(mine.memberships[0]).toMatchObject({ id: bought.membership.id, status: 'active' });
    const schedule = (await t.app.inject({ url: '/api/memberships/my-schedule', headers: bearer(client.token) })).json()
      .data;
    expect(schedule.membership).toMatchObject({ id: bought.membership.id, status: 'active' });
    expect(schedule.totalSlotsReserved).toBe(1);

    const detail = (await get(`/${bought.payment.id}`)).json().data;
    expect(detail.history).toHaveLength(1);
    expect(detail.history[0]).toMatchObject({
      action: 'approve_transfer',
      fromStatus: 'pending',
      toStatus: 'completed',
      actor: { name: 'Ana Castillo', role: 'colaborador' },
    });
    // The owner reads it too; another client does not even learn it exists.
    expect((await get(`/${bought.payment.id}`, bearer(client.token))).statusCode).toBe(200);
    expect((await get(`/${bought.payment.id}`, bearer((await newClient()).token))).statusCode).toBe(404);

    const again = await post(`/${bought.payment.id}/validate-transfer`, { approved: false, reason: 'Tarde' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_MESSAGES.alreadySettled('completed'));
  });

  it('rejects a transfer only with a reason, cancelling the membership and freeing its slots', async () => {
    const client = await newClient();
    const slot = await slotId('wednesday', '19:00');
    const bought = await buy(client, 'transfer', { wednesday: [slot] });
    const noReason = await post(`/${bought.payment.id}/validate-transfer`, { approved: false });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(PAYMENT_MESSAGES.rejectionNeedsReason);
    const notBool = await post(`/${bought.payment.id}/validate-transfer`, { approved: 'sí' });
    expect(notBool.statusCode).toBe(422);

    const rejected = await post(`/${bought.payment.id}/validate-transfer`, {
      approved: false,
      reason: 'El monto no coincide',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.payment).toMatchObject({ status: 'failed', reason: 'El monto no coincide' });
    const [membership] = await t.app.db.select().from(memberships).where(eq(memberships.id, bought.membership.id));
    expect(membership).toMatchObject({ status: 'cancelled', cancelReason: 'El monto no coincide' });
    const [held] = await t.app.db
      .select({ n: count() })
      .from(slotReservations)
      .where(eq(slotReservations.membershipId, bought.membership.id));
    expect(held?.n).toBe(0);
    const trail = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'membership'), eq(auditEvents.entityId, bought.membership.id)));
    expect(trail.map((a) => a.action)).toEqual(['create', 'cancel_unpaid']);
    // The member may buy again.
    await buy(client, 'cash');
    const cash = await post(`/${bought.payment.id}/confirm-cash`, {});
    expect(cash.statusCode).toBe(400);
    expect(cash.json().message).toBe(PAYMENT_MESSAGES.notCash);
  });

  it('lets exactly one of five staff confirming the same payment at once succeed', async () => {
    const client = await newClient();
    const bought = await buy(client, 'cash');
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        post(
          `/${bought.payment.id}/confirm-cash`,
          { receivedAmount: 300, notes: `Caja ${i}` },
          i % 2 ? t.staff : t.admin,
        ),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.statusCode === 409))
      expect(refused.json().message).toBe(PAYMENT_MESSAGES.alreadySettled('completed'));
    const [audits] = await t.app.db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'payment'), eq(auditEvents.entityId, bought.payment.id)));
    expect(audits?.n).toBe(1);
    const activations = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, bought.membership.id), eq(auditEvents.action, 'activate')));
    expect(activations).toHaveLength(1);
  });

  it('confirms cash against the amount received and answers the change', async () => {
    const bought = await buy(await newClient(), 'cash');
    const short = await post(`/${bought.payment.id}/confirm-cash`, { receivedAmount: 200 });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(PAYMENT_MESSAGES.receivedBelowAmount);
    const decimals = await post(`/${bought.payment.id}/confirm-cash`, { receivedAmount: 300.001 });
    expect(decimals.statusCode).toBe(422);
    const confirmed = await post(`/${bought.payment.id}/confirm-cash`, { receivedAmount: 300 });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      change: 50,
      payment: { status: 'completed', receivedAmount: 300, notes: 'Pago en efectivo recibido' },
    });
    const [membership] = await t.app.db.select().from(memberships).where(eq(memberships.id, bought.membership.id));
    expect(membership?.status).toBe('active');
  });

  it('reads an empty received amount as the exact amount, not as a wrong number (issue 34 item 13)', async () => {
    const bought = await buy(await newClient(), 'cash');
    const confirmed = await post(`/${bought.payment.id}/confirm-cash`, { receivedAmount: '' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      change: 0,
      payment: { status: 'completed', receivedAmount: bought.payment.amount },
    });
  });

  it('activates a pending cash membership, or cancels it with a reason', async () => {
    const first = await buy(await newClient(), 'cash');
    const pendingList = (await get('/cash/pending-memberships?limit=100')).json().data;
    expect(pendingList.payments.map((p: { id: string }) => p.id)).toContain(first.payment.id);
    expect(pendingList.payments.every((p: { kind: string }) => p.kind === 'membership')).toBe(true);
    const activated = await post('/activate-cash-membership', { paymentId: first.payment.id, notes: 'Pagó' });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().message).toBe(PAYMENT_MESSAGES.membershipActivated);
    const [active] = await t.app.db.select().from(memberships).where(eq(memberships.id, first.membership.id));
    expect(active?.status).toBe('active');
    expect((await post('/activate-cash-membership', { paymentId: first.payment.id })).statusCode).toBe(409);

    const second = await buy(await newClient(), 'cash', { monday: [await slotId('monday', '19:00')] });
    const noReason = await post('/cancel-cash-membership', { membershipId: second.membership.id });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().message).toBe(MEMBERSHIP_MESSAGES.reasonRequired);
    expect((await post('/cancel-cash-membership', { reason: 'No vino' })).statusCode).toBe(400);
    const cancelled = await post('/cancel-cash-membership', { membershipId: second.membership.id, reason: 'No vino' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.payment).toMatchObject({ status: 'cancelled', reason: 'No vino' });
    const [gone] = await t.app.db.select().from(memberships).where(eq(memberships.id, second.membership.id));
    expect(gone?.status).toBe('cancelled');
    const repeat = await post('/cancel-cash-membership', { membershipId: second.membership.id, reason: 'No vino' });
    expect(repeat.statusCode).toBe(409);

    const third = await buy(await newClient(), 'cash');
    const cancelPayment = await post(`/${third.payment.id}/cancel-cash-payment`, {});
    expect(cancelPayment.statusCode).toBe(422);
    expect(cancelPayment.json().message).toBe(PAYMENT_MESSAGES.cancellationNeedsReason);
    const done = await post(`/${third.payment.id}/cancel-cash-payment`, { reason: 'Error de registro' });
    expect(done.json().data.payment.status).toBe('cancelled');
  });

  it('settles every item of the cash queue from the queue: a daily pass is confirmed, a membership activated (issue 34 item 12)', async () => {
    const client = await newClient();
    const pass = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: bearer(client.token),
      payload: { paymentType: 'daily', method: 'cash' },
    });
    expect(pass.statusCode, pass.body).toBe(201);
    const daily = pass.json().data.payment as { id: string; amount: number };
    const bought = await buy(client, 'cash');
    const { order } = await guestOrder('cash_on_delivery');

    const queue = (await get('/cash/pending?limit=100')).json().data;
    const listed = queue.payments.map((p: { id: string }) => p.id);
    expect(listed).toEqual(expect.arrayContaining([daily.id, bought.payment.id]));
    // A cash-on-delivery payment waits for its delivery: not the desk's to settle.
    expect(listed).not.toContain(order.paymentId);

    const confirmed = await post('/activate-cash-membership', { paymentId: daily.id });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe(PAYMENT_MESSAGES.cashConfirmed);
    expect(confirmed.json().data.payment).toMatchObject({
      id: daily.id,
      status: 'completed',
      receivedAmount: daily.amount,
      notes: 'Pago en efectivo recibido',
    });
    const activated = await post('/activate-cash-membership', { paymentId: bought.payment.id });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().message).toBe(PAYMENT_MESSAGES.membershipActivated);
    const after = (await get('/cash/pending?limit=100')).json().data.payments.map((p: { id: string }) => p.id);
    expect(after).not.toContain(daily.id);
    expect(after).not.toContain(bought.payment.id);

    // At most once: the second call says it is settled, and nothing is written twice.
    const again = await post('/activate-cash-membership', { paymentId: daily.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_MESSAGES.alreadySettled('completed'));
    const trail = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'payment'), eq(auditEvents.entityId, daily.id)));
    expect(trail.map((a) => a.action)).toEqual(['confirm_cash']);
    const drawer = await t.app.db.select().from(cashMovements).where(eq(cashMovements.referenceId, daily.id));
    expect(drawer.map((m) => Number(m.amount))).toEqual([daily.amount]);

    const delivery = await post('/activate-cash-membership', { paymentId: order.paymentId });
    expect(delivery.statusCode).toBe(409);
    expect(delivery.json().message).toBe(PAYMENT_MESSAGES.collectedOnDelivery);
  });

  it('confirms and cancels card payments, checking the card digits', async () => {
    const bought = await buy(await newClient(), 'card');
    const cardQueue = (await get('/card/pending')).json().data;
    expect(cardQueue.payments.map((p: { id: string }) => p.id)).toContain(bought.payment.id);
    expect(cardQueue.total).toBeGreaterThanOrEqual(1);
    const badDigits = await post(`/${bought.payment.id}/confirm-card`, { transactionId: 'TX-1', cardLast4: '12a4' });
    expect(badDigits.statusCode).toBe(422);
    expect(badDigits.json().message).toBe('Indica los 4 últimos dígitos de la tarjeta');
    expect((await post(`/${bought.payment.id}/confirm-card`, { cardLast4: '1234' })).statusCode).toBe(422);
    const confirmed = await post(`/${bought.payment.id}/confirm-card`, { transactionId: 'TX-991', cardLast4: '4242' });
    expect(confirmed.json().data.payment).toMatchObject({
      status: 'completed',
      transactionId: 'TX-991',
      cardLast4: '4242',
    });
    expect((await post(`/${bought.payment.id}/cancel-card`, {})).statusCode).toBe(409);

    const other = await buy(await newClient(), 'card');
    const cancelled = await post(`/${other.payment.id}/cancel-card`, {});
    expect(cancelled.json().data.payment).toMatchObject({
      status: 'cancelled',
      reason: PAYMENT_MESSAGES.cardCancelled,
    });
    const stats = (await get('/card/stats')).json().data;
    expect(stats.confirmedToday.count).toBeGreaterThanOrEqual(1);
    expect(stats.cancelledToday.count).toBeGreaterThanOrEqual(1);
  });

  it('sets a status by hand, with a reason to leave it unpaid, once', async () => {
    const bought = await buy(await newClient(), 'transfer');
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/payments/${bought.payment.id}/status`, headers: t.staff, payload });
    expect((await patch({ status: 'failed' })).json().message).toBe(PAYMENT_MESSAGES.statusNeedsReason);
    expect((await patch({ status: 'refunded' })).statusCode).toBe(422);
    const done = await patch({ status: 'cancelled', reason: 'Duplicado', notes: 'Ya pagó en otra orden' });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Estado actualizado a: Cancelado');
    expect((await patch({ status: 'completed' })).statusCode).toBe(409);
    expect((await patch({ status: 'pending' })).statusCode).toBe(409);
  });

  it('confirms a store order on approval, and cancels and restocks it on rejection', async () => {
    const paid = await guestOrder('transfer', 2);
    const approved = await post(`/${paid.order.paymentId}/validate-transfer`, { approved: true });
    expect(approved.statusCode).toBe(200);
    const [confirmed] = await t.app.db.select().from(orders).where(eq(orders.id, paid.order.id));
    expect(confirmed?.status).toBe('confirmed');

    const unpaid = await guestOrder('transfer', 2);
    const [before] = await t.app.db.select().from(products).where(eq(products.id, unpaid.product.id));
    const rejected = await post(`/${unpaid.order.paymentId}/validate-transfer`, {
      approved: false,
      notes: 'No llegó la transferencia',
    });
    expect(rejected.json().data.payment).toMatchObject({ status: 'failed', reason: 'No llegó la transferencia' });
    const [cancelled] = await t.app.db.select().from(orders).where(eq(orders.id, unpaid.order.id));
    expect(cancelled?.status).toBe('cancelled');
    const [after] = await t.app.db.select().from(products).where(eq(products.id, unpaid.product.id));
    expect(after!.stockQuantity).toBe(before!.stockQuantity + 2);
  });

  it('lists, searches and reads payments with the staff filters', async () => {
    const client = await newClient();
    const bought = await buy(client, 'transfer');
    const list = async (query: string) => {
      const response = await get(`?${query}`);
      expect(response.statusCode, query).toBe(200);
      return response.json().data;
    };
    const bySearch = await list(`search=${encodeURIComponent(client.lastName)}`);
    expect(bySearch.payments.map((p: { id: string }) => p.id)).toEqual([bought.payment.id]);
    const today = businessDate();
    const todays = await list(`startDate=${today}&endDate=${today}&limit=100&status=all&paymentMethod=all`);
    expect(todays.payments.map((p: { id: string }) => p.id)).toContain(bought.payment.id);
    const past = await list('endDate=2020-01-01');
    expect(past.pagination.total).toBe(0);
    const own = await list('includeAll=false');
    expect(own.pagination.total).toBe(0);
    expect((await get('?includeAll=yes')).statusCode).toBe(422);

    const found = (await get(`/search?q=${encodeURIComponent(client.lastName)}`)).json().data;
    expect(found.payments.map((p: { id: string }) => p.id)).toEqual([bought.payment.id]);
    const short = await get('/search?q=a');
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('La búsqueda debe tener al menos 2 caracteres');
  });

  it('answers the figures: statistics, queues, cash and membership stats, health, dashboard, reports', async () => {
    const bought = await buy(await newClient(), 'cash');
    await post(`/${bought.payment.id}/confirm-cash`, { receivedAmount: 250 });
    const transfer = await buy(await newClient(), 'transfer');
    await waited(transfer.payment.id, 100);

    const statistics = (await get('/statistics')).json().data;
    expect(statistics.byStatus.completed.count).toBeGreaterThan(0);
    expect(statistics.today.amount).toBeGreaterThanOrEqual(250);
    expect(statistics.total).toBe(
      statistics.byStatus.completed.count +
        statistics.byStatus.pending.count +
        statistics.byStatus.failed.count +
        statistics.byStatus.cancelled.count,
    );
    const dashboard = (await get('/pending-dashboard')).json().data;
    expect(dashboard.transfers.urgent).toBeGreaterThanOrEqual(1);
    expect(dashboard.transfers.oldestWaitingHours).toBeGreaterThanOrEqual(100);
    const cash = (await get('/cash/stats')).json().data;
    expect(cash.confirmedToday.amount).toBeGreaterThanOrEqual(250);
    const membershipStats = (await get('/membership-stats')).json().data;
    expect(membershipStats.byStatus.completed.count).toBeGreaterThan(0);
    expect((await get('/cash/membership-stats')).json().data).toEqual(membershipStats);
    const health = (await get('/health')).json().data;
    expect(health).toMatchObject({ status: 'degraded', database: 'ok' });
    expect(health.criticalTransfers).toBeGreaterThanOrEqual(1);

    const financial = await t.app.inject({ url: '/api/financial/dashboard', headers: t.staff });
    expect(financial.statusCode).toBe(200);
    const money = financial.json().data;
    expect(money.today.income).toBeGreaterThanOrEqual(250);
    expect(money.today.byMethod.cash.amount).toBeGreaterThanOrEqual(250);
    expect(money.month.income).toBeGreaterThanOrEqual(money.today.income);
    expect(money.pending.byMethod.transfer.count).toBeGreaterThanOrEqual(1);

    const report = (await get('/reports?period=today')).json().data;
    expect(report).toMatchObject({ period: 'today', startDate: businessDate(), endDate: businessDate() });
    expect(report.memberships.total).toBeGreaterThanOrEqual(250);
    expect(report.totalIncome).toBe(
      Math.round(
        (report.memberships.total + report.onlineOrders.total + report.localSales.total + report.dailyPasses.total) *
          100,
      ) / 100,
    );
    const ranged = (await get('/reports?startDate=2020-01-01&endDate=2020-01-31')).json().data;
    expect(ranged).toMatchObject({ startDate: '2020-01-01', endDate: '2020-01-31', totalIncome: 0 });
    expect((await get('/reports?period=decade')).statusCode).toBe(422);
  });
});
