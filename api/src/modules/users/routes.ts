import { USER_MESSAGES } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { messageEnvelope } from '../../lib/zod';
import {
  createUserBody,
  frequentClientsQuery,
  frequentClientsResponse,
  listUsersQuery,
  searchUsersQuery,
  statsResponse,
  updateUserBody,
  userIdParams,
  userResponse,
  usersListResponse,
  usersSearchResponse,
} from './schemas';
import * as service from './service';
import type { ApiModule } from '../../lib/api-module';

const tags = ['users'];
const security = [{ bearerAuth: [] }];

/**
 * Every route needs a signed-in user; what each role may do is decided by the
 * user-management rules of @gym/domain inside the service (403 with the rule's message).
 */
export async function userRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Lista usuarios visibles para el rol (admin: todos; colaborador: clientes; cliente: 403)',
        querystring: listUsersQuery,
        response: { 200: usersListResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listUsers(app.db, currentUser(request), request.query),
    }),
  );

  app.get(
    '/search',
    {
      schema: {
        tags,
        security,
        summary: 'Busca por nombre o correo (q de al menos 2 caracteres)',
        querystring: searchUsersQuery,
        response: { 200: usersSearchResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { users: await service.searchUsers(app.db, currentUser(request), request.query.q, request.query.role) },
    }),
  );

  app.get(
    '/stats',
    {
      schema: {
        tags,
        security,
        summary: 'Totales de usuarios; el colaborador solo cuenta clientes',
        response: { 200: statsResponse },
      },
    },
    async (request) => ({ success: true as const, data: await service.userStats(app.db, currentUser(request)) }),
  );

  app.get(
    '/frequent-daily-clients',
    {
      schema: {
        tags,
        security,
        summary: 'Clientes con al menos minVisits visitas diarias en los últimos days días',
        querystring: frequentClientsQuery,
        response: { 200: frequentClientsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        clients: await service.frequentDailyClients(
          app.db,
          currentUser(request),
          request.query.days,
          request.query.minVisits,
        ),
      },
    }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Detalle de un usuario',
        params: userIdParams,
        response: { 200: userResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { user: await service.getUser(app.db, currentUser(request), request.params.id) },
    }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Crea un usuario (colaborador: solo clientes)',
        body: createUserBody,
        response: { 201: userResponse },
      },
    },
    async (request, reply) => {
      const user = await service.createUser(app.db, currentUser(request), request.body);
      return reply.status(201).send({ success: true as const, data: { user }, message: USER_MESSAGES.created });
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edita un usuario (solo admin, nunca a sí mismo)',
        params: userIdParams,
        body: updateUserBody,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const user = await service.updateUser(app.db, currentUser(request), request.params.id, request.body);
      return { success: true as const, data: { user }, message: USER_MESSAGES.updated };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Eliminación lógica (solo admin, nunca a sí mismo); el historial se conserva',
        params: userIdParams,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      await service.deleteUser(app.db, currentUser(request), request.params.id);
      return { success: true as const, message: USER_MESSAGES.deleted };
    },
  );
}

/** User administration by role. */
export const usersModule: ApiModule = { name: 'users', routes: [{ prefix: '/users', plugin: userRoutes }] };
