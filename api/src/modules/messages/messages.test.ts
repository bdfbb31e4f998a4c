import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '../../db/schema/index';
import { eventually, startSmtp } from '../../test/smtp';
import { backends, bearer, createTestApp, signInDemo, type TestApp } from '../../test/test-app';

describe.each(backends)('messages by e-mail on %s', (backend) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: Record<string, string>;
  let staff: Record<string, string>;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(
      backend,
      {
        jobs: { enabled: true, relayIntervalMs: 100 },
        mail: { smtpUrl: smtp.url, from: 'Gimnasio Demo <avisos@gimnasio.demo>' },
        publicUrl: 'https://gym.example',
      },
      { jobTuning: { pollingIntervalSeconds: 0.5, retry: { limit: 2, delaySeconds: 1 } } },
    );
    admin = bearer((await signInDemo(t.app, 'admin')).token);
    staff = bearer((await signInDemo(t.app, 'colaborador')).token);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const mailsTo = (address: string) => smtp.received.filter((m) => m.to && JSON.stringify(m.to).includes(address));
  const register = async (email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Rocío', lastName: 'Pérez', email, password: 'Rutina2026', phone: '4455 6677' },
    });
    expect(response.statusCode).toBe(201);
    return { token: response.json().data.token as string, userId: response.json().data.user.id as string };
  };
  const buyByTransfer = async (token: string) => {
    const plans = (await t.app.inject({ url: '/api/memberships/plans' })).json().data.plans as { id: string }[];
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/memberships/purchase',
      headers: bearer(token),
      payload: { planId: plans[0]!.id, paymentMethod: 'transfer', selectedSchedule: {} },
    });
    expect(bought.statusCode).toBe(201);
    return bought.json().data as { membership: { id: string }; payment: { id: string; amount: number } };
  };

  it('welcomes a new member in the gym’s name, with HTML and a plain-text part', async () => {
    await register('rocio.bienvenida@correo.gt');
    await eventually(() => mailsTo('rocio.bienvenida@correo.gt').length === 1);
    const [mail] = mailsTo('rocio.bienvenida@correo.gt');
    expect(mail!.subject).toBe('¡Bienvenido! Tu cuenta está lista');
    expect(mail!.from?.text).toContain('avisos@gimnasio.demo');
    expect(mail!.text).toContain('¡Hola, Rocío!');
    expect(mail!.text).toContain('Ir a mi panel: https://gym.example/dashboard/client');
    const html = String(mail!.html);
    expect(html).toContain('https://gym.example/dashboard/client');
    // The gym's name and colour come from its configuration.
    const config = (await t.app.inject({ url: '/api/gym/config' })).json().data;
    expect(html).toContain(config.name);
    expect(html.toLowerCase()).toContain(String(config.primaryColor).toLowerCase());
  });

  it('tells a member the transfer was rejected, with the reason and where to send a new proof, once', async () => {
    const member = await register('rocio.rechazo@correo.gt');
    const { payment } = await buyByTransfer(member.token);
    const reject = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/${payment.id}/validate-transfer`,
        headers: staff,
        payload: { approved: false, reason: 'El monto no coincide con el plan' },
      });
    expect((await reject()).statusCode).toBe(200);
    expect((await reject()).statusCode).toBe(409);
    await eventually(() => mailsTo('rocio.rechazo@correo.gt').some((m) => m.subject?.startsWith('No pudimos aprobar')));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rejected = mailsTo('rocio.rechazo@correo.gt').filter((m) => m.subject?.startsWith('No pudimos aprobar'));
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.text).toContain('Motivo del rechazo: El monto no coincide con el plan');
    expect(rejected[0]!.text).toContain('https://gym.example/dashboard/client/payments');
    expect(rejected[0]!.text).toMatch(/Monto: Q \d/);
  });

  it('sends a receipt when staff approve a transfer, and the membership activated', async () => {
    const member = await register('rocio.recibo@correo.gt');
    const { payment } = await buyByTransfer(member.token);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${payment.id}/validate-transfer`,
      headers: staff,
      payload: { approved: true },
    });
    expect(approved.statusCode).toBe(200);
    await eventually(() => mailsTo('rocio.recibo@correo.gt').length >= 3);
    const subjects = mailsTo('rocio.recibo@correo.gt').map((m) => m.subject);
    expect(subjects).toContain(`Transferencia aprobada: recibo de Q ${payment.amount.toFixed(2)}`);
    expect(subjects.some((s) => s?.startsWith('Tu membresía') && s.endsWith('está activa'))).toBe(true);
    const receipt = mailsTo('rocio.recibo@correo.gt').find((m) => m.subject?.startsWith('Transferencia aprobada'))!;
    expect(receipt.text).toMatch(/Fecha: \d{2}\/\d{2}\/\d{4}/);
    expect(receipt.text).toContain('Total (IVA incluido): Q ');
  });

  it('never blocks the action: a bounced address fails at once, a busy one is retried then marked failed; the admin retries it', async () => {
    smtp.refuse.permanent.add('rebota@correo.gt');
    smtp.refuse.temporary.add('ocupado@correo.gt');
    // Registration answers 201 whatever the mail server does.
    const bounced = await register('rebota@correo.gt');
    await register('ocupado@correo.gt');
    const statusOf = async (address: string) => {
      const [row] = await t.app.db.select().from(messages).where(eq(messages.recipient, address));
      return row;
    };
    await eventually(async () => (await statusOf('rebota@correo.gt'))?.status === 'failed');
    const bouncedRow = await statusOf('rebota@correo.gt');
    expect(bouncedRow).toMatchObject({ attempts: 1 });
    expect(bouncedRow!.lastError).toContain('Buzón inexistente');
    // Three attempts (the first and two retries with backoff), then failed with the reason.
    await eventually(async () => (await statusOf('ocupado@correo.gt'))?.status === 'failed', 30_000);
    expect(await statusOf('ocupado@correo.gt')).toMatchObject({ attempts: 3 });
    // The registration the bounce answered stands: the account exists and signs in.
    const [account] = await t.app.db.select().from(users).where(eq(users.id, bounced.userId));
    expect(account).toMatchObject({ email: 'rebota@correo.gt', isActive: true });

    // The admin reads both in 'Mensajes' with the reason, and puts the busy one back in the queue.
    const list = await t.app.inject({ url: '/api/messages?status=failed', headers: admin });
    expect(list.statusCode).toBe(200);
    const failed = list.json().data.messages as {
      id: string;
      recipient: string;
      statusLabel: string;
      lastError: string;
    }[];
    const busy = failed.find((m) => m.recipient === 'ocupado@correo.gt')!;
    expect(busy).toMatchObject({ statusLabel: 'Falló', lastError: expect.stringContaining('Buzón ocupado') });
    smtp.refuse.temporary.delete('ocupado@correo.gt');
    const retried = await t.app.inject({ method: 'POST', url: `/api/messages/${busy.id}/retry`, headers: admin });
    expect(retried.statusCode).toBe(200);
    await eventually(() => mailsTo('ocupado@correo.gt').length === 1);
    await eventually(async () => (await statusOf('ocupado@correo.gt'))?.status === 'sent');
    // A second retry of a message that is no longer failed is refused.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/messages/${busy.id}/retry`, headers: admin })).statusCode,
    ).toBe(409);
  }, 60_000);

  it('shows one message as the recipient got it, to the admin only', async () => {
    const list = await t.app.inject({ url: '/api/messages?kind=welcome&limit=1', headers: admin });
    const [first] = list.json().data.messages as { id: string }[];
    const one = await t.app.inject({ url: `/api/messages/${first!.id}`, headers: admin });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.message).toMatchObject({ kind: 'welcome', kindLabel: 'Bienvenida', channel: 'email' });
    expect(one.json().data.message.html).toContain('<!doctype html>');
    expect((await t.app.inject({ url: '/api/messages', headers: staff })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/messages' })).statusCode).toBe(401);
  });
});

