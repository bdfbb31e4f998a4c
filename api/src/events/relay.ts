/**
 * The outbox relay: hands each committed event to the job queue, one job per handler of its type,
 * then marks it published. A job's id is derived from (event, handler), and the queue ignores a job
 * whose id it already holds, so a relay that stops between the two steps, or two api processes
 * relaying the same event at once, still make one job per handler (and the delivery record makes
 * the handler run once even then).
 */
import { createHash } from 'node:crypto';
import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outboxEvents } from '../db/schema/index';
import { handlerQueue, type EventHandler } from './handler';

/** How many events one pass hands on. */
export const RELAY_BATCH = 200;

/** What the relay needs of the queue: inserting jobs whose id it chooses (pg-boss's `insert`). */
export interface JobInserter {
  insert(jobs: { id: string; name: string; data: { eventId: string } }[]): Promise<void>;
}

/** A UUID (version 5 layout) that is always the same for one event and one handler. */
export function deliveryJobId(eventId: string, handler: string): string {
  const hex = createHash('sha1').update(`${eventId}/${handler}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** One pass: the oldest unpublished events, their jobs, their mark. Returns how many were handed on. */
export async function relayPendingEvents(
  db: Database,
  queue: JobInserter,
  handlers: readonly EventHandler[],
): Promise<number> {
  const pending = await db
    .select({ id: outboxEvents.id, type: outboxEvents.type })
    .from(outboxEvents)
    .where(isNull(outboxEvents.publishedAt))
    .orderBy(asc(outboxEvents.sequence))
    .limit(RELAY_BATCH);
  if (pending.length === 0) return 0;
  const jobs = pending.flatMap((event) =>
    handlers
      .filter((handler) => handler.event === event.type)
      .map((handler) => ({
        id: deliveryJobId(event.id, handler.name),
        name: handlerQueue(handler),
        data: { eventId: event.id },
      })),
  );
  if (jobs.length > 0) await queue.insert(jobs);
  await db
    .update(outboxEvents)
    .set({ publishedAt: new Date() })
    .where(
      and(
        inArray(
          outboxEvents.id,
          pending.map((event) => event.id),
        ),
        isNull(outboxEvents.publishedAt),
      ),
    );
  return pending.length;
}
