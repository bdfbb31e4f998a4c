import { DEMO_ACCOUNTS } from '@gym/api';
import { PASSWORD_MESSAGES, PASSWORD_RESET_MESSAGES } from '@gym/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
import { startStack, type Stack } from '../../test/stack';

const FORGOT = `mutation Forgot($input: ForgotPasswordInput!) { forgotPassword(input: $input) { success message } }`;
const RESET = `mutation Reset($input: ResetPasswordInput!) { resetPassword(input: $input) { success message } }`;
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { token } }`;

describe('password reset through the bff against the real api', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });

  afterAll(async () => {
    await stack?.close();
  });

  /** The token of the newest reset mail, as the admin reads the kept message (no mailer in tests). */
  async function mailedToken(): Promise<string> {
    const { email, password } = DEMO_ACCOUNTS.admin;
    const login = await stack.api.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    const headers = { authorization: `Bearer ${login.json().data.token as string}` };
    const list = await stack.api.inject({ url: '/api/messages?kind=password_reset', headers });
    const [newest] = list.json().data.messages as { id: string }[];
    const message = await stack.api.inject({ url: `/api/messages/${newest!.id}`, headers });
    const token = /#token=([A-Za-z0-9_-]+)/.exec(message.json().data.message.text as string)?.[1];
    if (!token) throw new Error(`no reset link in the message: ${message.body}`);
    return token;
  }

  it('asks for a link with the same answer for a known and an unknown address, then resets once', async () => {
    const known = await gql<{ forgotPassword: { success: boolean; message: string } }>(stack.bff, FORGOT, {
      variables: { input: { email: DEMO_ACCOUNTS.cliente.email } },
    });
    const unknown = await gql<{ forgotPassword: { success: boolean; message: string } }>(stack.bff, FORGOT, {
      variables: { input: { email: 'nadie@correo.gt' } },
    });
    expect(known.body.data?.forgotPassword).toEqual({ success: true, message: PASSWORD_RESET_MESSAGES.requested });
    expect(unknown.body.data).toEqual(known.body.data);

    const token = await mailedToken();
    const weak = await gql(stack.bff, RESET, { variables: { input: { token, password: 'corta' } } });
    expect(firstError(weak.body)).toMatchObject({ message: PASSWORD_MESSAGES.rule, code: 'BAD_USER_INPUT' });

    const done = await gql<{ resetPassword: { message: string } }>(stack.bff, RESET, {
      variables: { input: { token, password: 'Recuperada2026' } },
    });
    expect(done.body.data?.resetPassword.message).toBe(PASSWORD_RESET_MESSAGES.done);
    const signedIn = await gql<{ login: { token: string } }>(stack.bff, LOGIN, {
      variables: { input: { email: DEMO_ACCOUNTS.cliente.email, password: 'Recuperada2026' } },
    });
    expect(signedIn.body.data?.login.token).toBeTruthy();

    const again = await gql(stack.bff, RESET, { variables: { input: { token, password: 'Otra2026xy' } } });
    expect(firstError(again.body)).toMatchObject({ message: PASSWORD_RESET_MESSAGES.invalidToken, status: 400 });
  });
});