describe('messages without a mail server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      'pglite',
      { jobs: { enabled: true, relayIntervalMs: 100 } },
      { jobTuning: { pollingIntervalSeconds: 0.5 } },
    );
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('keeps every message for the admin to read, and sends nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Lía', lastName: 'Sin Correo', email: 'lia@correo.gt', password: 'Rutina2026' },
    });
    expect(response.statusCode).toBe(201);
    await eventually(async () => {
      const [row] = await t.app.db.select().from(messages).where(eq(messages.recipient, 'lia@correo.gt'));
      return row?.status === 'kept';
    });
    const admin = bearer((await signInDemo(t.app, 'admin')).token);
    const list = await t.app.inject({ url: '/api/messages', headers: admin });
    expect(list.json().data.messages[0]).toMatchObject({
      recipient: 'lia@correo.gt',
      status: 'kept',
      statusLabel: 'Guardado (sin servidor de correo)',
      subject: '¡Bienvenido! Tu cuenta está lista',
    });
  });
});

/** A local stand-in of the WhatsApp Cloud API: it checks the token, keeps each template sent, refuses a number on demand. */
async function startCloudApi() {
  const { createServer } = await import('node:http');
  const sent: { to: string; template: string; parameters: string[] }[] = [];
  const unreachable = new Set<string>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const reply = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.headers.authorization !== 'Bearer token-de-prueba' || request.url !== '/v21.0/1234567890/messages')
        return reply(401, { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } });
      const message = JSON.parse(body) as {
        to: string;
        template: { name: string; components: { parameters: { text: string }[] }[] };
      };
      if (unreachable.has(message.to))
        return reply(400, {
          error: { message: 'Message undeliverable', type: 'OAuthException', code: 131026 },
        });
      sent.push({
        to: message.to,
        template: message.template.name,
        parameters: message.template.components[0]!.parameters.map((p) => p.text),
      });
      reply(200, {
        messaging_product: 'whatsapp',
        contacts: [{ wa_id: message.to }],
        messages: [{ id: `wamid.${sent.length}` }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/v21.0`,
    sent,
    unreachable,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('messages by WhatsApp for a member who chose it', () => {
  let t: TestApp;
  let cloud: Awaited<ReturnType<typeof startCloudApi>>;
  beforeAll(async () => {
    cloud = await startCloudApi();
    t = await createTestApp(
      'pglite',
      {
        jobs: { enabled: true, relayIntervalMs: 100 },
        whatsapp: { token: 'token-de-prueba', phoneNumberId: '1234567890', apiUrl: cloud.apiUrl },
      },
      { jobTuning: { pollingIntervalSeconds: 0.5 } },
    );
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await cloud?.close();
  });

  const memberWithWhatsApp = async (email: string, phone: string) => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Teo', lastName: 'Whatsapp', email, password: 'Rutina2026', phone },
    });
    expect(registered.statusCode).toBe(201);
    const token = registered.json().data.token as string;
    const chose = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/preferences',
      headers: bearer(token),
      payload: { notifications: { whatsapp: true } },
    });
    expect(chose.statusCode).toBe(200);
    return token;
  };
  const rejectTransfer = async (token: string) => {
    const plans = (await t.app.inject({ url: '/api/memberships/plans' })).json().data.plans as { id: string }[];
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/memberships/purchase',
      headers: bearer(token),
      payload: { planId: plans[0]!.id, paymentMethod: 'transfer', selectedSchedule: {} },
    });
    const { payment } = bought.json().data as { payment: { id: string; amount: number } };
    const staff = bearer((await signInDemo(t.app, 'colaborador')).token);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${payment.id}/validate-transfer`,
      headers: staff,
      payload: { approved: false, reason: 'Falta el comprobante' },
    });
    expect(rejected.statusCode).toBe(200);
    return payment;
  };

  it('sends the approved template with its parameters to the number in international form, besides the e-mail', async () => {
    const token = await memberWithWhatsApp('teo.whatsapp@correo.gt', '4455 6677');
    const payment = await rejectTransfer(token);
    await eventually(() => cloud.sent.some((m) => m.template === 'pago_rechazado'));
    expect(cloud.sent.find((m) => m.template === 'pago_rechazado')).toEqual({
      to: '50244556677',
      template: 'pago_rechazado',
      parameters: ['Teo', `Q ${payment.amount.toFixed(2)}`, 'Falta el comprobante'],
    });
    // The e-mail went too (kept here: no mail server), once each.
    const rejections = () => t.app.db.select().from(messages).where(eq(messages.kind, 'payment_rejected'));
    await eventually(async () => (await rejections()).every((r) => r.status !== 'queued'));
    const rows = await rejections();
    expect(rows.map((r) => [r.channel, r.recipient, r.status]).sort()).toEqual([
      ['email', 'teo.whatsapp@correo.gt', 'kept'],
      ['whatsapp', '50244556677', 'sent'],
    ]);
  });

  it('marks a number WhatsApp refuses as failed at once, with the reason, without retrying', async () => {
    cloud.unreachable.add('50255550000');
    const token = await memberWithWhatsApp('teo.sin.whatsapp@correo.gt', '5555 0000');
    await rejectTransfer(token);
    await eventually(async () => {
      const [row] = await t.app.db.select().from(messages).where(eq(messages.recipient, '50255550000'));
      return row?.status === 'failed';
    });
    const [row] = await t.app.db.select().from(messages).where(eq(messages.recipient, '50255550000'));
    expect(row).toMatchObject({ attempts: 1, channel: 'whatsapp' });
    expect(row!.lastError).toContain('Message undeliverable');
  });
});
