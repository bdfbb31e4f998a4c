/**
 * Delivering one event to one handler, at most once. The delivery row (event, handler) is claimed
 * with a lease before the handler runs and marked delivered after it returns: a second job for the
 * same pair (sent twice, or retried after a worker died) finds it delivered, or leased by a worker
 * still at it, and does nothing. A handler that throws leaves the row undelivered with its error,
 * and the queue retries it later.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DomainEventPayloads, DomainEventType } from '@gym/domain';
import { eventDeliveries, outboxEvents } from '../db/schema/index';
import type { EventHandler, JobContext } from './handler';
import type { DomainEvent } from './outbox';

/** How long a started delivery belongs to its worker before another may take it over. */
export const DELIVERY_LEASE_SECONDS = 300;

export type DeliveryOutcome = 'delivered' | 'already-delivered' | 'in-progress' | 'unknown-event';

/** Claims the delivery; answers which attempt this is, or null when it is delivered or leased elsewhere. */
async function claim(context: JobContext, eventId: string, handler: string): Promise<number | null> {
  const claimed = await context.db
    .insert(eventDeliveries)
    .values({
      eventId,
      handler,
      attempts: 1,
      claimedUntil: sql`now() + make_interval(secs => ${DELIVERY_LEASE_SECONDS})`,
    })
    .onConflictDoUpdate({
      target: [eventDeliveries.eventId, eventDeliveries.handler],
      set: {
        attempts: sql`${eventDeliveries.attempts} + 1`,
        claimedUntil: sql`now() + make_interval(secs => ${DELIVERY_LEASE_SECONDS})`,
      },
      setWhere: sql`${eventDeliveries.deliveredAt} is null and (${eventDeliveries.claimedUntil} is null or ${eventDeliveries.claimedUntil} < now())`,
    })
    .returning({ attempts: eventDeliveries.attempts });
  return claimed[0]?.attempts ?? null;
}

async function isDelivered(context: JobContext, eventId: string, handler: string): Promise<boolean> {
  const [row] = await context.db
    .select({ deliveredAt: eventDeliveries.deliveredAt })
    .from(eventDeliveries)
    .where(and(eq(eventDeliveries.eventId, eventId), eq(eventDeliveries.handler, handler)));
  return Boolean(row?.deliveredAt);
}

/** Runs `handler` for the event `eventId` unless it already ran (or runs now elsewhere). */
export async function deliverEvent(
  context: JobContext,
  handler: EventHandler,
  eventId: string,
  maxAttempts = Number.POSITIVE_INFINITY,
): Promise<DeliveryOutcome> {
  const [row] = await context.db.select().from(outboxEvents).where(eq(outboxEvents.id, eventId));
  if (!row) return 'unknown-event';
  const attempt = await claim(context, eventId, handler.name);
  if (attempt === null)
    return (await isDelivered(context, eventId, handler.name)) ? 'already-delivered' : 'in-progress';
  const event: DomainEvent = {
    id: row.id,
    type: row.type as DomainEventType,
    payload: row.payload as unknown as DomainEventPayloads[DomainEventType],
    occurredAt: row.occurredAt,
  };
  const key = and(eq(eventDeliveries.eventId, eventId), eq(eventDeliveries.handler, handler.name));
  try {
    await handler.handle(event, context, { attempt, final: attempt >= maxAttempts });
  } catch (error) {
    // The lease ends now, so the queue's retry may claim it again at once.
    await context.db
      .update(eventDeliveries)
      .set({ claimedUntil: null, lastError: error instanceof Error ? error.message.slice(0, 1000) : String(error) })
      .where(key);
    throw error;
  }
  await context.db
    .update(eventDeliveries)
    .set({ deliveredAt: sql`now()`, claimedUntil: null })
    .where(key);
  return 'delivered';
}
