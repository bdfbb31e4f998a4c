import { DEMO_ACCOUNTS } from '@gym/api';
import { fieldError, USER_QUERY_FIELDS } from '@gym/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
import { startStack, type Stack } from '../../test/stack';

const USERS = `query Users($filter: UsersFilterInput) {
  users(filter: $filter) { users { id email role fullName } pagination { total page pages limit } }
}`;

type UsersData = {
  users: {
    users: { id: string; email: string; role: string }[];
    pagination: { total: number; page: number; pages: number; limit: number };
  };
};

describe('users through the bff against the real api', () => {
  let stack: Stack;
  let admin: string;
  let colaborador: string;
  let cliente: string;

  beforeAll(async () => {
    stack = await startStack();
    [admin, colaborador, cliente] = await Promise.all([
      stack.login('admin'),
      stack.login('colaborador'),
      stack.login('cliente'),
    ]);
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('pages the user list for an admin', async () => {
    const page1 = await gql<UsersData>(stack.bff, USERS, {
      token: admin,
      variables: { filter: { page: 1, limit: 3 } },
    });
    expect(page1.body.errors).toBeUndefined();
    const { users, pagination } = page1.body.data!.users;
    expect(users).toHaveLength(3);
    expect(pagination).toMatchObject({ page: 1, limit: 3, pages: Math.ceil(pagination.total / 3) });
    expect(pagination.total).toBeGreaterThan(3);

    const page2 = await gql<UsersData>(stack.bff, USERS, {
      token: admin,
      variables: { filter: { page: 2, limit: 3 } },
    });
    const secondIds = page2.body.data!.users.users.map((u) => u.id);
    expect(secondIds.length).toBeGreaterThan(0);
    expect(secondIds.some((id) => users.some((u) => u.id === id))).toBe(false);

    const defaults = await gql<UsersData>(stack.bff, USERS, { token: admin });
    expect(defaults.body.data!.users.pagination).toMatchObject({ page: 1, limit: 20 });
  });

  it('filters by role, and a colaborador only ever sees clients', async () => {
    const staff = await gql<UsersData>(stack.bff, USERS, {
      token: admin,
      variables: { filter: { role: 'colaborador' } },
    });
    const staffUsers = staff.body.data!.users.users;
    expect(staffUsers.map((u) => u.email)).toContain(DEMO_ACCOUNTS.colaborador.email);
    expect(new Set(staffUsers.map((u) => u.role))).toEqual(new Set(['colaborador']));

    const seenByColaborador = await gql<UsersData>(stack.bff, USERS, {
      token: colaborador,
      variables: { filter: { limit: 100 } },
    });
    const roles = new Set(seenByColaborador.body.data!.users.users.map((u) => u.role));
    expect(roles).toEqual(new Set(['cliente']));
  });

  it('refuses the list to a cliente with the spec message', async () => {
    const { body } = await gql(stack.bff, USERS, { token: cliente });
    expect(firstError(body)).toEqual({
      message: 'Los clientes no pueden ver la lista de usuarios',
      code: 'FORBIDDEN',
      status: 403,
    });
  });

  it('a colaborador cannot create an admin', async () => {
    const { body } = await gql(
      stack.bff,
      `mutation Create($input: CreateUserInput!) { createUser(input: $input) { id } }`,
      {
        token: colaborador,
        variables: {
          input: {
            email: 'jefe@example.com',
            password: 'Jefe12345',
            firstName: 'Jefe',
            lastName: 'Nuevo',
            role: 'admin',
          },
        },
      },
    );
    expect(firstError(body)).toEqual({
      message: 'Los colaboradores solo pueden crear usuarios clientes',
      code: 'FORBIDDEN',
      status: 403,
    });
  });

  it('an admin creates, reads, edits and deletes a user', async () => {
    const created = await gql<{ createUser: { id: string; role: string; fullName: string } }>(
      stack.bff,
      `mutation Create($input: CreateUserInput!) { createUser(input: $input) { id role fullName } }`,
      {
        token: admin,
        variables: {
          input: {
            email: 'lucia.paz@example.com',
            password: 'LuciaPaz82',
            firstName: 'Lucía',
            lastName: 'Paz',
            role: 'colaborador',
          },
        },
      },
    );
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data!.createUser.id;
    expect(created.body.data!.createUser).toMatchObject({ role: 'colaborador', fullName: 'Lucía Paz' });

    const read = await gql<{ user: { email: string } }>(stack.bff, 'query U($id: ID!) { user(id: $id) { email } }', {
      token: admin,
      variables: { id },
    });
    expect(read.body.data?.user.email).toBe('lucia.paz@example.com');

    const edited = await gql<{ updateUser: { city: string; isActive: boolean } }>(
      stack.bff,
      'mutation E($id: ID!) { updateUser(id: $id, input: { city: "Quetzaltenango" }) { city isActive } }',
      { token: admin, variables: { id } },
    );
    expect(edited.body.data?.updateUser).toEqual({ city: 'Quetzaltenango', isActive: true });

    const colaboradorEdit = await gql(
      stack.bff,
      'mutation E($id: ID!) { updateUser(id: $id, input: { city: "Cobán" }) { id } }',
      {
        token: colaborador,
        variables: { id },
      },
    );
    expect(firstError(colaboradorEdit.body)).toMatchObject({ code: 'FORBIDDEN', status: 403 });

    const deleted = await gql<{ deleteUser: { success: boolean; message: string } }>(
      stack.bff,
      'mutation D($id: ID!) { deleteUser(id: $id) { success message } }',
      { token: admin, variables: { id } },
    );
    expect(deleted.body.data?.deleteUser).toEqual({ success: true, message: 'Usuario eliminado exitosamente' });

    const gone = await gql(stack.bff, 'query U($id: ID!) { user(id: $id) { email } }', {
      token: admin,
      variables: { id },
    });
    expect(firstError(gone.body)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('searches users and explains a too-short query', async () => {
    const found = await gql<{ searchUsers: { email: string }[] }>(stack.bff, '{ searchUsers(q: "maria") { email } }', {
      token: admin,
    });
    expect(found.body.data?.searchUsers.map((u) => u.email)).toContain(DEMO_ACCOUNTS.maria.email);

    const short = await gql(stack.bff, '{ searchUsers(q: "m") { email } }', { token: admin });
    expect(firstError(short.body)).toEqual({
      message: 'La búsqueda debe tener al menos 2 caracteres',
      code: 'BAD_USER_INPUT',
      status: 400,
    });
  });

  it('refuses an out-of-range frequent-clients window with the contract message the api gives too', async () => {
    const days = USER_QUERY_FIELDS.days.max + 1;
    const message = fieldError(USER_QUERY_FIELDS.days, days);
    expect(message).toBe('El número de días no puede ser mayor que 365');
    const { body } = await gql(stack.bff, `{ frequentDailyClients(days: ${days}) { userId } }`, { token: admin });
    expect(firstError(body)).toEqual({ message, code: 'BAD_USER_INPUT', status: 422 });

    const direct = await stack.api.inject({
      method: 'GET',
      url: `/api/users/frequent-daily-clients?days=${days}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(direct.statusCode).toBe(422);
    expect(direct.json().message).toBe(message);
  });

  it('gives user statistics scoped by role', async () => {
    const query = '{ userStats { total active inactive newThisMonth byRole { admin colaborador cliente } } }';
    type Stats = { userStats: { total: number; byRole: { admin: number; colaborador: number; cliente: number } } };
    const forAdmin = await gql<Stats>(stack.bff, query, { token: admin });
    expect(forAdmin.body.data!.userStats.byRole.admin).toBeGreaterThanOrEqual(1);
    const forColaborador = await gql<Stats>(stack.bff, query, { token: colaborador });
    expect(forColaborador.body.data!.userStats.byRole).toMatchObject({ admin: 0, colaborador: 0 });
    expect(forColaborador.body.data!.userStats.total).toBe(forColaborador.body.data!.userStats.byRole.cliente);
  });

  it('resolves the users of frequent clients with one batched api call', async () => {
    const before = stack.apiCalls.length;
    const { body } = await gql<{
      frequentDailyClients: {
        userId: string;
        visits: number;
        lastVisit: string;
        user: { id: string; email: string } | null;
      }[];
    }>(stack.bff, '{ frequentDailyClients(days: 30, minVisits: 1) { userId visits lastVisit user { id email } } }', {
      token: admin,
    });
    expect(body.errors).toBeUndefined();
    const clients = body.data!.frequentDailyClients;
    expect(clients.length).toBeGreaterThanOrEqual(3);
    for (const client of clients) expect(client.user?.id).toBe(client.userId);
    expect(clients.map((c) => c.user?.email)).toContain(DEMO_ACCOUNTS.cliente.email);
    expect(clients[0]!.visits).toBeGreaterThanOrEqual(clients[clients.length - 1]!.visits);

    const calls = stack.apiCalls.slice(before).map((c) => c.url);
    const userBatches = calls.filter((url) => url.startsWith('/api/users?'));
    expect(userBatches).toHaveLength(1);
    const ids = new URL(userBatches[0]!, 'http://x').searchParams.get('ids')!.split(',');
    expect(new Set(ids)).toEqual(new Set(clients.map((c) => c.userId)));

    const byDefault = await gql<{ frequentDailyClients: { userId: string }[] }>(
      stack.bff,
      '{ frequentDailyClients { userId } }',
      { token: admin },
    );
    // Default minVisits is 10: only the demo cliente with 14 visits qualifies.
    expect(byDefault.body.data!.frequentDailyClients).toHaveLength(1);
  });
});
