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
import { WhatsAppSendError, type WhatsAppTransport } from '../../lib/whatsapp';
import { attachmentOf } from './attachments';

export interface NewMessage {
  subject: string;
  /** The e-mail's HTML; null for WhatsApp. */
  html: string | null;
  text: string;
  /** A WhatsApp message's approved template and its body parameters. */
  template?: string | null;
  templateParams?: string[] | null;
  /** A file the e-mail carries, made when it leaves ('invoice:<id>', see attachments.ts). */
  attachmentRef?: string | null;
  kind: MessageKind;
  channel: MessageChannel;
  recipient: string;
  userId: string | null;
  /** What makes it once: the same key twice writes one message. */
  dedupeKey: string;
}

/** Writes a message unless its key was already written; answers its id, or null for a repeat. */
export async function queueMessage(executor: Executor, message: NewMessage): Promise<string | null> {
  // The row and its event commit together (a savepoint inside the caller's transaction, if any):
  // a message never waits in the queue without the event that sends it.
  return executor.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({ ...message, status: 'queued' })
      .onConflictDoNothing({ target: messages.dedupeKey })
      .returning({ id: messages.id });
    if (!row) return null;
    await recordEvent(tx, 'message.queued', { messageId: row.id });
    return row.id;
  });
}

export type DeliveryResult = 'sent' | 'kept' | 'failed' | 'skipped';

async function setStatus(db: Executor, id: string, values: Partial<MessageRow>) {
  await db
    .update(messages)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(messages.id, id));
}

/** The ways out: the SMTP relay and the WhatsApp Cloud API, each null when not configured. */
export interface Transports {
  mailer: Mailer | null;
  whatsapp: WhatsAppTransport | null;
}

/** Hands one message to its channel; a message whose channel is not configured is kept, unsent. */
async function send(db: Executor, message: MessageRow, transports: Transports): Promise<'sent' | 'kept'> {
  if (message.channel === 'whatsapp') {
    if (!transports.whatsapp || !message.template) return 'kept';
    await transports.whatsapp.sendTemplate({
      to: message.recipient,
      template: message.template,
      language: 'es',
      parameters: message.templateParams ?? [],
    });
    return 'sent';
  }
  if (!transports.mailer) return 'kept';
  const attachment = message.attachmentRef ? await attachmentOf(db, message.attachmentRef) : null;
  await transports.mailer.send({
    to: message.recipient,
    subject: message.subject,
    html: message.html ?? '',
    text: message.text,
    ...(attachment ? { attachments: [attachment] } : {}),
  });
  return 'sent';
}

/**
 * A sent password reset keeps no usable link: the stored copy (what the admin reads in 'Mensajes')
 * loses the token once the mail left. A kept one (no mail server) keeps it: it is the only way the
 * link reaches anyone then, and an admin may set passwords anyway.
 */
function scrubbed(message: MessageRow): Partial<MessageRow> {
  if (message.kind !== 'password_reset') return {};
  const hide = (value: string) => value.replace(/#token=[A-Za-z0-9_-]+/g, '#token=[retirado]');
  return { text: hide(message.text), html: message.html === null ? null : hide(message.html) };
}

/**
 * Sends one queued message. A temporary failure counts an attempt and throws, so the queue tries
 * again later with backoff; the last attempt, or a permanent refusal (a bounced or invalid
 * address, a number not on WhatsApp), marks it failed with the reason instead of retrying forever.
 */
export async function deliverMessage(
  db: Executor,
  transports: Transports,
  id: string,
  lastAttempt: boolean,
): Promise<DeliveryResult> {
  const [message] = await db.select().from(messages).where(eq(messages.id, id));
  if (!message || message.status !== 'queued') return 'skipped';
  const attempts = message.attempts + 1;
  let outcome: 'sent' | 'kept';
  try {
    outcome = await send(db, message, transports);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const permanent =
      (error instanceof DeliveryError && error.permanent) || (error instanceof WhatsAppSendError && error.permanent);
    if (permanent || lastAttempt) {
      await setStatus(db, id, { status: 'failed', attempts, lastError: reason });
      return 'failed';
    }
    await setStatus(db, id, { attempts, lastError: reason });
    throw error;
  }
  if (outcome === 'kept') {
    await setStatus(db, id, { status: 'kept', lastError: null });
    return 'kept';
  }
  await setStatus(db, id, { status: 'sent', attempts, lastError: null, sentAt: new Date(), ...scrubbed(message) });
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
