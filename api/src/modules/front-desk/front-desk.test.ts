import { businessDate, formatBusinessDate, MEMBERSHIP_MESSAGES, PAYMENT_MESSAGES } from '@gym/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { visits } from '../../db/schema/index';
import { backends, signInDemo, useStaffTestApp } from '../../test/test-app';

describe.each(backends)('front desk on %s', (backend) => {
  const t = useStaffTestApp(backend);

  const newClient = () => t.newClient('Pedro');
  const post = (url: string, payload: Record<string, unknown>, headers = t.staff) =>
    t.app.inject({ method: 'POST', url: `/api/front-desk${url}`, headers, payload });
  const get = (url: string, headers = t.staff) => t.app.inject({ url: `/api/front-desk${url}`, headers });

  it("shows a member's card: membership and days left, pending payments, last orders, visits", async () => {
    const luis = await signInDemo(t.app, 'cliente');
    const card = (await get(`/client-card/${luis.userId}`)).json().data;
    expect(card.client).toMatchObject({ id: luis.userId, firstName: 'Luis', role: 'cliente' });
    expect(card).toMatchObject({
      membershipStatus: 'active',
      statusLabel: 'Activa',
      canRenew: true,
      canRegisterVisit: true,
    });
    expect(card.daysLeft).toBeGreaterThan(0);
    expect(card.membership.plan.name).toBe('Mensual');
    expect(Array.isArray(card.lastOrders)).toBe(true);

    const maria = await signInDemo(t.app, 'maria');
    const pending = (await get(`/client-card/${maria.userId}`)).json().data;
    expect(pending).toMatchObject({
      membershipStatus: 'pending',
      statusLabel: 'En validación',
      canRegisterVisit: false,
    });
    expect(pending.pendingPayments[0]).toMatchObject({ method: 'transfer', status: 'pending' });

    const nobody = (await get(`/client-card/${(await newClient()).userId}`)).json().data;
    expect(nobody).toMatchObject({
      membership: null,
      membershipStatus: 'none',
      statusLabel: 'Sin membresía',
      daysLeft: 0,
    });
    const staffCard = await get(`/client-card/${(await signInDemo(t.app, 'colaborador')).userId}`);
    expect(staffCard.statusCode).toBe(404);
    expect((await get('/client-card/no-es-un-id')).statusCode).toBe(422);
  });

  it('sells a daily pass in cash with the change, and bulk daily by transfer into the queue', async () => {
    const pass = await post('/daily-income', { receivedAmount: 50, visitorName: 'Visitante' });
    expect(pass.statusCode).toBe(201);
    expect(pass.json()).toMatchObject({
      message: PAYMENT_MESSAGES.dailyIncomeRecorded(1),
      data: {
        visitors: 1,
        change: 25,
        payment: { paymentType: 'daily', status: 'completed', amount: 25, receivedAmount: 50, userId: null },
      },
    });
    const bulk = await post('/daily-income', { visitors: 3, method: 'transfer' });
    expect(bulk.statusCode).toBe(201);
    const bulkPayment = bulk.json().data.payment;
    expect(bulkPayment).toMatchObject({ paymentType: 'bulk_daily', status: 'pending', amount: 75, method: 'transfer' });
    expect(bulk.json().data.change).toBeNull();
    const queue = (await t.app.inject({ url: '/api/payments/transfers/pending-detailed?limit=100', headers: t.staff }))
      .json()
      .data.transfers.find((p: { id: string }) => p.id === bulkPayment.id);
    expect(queue).toMatchObject({ kind: 'daily', payer: { isGuest: true } });
    const [entry] = await t.app.db.select().from(visits).where(eq(visits.paymentId, bulkPayment.id));
    expect(entry).toMatchObject({ visitors: 3, visitType: 'daily', userId: null });

    const short = await post('/daily-income', { visitors: 2, receivedAmount: 40 });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(PAYMENT_MESSAGES.receivedBelowAmount);
    expect((await post('/daily-income', { visitors: 0 })).json().message).toBe(
      'La cantidad de visitantes debe ser al menos 1',
    );
    expect((await post('/daily-income', { method: 'card' })).statusCode).toBe(422);
    const staffId = (await signInDemo(t.app, 'colaborador')).userId;
    expect((await post('/daily-income', { userId: staffId })).statusCode).toBe(404);
  });

  it("keeps a named visitor's name on the daily pass and writes its day as dd/MM/yyyy", async () => {
    const pass = (await post('/daily-income', { visitorName: 'Ana Visitante' })).json().data.payment;
    const day = formatBusinessDate(businessDate());
    expect(pass).toMatchObject({ userId: null, payerName: 'Ana Visitante', concept: `Pase diario ${day}` });
    const history = await t.app.inject({ url: '/api/payments?search=Ana%20Visitante&limit=100', headers: t.staff });
    expect(history.json().data.payments.map((p: { id: string; payerName: string }) => [p.id, p.payerName])).toEqual([
      [pass.id, 'Ana Visitante'],
    ]);

    const group = (await post('/daily-income', { visitors: 2, method: 'transfer', visitorName: 'Grupo Ruiz' })).json()
      .data.payment;
    expect(group).toMatchObject({ payerName: 'Grupo Ruiz', concept: `Pase diario x 2 ${day}` });
    const queue = (await t.app.inject({ url: '/api/payments/transfers/pending-detailed?limit=100', headers: t.staff }))
      .json()
      .data.transfers.find((p: { id: string }) => p.id === group.id);
    expect(queue.payer).toMatchObject({ name: 'Grupo Ruiz', isGuest: true });

    // A registered client's pass is theirs: the account names the payer.
    const client = await newClient();
    const own = (await post('/daily-income', { userId: client.userId, visitorName: 'Otro' })).json().data.payment;
    expect(own).toMatchObject({ userId: client.userId, payerName: null });
  });

  it("counts a registered client's daily passes among the frequent daily clients", async () => {
    const client = await newClient();
    for (let i = 0; i < 3; i += 1)
      expect((await post('/daily-income', { userId: client.userId })).statusCode).toBe(201);
    const frequent = (
      await t.app.inject({ url: '/api/users/frequent-daily-clients?minVisits=3&days=1', headers: t.admin })
    ).json().data.clients;
    expect(frequent.find((c: { userId: string }) => c.userId === client.userId)).toMatchObject({ visits: 3 });
  });

  it('registers a member arriving once a day, and refuses one without a running membership', async () => {
    const luis = await signInDemo(t.app, 'cliente');
    const [first, second] = await Promise.all([
      post('/visits', { userId: luis.userId }),
      post('/visits', { userId: luis.userId }, t.admin),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    const repeat = first.statusCode === 200 ? first : second;
    expect(repeat.json()).toMatchObject({
      message: PAYMENT_MESSAGES.visitAlreadyRecorded,
      data: { alreadyRegistered: true },
    });
    const rows = await t.app.db
      .select()
      .from(visits)
      .where(and(eq(visits.userId, luis.userId), eq(visits.visitType, 'membership')));
    expect(rows).toHaveLength(1);
    expect((await get(`/client-card/${luis.userId}`)).json().data.visits.visitedToday).toBe(true);

    const maria = await signInDemo(t.app, 'maria');
    const pending = await post('/visits', { userId: maria.userId });
    expect(pending.statusCode).toBe(400);
    expect(pending.json().message).toBe(MEMBERSHIP_MESSAGES.noActiveMembership);
  });

  it("adds up the desk's day: income by method, people in, queues", async () => {
    await post('/daily-income', { visitors: 2 });
    const today = (await get('/today')).json().data;
    expect(today.income.byMethod.cash.amount).toBeGreaterThanOrEqual(50);
    expect(today.income.dailyPasses).toBeGreaterThanOrEqual(50);
    expect(today.dailyPasses.visitors).toBeGreaterThanOrEqual(2);
    expect(today.visits.total).toBeGreaterThanOrEqual(today.dailyPasses.visitors);
    expect(today.queues.transfers.count).toBeGreaterThanOrEqual(1);
    expect(today.memberships.active).toBeGreaterThan(0);
  });
});
