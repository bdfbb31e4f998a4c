import { MESSAGE_ADMIN_MESSAGES } from '@gym/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
import { startRefusingSmtp } from '../../test/refusing-smtp';
import { startStack, type Stack } from '../../test/stack';

const FIELDS =
  'id kind kindLabel channel recipient userId subject status statusLabel attempts lastError createdAt sentAt';
const LIST = `query($filter: MessageFilterInput) { messages(filter: $filter) {
  messages { ${FIELDS} } pagination { total page pages limit } } }`;
const ONE = `query($id: ID!) { message(id: $id) { ${FIELDS} html text } }`;
const RETRY = `mutation($id: ID!) { retryMessage(id: $id) { message retried { id status statusLabel attempts lastError } } }`;

interface Listed {
  id: string;
  kind: string;
  kindLabel: string;
  recipient: string;
  status: string;
  statusLabel: string;
  lastError: string | null;
}
type ListAnswer = { messages: { messages: Listed[]; pagination: { total: number; limit: number; page: number } } };

const jobs = { enabled: true, relayIntervalMs: 200 };

/** A member signs up on the real api: the welcome message is written by its handler. */
async function register(stack: Stack, email: string) {
  const response = await stack.api.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { firstName: 'Rocío', lastName: 'Pérez', email, password: 'Rutina2026' },
  });
  expect(response.statusCode).toBe(201);
}

/** The admin's list until `done` holds for it (the queue delivers in the background). */
async function listUntil(stack: Stack, token: string, filter: object, done: (list: Listed[]) => boolean) {
  let list: Listed[] = [];
  for (let tries = 0; tries < 150; tries += 1) {
    const { body } = await gql<ListAnswer>(stack.bff, LIST, { token, variables: { filter } });
    expect(body.errors).toBeUndefined();
    list = body.data!.messages.messages;
    if (done(list)) return list;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`la lista nunca llegó a lo esperado: ${JSON.stringify(list)}`);
}

describe('messages through the bff (real api, queue on, no mail server)', () => {
  let stack: Stack;
  let admin: string;
  beforeAll(async () => {
    stack = await startStack({}, { jobs });
    admin = await stack.login('admin');
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('lists the welcome of a new member as kept, filters by status and kind, and shows what it said', async () => {
    await register(stack, 'rocio.mensajes@correo.gt');
    const kept = await listUntil(stack, admin, { status: 'kept', kind: 'welcome', limit: 5 }, (list) =>
      list.some((m) => m.recipient === 'rocio.mensajes@correo.gt'),
    );
    const welcome = kept.find((m) => m.recipient === 'rocio.mensajes@correo.gt')!;
    expect(welcome).toMatchObject({
      kind: 'welcome',
      kindLabel: 'Bienvenida',
      status: 'kept',
      statusLabel: 'Guardado (sin servidor de correo)',
      lastError: null,
    });
    expect(kept.every((m) => m.status === 'kept' && m.kind === 'welcome')).toBe(true);

    const none = await gql<ListAnswer>(stack.bff, LIST, { token: admin, variables: { filter: { status: 'failed' } } });
    expect(none.body.data!.messages).toMatchObject({ messages: [], pagination: { total: 0, page: 1 } });

    const { body } = await gql<{ message: Listed & { html: string | null; text: string } }>(stack.bff, ONE, {
      token: admin,
      variables: { id: welcome.id },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.message.html).toContain('Ir a mi panel');
    expect(body.data!.message.text).toContain('¡Hola, Rocío!');

    // Only a failed message may be retried.
    const retry = await gql(stack.bff, RETRY, { token: admin, variables: { id: welcome.id } });
    expect(firstError(retry.body)).toMatchObject({ status: 409, message: MESSAGE_ADMIN_MESSAGES.notFailed });
  });

  it('refuses a filter outside the domain in Spanish, before the api', async () => {
    const calls = stack.apiCalls.length;
    const { body } = await gql(stack.bff, LIST, { token: admin, variables: { filter: { status: 'perdido' } } });
    expect(firstError(body).code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(body.errors)).toContain('El estado');
    // The role check reads the caller's profile; the list itself is never asked for.
    expect(stack.apiCalls.slice(calls).filter((call) => call.url.startsWith('/api/messages'))).toEqual([]);
  });

  it('refuses a colaborador (FORBIDDEN) and a visitor (UNAUTHENTICATED)', async () => {
    const staff = await stack.login('colaborador');
    for (const [document, variables] of [
      [LIST, {}],
      [ONE, { id: '00000000-0000-4000-8000-000000000000' }],
      [RETRY, { id: '00000000-0000-4000-8000-000000000000' }],
    ] as const) {
      expect(firstError((await gql(stack.bff, document, { token: staff, variables })).body).code).toBe('FORBIDDEN');
    }
    expect(firstError((await gql(stack.bff, LIST)).body).code).toBe('UNAUTHENTICATED');
  });
});

describe("'Reintentar' through the bff (a mail server that refuses every address)", () => {
  let stack: Stack;
  let smtp: Awaited<ReturnType<typeof startRefusingSmtp>>;
  beforeAll(async () => {
    smtp = await startRefusingSmtp();
    stack = await startStack({}, { jobs, mail: { smtpUrl: smtp.url, from: 'Gimnasio <avisos@gimnasio.demo>' } });
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
    await smtp?.close();
  });

  it('shows the failed welcome with its reason, and puts it back in the queue once', async () => {
    const admin = await stack.login('admin');
    await register(stack, 'rebota@correo.gt');
    const failed = await listUntil(stack, admin, { status: 'failed' }, (list) =>
      list.some((m) => m.recipient === 'rebota@correo.gt'),
    );
    const bounced = failed.find((m) => m.recipient === 'rebota@correo.gt')!;
    expect(bounced).toMatchObject({ kind: 'welcome', statusLabel: 'Falló' });
    expect(bounced.lastError).toContain('550');

    const { body } = await gql<{
      retryMessage: { message: string; retried: { id: string; status: string; attempts: number; lastError: null } };
    }>(stack.bff, RETRY, { token: admin, variables: { id: bounced.id } });
    expect(body.errors).toBeUndefined();
    expect(body.data!.retryMessage).toEqual({
      message: MESSAGE_ADMIN_MESSAGES.retried,
      retried: { id: bounced.id, status: 'queued', statusLabel: 'En cola', attempts: 0, lastError: null },
    });
  });
});
