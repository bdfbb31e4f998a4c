import type { MessageKind } from '@gym/domain';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { currentBrand } from './brand';
import { renderEmail, type EmailContent } from './email-layout';
import { queueMessage } from './service';

export interface EmailToQueue {
  kind: MessageKind;
  to: string;
  userId: string | null;
  /** The event (or request) it answers: with the kind and the address, what makes it once. */
  sourceId: string;
  content: EmailContent;
  /** What makes it once, when not its source, kind and address (a password reset: `reset:<id>`). */
  dedupeKey?: string;
}

/** Where a message is written: a handler's database, or the transaction of a request that decides it. */
export interface ComposeContext {
  db: Executor;
  config: Pick<AppConfig, 'publicUrl'>;
}

/** Renders an e-mail in the gym's brand and queues it, once per source, kind and address. */
export async function queueEmail(context: ComposeContext, email: EmailToQueue) {
  const brand = await currentBrand(context.db, context.config.publicUrl);
  const rendered = await renderEmail(brand, email.content);
  return queueMessage(context.db, {
    ...rendered,
    kind: email.kind,
    channel: 'email',
    recipient: email.to,
    userId: email.userId,
    dedupeKey: email.dedupeKey ?? `${email.sourceId}:${email.kind}:email:${email.to.toLowerCase()}`,
  });
}

/** A link into the web app (PUBLIC_URL + path). */
export const appLink = (context: Pick<ComposeContext, 'config'>, path: string) => `${context.config.publicUrl}${path}`;
