import { messageChannelsFor, NOTIFICATIONS, type MessageKind } from '@gym/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { JobContext } from '../../events/handler';
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
}

/** Whether the member's settings let this kind go by e-mail (reminders may be turned off; the rest always go). */
async function wantsEmail(context: Pick<JobContext, 'db'>, kind: MessageKind, userId: string | null): Promise<boolean> {
  if (!userId) return true;
  const [row] = await context.db.select({ preferences: users.preferences }).from(users).where(eq(users.id, userId));
  const settings = { ...NOTIFICATIONS.defaults, ...row?.preferences?.notifications };
  return messageChannelsFor(kind, settings, { whatsappEnabled: false }).includes('email');
}

/**
 * Renders an e-mail in the gym's brand and queues it, once per source, kind and address; answers
 * the message id, or null when it was already queued or the member does not want this kind.
 */
export async function queueEmail(context: Pick<JobContext, 'db' | 'config'>, email: EmailToQueue) {
  if (!(await wantsEmail(context, email.kind, email.userId))) return null;
  const brand = await currentBrand(context.db, context.config.publicUrl);
  const rendered = await renderEmail(brand, email.content);
  return queueMessage(context.db, {
    ...rendered,
    kind: email.kind,
    channel: 'email',
    recipient: email.to,
    userId: email.userId,
    dedupeKey: `${email.sourceId}:${email.kind}:email:${email.to.toLowerCase()}`,
  });
}

/** A link into the web app (PUBLIC_URL + path). */
export const appLink = (context: Pick<JobContext, 'config'>, path: string) => `${context.config.publicUrl}${path}`;
