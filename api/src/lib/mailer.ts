/**
 * The one SMTP adapter (nodemailer). `SMTP_URL` names any relay (smtp://user:pass@host:587,
 * smtps://... for TLS from the start); without it there is no mailer and messages are kept for the
 * admin to read. A refusal the server calls permanent (5xx: no such mailbox, bad address) is told
 * apart from a temporary one (4xx, the connection), so a bad address is not retried forever.
 */
import type { Transporter } from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Sends one mail; answers the server's message id. Throws a `DeliveryError`. */
  send(mail: Mail): Promise<string>;
  close(): void;
}

/** Why a message did not leave, and whether trying again could help. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** SMTP reply codes that will not change on a retry (RFC 5321: 5yz is a permanent negative reply). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  if (typeof code === 'number') return code >= 500 && code < 600;
  // nodemailer refuses a malformed address before talking to the server.
  return (error as { code?: unknown }).code === 'EENVELOPE';
}

export function createMailer(options: { smtpUrl: string; from: string }): Mailer {
  // nodemailer reads a connection URL's query as options: a dead relay fails within seconds.
  const url = new URL(options.smtpUrl);
  for (const [key, value] of Object.entries({
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  }))
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  // nodemailer is loaded with the first mail: a server that sends none never holds it.
  let transport: Promise<Transporter> | null = null;
  const transportOf = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url.toString())));
  return {
    async send(mail) {
      try {
        const info = await (await transportOf()).sendMail({ from: options.from, ...mail });
        return String(info.messageId ?? '');
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new DeliveryError(reason.slice(0, 500), isPermanent(error));
      }
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}
