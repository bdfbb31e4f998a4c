import { canOperateCashDrawer, canReviewCashDrawers, CASH_DRAWER_MESSAGES as M } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiModule } from '../../lib/api-module';
import { currentUser, requireAbility } from '../../plugins/auth';
import { cashReportFilename, renderCloseReport } from './report';
import {
  closeBody,
  currentResponse,
  detailResponse,
  idParams,
  listQuery,
  listResponse,
  openBody,
  pettyCashBody,
  sessionResponse,
} from './schemas';
import * as service from './service';

const tags = ['cash-sessions'];
const security = [{ bearerAuth: [] }];

/** The clerks' cash drawers (mounted at /cash-sessions). */
export async function cashSessionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const clerk = requireAbility(app, canOperateCashDrawer, M.forbidden);
  const admin = requireAbility(app, canReviewCashDrawers, M.reviewForbidden);

  app.post(
    '/',
    {
      onRequest: clerk,
      schema: {
        tags,
        security,
        summary: 'Abre la caja de quien llama con su fondo inicial (409 si ya tiene una abierta)',
        body: openBody,
        response: { 201: sessionResponse },
      },
    },
    async (request, reply) => {
      const session = await service.open(app.db, currentUser(request), request.body.openingFloat);
      return reply.code(201).send({ success: true as const, data: { session }, message: M.opened });
    },
  );

  app.get(
    '/current',
    {
      onRequest: clerk,
      schema: {
        tags,
        security,
        summary: 'La caja abierta de quien llama, con lo esperado al momento (null si no tiene)',
        response: { 200: currentResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { session: await service.currentSession(app.db, currentUser(request).id) },
    }),
  );

  app.post(
    '/current/close',
    {
      onRequest: clerk,
      schema: {
        tags,
        security,
        summary:
          'Cierra la caja abierta: conteo por denominación, esperado, contado y diferencia (motivo obligatorio si difiere); definitivo',
        body: closeBody,
        response: { 200: sessionResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { session: await service.close(app.db, currentUser(request), 'current', request.body) },
      message: M.closed,
    }),
  );

  app.post(
    '/current/movements',
    {
      onRequest: clerk,
      schema: {
        tags,
        security,
        summary: 'Retiro de caja (efectivo que sale), con su motivo',
        body: pettyCashBody,
        response: { 201: sessionResponse },
      },
    },
    async (request, reply) => {
      const session = await service.pettyCashOut(app.db, currentUser(request), request.body);
      return reply.code(201).send({ success: true as const, data: { session }, message: M.pettyCashRecorded });
    },
  );

  app.get(
    '/',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary:
          'Todas las cajas, la más reciente primero (administrador): filtros status, userId, startDate, endDate, withDifference',
        querystring: listQuery,
        response: { 200: listResponse },
      },
    },
    async (request) => ({ success: true as const, data: await service.listSessions(app.db, request.query) }),
  );

  app.get(
    '/:id',
    {
      onRequest: clerk,
      schema: {
        tags,
        security,
        summary: 'Una caja con sus movimientos (la propia, o cualquiera para el administrador)',
        params: idParams,
        response: { 200: detailResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getSession(app.db, currentUser(request), request.params.id),
    }),
  );

  app.post(
    '/:id/close',
    {
      onRequest: clerk,
      schema: {
        tags,
        security,
        summary: 'Cierra una caja por su id (la propia, o cualquiera para el administrador); definitivo',
        params: idParams,
        body: closeBody,
        response: { 200: sessionResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { session: await service.close(app.db, currentUser(request), request.params.id, request.body) },
      message: M.closed,
    }),
  );

  app.get(
    '/:id/report.pdf',
    {
      onRequest: clerk,
      schema: {
        tags,
        security,
        summary: 'El reporte de cierre imprimible (PDF)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const { session, movements } = await service.getSession(app.db, currentUser(request), request.params.id);
      const file = await renderCloseReport(await service.gymName(app.db), session, movements);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${cashReportFilename(session)}"`)
        .header('Cache-Control', 'no-store')
        .send(file);
    },
  );
}

export const cashDrawerModule: ApiModule = {
  name: 'cash-drawer',
  routes: [{ prefix: '/cash-sessions', plugin: cashSessionRoutes }],
};
