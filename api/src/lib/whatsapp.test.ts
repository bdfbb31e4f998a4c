import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWhatsAppTransport, WhatsAppSendError } from './whatsapp';

const TOKEN = 'EAAG-test-token';
const PHONE_NUMBER_ID = '106540352242922';

type Reply = { status: number; body: unknown } | 'hang-up' | 'silence';

/**
 * A stand-in for the Cloud API on loopback: it checks what the real one would refuse (the bearer
 * token, the path, the template body) and answers in its shapes; `next` picks the next answer.
 */
class CloudApiStandIn {
  readonly received: { path: string | undefined; body: unknown }[] = [];
  next: Reply | null = null;
  private server: Server | null = null;
  url = '';

  async start() {
    this.server = createServer((request, response) => {
      void this.answer(request).then((reply) => {
        if (reply === 'hang-up') {
          request.socket.destroy();
          return;
        }
        if (reply === 'silence') return;
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v21.0`;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async answer(request: IncomingMessage): Promise<Reply> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
    this.received.push({ path: request.url, body });
    if (request.headers.authorization !== `Bearer ${TOKEN}`) {
      return cloudError(401, 'Invalid OAuth access token - Cannot parse access token', 190);
    }
    if (request.method !== 'POST' || request.url !== `/v21.0/${PHONE_NUMBER_ID}/messages`) {
      return cloudError(400, 'Unsupported post request', 100);
    }
    if (!isTemplateBody(body)) return cloudError(400, '(#100) Invalid parameter', 100);
    if (this.next) return this.next;
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.HBgL${body.to}FQIAERgS`, message_status: 'accepted' }],
      },
    };
  }
}

function cloudError(status: number, message: string, code: number): Reply {
  return {
    status,
    body: { error: { message, type: 'OAuthException', code, error_subcode: 2494010, fbtrace_id: 'AbCdEf123' } },
  };
}

interface TemplateBody {
  messaging_product: 'whatsapp';
  to: string;
  type: 'template';
  template: {
    name: string;
    language: { code: string };
    components: { type: 'body'; parameters: { type: 'text'; text: string }[] }[];
  };
}

function isTemplateBody(value: unknown): value is TemplateBody {
  const body = value as Partial<TemplateBody> | null;
  const component = body?.template?.components?.[0];
  return (
    body?.messaging_product === 'whatsapp' &&
    typeof body.to === 'string' &&
    /^\d{8,15}$/.test(body.to) &&
    body.type === 'template' &&
    typeof body.template?.name === 'string' &&
    typeof body.template.language?.code === 'string' &&
    component?.type === 'body' &&
    Array.isArray(component.parameters) &&
    component.parameters.every((p) => p.type === 'text' && typeof p.text === 'string')
  );
}

const reminder = {
  to: '50244556677',
  template: 'membresia_por_vencer',
  language: 'es' as const,
  parameters: ['Lucía', 'Trimestral', '26/11/2026'],
};

async function failure(promise: Promise<unknown>): Promise<WhatsAppSendError> {
  const caught = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(WhatsAppSendError);
  return caught as WhatsAppSendError;
}

