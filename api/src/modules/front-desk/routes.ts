import { canRegisterVisits, MEMBERSHIP_MESSAGES, PAYMENT_MESSAGES, USER_MESSAGES } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiModule } from '../../lib/api-module';
import { AppError } from '../../lib/errors';
import { currentUser, requirePermission } from '../../plugins/auth';
import {
  clientCardResponse,
  clientParams,
  clientVisitsQuery,
  clientVisitsResponse,
  dailyIncomeBody,
  dailyIncomeResponse,
  inactiveQuery,
  inactiveResponse,
  visitsByTimeQuery,
  visitsByTimeResponse,
  todayResponse,
  visitBody,
  visitResponse,
} from './schemas';
import * as service from './service';
import { IDEMPOTENT } from '../../plugins/idempotency';

const tags = ['front desk'];
const security = [{ bearerAuth: [] }];

/** The staff desk (mounted at /front-desk): a client's card, daily passes, member visits, the day. */
export async function frontDeskRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/client-card/:userId',
    {
      onRequest: requirePermission('view_client_full_info'),
      schema: {
        tags,
        security,
        summary:
          'Ficha de un cliente para recepción: membresía (estado, días restantes), pagos pendientes, últimas órdenes, visitas',
        params: clientParams,
        response: { 200: clientCardResponse },
      },
    },
    async (request) => ({ success: true as const, data: await service.clientCard(app.db, request.params.userId) }),
  );

  app.get(
    '/clients/:userId/visits',
    {
      onRequest: requirePermission('view_client_full_info'),
      schema: {
        tags,
        security,
        summary: 'Las visitas de un cliente, la más reciente primero',
        params: clientParams,
        querystring: clientVisitsQuery,
        response: { 200: clientVisitsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { visits: await service.clientVisits(app.db, request.params.userId, request.query.limit) },
    }),
  );

  app.get(
    '/inactive',
    {
      onRequest: requirePermission('view_client_full_info'),
      schema: {
        tags,
        security,
        summary:
          "'Inactivos': miembros con membresía vigente (no congelada) sin visitas en los últimos `days` días (14 por defecto), el más ausente primero",
        querystring: inactiveQuery,
        response: { 200: inactiveResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { days: request.query.days, members: await service.inactiveMembers(app.db, request.query.days) },
    }),
  );

  app.get(
    '/visits-by-time',
    {
      onRequest: requirePermission('view_reports'),
      schema: {
        tags,
        security,
        summary:
          'Reportes: visitas por hora del día (0-23) y por día de la semana (lunes primero) entre startDate y endDate, hora de Guatemala',
        querystring: visitsByTimeQuery,
        response: { 200: visitsByTimeResponse },
      },
    },
    async (request) => {
      if (request.query.endDate < request.query.startDate) throw new AppError(400, MEMBERSHIP_MESSAGES.endBeforeStart);
      return {
        success: true as const,
        data: await service.visitsByTime(app.db, request.query.startDate, request.query.endDate),
      };
    },
  );

  app.post(
    '/daily-income',
    {
      config: IDEMPOTENT,
      onRequest: requirePermission('register_daily_income'),
      schema: {
        tags,
        security,
        summary:
          'Ingreso diario: pase de un visitante o de varios en una entrada, en efectivo (completado, con cambio) o transferencia (pendiente)',
        body: dailyIncomeBody,
        response: { 201: dailyIncomeResponse },
      },
    },
    async (request, reply) => {
      const result = await service.registerDailyIncome(app.db, currentUser(request), request.body);
      return reply
        .code(201)
        .send({ success: true as const, data: result, message: PAYMENT_MESSAGES.dailyIncomeRecorded(result.visitors) });
    },
  );

  app.post(
    '/visits',
    {
      onRequest: async (request) => {
        if (!canRegisterVisits(currentUser(request))) throw new AppError(403, USER_MESSAGES.noPermission);
      },
      schema: {
        tags,
        security,
        summary:
          "'Registrar visita': un miembro con membresía activa entra (una vez al día; la segunda responde la misma)",
        body: visitBody,
        response: { 200: visitResponse, 201: visitResponse },
      },
    },
    async (request, reply) => {
      const result = await service.registerMemberVisit(app.db, currentUser(request), request.body.userId);
      return reply.code(result.alreadyRegistered ? 200 : 201).send({
        success: true as const,
        data: result,
        message: result.alreadyRegistered ? PAYMENT_MESSAGES.visitAlreadyRecorded : PAYMENT_MESSAGES.visitRecorded,
      });
    },
  );

  app.get(
    '/today',
    {
      onRequest: requirePermission('view_payments'),
      schema: {
        tags,
        security,
        summary:
          'El día en recepción: ingresos por método, personas que entraron, colas pendientes, membresías por vencer',
        response: { 200: todayResponse },
      },
    },
    async () => ({ success: true as const, data: await service.todayAtTheDesk(app.db) }),
  );
}

export const frontDeskModule: ApiModule = {
  name: 'front-desk',
  routes: [{ prefix: '/front-desk', plugin: frontDeskRoutes }],
};
