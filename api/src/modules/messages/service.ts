/**
 * Messages: written in the transaction (or the handler) that decides them, once per dedupe key, and
 * announced with a `message.queued` event, so they leave only after that commits; delivered by the
 * `messages.deliver` handler (handlers/deliver.ts) through the mailer, retried with the queue's
 * backoff, then marked failed for the admin's 'Reintentar'. Without a mailer they are kept.
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  MESSAGE_ADMIN_MESSAGES,
  MESSAGE_KIND_LABELS,
  MESSAGE_STATUS_LABELS,
  pageCount,
  type MessageChannel,
  type MessageKind,
  type MessageStatus,
} from '@gym/domain';
import type { Executor } from '../../db/client';
import { messages, type MessageRow } from '../../db/schema/index';
import { recordEvent } from '../../events/outbox';
import { AppError } from '../../lib/errors';
import { DeliveryError, type Mailer } from '../../lib/mailer';
import type { RenderedEmail } from './email-layout';

export interface NewMessage extends RenderedEmail {
  kind: MessageKind;
  channel: MessageChannel;
  recipient: string;
  userId: string | null;
  /** What makes it once: the same key twice writes one message. */
  dedupeKey: string;
}

/** Writes a message unless its key was already written; answers its id, or null for a repeat. */
export async function queueMessage(tx: Executor, message: NewMessage): Promise<string | null> {
  const [row] = await tx
    .insert(messages)
    .values({ ...message, status: 'queued' })
    .onConflictDoNothing({ target: messages.dedupeKey })
    .returning({ id: messages.id });
  if (!row) return null;
  await recordEvent(tx, 'message.queued', { messageId: row.id });
  return row.id;
}

export type DeliveryResult = 'sent' | 'kept' | 'failed' | 'skipped' | 'retry';

async function setStatus(db: Executor, id: string, values: Partial<MessageRow>) {
  await db
    .update(messages)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(messages.id, id));
}

/**
 * Sends one queued message. A temporary failure counts an attempt and throws, so the queue tries
 * again later with backoff; the last attempt, or a permanent refusal (a bounced or invalid
 * address), marks it failed with the reason instead of retrying forever.
 */
export async function deliverMessage(
  db: Executor,
  mailer: Mailer | null,
  id: string,
  lastAttempt: boolean,
): Promise<DeliveryResult> {
  const [message] = await db.select().from(messages).where(eq(messages.id, id));
  if (!message || message.status !== 'queued') return 'skipped';
  if (message.channel !== 'email') {
    await setStatus(db, id, { status: 'failed', lastError: MESSAGE_ADMIN_MESSAGES.channelOff });
    return 'failed';
  }
  if (!mailer) {
    await setStatus(db, id, { status: 'kept', lastError: null });
    return 'kept';
  }
  const attempts = message.attempts + 1;
  try {
    await mailer.send({
      to: message.recipient,
      subject: message.subject,
      html: message.html ?? '',
      text: message.text,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const permanent = error instanceof DeliveryError && error.permanent;
    if (permanent || lastAttempt) {
      await setStatus(db, id, { status: 'failed', attempts, lastError: reason });
      return 'failed';
    }
    await setStatus(db, id, { attempts, lastError: reason });
    throw error;
  }
  await setStatus(db, id, { status: 'sent', attempts, lastError: null, sentAt: new Date() });
  return 'sent';
}

export interface MessageQuery {
  page: number;
  limit: number;
  /** Checked against the domain's list by the route (MESSAGE_LIST_FIELDS). */
  status?: string | undefined;
  kind?: string | undefined;
}

const listColumns = {
  id: messages.id,
  kind: messages.kind,
  channel: messages.channel,
  recipient: messages.recipient,
  userId: messages.userId,
  subject: messages.subject,
  status: messages.status,
  attempts: messages.attempts,
  lastError: messages.lastError,
  createdAt: messages.createdAt,
  sentAt: messages.sentAt,
};

type ListedRow = { [K in keyof typeof listColumns]: MessageRow[K] };

function present(row: ListedRow) {
  return {
    ...row,
    kindLabel: MESSAGE_KIND_LABELS[row.kind as MessageKind] ?? row.kind,
    statusLabel: MESSAGE_STATUS_LABELS[row.status as MessageStatus] ?? row.status,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The newest first, filtered by status and kind. */
export async function listMessages(db: Executor, query: MessageQuery) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(messages.status, query.status));
  if (query.kind) conditions.push(eq(messages.kind, query.kind));
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(messages).where(where);
  const rows = await db
    .select(listColumns)
    .from(messages)
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const n = total?.n ?? 0;
  return {
    messages: rows.map(present),
    pagination: { total: n, page: query.page, pages: pageCount(n, query.limit), limit: query.limit },
  };
}

/** One message with what it says (HTML and text), as the recipient got it. */
export async function getMessage(db: Executor, id: string) {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  if (!row) throw new AppError(404, MESSAGE_ADMIN_MESSAGES.notFound);
  return { ...present(row), html: row.html, text: row.text };
}

/** 'Reintentar': a failed message goes back to the queue, with a fresh count of attempts, once. */
export async function retryMessage(db: Executor, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(messages).where(eq(messages.id, id)).for('update');
    if (!row) throw new AppError(404, MESSAGE_ADMIN_MESSAGES.notFound);
    if (row.status !== 'failed') throw new AppError(409, MESSAGE_ADMIN_MESSAGES.notFailed);
    await tx
      .update(messages)
      .set({ status: 'queued', attempts: 0, lastError: null, updatedAt: sql`now()` })
      .where(eq(messages.id, id));
    await recordEvent(tx, 'message.queued', { messageId: id });
  });
  return getMessage(db, id);
}
