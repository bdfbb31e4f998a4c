/**
 * Recording a business event: a row of the outbox written by the service, in the transaction of
 * the change it announces. Nothing runs here: handlers hear the event only after the transaction
 * commits (events/relay.ts hands it to the job queue), so a change that rolls back announces nothing
 * and a slow or failing handler can never undo or hold up the change.
 */
import type { DomainEventPayloads, DomainEventType } from '@gym/domain';
import type { Executor } from '../db/client';
import { outboxEvents } from '../db/schema/index';

/** One event as a handler receives it. */
export interface DomainEvent<T extends DomainEventType = DomainEventType> {
  id: string;
  type: T;
  payload: DomainEventPayloads[T];
  occurredAt: Date;
}

/** Writes one event in the caller's transaction (pass the `tx` of the change, never the database). */
export async function recordEvent<T extends DomainEventType>(
  tx: Executor,
  type: T,
  payload: DomainEventPayloads[T],
): Promise<void> {
  await tx.insert(outboxEvents).values({ type, payload });
}

/** Several events of one type in one statement (a nightly run that expires many memberships). */
export async function recordEvents<T extends DomainEventType>(
  tx: Executor,
  type: T,
  payloads: readonly DomainEventPayloads[T][],
): Promise<void> {
  if (payloads.length === 0) return;
  await tx.insert(outboxEvents).values(payloads.map((payload) => ({ type, payload })));
}
