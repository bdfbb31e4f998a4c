import { MESSAGE_ADMIN_MESSAGES, MESSAGE_KIND_LABELS, MESSAGE_KINDS } from '@gym/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
import { startStack, type Stack } from '../../test/stack';

const KIND = 'kind label enabled alwaysOn';
const READ = `query { messageSettings { kinds { ${KIND} } } }`;
const UPDATE = `mutation($input: UpdateMessageSettingsInput!) {
  updateMessageSettings(input: $input) { message settings { kinds { ${KIND} } } } }`;

interface Kind {
  kind: string;
  label: string;
  enabled: boolean;
  alwaysOn: boolean;
}

describe("the admin's switch per message kind through the bff (real api)", () => {
  let stack: Stack;
  let admin: string;
  beforeAll(async () => {
    stack = await startStack();
    admin = await stack.login('admin');
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('reads every kind, on, with its label, in the domain order; the password reset always on', async () => {
    const { body } = await gql<{ messageSettings: { kinds: Kind[] } }>(stack.bff, READ, { token: admin });
    expect(body.errors).toBeUndefined();
    expect(body.data!.messageSettings.kinds).toEqual(
      MESSAGE_KINDS.map((kind) => ({
        kind,
        label: MESSAGE_KIND_LABELS[kind],
        enabled: true,
        alwaysOn: kind === 'password_reset',
      })),
    );
  });

  it('turns a kind off and on again, the rest untouched, with the api’s notice', async () => {
    const off = await gql<{ updateMessageSettings: { message: string; settings: { kinds: Kind[] } } }>(
      stack.bff,
      UPDATE,
      { token: admin, variables: { input: { kinds: [{ kind: 'welcome', enabled: false }] } } },
    );
    expect(off.body.errors).toBeUndefined();
    expect(off.body.data!.updateMessageSettings.message).toBe(MESSAGE_ADMIN_MESSAGES.settingsSaved);
    const kinds = off.body.data!.updateMessageSettings.settings.kinds;
    expect(kinds.filter((k) => !k.enabled).map((k) => k.kind)).toEqual(['welcome']);
    expect(stack.apiCalls.some((call) => call.method === 'PUT' && call.url === '/api/messages/settings')).toBe(true);

    const read = await gql<{ messageSettings: { kinds: Kind[] } }>(stack.bff, READ, { token: admin });
    expect(read.body.data!.messageSettings.kinds.find((k) => k.kind === 'welcome')!.enabled).toBe(false);

    const on = await gql<{ updateMessageSettings: { settings: { kinds: Kind[] } } }>(stack.bff, UPDATE, {
      token: admin,
      variables: { input: { kinds: [{ kind: 'welcome', enabled: true }] } },
    });
    expect(on.body.data!.updateMessageSettings.settings.kinds.every((k) => k.enabled)).toBe(true);
  });

  it("carries the api's 400 for the password reset, and refuses an unknown kind before the api", async () => {
    const reset = await gql(stack.bff, UPDATE, {
      token: admin,
      variables: { input: { kinds: [{ kind: 'password_reset', enabled: false }] } },
    });
    expect(firstError(reset.body)).toMatchObject({
      status: 400,
      message: MESSAGE_ADMIN_MESSAGES.kindAlwaysOn(MESSAGE_KIND_LABELS.password_reset),
    });

    const calls = stack.apiCalls.length;
    const unknown = await gql(stack.bff, UPDATE, {
      token: admin,
      variables: { input: { kinds: [{ kind: 'boletin', enabled: false }] } },
    });
    expect(firstError(unknown.body).code).toBe('BAD_USER_INPUT');
    expect(stack.apiCalls.slice(calls).filter((call) => call.url.startsWith('/api/messages'))).toEqual([]);
  });

  it('refuses a colaborador (FORBIDDEN) and a visitor (UNAUTHENTICATED)', async () => {
    const staff = await stack.login('colaborador');
    expect(firstError((await gql(stack.bff, READ, { token: staff })).body).code).toBe('FORBIDDEN');
    const update = await gql(stack.bff, UPDATE, {
      token: staff,
      variables: { input: { kinds: [{ kind: 'welcome', enabled: false }] } },
    });
    expect(firstError(update.body).code).toBe('FORBIDDEN');
    expect(firstError((await gql(stack.bff, READ)).body).code).toBe('UNAUTHENTICATED');
  });
});
