import { onEvent } from '../../../events/handler';
import type { AppConfig } from '../../../config';
import { createMailer, type Mailer } from '../../../lib/mailer';
import { createWhatsAppTransport, type WhatsAppTransport } from '../../../lib/whatsapp';
import { deliverMessage, type Transports } from '../service';

/** One SMTP transport per relay address for the process (nodemailer keeps its connection settings). */
const mailers = new Map<string, Mailer>();

function mailerFor(config: { mail: { smtpUrl: string | null; from: string } }): Mailer | null {
  const { smtpUrl, from } = config.mail;
  if (!smtpUrl) return null;
  const key = `${smtpUrl}\n${from}`;
  let mailer = mailers.get(key);
  if (!mailer) {
    mailer = createMailer({ smtpUrl, from });
    mailers.set(key, mailer);
  }
  return mailer;
}

const whatsappTransports = new Map<string, WhatsAppTransport>();

function transportsFor(config: AppConfig): Transports {
  const whatsapp = config.whatsapp;
  let transport: WhatsAppTransport | null = null;
  if (whatsapp) {
    const key = `${whatsapp.apiUrl}\n${whatsapp.phoneNumberId}\n${whatsapp.token}`;
    transport = whatsappTransports.get(key) ?? createWhatsAppTransport(whatsapp);
    whatsappTransports.set(key, transport);
  }
  return { mailer: mailerFor(config), whatsapp: transport };
}

/** Sends a message once it is written and committed; a temporary failure throws to be retried. */
export const deliverQueuedMessage = onEvent(
  'message.queued',
  'messages.deliver',
  async (event, { db, config, log }, delivery) => {
    const result = await deliverMessage(db, transportsFor(config), event.payload.messageId, delivery.final);
    if (result === 'failed') log.warn({ messageId: event.payload.messageId }, 'Un mensaje no se pudo enviar');
  },
);