describe('WhatsApp Cloud API transport', () => {
  const cloud = new CloudApiStandIn();
  beforeAll(() => cloud.start());
  afterAll(() => cloud.stop());
  beforeEach(() => {
    cloud.next = null;
    cloud.received.length = 0;
  });
  const transport = () => createWhatsAppTransport({ token: TOKEN, phoneNumberId: PHONE_NUMBER_ID, apiUrl: cloud.url });

  it('sends a template with its body parameters and answers the message id', async () => {
    await expect(transport().sendTemplate(reminder)).resolves.toBe('wamid.HBgL50244556677FQIAERgS');
    expect(cloud.received).toEqual([
      {
        path: `/v21.0/${PHONE_NUMBER_ID}/messages`,
        body: {
          messaging_product: 'whatsapp',
          to: '50244556677',
          type: 'template',
          template: {
            name: 'membresia_por_vencer',
            language: { code: 'es' },
            components: [
              {
                type: 'body',
                parameters: [
                  { type: 'text', text: 'Lucía' },
                  { type: 'text', text: 'Trimestral' },
                  { type: 'text', text: '26/11/2026' },
                ],
              },
            ],
          },
        },
      },
    ]);
  });

  it('accepts the API address with a trailing slash', async () => {
    const slashed = createWhatsAppTransport({ token: TOKEN, phoneNumberId: PHONE_NUMBER_ID, apiUrl: `${cloud.url}/` });
    await expect(slashed.sendTemplate(reminder)).resolves.toMatch(/^wamid\./);
  });

  it('calls a refused number or a missing template permanent, with the Cloud API code', async () => {
    cloud.next = cloudError(400, '(#131026) Message undeliverable', 131026);
    const undeliverable = await failure(transport().sendTemplate(reminder));
    expect(undeliverable).toMatchObject({ permanent: true, status: 400, code: 131026 });
    expect(undeliverable.message).toBe('WhatsApp respondió 400: (#131026) Message undeliverable');

    cloud.next = cloudError(404, '(#132001) Template name does not exist in the translation', 132001);
    expect(await failure(transport().sendTemplate(reminder))).toMatchObject({ permanent: true, code: 132001 });
  });

  it('calls a wrong token permanent, and never puts the token in the message', async () => {
    const wrong = createWhatsAppTransport({ token: 'expired', phoneNumberId: PHONE_NUMBER_ID, apiUrl: cloud.url });
    const error = await failure(wrong.sendTemplate(reminder));
    expect(error).toMatchObject({ permanent: true, status: 401, code: 190 });
    expect(error.message).not.toContain('expired');
  });

  it('calls 429 and 5xx temporary', async () => {
    cloud.next = cloudError(429, '(#130429) Rate limit hit', 130429);
    expect(await failure(transport().sendTemplate(reminder))).toMatchObject({ permanent: false, status: 429 });

    cloud.next = { status: 503, body: { error: { message: 'Service temporarily unavailable', code: 2 } } };
    expect(await failure(transport().sendTemplate(reminder))).toMatchObject({ permanent: false, status: 503 });

    cloud.next = { status: 502, body: '<html>Bad gateway</html>' };
    expect(await failure(transport().sendTemplate(reminder))).toMatchObject({
      permanent: false,
      status: 502,
      code: null,
    });
  });

  it('calls a lost connection temporary', async () => {
    cloud.next = 'hang-up';
    const dropped = await failure(transport().sendTemplate(reminder));
    expect(dropped).toMatchObject({ permanent: false, status: null, message: 'WhatsApp: sin conexión' });

    const closed = createWhatsAppTransport({
      token: TOKEN,
      phoneNumberId: PHONE_NUMBER_ID,
      apiUrl: 'http://127.0.0.1:1/v21.0',
    });
    expect(await failure(closed.sendTemplate(reminder))).toMatchObject({ permanent: false, status: null });
  });

  it('gives up on a silent API after the timeout, as temporary', async () => {
    cloud.next = 'silence';
    const impatient = createWhatsAppTransport(
      { token: TOKEN, phoneNumberId: PHONE_NUMBER_ID, apiUrl: cloud.url },
      { timeoutMs: 200 },
    );
    expect(await failure(impatient.sendTemplate(reminder))).toMatchObject({
      permanent: false,
      status: null,
      message: 'WhatsApp: sin respuesta a tiempo',
    });
  });

  it('calls an accepted answer without a message id permanent: a retry could send it twice', async () => {
    cloud.next = { status: 200, body: { messaging_product: 'whatsapp', contacts: [], messages: [] } };
    expect(await failure(transport().sendTemplate(reminder))).toMatchObject({ permanent: true, status: 200 });
  });
});
