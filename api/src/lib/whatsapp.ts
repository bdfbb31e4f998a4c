/**
 * The WhatsApp Business Cloud API (Meta), reduced to what the gym sends: an approved template
 * with its body's text parameters. A business may only start a conversation with a template that
 * Meta approved (WhatsApp Manager); free text is allowed only within 24 hours of the person's last
 * message, which the gym does not track. The messages module (modules/messages/service.ts) is its
 * one caller: it decides what to send and whether to retry.
 */
import type { WhatsAppConfig } from '../config';

export interface WhatsAppTemplateMessage {
  /** The recipient in international form, digits only (domain `internationalPhone`): 50244556677. */
  to: string;
  /** The approved template's name, e.g. membresia_por_vencer. */
  template: string;
  /** The template's language as approved; the gym's templates are in Spanish. */
  language: 'es';
  /** The body's {{1}}, {{2}}... in order. */
  parameters: string[];
}

export interface WhatsAppTransport {
  /** Sends a template message; answers the message id Meta gives it (wamid...). */
  sendTemplate(message: WhatsAppTemplateMessage): Promise<string>;
}

/**
 * A failed send. `permanent`: sending the same message again will fail the same way (a 4xx other
 * than 429: an invalid or unregistered number, a template that is missing or not approved, a bad
 * token), so a caller stops retrying; otherwise (429, 5xx, network, timeout) it may try later.
 */
export class WhatsAppSendError extends Error {
  readonly permanent: boolean;
  /** The HTTP status, or null when no answer came (network, timeout). */
  readonly status: number | null;
  /** The Cloud API's error code (131026: the number cannot receive it; 132001: no such template). */
  readonly code: number | null;

  constructor(
    message: string,
    options: { permanent: boolean; status: number | null; code?: number | null; cause?: unknown },
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'WhatsAppSendError';
    this.permanent = options.permanent;
    this.status = options.status;
    this.code = options.code ?? null;
  }
}

/** How long a send waits for Meta before it counts as temporary failure. */
const REQUEST_TIMEOUT_MS = 10_000;

/** A 4xx is the request's fault and will fail again, except 429 (too many for now). */
const isPermanentStatus = (status: number) => status >= 400 && status < 500 && status !== 429;

interface CloudApiError {
  error?: { message?: unknown; code?: unknown; type?: unknown };
}

interface CloudApiSent {
  messages?: { id?: unknown }[];
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export function createWhatsAppTransport(
  config: WhatsAppConfig,
  { timeoutMs = REQUEST_TIMEOUT_MS }: { timeoutMs?: number } = {},
): WhatsAppTransport {
  const endpoint = `${config.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    async sendTemplate({ to, template, language, parameters }) {
      const body = {
        messaging_product: 'whatsapp',
        to,
        type: 'template',
        template: {
          name: template,
          language: { code: language },
          components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }],
        },
      };
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (cause) {
        // Never the token or the number in the message: it reaches logs.
        const reason =
          cause instanceof Error && cause.name === 'TimeoutError' ? 'sin respuesta a tiempo' : 'sin conexión';
        throw new WhatsAppSendError(`WhatsApp: ${reason}`, { permanent: false, status: null, cause });
      }
      const answer = await readJson(response);
      if (!response.ok) {
        const error = (answer as CloudApiError | null)?.error;
        const detail = typeof error?.message === 'string' ? `: ${error.message}` : '';
        throw new WhatsAppSendError(`WhatsApp respondió ${response.status}${detail}`, {
          permanent: isPermanentStatus(response.status),
          status: response.status,
          code: typeof error?.code === 'number' ? error.code : null,
        });
      }
      const id = (answer as CloudApiSent | null)?.messages?.[0]?.id;
      if (typeof id !== 'string' || !id) {
        // Accepted but unreadable: the message may have gone out, so retrying could send it twice.
        throw new WhatsAppSendError('WhatsApp no devolvió el id del mensaje', {
          permanent: true,
          status: response.status,
        });
      }
      return id;
    },
  };
}
