import { DEMO_ACCOUNTS } from '@gym/api';
import { ACCOUNT_FIELDS, AUTH_MESSAGES, fieldError, PASSWORD_MESSAGES, permissionsForRole } from '@gym/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
import { makePng, multipartBody, startStack, type Stack } from '../../test/stack';

const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { token refreshToken message user { id email role fullName permissions preferences { theme } } }
}`;
const CHANGE_PASSWORD = `mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) { success message } }`;
const ME = '{ me { id email role fullName city profileImage preferences { theme notifications { push } } } }';

type LoginData = {
  login: {
    token: string;
    refreshToken: string;
    message: string;
    user: { email: string; role: string; permissions: string[] };
  };
};

describe('auth through the bff against the real api', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });

  afterAll(async () => {
    await stack?.close();
  });

  it.each(['admin', 'colaborador', 'cliente'] as const)(
    'signs in as %s with a token and the role permissions',
    async (role) => {
      const { email, password } = DEMO_ACCOUNTS[role];
      const { body } = await gql<LoginData>(stack.bff, LOGIN, { variables: { input: { email, password } } });
      expect(body.errors).toBeUndefined();
      const login = body.data!.login;
      expect(login.token.length).toBeGreaterThan(20);
      expect(login.refreshToken.length).toBeGreaterThan(20);
      expect(login.user).toMatchObject({ email, role });
      expect([...login.user.permissions].sort()).toEqual(permissionsForRole(role).sort());
    },
  );

  it('answers a wrong password as bad input, keeping the 401 status', async () => {
    const { body } = await gql(stack.bff, LOGIN, {
      variables: { input: { email: DEMO_ACCOUNTS.maria.email, password: 'Incorrecta1' } },
    });
    expect(firstError(body)).toEqual({
      message: 'Correo o contraseña incorrectos',
      code: 'BAD_USER_INPUT',
      status: 401,
    });
  });

  it('me: the profile with a token, UNAUTHENTICATED without one or with a bad one', async () => {
    const token = await stack.login('cliente');
    const withToken = await gql<{ me: { email: string; role: string } }>(stack.bff, ME, { token });
    expect(withToken.body.data?.me).toMatchObject({ email: DEMO_ACCOUNTS.cliente.email, role: 'cliente' });

    const without = await gql(stack.bff, ME);
    expect(firstError(without.body)).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });

    const forged = await gql(stack.bff, ME, { token: 'eyJhbGciOiJIUzI1NiJ9.e30.firma-falsa' });
    expect(firstError(forged.body)).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });

  it('forwards the caller token, request id and address to the api', async () => {
    const token = await stack.login('cliente');
    const before = stack.apiCalls.length;
    // No proxy is trusted by default: a stated x-forwarded-for is not the caller's address.
    await gql(stack.bff, ME, { token, headers: { 'x-request-id': 'prueba-req-42', 'x-forwarded-for': '203.0.113.7' } });
    const call = stack.apiCalls.slice(before).find((c) => c.url === '/api/auth/profile');
    expect(call?.headers.authorization).toBe(`Bearer ${token}`);
    expect(call?.headers['x-request-id']).toBe('prueba-req-42');
    expect(call?.headers['x-forwarded-for']).toBe('127.0.0.1');

    const next = stack.apiCalls.length;
    await gql(stack.bff, ME, { token });
    const generated = stack.apiCalls.slice(next).find((c) => c.url === '/api/auth/profile');
    expect(generated?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    // The bff logs and answers under the same id it forwards, so one id follows a request.
    const echoed = await stack.bff.inject({
      method: 'GET',
      url: '/bff/health',
      headers: { 'x-request-id': 'prueba-req-43' },
    });
    expect(echoed.headers['x-request-id']).toBe('prueba-req-43');
  });

  it('does not let a forged x-forwarded-for change the address sign-in failures are counted under', async () => {
    // An address nobody else uses in this file: failures count for unknown accounts too.
    const email = 'suplantador@example.com';
    const login = (withPassword: string, forged: string) =>
      gql<LoginData>(stack.bff, LOGIN, {
        variables: { input: { email, password: withPassword } },
        headers: { 'x-forwarded-for': forged },
      });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(firstError((await login('Incorrecta1', `203.0.113.${attempt}`)).body)).toMatchObject({ status: 401 });
    }
    expect(firstError((await login('Incorrecta1', '203.0.113.99')).body)).toEqual({
      message: AUTH_MESSAGES.tooManyLoginAttempts,
      code: 'TOO_MANY_REQUESTS',
      status: 429,
    });
  });

  it('updateProfile reports the changed fields, then refuses a no-op', async () => {
    const token = await stack.login('maria');
    const mutation = `mutation Update($input: UpdateProfileInput!) {
      updateProfile(input: $input) { changedFields message user { city bio } }
    }`;
    const input = { city: 'Antigua Guatemala', bio: 'Corro los sábados' };
    const first = await gql<{ updateProfile: { changedFields: string[]; message: string; user: { city: string } } }>(
      stack.bff,
      mutation,
      { token, variables: { input } },
    );
    expect(first.body.errors).toBeUndefined();
    expect([...first.body.data!.updateProfile.changedFields].sort()).toEqual(['bio', 'city']);
    expect(first.body.data!.updateProfile.user).toEqual(input);

    const again = await gql(stack.bff, mutation, { token, variables: { input } });
    expect(firstError(again.body)).toEqual({
      message: 'No hay datos para actualizar',
      code: 'BAD_USER_INPUT',
      status: 400,
    });
  });

  it('refuses an over-limit profile field with the contract message the api gives too', async () => {
    const token = await stack.login('maria');
    const mutation = `mutation Update($input: UpdateProfileInput!) { updateProfile(input: $input) { user { address } } }`;
    const tooLong = 'x'.repeat(ACCOUNT_FIELDS.address.max + 1);
    const message = fieldError(ACCOUNT_FIELDS.address, tooLong);
    expect(message).toBe('La dirección admite como máximo 200 caracteres');

    const before = stack.apiCalls.length;
    const refused = await gql(stack.bff, mutation, { token, variables: { input: { address: tooLong } } });
    expect(firstError(refused.body)).toEqual({ message, code: 'BAD_USER_INPUT', status: 422 });
    expect(stack.apiCalls.slice(before).filter((c) => c.url === '/api/auth/profile')).toEqual([]);

    const direct = await stack.api.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { address: tooLong },
    });
    expect(direct.statusCode).toBe(422);
    expect(direct.json().message).toBe(message);

    const longest = 'x'.repeat(ACCOUNT_FIELDS.address.max);
    const saved = await gql<{ updateProfile: { user: { address: string } } }>(stack.bff, mutation, {
      token,
      variables: { input: { address: longest } },
    });
    expect(saved.body.data?.updateProfile.user.address).toBe(longest);
  });

  it('changePassword: a wrong current password is bad input; the right one changes it', async () => {
    const token = await stack.login('maria');
    const mutation = `mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) { success message } }`;
    const wrong = await gql(stack.bff, mutation, {
      token,
      variables: { input: { currentPassword: 'NoEsEsta1', newPassword: 'Nueva1234' } },
    });
    expect(firstError(wrong.body)).toEqual({
      message: 'Contraseña actual incorrecta',
      code: 'BAD_USER_INPUT',
      status: 401,
    });

    const weak = await gql(stack.bff, mutation, {
      token,
      variables: { input: { currentPassword: DEMO_ACCOUNTS.maria.password, newPassword: 'corta' } },
    });
    expect(firstError(weak.body)).toMatchObject({
      message: expect.stringContaining('La contraseña debe tener al menos 6 caracteres'),
      code: 'BAD_USER_INPUT',
    });

    const right = await gql(stack.bff, mutation, {
      token,
      variables: { input: { currentPassword: DEMO_ACCOUNTS.maria.password, newPassword: 'Nueva1234' } },
    });
    expect(right.body.data).toEqual({
      changePassword: { success: true, message: 'Contraseña actualizada exitosamente' },
    });

    const relogin = await gql<LoginData>(stack.bff, LOGIN, {
      variables: { input: { email: DEMO_ACCOUNTS.maria.email, password: 'Nueva1234' } },
    });
    expect(relogin.body.data?.login.user.email).toBe(DEMO_ACCOUNTS.maria.email);
  });

  it('updatePreferences saves the theme and notifications', async () => {
    const token = await stack.login('cliente');
    const { body } = await gql<{
      updatePreferences: { preferences: { theme: string; notifications: { push: boolean } } };
    }>(
      stack.bff,
      'mutation { updatePreferences(input: { theme: "dark", notifications: { push: true } }) { preferences { theme notifications { push } } } }',
      { token },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.updatePreferences.preferences).toEqual({ theme: 'dark', notifications: { push: true } });
  });

  it('updatePreferences carries the message settings (WhatsApp, reminders) and me answers them', async () => {
    const token = await stack.login('colaborador');
    type Notifications = { email: boolean; whatsapp: boolean; reminders: boolean; push: boolean };
    const before = await gql<{ me: { preferences: { notifications: Notifications } } }>(
      stack.bff,
      '{ me { preferences { notifications { email whatsapp reminders push } } } }',
      { token },
    );
    expect(before.body.data?.me.preferences.notifications).toEqual({
      email: true,
      whatsapp: false,
      reminders: true,
      push: false,
    });

    const { body } = await gql<{ updatePreferences: { preferences: { notifications: Notifications } } }>(
      stack.bff,
      'mutation($input: PreferencesInput!) { updatePreferences(input: $input) { preferences { notifications { email whatsapp reminders push } } } }',
      { token, variables: { input: { notifications: { whatsapp: true, reminders: false } } } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.updatePreferences.preferences.notifications).toEqual({
      email: true,
      whatsapp: true,
      reminders: false,
      push: false,
    });
  });

  it('register creates a cliente; refreshSession rotates the session; logout closes it', async () => {
    const registered = await gql<LoginData>(
      stack.bff,
      `mutation Reg($input: RegisterInput!) { register(input: $input) { token refreshToken message user { email role permissions } } }`,
      {
        variables: {
          input: { email: 'nuevo.socio@example.com', password: 'Socio1234', firstName: 'Nuevo', lastName: 'Socio' },
        },
      },
    );
    expect(registered.body.errors).toBeUndefined();
    const session = (registered.body.data as unknown as { register: LoginData['login'] }).register;
    expect(session.user).toMatchObject({ email: 'nuevo.socio@example.com', role: 'cliente' });

    const duplicate = await gql(
      stack.bff,
      'mutation { register(input: { email: "nuevo.socio@example.com", password: "Socio1234", firstName: "Otro", lastName: "Socio" }) { token } }',
    );
    expect(firstError(duplicate.body)).toMatchObject({ code: 'BAD_USER_INPUT', status: 409 });

    const refreshed = await gql<{ refreshSession: { token: string; refreshToken: string } }>(
      stack.bff,
      'mutation R($t: String!) { refreshSession(refreshToken: $t) { token refreshToken } }',
      { variables: { t: session.refreshToken } },
    );
    expect(refreshed.body.errors).toBeUndefined();
    expect(refreshed.body.data?.refreshSession.refreshToken).not.toBe(session.refreshToken);

    const logout = await gql(stack.bff, 'mutation L($t: String) { logout(refreshToken: $t) { success message } }', {
      token: refreshed.body.data!.refreshSession.token,
      variables: { t: refreshed.body.data!.refreshSession.refreshToken },
    });
    expect(logout.body.data).toEqual({ logout: { success: true, message: 'Sesión cerrada exitosamente' } });
    // Its access token ended with it.
    const after = await gql(stack.bff, ME, { token: refreshed.body.data!.refreshSession.token });
    expect(firstError(after.body)).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });

  it('a password change ends the other sessions; the one that changed it goes on', async () => {
    const register = await gql<{ register: { token: string; refreshToken: string } }>(
      stack.bff,
      'mutation Reg($input: RegisterInput!) { register(input: $input) { token refreshToken } }',
      {
        variables: {
          input: { email: 'dos.sesiones@example.com', password: 'Inicial123', firstName: 'Dora', lastName: 'Sical' },
        },
      },
    );
    const here = register.body.data!.register;
    const other = await gql<LoginData>(stack.bff, LOGIN, {
      variables: { input: { email: 'dos.sesiones@example.com', password: 'Inicial123' } },
    });
    const elsewhere = other.body.data!.login;

    const common = await gql(stack.bff, CHANGE_PASSWORD, {
      token: here.token,
      variables: { input: { currentPassword: 'Inicial123', newPassword: 'Qwerty123' } },
    });
    expect(firstError(common.body)).toMatchObject({ message: PASSWORD_MESSAGES.tooCommon, status: 422 });
    const changed = await gql(stack.bff, CHANGE_PASSWORD, {
      token: here.token,
      variables: { input: { currentPassword: 'Inicial123', newPassword: 'Cambiada987' } },
    });
    expect(changed.body.errors).toBeUndefined();

    expect(firstError((await gql(stack.bff, ME, { token: elsewhere.token })).body)).toMatchObject({
      code: 'UNAUTHENTICATED',
      status: 401,
    });
    const refreshed = await gql(stack.bff, 'mutation R($t: String!) { refreshSession(refreshToken: $t) { token } }', {
      variables: { t: elsewhere.refreshToken },
    });
    expect(firstError(refreshed.body)).toMatchObject({ status: 401 });
    // Not a wrong current password: the session itself is over, so the web signs it out.
    const lateChange = await gql(stack.bff, CHANGE_PASSWORD, {
      token: elsewhere.token,
      variables: { input: { currentPassword: 'Cambiada987', newPassword: 'OtraMas4567' } },
    });
    expect(firstError(lateChange.body)).toEqual({
      message: AUTH_MESSAGES.tokenInvalid,
      code: 'UNAUTHENTICATED',
      status: 401,
    });
    expect((await gql(stack.bff, ME, { token: here.token })).body.errors).toBeUndefined();
  });

  it("refuses a common password at registration with the api's message", async () => {
    const { body } = await gql(
      stack.bff,
      'mutation { register(input: { email: "comun@example.com", password: "Password1", firstName: "Ana", lastName: "Común" }) { token } }',
    );
    expect(firstError(body)).toEqual({ message: PASSWORD_MESSAGES.tooCommon, code: 'BAD_USER_INPUT', status: 422 });
  });

  it('uploads a profile image through /bff/profile/image and serves it back through /uploads', async () => {
    const token = await stack.login('colaborador');
    const png = makePng(8);
    const form = multipartBody('image', 'foto.png', 'image/png', png);
    const upload = await stack.bff.inject({
      method: 'POST',
      url: '/bff/profile/image',
      headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(200);
    const uploaded = upload.json<{ success: boolean; data: { profileImage: string; publicId: string } }>();
    expect(uploaded.success).toBe(true);
    expect(uploaded.data.profileImage).toMatch(/^\/uploads\//);

    const me = await gql<{ me: { profileImage: string } }>(stack.bff, ME, { token });
    expect(me.body.data?.me.profileImage).toBe(uploaded.data.profileImage);

    const image = await stack.bff.inject({ method: 'GET', url: uploaded.data.profileImage });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(image.rawPayload.length).toBeGreaterThan(0);

    const missing = await stack.bff.inject({ method: 'GET', url: '/uploads/profiles/no-existe.png' });
    expect(missing.statusCode).toBe(404);
  });

  it('passes the api refusals of an upload through with their Spanish messages', async () => {
    const token = await stack.login('cliente');
    const send = (form: ReturnType<typeof multipartBody>, auth = true) =>
      stack.bff.inject({
        method: 'POST',
        url: '/bff/profile/image',
        headers: { ...(auth ? { authorization: `Bearer ${token}` } : {}), 'content-type': form.contentType },
        payload: form.payload,
      });

    const notImage = await send(multipartBody('image', 'foto.png', 'image/png', Buffer.from('esto no es una imagen')));
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json()).toMatchObject({
      success: false,
      message: 'Formato de imagen no válido. Usa JPG, PNG o WebP',
    });

    // 5.5 MB: under the bff's 6 MB ceiling, so the api itself judges and answers 413.
    const big = Buffer.concat([makePng(8), Buffer.alloc(5.5 * 1024 * 1024)]);
    const tooBig = await send(multipartBody('image', 'grande.png', 'image/png', big));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ success: false, message: 'La imagen es demasiado grande. Máximo 5MB' });

    // Over the bff ceiling: refused before it reaches the api.
    const calls = stack.apiCalls.length;
    const huge = await send(multipartBody('image', 'enorme.png', 'image/png', Buffer.alloc(7 * 1024 * 1024)));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ message: 'La imagen es demasiado grande. Máximo 5MB' });
    expect(stack.apiCalls.length).toBe(calls);

    const anonymous = await send(multipartBody('image', 'foto.png', 'image/png', makePng()), false);
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers the public queries (health, gym config) without a token', async () => {
    const { body } = await gql<{
      health: { status: string; version: string; services: { name: string; status: string }[] };
      gymConfig: { name: string; primaryColor: string; contact: { phone: string | null } };
    }>(
      stack.bff,
      '{ health { status version services { name status } } gymConfig { name primaryColor contact { phone } } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.health).toMatchObject({ status: 'healthy', version: '2.0.0' });
    expect(body.data?.health.services.length).toBeGreaterThan(0);
    expect(body.data?.gymConfig.name.length).toBeGreaterThan(0);
    expect(body.data?.gymConfig.primaryColor).toMatch(/^#/);
  });
  it('reads the profile once per request when a role check and `me` both need it', async () => {
    const token = await stack.login('colaborador');
    const before = stack.apiCalls.length;
    const { body } = await gql<{ me: { role: string }; pendingTransfers: unknown }>(
      stack.bff,
      '{ me { role permissions } pendingTransfers { transfers { urgency } } }',
      { token },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.me.role).toBe('colaborador');
    const profileReads = stack.apiCalls
      .slice(before)
      .filter((call) => call.method === 'GET' && call.url.split('?')[0] === '/api/auth/profile');
    expect(profileReads).toHaveLength(1);
  });
});

describe('a bff behind a proxy that TRUST_PROXY names', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ trustProxy: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('forwards the browser address the proxy states', async () => {
    const token = await stack.login('cliente');
    const before = stack.apiCalls.length;
    await gql(stack.bff, ME, { token, headers: { 'x-forwarded-for': '203.0.113.7' } });
    const call = stack.apiCalls.slice(before).find((c) => c.url === '/api/auth/profile');
    expect(call?.headers['x-forwarded-for']).toBe('203.0.113.7');
  });
});
