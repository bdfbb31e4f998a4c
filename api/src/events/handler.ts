/**
 * What a side effect looks like: a handler hears one event type, has a stable name (its job queue
 * and its delivery records carry it) and lives beside its feature
 * (`modules/<feature>/handlers/<event>.ts`); the feature's `ApiModule` lists it.
 */
import type { DomainEventType } from '@gym/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { DomainEvent } from './outbox';

/** What a handler (and a scheduled job) may use: the database outside any transaction, the log, the config. */
export interface JobContext {
  db: Database;
  log: FastifyBaseLogger;
  config: AppConfig;
}

/** Which try this is: a handler with an outside effect may give up on its own terms on the last one. */
export interface DeliveryAttempt {
  /** 1 for the first try. */
  attempt: number;
  /** No retry follows this one if it throws (the job goes to the dead letters). */
  final: boolean;
}

export interface EventHandler<T extends DomainEventType = DomainEventType> {
  /** Stable and unique: renaming it makes every past event new to it. Letters, digits, '.', '-', '_'. */
  readonly name: string;
  readonly event: T;
  /** Runs after the change committed, at most once per event; a throw is retried with backoff. */
  handle(event: DomainEvent<T>, context: JobContext, delivery: DeliveryAttempt): Promise<void>;
}

/** Declares a handler with its event's payload typed. */
export function onEvent<T extends DomainEventType>(
  event: T,
  name: string,
  handle: (event: DomainEvent<T>, context: JobContext, delivery: DeliveryAttempt) => Promise<void>,
): EventHandler<T> {
  return { name, event, handle };
}

/** The job queue a handler's deliveries wait in. */
export const handlerQueue = (handler: Pick<EventHandler, 'name'>): string => `event.${handler.name}`;
