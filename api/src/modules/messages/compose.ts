import {
  internationalPhone,
  messageChannelsFor,
  NOTIFICATIONS,
  WHATSAPP_TEMPLATES,
  type MessageChannel,
  type MessageKind,
} from '@gym/domain';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/index';
import { currentBrand } from './brand';
import { renderEmail, type EmailContent } from './email-layout';
import { messageKindSettings } from './kind-settings';
import { queueMessage } from './service';

/** Where a message is written: a handler's database, or the transaction of a request that decides it. */
export interface ComposeContext {
  db: Executor;
  config: Pick<AppConfig, 'publicUrl' | 'whatsapp'>;
}

export interface MessageToQueue {
  kind: MessageKind;
  /** The e-mail address. */
  to: string;
  /** The member's phone, for WhatsApp (a guest has none we may use). */
  phone?: string | null;
  userId: string | null;
  /** The event (or request) it answers: with the kind and the address, what makes it once. */
  sourceId: string;
  content: EmailContent;
  /** The WhatsApp template's body parameters, in the order of domain `WHATSAPP_TEMPLATES`. */
  whatsapp?: string[];
  /** A file the e-mail carries, made when it leaves (`attachments.ts`: 'invoice:<id>'). */
  attachment?: string;
}

/** The channels the member's settings give this kind (a guest: e-mail). */
async function channelsOf(
  context: ComposeContext,
  message: MessageToQueue,
  phone: string | null,
): Promise<MessageChannel[]> {
  if (!message.userId) return ['email'];
  const [row] = await context.db
    .select({ preferences: users.preferences })
    .from(users)
    .where(eq(users.id, message.userId));
  const settings = { ...NOTIFICATIONS.defaults, ...row?.preferences?.notifications };
  const whatsappEnabled = Boolean(
    context.config.whatsapp && phone && WHATSAPP_TEMPLATES[message.kind] && message.whatsapp,
  );
  return messageChannelsFor(message.kind, settings, { whatsappEnabled });
}

/**
 * Queues a message on each channel the member's settings give its kind (e-mail in the gym's brand,
 * WhatsApp as its approved template), once per source, kind, channel and recipient; answers how
 * many were new (0 when all were queued before, the admin turned this kind off for the gym, or the
 * member turned it off).
 */
export async function queueMessages(context: ComposeContext, message: MessageToQueue) {
  // The gym's switch first, read once: a kind the admin turned off queues nothing on any channel.
  if (!(await messageKindSettings(context.db))[message.kind]) return 0;
  const phone = message.phone ? internationalPhone(message.phone) : null;
  let queued = 0;
  for (const channel of await channelsOf(context, message, phone)) {
    if (channel === 'email') {
      const rendered = await renderEmail(await currentBrand(context.db, context.config.publicUrl), message.content);
      const id = await queueMessage(context.db, {
        ...rendered,
        kind: message.kind,
        channel,
        recipient: message.to,
        userId: message.userId,
        attachmentRef: message.attachment ?? null,
        dedupeKey: `${message.sourceId}:${message.kind}:email:${message.to.toLowerCase()}`,
      });
      if (id) queued += 1;
    } else if (phone && message.whatsapp) {
      const template = WHATSAPP_TEMPLATES[message.kind]!;
      const id = await queueMessage(context.db, {
        kind: message.kind,
        channel,
        recipient: phone,
        userId: message.userId,
        subject: message.content.subject,
        html: null,
        text: message.content.preheader,
        template: template.name,
        templateParams: message.whatsapp,
        dedupeKey: `${message.sourceId}:${message.kind}:whatsapp:${phone}`,
      });
      if (id) queued += 1;
    }
  }
  return queued;
}

/**
 * One e-mail whatever the member's settings and the gym's switches (a password reset: only ever by e-mail, to the account's
 * address), once per `dedupeKey` (default: its source, kind and address).
 */
export async function queueEmail(
  context: { db: Executor; config: Pick<AppConfig, 'publicUrl'> },
  email: Omit<MessageToQueue, 'phone' | 'whatsapp'> & { dedupeKey?: string },
) {
  const rendered = await renderEmail(await currentBrand(context.db, context.config.publicUrl), email.content);
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
