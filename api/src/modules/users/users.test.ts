import {
  AUTH_MESSAGES,
  businessDate,
  formatMonth,
  GROWTH_MONTHS,
  fieldError,
  permissionsForRole,
  PASSWORD_MESSAGES,
  PROFILE_MESSAGES,
  USER_MESSAGES,
  USER_QUERY_FIELDS,
} from '@gym/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, visits } from '../../db/schema/index';
import { DEMO_ACCOUNTS } from './seed';
import { backends, bearer, createTestApp, signIn, signInDemo, type SignedIn, type TestApp } from '../../test/test-app';

type RoleKey = 'admin' | 'colaborador' | 'cliente';

describe.each(backends)('users routes on %s', (backend) => {
  let t: TestApp;
  const session = {} as Record<RoleKey | 'maria', SignedIn>;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const key of ['admin', 'colaborador', 'cliente', 'maria'] as const)
      session[key] = await signInDemo(t.app, key);
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (role: RoleKey | 'maria') => bearer(session[role].token);
  const get = (url: string, role: RoleKey | 'maria') => t.app.inject({ url, headers: as(role) });
  const idOf = async (email: string) => {
    const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  };
  const newClientPayload = (role = 'cliente') => {
    counter += 1;
    return {
      email: `persona${counter}@example.com`,
      password: 'Persona7Lago',
      firstName: 'Persona',
      lastName: `Prueba`,
      role,
    };
  };
  /** A fresh cliente created directly by admin, for edit/delete rows. */
  const freshClient = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: as('admin'),
      payload: newClientPayload(),
    });
    expect(response.statusCode).toBe(201);
    return response.json().data.user.id as string;
  };

  describe('statistics and frequent clients (from the seeded data)', () => {
    it('counts every role for admin and only clients for colaborador', async () => {
      const admin = await get('/api/users/stats', 'admin');
      expect(admin.statusCode).toBe(200);
      expect(admin.json().data).toMatchObject({
        total: 11,
        active: 10,
        inactive: 1,
        byRole: { admin: 1, colaborador: 1, cliente: 9 },
      });
      const staff = await get('/api/users/stats', 'colaborador');
      expect(staff.json().data).toMatchObject({
        total: 9,
        active: 8,
        inactive: 1,
        byRole: { admin: 0, colaborador: 0, cliente: 9 },
      });
      expect(staff.json().data.newThisMonth).toBeLessThanOrEqual(9);
    });

    it("also answers with the staff spec's names: totalUsers, totalActiveUsers, newUsersThisMonth, roleStats, userGrowth", async () => {
      const data = (await get('/api/users/stats', 'admin')).json().data;
      expect(data).toMatchObject({ totalUsers: 11, totalActiveUsers: 10, newUsersThisMonth: data.newThisMonth });
      expect(data.roleStats).toEqual([
        { role: 'admin', label: 'Administrador', count: 1 },
        { role: 'colaborador', label: 'Colaborador', count: 1 },
        { role: 'cliente', label: 'Cliente', count: 9 },
      ]);
      // New users per month: this month and the twelve before it, whole users, an empty month as zero.
      expect(data.userGrowth).toHaveLength(GROWTH_MONTHS);
      const thisMonth = businessDate().slice(0, 7);
      expect(data.userGrowth.at(-1)).toEqual({
        month: thisMonth,
        label: formatMonth(thisMonth),
        count: data.newThisMonth,
      });
      for (const line of data.userGrowth) expect(Number.isInteger(line.count)).toBe(true);
      expect(data.userGrowth.reduce((sum: number, line: { count: number }) => sum + line.count, 0)).toBeLessThanOrEqual(
        data.totalUsers,
      );
      // A colaborador's growth counts only the clients it may see.
      const staff = (await get('/api/users/stats', 'colaborador')).json().data;
      expect(staff.userGrowth.at(-1).count).toBe(staff.newThisMonth);
    });

    it('lists frequent daily clients from the visits table', async () => {
      const defaults = await get('/api/users/frequent-daily-clients', 'colaborador');
      expect(defaults.statusCode).toBe(200);
      const clients = defaults.json().data.clients;
      expect(clients).toHaveLength(1);
      expect(clients[0]).toMatchObject({ visits: 14, user: { email: DEMO_ACCOUNTS.cliente.email, role: 'cliente' } });
      expect(clients[0].userId).toBe(clients[0].user.id);
      expect(new Date(clients[0].lastVisit).getTime()).toBeLessThan(Date.now());

      const looser = await get('/api/users/frequent-daily-clients?minVisits=5', 'admin');
      expect(looser.json().data.clients.map((c: { visits: number }) => c.visits)).toEqual([14, 9, 6]);
    });

    it('counts only daily visits inside the window', async () => {
      const mariaId = await idOf(DEMO_ACCOUNTS.maria.email);
      const now = Date.now();
      const recent = Array.from({ length: 8 }, (_, i) => new Date(now - (i + 1) * 3_600_000));
      const old = Array.from({ length: 20 }, (_, i) => new Date(now - (40 + i) * 86_400_000));
      await t.app.db.insert(visits).values([
        ...recent.map((at) => ({ userId: mariaId, visitType: 'daily', visitDate: businessDate(at), visitedAt: at })),
        ...old.map((at) => ({ userId: mariaId, visitType: 'daily', visitDate: businessDate(at), visitedAt: at })),
        ...recent.map((at) => ({
          userId: mariaId,
          visitType: 'membership',
          visitDate: businessDate(at),
          visitedAt: at,
        })),
      ]);
      const response = await get('/api/users/frequent-daily-clients?days=30&minVisits=10', 'admin');
      const byEmail = Object.fromEntries(
        response.json().data.clients.map((c: { user: { email: string }; visits: number }) => [c.user.email, c.visits]),
      );
      expect(byEmail).toEqual({ [DEMO_ACCOUNTS.cliente.email]: 14, [DEMO_ACCOUNTS.maria.email]: 12 });
    });

    it('validates the window parameters', async () => {
      const response = await get('/api/users/frequent-daily-clients?days=0', 'admin');
      expect(response.statusCode).toBe(422);
    });
  });

  describe('authorization matrix', () => {
    interface Row {
      name: string;
      role: RoleKey;
      request: () => Promise<{ method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }>;
      status: number;
      message?: string;
    }
    const mariaUrl = async () => `/api/users/${await idOf(DEMO_ACCOUNTS.maria.email)}`;
    const adminUrl = async () => `/api/users/${await idOf(DEMO_ACCOUNTS.admin.email)}`;

    const rows: Row[] = [
      // list
      { name: 'list', role: 'admin', request: async () => ({ method: 'GET', url: '/api/users' }), status: 200 },
      { name: 'list', role: 'colaborador', request: async () => ({ method: 'GET', url: '/api/users' }), status: 200 },
      {
        name: 'list',
        role: 'cliente',
        request: async () => ({ method: 'GET', url: '/api/users' }),
        status: 403,
        message: USER_MESSAGES.clientsCannotList,
      },
      // search
      {
        name: 'search',
        role: 'admin',
        request: async () => ({ method: 'GET', url: '/api/users/search?q=lu' }),
        status: 200,
      },
      {
        name: 'search',
        role: 'colaborador',
        request: async () => ({ method: 'GET', url: '/api/users/search?q=lu' }),
        status: 200,
      },
      {
        name: 'search',
        role: 'cliente',
        request: async () => ({ method: 'GET', url: '/api/users/search?q=lu' }),
        status: 403,
        message: USER_MESSAGES.clientsCannotList,
      },
      // stats and frequent clients
      { name: 'stats', role: 'admin', request: async () => ({ method: 'GET', url: '/api/users/stats' }), status: 200 },
      {
        name: 'stats',
        role: 'colaborador',
        request: async () => ({ method: 'GET', url: '/api/users/stats' }),
        status: 200,
      },
      {
        name: 'stats',
        role: 'cliente',
        request: async () => ({ method: 'GET', url: '/api/users/stats' }),
        status: 403,
        message: USER_MESSAGES.clientsCannotList,
      },
      {
        name: 'frequent clients',
        role: 'cliente',
        request: async () => ({ method: 'GET', url: '/api/users/frequent-daily-clients' }),
        status: 403,
        message: USER_MESSAGES.clientsCannotList,
      },
      // details
      {
        name: 'view a client',
        role: 'admin',
        request: async () => ({ method: 'GET', url: await mariaUrl() }),
        status: 200,
      },
      {
        name: 'view a client',
        role: 'colaborador',
        request: async () => ({ method: 'GET', url: await mariaUrl() }),
        status: 200,
      },
      {
        name: 'view a client',
        role: 'cliente',
        request: async () => ({ method: 'GET', url: await mariaUrl() }),
        status: 403,
        message: USER_MESSAGES.clientsCannotList,
      },
      {
        name: 'view an admin',
        role: 'colaborador',
        request: async () => ({ method: 'GET', url: await adminUrl() }),
        status: 403,
        message: USER_MESSAGES.cannotViewUser,
      },
      {
        name: 'view self',
        role: 'admin',
        request: async () => ({ method: 'GET', url: await adminUrl() }),
        status: 403,
        message: USER_MESSAGES.cannotViewOwnDetails,
      },
      // create
      {
        name: 'create a client',
        role: 'admin',
        request: async () => ({ method: 'POST', url: '/api/users', payload: newClientPayload() }),
        status: 201,
        message: USER_MESSAGES.created,
      },
      {
        name: 'create a client',
        role: 'colaborador',
        request: async () => ({ method: 'POST', url: '/api/users', payload: newClientPayload() }),
        status: 201,
      },
      {
        name: 'create a client',
        role: 'cliente',
        request: async () => ({ method: 'POST', url: '/api/users', payload: newClientPayload() }),
        status: 403,
        message: USER_MESSAGES.clientsCannotList,
      },
      {
        name: 'create an admin',
        role: 'admin',
        request: async () => ({ method: 'POST', url: '/api/users', payload: newClientPayload('admin') }),
        status: 201,
      },
      {
        name: 'create an admin',
        role: 'colaborador',
        request: async () => ({ method: 'POST', url: '/api/users', payload: newClientPayload('admin') }),
        status: 403,
        message: USER_MESSAGES.collaboratorsOnlyCreateClients,
      },
      {
        name: 'create a colaborador',
        role: 'colaborador',
        request: async () => ({ method: 'POST', url: '/api/users', payload: newClientPayload('colaborador') }),
        status: 403,
        message: USER_MESSAGES.collaboratorsOnlyCreateClients,
      },
      // edit
      {
        name: 'edit a client',
        role: 'admin',
        request: async () => ({
          method: 'PATCH',
          url: `/api/users/${await freshClient()}`,
          payload: { city: 'Antigua' },
        }),
        status: 200,
        message: USER_MESSAGES.updated,
      },
      {
        name: 'edit a client',
        role: 'colaborador',
        request: async () => ({
          method: 'PATCH',
          url: `/api/users/${await freshClient()}`,
          payload: { city: 'Antigua' },
        }),
        status: 403,
        message: USER_MESSAGES.collaboratorsCannotEdit,
      },
      {
        name: 'edit a client',
        role: 'cliente',
        request: async () => ({
          method: 'PATCH',
          url: `/api/users/${await freshClient()}`,
          payload: { city: 'Antigua' },
        }),
        status: 403,
        message: USER_MESSAGES.noPermission,
      },
      {
        name: 'edit self',
        role: 'admin',
        request: async () => ({ method: 'PATCH', url: await adminUrl(), payload: { city: 'Antigua' } }),
        status: 403,
        message: USER_MESSAGES.cannotEditSelf,
      },
      // delete
      {
        name: 'delete a client',
        role: 'admin',
        request: async () => ({ method: 'DELETE', url: `/api/users/${await freshClient()}` }),
        status: 200,
        message: USER_MESSAGES.deleted,
      },
      {
        name: 'delete a client',
        role: 'colaborador',
        request: async () => ({ method: 'DELETE', url: `/api/users/${await freshClient()}` }),
        status: 403,
        message: USER_MESSAGES.collaboratorsCannotDelete,
      },
      {
        name: 'delete a client',
        role: 'cliente',
        request: async () => ({ method: 'DELETE', url: `/api/users/${await freshClient()}` }),
        status: 403,
        message: USER_MESSAGES.noPermission,
      },
      {
        name: 'delete self',
        role: 'admin',
        request: async () => ({ method: 'DELETE', url: await adminUrl() }),
        status: 403,
        message: USER_MESSAGES.cannotDeleteSelf,
      },
    ];

    it.each(rows)('$role: $name -> $status', async (row) => {
      const request = await row.request();
      const response = await t.app.inject({ ...request, headers: as(row.role) });
      expect(response.statusCode, response.body).toBe(row.status);
      if (row.message) expect(response.json().message).toBe(row.message);
      expect(response.json().success).toBe(row.status < 400);
    });

    it.each([
      ['GET', '/api/users'],
      ['GET', '/api/users/search?q=lu'],
      ['GET', '/api/users/stats'],
      ['GET', '/api/users/frequent-daily-clients'],
      ['GET', '/api/users/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/users'],
      ['PATCH', '/api/users/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/users/00000000-0000-4000-8000-000000000000'],
    ] as const)('anonymous %s %s -> 401', async (method, url) => {
      const response = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(AUTH_MESSAGES.tokenRequired);
    });
  });

  describe('listing', () => {
    it('shows a colaborador clients only and never deleted users', async () => {
      const response = await get('/api/users?limit=100', 'colaborador');
      const list = response.json().data.users as { role: string }[];
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list.map((u) => u.role))).toEqual(new Set(['cliente']));
    });

    it('paginates and clamps the page size to 100', async () => {
      const page = await get('/api/users?limit=2&page=2', 'admin');
      const body = page.json().data;
      expect(body.users).toHaveLength(2);
      expect(body.pagination).toMatchObject({ page: 2, limit: 2, pages: Math.ceil(body.pagination.total / 2) });

      const clamped = await get('/api/users?limit=500', 'admin');
      expect(clamped.statusCode).toBe(200);
      expect(clamped.json().data.pagination.limit).toBe(100);

      // A search's total counts every match, on its pages and past its last one.
      const demo = (await get('/api/users?search=gimnasio.demo&limit=100', 'admin')).json().data;
      expect(demo.pagination.total).toBe(demo.users.length);
      expect(demo.users.length).toBeGreaterThan(2);
      const second = (await get('/api/users?search=gimnasio.demo&limit=2&page=2', 'admin')).json().data;
      expect(second.users).toHaveLength(2);
      expect(second.pagination.total).toBe(demo.pagination.total);
      const past = (await get('/api/users?search=gimnasio.demo&limit=2&page=99', 'admin')).json().data;
      expect(past.users).toHaveLength(0);
      expect(past.pagination.total).toBe(demo.pagination.total);
      const none = (await get('/api/users?search=nadie-se-llama-asi&limit=2', 'admin')).json().data;
      expect(none.pagination.total).toBe(0);

      expect((await get('/api/users?page=0', 'admin')).statusCode).toBe(422);
      expect((await get('/api/users?limit=abc', 'admin')).statusCode).toBe(422);
    });

    it('filters by text, role and active state', async () => {
      const byName = await get('/api/users?search=LUIS', 'admin');
      expect(byName.json().data.users.map((u: { email: string }) => u.email)).toEqual([DEMO_ACCOUNTS.cliente.email]);
      const byEmail = await get('/api/users?search=maria.lo', 'admin');
      expect(byEmail.json().data.users.map((u: { email: string }) => u.email)).toEqual([DEMO_ACCOUNTS.maria.email]);
      const withoutAccent = await get('/api/users?search=jose%20garcia', 'admin');
      expect(withoutAccent.json().data.users.map((u: { email: string }) => u.email)).toEqual([
        'jose.garcia@gimnasio.demo',
      ]);
      const wildcard = await get('/api/users?search=%25', 'admin');
      expect(wildcard.json().data.users).toEqual([]);

      const staff = await get('/api/users?role=colaborador', 'admin');
      expect(staff.json().data.users.every((u: { role: string }) => u.role === 'colaborador')).toBe(true);
      const hiddenRole = await get('/api/users?role=admin', 'colaborador');
      expect(hiddenRole.json().data.users).toEqual([]);

      const inactive = await get('/api/users?isActive=false', 'admin');
      expect(inactive.json().data.users.map((u: { email: string }) => u.email)).toContain(
        'fernando.cifuentes@gimnasio.demo',
      );
      expect(inactive.json().data.users.every((u: { isActive: boolean }) => !u.isActive)).toBe(true);
      expect((await get('/api/users?role=superadmin', 'admin')).json().message).toBe(USER_MESSAGES.invalidRole);
    });

    it('refuses a query past its contract with the contract message (the bff gives the same)', async () => {
      const days = USER_QUERY_FIELDS.days.max + 1;
      const tooManyDays = await get(`/api/users/frequent-daily-clients?days=${days}`, 'admin');
      expect(tooManyDays.statusCode).toBe(422);
      expect(tooManyDays.json().message).toBe(fieldError(USER_QUERY_FIELDS.days, days));
      expect(tooManyDays.json().message).toBe('El número de días no puede ser mayor que 365');
      const visits = USER_QUERY_FIELDS.minVisits.max + 1;
      const tooManyVisits = await get(`/api/users/frequent-daily-clients?minVisits=${visits}`, 'admin');
      expect(tooManyVisits.json().message).toBe(fieldError(USER_QUERY_FIELDS.minVisits, visits));

      const ids = Array.from(
        { length: USER_QUERY_FIELDS.ids.max + 1 },
        (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      );
      const tooManyIds = await get(`/api/users?ids=${ids.join(',')}`, 'admin');
      expect(tooManyIds.statusCode).toBe(422);
      expect(tooManyIds.json().message).toBe(fieldError(USER_QUERY_FIELDS.ids, ids));

      const longSearch = await get(`/api/users/search?q=${'a'.repeat(101)}`, 'admin');
      expect(longSearch.statusCode).toBe(422);
      expect(longSearch.json().message).toBe('La búsqueda admite como máximo 100 caracteres');
      // Beyond a 32-bit integer the page size is refused rather than clamped.
      expect((await get('/api/users?limit=99999999999', 'admin')).statusCode).toBe(422);
    });

    it('fetches a batch by ids, still limited to the roles the caller may see', async () => {
      const adminId = await idOf(DEMO_ACCOUNTS.admin.email);
      const mariaId = await idOf(DEMO_ACCOUNTS.maria.email);
      const url = `/api/users?ids=${adminId},${mariaId}`;
      const forAdmin = await get(url, 'admin');
      expect(
        forAdmin
          .json()
          .data.users.map((u: { id: string }) => u.id)
          .sort(),
      ).toEqual([adminId, mariaId].sort());
      const forStaff = await get(url, 'colaborador');
      expect(forStaff.json().data.users.map((u: { id: string }) => u.id)).toEqual([mariaId]);
      const bad = await get('/api/users?ids=1,2', 'admin');
      expect(bad.statusCode).toBe(422);
    });

    it('searches with at least 2 characters', async () => {
      const short = await get('/api/users/search?q=a', 'admin');
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe(USER_MESSAGES.searchTooShort);
      const found = await get('/api/users/search?q=castillo', 'admin');
      expect(found.json().data.users.map((u: { email: string }) => u.email)).toEqual([DEMO_ACCOUNTS.colaborador.email]);
      const staffSearch = await get('/api/users/search?q=castillo', 'colaborador');
      expect(staffSearch.json().data.users).toEqual([]);
    });
  });

  describe('create, edit, delete', () => {
    it('creates with the chosen role, refuses duplicates and invalid roles', async () => {
      const payload = { ...newClientPayload('colaborador'), phone: '+502 5000 0000' };
      const created = await t.app.inject({ method: 'POST', url: '/api/users', headers: as('admin'), payload });
      expect(created.statusCode).toBe(201);
      expect(created.json().data.user).toMatchObject({
        email: payload.email,
        role: 'colaborador',
        permissions: permissionsForRole('colaborador'),
      });
      await expect(signIn(t.app, payload.email, payload.password)).resolves.toBeTruthy();

      const duplicate = await t.app.inject({ method: 'POST', url: '/api/users', headers: as('admin'), payload });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().message).toBe(USER_MESSAGES.emailTaken);

      const badRole = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: as('admin'),
        payload: { ...newClientPayload(), role: 'superadmin' },
      });
      expect(badRole.statusCode).toBe(422);
      expect(badRole.json().message).toBe(USER_MESSAGES.invalidRole);
    });

    it('reads a date of birth given as yyyy-mm-dd or a full ISO date-time, on create and on update', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: as('admin'),
        payload: { ...newClientPayload(), dateOfBirth: '1990-05-01T00:00:00.000Z' },
      });
      expect(created.statusCode).toBe(201);
      const { id, dateOfBirth } = created.json().data.user;
      expect(dateOfBirth).toBe('1990-05-01');
      const update = (value: string) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/users/${id}`,
          headers: as('admin'),
          payload: { dateOfBirth: value },
        });
      expect((await update('1991-06-02T18:30:00-06:00')).json().data.user.dateOfBirth).toBe('1991-06-02');
      expect((await update('1992-07-03')).json().data.user.dateOfBirth).toBe('1992-07-03');
      const bad = await update('03/07/1992');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().message).toBe(PROFILE_MESSAGES.dateInvalid);
    });

    it('lets admin change role and deactivate; a deactivated user cannot sign in and loses the session', async () => {
      const payload = newClientPayload();
      const created = await t.app.inject({ method: 'POST', url: '/api/users', headers: as('admin'), payload });
      const id = created.json().data.user.id as string;
      const victim = await signIn(t.app, payload.email, payload.password);

      const promoted = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${id}`,
        headers: as('admin'),
        payload: { role: 'colaborador' },
      });
      expect(promoted.statusCode).toBe(200);
      expect(promoted.json().data.user).toMatchObject({
        role: 'colaborador',
        permissions: permissionsForRole('colaborador'),
      });

      const off = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${id}`,
        headers: as('admin'),
        payload: { isActive: false },
      });
      expect(off.json().data.user.isActive).toBe(false);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: payload.email, password: payload.password },
      });
      expect(login.statusCode).toBe(403);
      expect(login.json().message).toBe(AUTH_MESSAGES.accountDisabled);
      expect((await t.app.inject({ url: '/api/auth/profile', headers: bearer(victim.token) })).statusCode).toBe(401);
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: victim.refreshToken },
      });
      expect(refresh.statusCode).toBe(401);
    });

    it('a role change ends every session of the user (access and refresh tokens); other edits keep them', async () => {
      const payload = newClientPayload();
      const created = await t.app.inject({ method: 'POST', url: '/api/users', headers: as('admin'), payload });
      const id = created.json().data.user.id as string;
      const victim = await signIn(t.app, payload.email, payload.password);
      const patch = (body: object) =>
        t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: as('admin'), payload: body });

      expect((await patch({ firstName: 'Renombrada', role: 'cliente' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/auth/profile', headers: bearer(victim.token) })).statusCode).toBe(200);

      expect((await patch({ role: 'colaborador' })).statusCode).toBe(200);
      const profile = await t.app.inject({ url: '/api/auth/profile', headers: bearer(victim.token) });
      expect(profile.statusCode).toBe(401);
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: victim.refreshToken },
      });
      expect(refresh.statusCode).toBe(401);
      // Signing in again gives the new role's session.
      const again = await signIn(t.app, payload.email, payload.password);
      const mine = await t.app.inject({ url: '/api/auth/profile', headers: bearer(again.token) });
      expect(mine.json().data.user.role).toBe('colaborador');
    });

    it('a password set by admin ends every session of the user; a common one is refused', async () => {
      const payload = newClientPayload();
      const created = await t.app.inject({ method: 'POST', url: '/api/users', headers: as('admin'), payload });
      const id = created.json().data.user.id as string;
      const victim = await signIn(t.app, payload.email, payload.password);

      const common = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${id}`,
        headers: as('admin'),
        payload: { password: 'Password1' },
      });
      expect(common.statusCode).toBe(422);
      expect(common.json().message).toBe(PASSWORD_MESSAGES.tooCommon);
      const commonNew = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: as('admin'),
        payload: { ...newClientPayload(), password: 'Qwerty123' },
      });
      expect(commonNew.statusCode).toBe(422);
      expect(commonNew.json().message).toBe(PASSWORD_MESSAGES.tooCommon);
      expect((await t.app.inject({ url: '/api/auth/profile', headers: bearer(victim.token) })).statusCode).toBe(200);

      const reset = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${id}`,
        headers: as('admin'),
        payload: { password: 'Restablecida42' },
      });
      expect(reset.statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/auth/profile', headers: bearer(victim.token) })).statusCode).toBe(401);
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: victim.refreshToken },
      });
      expect(refresh.statusCode).toBe(401);
      expect((await signIn(t.app, payload.email, 'Restablecida42')).token).toBeTruthy();
    });

    it('answers 404 for unknown users and 409 when an email is taken', async () => {
      const missing = await t.app.inject({
        method: 'PATCH',
        url: '/api/users/00000000-0000-4000-8000-000000000000',
        headers: as('admin'),
        payload: { city: 'Xela' },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(USER_MESSAGES.notFound);
      expect((await get('/api/users/not-a-uuid', 'admin')).statusCode).toBe(404);

      const id = await freshClient();
      const taken = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${id}`,
        headers: as('admin'),
        payload: { email: DEMO_ACCOUNTS.maria.email },
      });
      expect(taken.statusCode).toBe(409);
    });

    it('soft-deletes: the row and its visits stay, the user vanishes and cannot sign in', async () => {
      const email = 'jose.garcia@gimnasio.demo';
      const id = await idOf(email);
      const before = await signIn(t.app, email, DEMO_ACCOUNTS.cliente.password);

      const removed = await t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: as('admin') });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ success: true, message: USER_MESSAGES.deleted });

      const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
      expect(row).toMatchObject({ isActive: false });
      expect(row?.deletedAt).toBeInstanceOf(Date);
      expect((await t.app.db.select().from(visits).where(eq(visits.userId, id))).length).toBe(2);

      expect((await get(`/api/users/${id}`, 'admin')).statusCode).toBe(404);
      const list = await get('/api/users?limit=100', 'admin');
      expect(list.json().data.users.some((u: { id: string }) => u.id === id)).toBe(false);
      expect((await get(`/api/users?ids=${id}`, 'admin')).json().data.users).toEqual([]);

      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: DEMO_ACCOUNTS.cliente.password },
      });
      expect(login.statusCode).toBe(401);
      expect(login.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
      expect((await t.app.inject({ url: '/api/auth/profile', headers: bearer(before.token) })).statusCode).toBe(401);

      expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: as('admin') })).statusCode).toBe(
        404,
      );
    });
  });
});
