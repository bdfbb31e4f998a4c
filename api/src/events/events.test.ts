import type { DomainEventPayloads, DomainEventType } from '@gym/domain';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDeliveries, memberships, outboxEvents, payments } from '../db/schema/index';
import { backends, bearer, createTestApp, signInDemo, type TestApp } from '../test/test-app';
import { deliverEvent } from './delivery';
import { onEvent, type EventHandler } from './handler';
import { recordEvent } from './outbox';

/** Polls until `check` holds (the queue works in the background), failing after `ms`. */
async function eventually(check: () => Promise<boolean> | boolean, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('still not true after waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Heard<T extends DomainEventType> {
  eventId: string;
  payload: DomainEventPayloads[T];
  /** The payment's status as the handler read it from the database. */
  statusSeen: string | null;
}

describe.each(backends)('domain events after commit on %s', (backend) => {
  let t: TestApp;
  let staff: Record<string, string>;
  const rejected: Heard<'payment.rejected'>[] = [];
  const cancelled: string[] = [];
  /** The memberships whose cancellation the flaky handler is to fail twice, and its calls for each. */
  const flakyFor = new Map<string, number>();
  const flakyDelivered: string[] = [];

  /** Reads the payment in its own query: it sees the change only if the change committed first. */
  const recordRejection: EventHandler = onEvent('payment.rejected', 'test.record-rejection', async (event, { db }) => {
    const [row] = await db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, event.payload.paymentId));
    rejected.push({ eventId: event.id, payload: event.payload, statusSeen: row?.status ?? null });
  });
  /** Fails twice, then succeeds: the queue retries it with backoff. */
  const flaky: EventHandler = onEvent('membership.cancelled', 'test.flaky', async (event) => {
    const calls = (flakyFor.get(event.payload.membershipId) ?? 0) + 1;
    flakyFor.set(event.payload.membershipId, calls);
    if (calls <= 2) throw new Error(`falla simulada ${calls}`);
    flakyDelivered.push(event.payload.membershipId);
  });
  const alwaysFails: EventHandler = onEvent('membership.cancelled', 'test.always-fails', async (event) => {
    cancelled.push(event.payload.membershipId);
    throw new Error('proveedor caído');
  });

  beforeAll(async () => {
    t = await createTestApp(
      backend,
      { jobs: { enabled: true, relayIntervalMs: 100 } },
      {
        extraHandlers: [recordRejection, flaky, alwaysFails],
        jobTuning: { pollingIntervalSeconds: 0.5, retry: { limit: 2, delaySeconds: 1 } },
      },
    );
    staff = bearer((await signInDemo(t.app, 'colaborador')).token);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const client = async () => {
    const admin = bearer((await signInDemo(t.app, 'admin')).token);
    const email = `eventos.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@correo.gt`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { firstName: 'Eva', lastName: 'Eventos', email, password: 'Cliente123', role: 'cliente' },
    });
    expect(created.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Cliente123' },
    });
    return bearer(login.json().data.token);
  };
  const buyByTransfer = async () => {
    const plans = (await t.app.inject({ url: '/api/memberships/plans' })).json().data.plans as { id: string }[];
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/memberships/purchase',
      headers: await client(),
      payload: { planId: plans[0]!.id, paymentMethod: 'transfer', selectedSchedule: {} },
    });
    expect(bought.statusCode).toBe(201);
    return bought.json().data as { membership: { id: string }; payment: { id: string } };
  };
  const reject = (paymentId: string, reason = 'El monto no coincide') =>
    t.app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/validate-transfer`,
      headers: staff,
      payload: { approved: false, reason },
    });

  it('runs a handler once, after the change committed, with the ids it concerns', async () => {
    const { payment, membership } = await buyByTransfer();
    expect((await reject(payment.id)).statusCode).toBe(200);
    await eventually(() => rejected.some((h) => h.payload.paymentId === payment.id));
    const heard = rejected.filter((h) => h.payload.paymentId === payment.id);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({
      statusSeen: 'failed',
      payload: { reason: 'El monto no coincide', method: 'transfer' },
    });

    // A second rejection is refused (409) and announces nothing more.
    expect((await reject(payment.id, 'Otra vez')).statusCode).toBe(409);
    const [events] = await t.app.db
      .select({ n: count() })
      .from(outboxEvents)
      .where(sql`${outboxEvents.type} = 'payment.rejected' and ${outboxEvents.payload}->>'paymentId' = ${payment.id}`);
    expect(events!.n).toBe(1);
    // The membership it paid for was cancelled in the same transaction: its event is there too.
    const [cancelledEvent] = await t.app.db
      .select()
      .from(outboxEvents)
      .where(
        sql`${outboxEvents.type} = 'membership.cancelled' and ${outboxEvents.payload}->>'membershipId' = ${membership.id}`,
      );
    expect(cancelledEvent).toBeDefined();
  });

  it('records nothing for a change that rolls back', async () => {
    const before = rejected.length;
    const [payment] = await t.app.db.select().from(payments).limit(1);
    await expect(
      t.app.db.transaction(async (tx) => {
        await recordEvent(tx, 'payment.rejected', {
          paymentId: payment!.id,
          userId: null,
          method: 'transfer',
          reason: 'nunca',
        });
        throw new Error('la operación falla después de anunciarse');
      }),
    ).rejects.toThrow('la operación falla');
    const [left] = await t.app.db
      .select({ n: count() })
      .from(outboxEvents)
      .where(sql`${outboxEvents.payload}->>'reason' = 'nunca'`);
    expect(left!.n).toBe(0);
    await t.app.jobs!.relayNow();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(rejected.slice(before).some((h) => h.payload.reason === 'nunca')).toBe(false);
  });

  it('delivers an event at most once per handler, even when relayed or delivered twice', async () => {
    const { payment } = await buyByTransfer();
    expect((await reject(payment.id)).statusCode).toBe(200);
    await eventually(() => rejected.some((h) => h.payload.paymentId === payment.id));
    const [event] = await t.app.db
      .select()
      .from(outboxEvents)
      .where(sql`${outboxEvents.type} = 'payment.rejected' and ${outboxEvents.payload}->>'paymentId' = ${payment.id}`);
    // The relay is told the event is new again (a relay that died before marking it), and a worker
    // delivers it by hand as if its job had been sent twice.
    await t.app.db.update(outboxEvents).set({ publishedAt: null }).where(eq(outboxEvents.id, event!.id));
    await t.app.jobs!.relayNow();
    const context = { db: t.app.db, log: t.app.log, config: t.app.config };
    expect(await deliverEvent(context, recordRejection, event!.id)).toBe('already-delivered');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(rejected.filter((h) => h.payload.paymentId === payment.id)).toHaveLength(1);
  });

  it('retries a failing handler with backoff, sets it aside after its last attempt, and never undoes the change', async () => {
    const { payment, membership } = await buyByTransfer();
    const response = await reject(payment.id);
    // The business action answered at once and stays done whatever the handlers do.
    expect(response.statusCode).toBe(200);
    await eventually(() => flakyDelivered.includes(membership.id), 20_000);
    expect(flakyFor.get(membership.id)).toBe(3);
    const [event] = await t.app.db
      .select()
      .from(outboxEvents)
      .where(
        sql`${outboxEvents.type} = 'membership.cancelled' and ${outboxEvents.payload}->>'membershipId' = ${membership.id}`,
      );
    const deliveries = await t.app.db.select().from(eventDeliveries).where(eq(eventDeliveries.eventId, event!.id));
    const byHandler = Object.fromEntries(deliveries.map((d) => [d.handler, d]));
    expect(byHandler['test.flaky']).toMatchObject({ attempts: 3, lastError: 'falla simulada 2' });
    expect(byHandler['test.flaky']!.deliveredAt).not.toBeNull();
    // The one that always fails: first try and two retries, then a dead letter the health panel counts.
    const deadLetterOf = async () =>
      (
        await t.app.database.executeSql(
          `select count(*)::int as n from pgboss.job where name = 'events.dead-letters' and data->>'eventId' = $1`,
          [event!.id],
        )
      ).rows[0] as { n: number };
    await eventually(async () => (await deadLetterOf()).n === 1, 20_000);
    expect((await t.app.jobs!.state()).deadLetters).toBeGreaterThanOrEqual(1);
    expect(cancelled.filter((id) => id === membership.id)).toHaveLength(3);
    expect(byHandler['test.always-fails']?.deliveredAt ?? null).toBeNull();
    const [kept] = await t.app.db.select().from(memberships).where(eq(memberships.id, membership.id));
    expect(kept!.status).toBe('cancelled');
    const [paid] = await t.app.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(paid!.status).toBe('failed');
  }, 40_000);

  it('shows the admin the queue and each schedule with its last run; refuses anyone else', async () => {
    const admin = bearer((await signInDemo(t.app, 'admin')).token);
    await eventually(async () => {
      const { schedules } = await t.app.jobs!.state();
      // Those that also run at start; the reminders wait for 8:00.
      return schedules.filter((s) => s.name !== 'messages.reminders').every((s) => s.lastStatus === 'completed');
    });
    const response = await t.app.inject({ url: '/api/health/jobs', headers: admin });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.enabled).toBe(true);
    expect(data.schedules).toEqual([
      expect.objectContaining({
        name: 'memberships.expire',
        label: 'Vencimiento de membresías',
        cron: '0 0 * * *',
        timeZone: 'America/Guatemala',
        lastStatus: 'completed',
        lastSummary: expect.any(String),
        lastFinishedAt: expect.any(String),
      }),
      expect.objectContaining({
        name: 'memberships.freezes',
        label: 'Congelamientos de membresías',
        cron: '5 0 * * *',
        lastStatus: 'completed',
        lastSummary: '0 congelamientos iniciados, 0 membresías reanudadas',
      }),
      expect.objectContaining({ name: 'expenses.recurring', label: 'Gastos recurrentes', lastStatus: 'completed' }),
      expect.objectContaining({ name: 'messages.reminders', cron: '0 8 * * *', lastStatus: null }),
      expect.objectContaining({
        name: 'idempotency.cleanup',
        label: 'Limpieza de claves de idempotencia',
        cron: '17 * * * *',
        lastStatus: 'completed',
        lastSummary: '0 claves de idempotencia olvidadas',
      }),
    ]);
    expect(data.queues.map((q: { name: string }) => q.name)).toEqual(
      expect.arrayContaining(['event.test.record-rejection', 'memberships.expire']),
    );
    expect((await t.app.inject({ url: '/api/health/jobs', headers: staff })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/health/jobs' })).statusCode).toBe(401);
  });
});
