import { canOperateStore, ORDER_MANAGEMENT_MESSAGES as M } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiModule } from '../../lib/api-module';
import { currentUser, requireAbility } from '../../plugins/auth';
import {
  confirmTransferBody,
  dashboardResponse,
  idParams,
  orderResponse,
  pendingTransfersResponse,
  rangeQuery,
  rangeReportResponse,
  statusBody,
} from './schemas';
import { pendingTransferOrders } from '../store/management-orders.service';
import * as service from './service';
import { IDEMPOTENT } from '../../plugins/idempotency';

const tags = ['order-management'];
const security = [{ bearerAuth: [] }];

/** Online order handling (mounted at /order-management): admin, store managers and colaboradores. */
export async function orderManagementRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staff = requireAbility(app, canOperateStore, M.forbidden);

  app.patch(
    '/:id/status',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary:
          'Cambia el estado de un pedido: solo al siguiente paso de su cadena (recoger o envío), cancelled (devuelve el stock) o refunded (tras entregada o recogida); notes obligatorias al cancelar o reembolsar',
        params: idParams,
        body: statusBody,
        response: { 200: orderResponse },
      },
    },
    async (request) => {
      const { order, message } = await service.changeStatus(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
      );
      return { success: true as const, data: { order }, message };
    },
  );

  app.post(
    '/:id/confirm-transfer',
    {
      config: IDEMPOTENT,
      onRequest: staff,
      schema: {
        tags,
        security,
        summary:
          'Confirma la transferencia de un pedido (una sola vez): su pago queda completado, como en la cola de transferencias, y el pedido pendiente pasa a confirmado',
        params: idParams,
        body: confirmTransferBody,
        response: { 200: orderResponse },
      },
    },
    async (request) => {
      const { order, message } = await service.confirmTransfer(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
      );
      return { success: true as const, data: { order }, message };
    },
  );

  app.get(
    '/pending-transfers',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'Pedidos pagados por transferencia que esperan confirmación, el más antiguo primero',
        response: { 200: pendingTransfersResponse },
      },
    },
    async () => ({ success: true as const, data: await pendingTransferOrders(app.db) }),
  );

  app.get(
    '/dashboard',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'Resumen de pedidos: cantidades por estado, ingresos entregados, hoy y el mes (Guatemala)',
        response: { 200: dashboardResponse },
      },
    },
    async () => ({ success: true as const, data: await service.dashboard(app.db) }),
  );

  app.get(
    '/reports/range',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'Pedidos creados entre dos días (inclusive): totales, por estado, entrega, método de pago y día',
        querystring: rangeQuery,
        response: { 200: rangeReportResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.rangeReport(app.db, request.query.startDate, request.query.endDate),
    }),
  );
}

export const orderManagementModule: ApiModule = {
  name: 'order-management',
  routes: [{ prefix: '/order-management', plugin: orderManagementRoutes }],
};
