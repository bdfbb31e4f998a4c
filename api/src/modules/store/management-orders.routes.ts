import { canOperateStore, SEARCH, STORE_ADMIN_MESSAGES as ADMIN } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAbility } from '../../plugins/auth';
import { getManagedOrder, listManagedOrders, pendingTransferOrders } from './management-orders.service';
import {
  idParams,
  managementOrderResponse,
  managementOrdersQuery,
  managementOrdersResponse,
  pendingTransfersResponse,
} from './management.schemas';

const tags = ['store-management'];
const security = [{ bearerAuth: [] }];

/** Online orders as the back office lists them (/store/management/orders). */
export async function managementOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staff = requireAbility(app, canOperateStore, ADMIN.forbiddenOrders);

  app.get(
    '/orders',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: `Pedidos en línea, del más reciente: filtros orderNumber, customerName, productName (${SEARCH.orderSearchLimit} por página al buscar), status y fechas`,
        querystring: managementOrdersQuery,
        response: { 200: managementOrdersResponse },
      },
    },
    async (request) => ({ success: true as const, data: await listManagedOrders(app.db, request.query) }),
  );

  // The spec's alternative path to /order-management/pending-transfers: the same list.
  app.get(
    '/orders/pending-transfers',
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
    '/orders/:id',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'Un pedido en línea',
        params: idParams,
        response: { 200: managementOrderResponse },
      },
    },
    async (request) => ({ success: true as const, data: { order: await getManagedOrder(app.db, request.params.id) } }),
  );
}
