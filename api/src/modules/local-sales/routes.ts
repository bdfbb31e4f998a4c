import { canOperateStore, LOCAL_SALE_LIMITS, LOCAL_SALE_MESSAGES as M } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiModule } from '../../lib/api-module';
import { currentUser, requireAbility } from '../../plugins/auth';
import {
  cancelSaleBody,
  cashSaleBody,
  confirmTransferBody,
  dailyQuery,
  dailyResponse,
  idParams,
  listQuery,
  listResponse,
  myStatsResponse,
  pendingResponse,
  productSearchQuery,
  productSearchResponse,
  saleResponse,
  transferSaleBody,
} from './schemas';
import * as service from './service';
import { IDEMPOTENT } from '../../plugins/idempotency';

const tags = ['local-sales'];
const security = [{ bearerAuth: [] }];

/** Point of sale at the counter (mounted at /local-sales): admin, store managers and colaboradores. */
export async function localSalesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const seller = requireAbility(app, canOperateStore, M.forbidden);

  app.get(
    '/',
    {
      onRequest: seller,
      schema: {
        tags,
        security,
        summary:
          'Ventas locales, de la más reciente: filtros status, paymentMethod, startDate, endDate (días de Guatemala)',
        querystring: listQuery,
        response: { 200: listResponse },
      },
    },
    async (request) => ({ success: true as const, data: await service.listSales(app.db, request.query) }),
  );

  app.post(
    '/cash',
    {
      config: IDEMPOTENT,
      onRequest: seller,
      schema: {
        tags,
        security,
        summary: 'Venta en efectivo: completada al momento, con el cambio; descuenta el stock',
        body: cashSaleBody,
        response: { 201: saleResponse },
      },
    },
    async (request, reply) => {
      const sale = await service.createCashSale(app.db, currentUser(request), request.body);
      return reply.code(201).send({ success: true as const, data: { sale }, message: M.cashRecorded });
    },
  );

  app.post(
    '/transfer',
    {
      config: IDEMPOTENT,
      onRequest: seller,
      schema: {
        tags,
        security,
        summary:
          'Venta por transferencia: pendiente hasta confirmar la transferencia; el stock sale al vender y vuelve si se cancela',
        body: transferSaleBody,
        response: { 201: saleResponse },
      },
    },
    async (request, reply) => {
      const sale = await service.createTransferSale(app.db, currentUser(request), request.body);
      return reply.code(201).send({ success: true as const, data: { sale }, message: M.transferRecorded });
    },
  );

  app.post(
    '/:id/confirm-transfer',
    {
      config: IDEMPOTENT,
      onRequest: seller,
      schema: {
        tags,
        security,
        summary: 'Confirma la transferencia de una venta pendiente (una sola vez: la segunda responde 409)',
        params: idParams,
        body: confirmTransferBody,
        response: { 200: saleResponse },
      },
    },
    async (request) => {
      const sale = await service.confirmTransfer(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body?.notes,
      );
      return { success: true as const, data: { sale }, message: M.transferConfirmed };
    },
  );

  app.post(
    '/:id/cancel',
    {
      onRequest: seller,
      schema: {
        tags,
        security,
        summary: 'Cancela una venta por transferencia pendiente y devuelve su stock (una sola vez)',
        params: idParams,
        body: cancelSaleBody,
        response: { 200: saleResponse },
      },
    },
    async (request) => {
      const sale = await service.cancelSale(app.db, currentUser(request).id, request.params.id, request.body?.reason);
      return { success: true as const, data: { sale }, message: M.saleCancelled };
    },
  );

  app.get(
    '/pending-transfers',
    {
      onRequest: seller,
      schema: {
        tags,
        security,
        summary: 'Ventas por transferencia pendientes, la más antigua primero',
        response: { 200: pendingResponse },
      },
    },
    async () => ({ success: true as const, data: await service.pendingTransfers(app.db) }),
  );

  app.get(
    '/products/search',
    {
      onRequest: seller,
      schema: {
        tags,
        security,
        summary: `Productos para vender: activos, no archivados, con stock; por nombre o SKU (un SKU exacto primero); ${LOCAL_SALE_LIMITS.productSearch} por defecto`,
        querystring: productSearchQuery,
        response: { 200: productSearchResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { products: await service.searchProducts(app.db, request.query.q, request.query.limit) },
    }),
  );

  app.get(
    '/reports/daily',
    {
      onRequest: seller,
      schema: {
        tags,
        security,
        summary:
          'Reporte del día (hoy por defecto): totales por método, cantidad de ventas, unidades y productos vendidos',
        querystring: dailyQuery,
        response: { 200: dailyResponse },
      },
    },
    async (request) => ({ success: true as const, data: await service.dailyReport(app.db, request.query.date) }),
  );

  app.get(
    '/my-stats',
    {
      onRequest: seller,
      schema: {
        tags,
        security,
        summary: `Las cifras de quien vende: hoy, el mes y sus ${LOCAL_SALE_LIMITS.recentSales} ventas más recientes`,
        response: { 200: myStatsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.myStats(app.db, currentUser(request).id, LOCAL_SALE_LIMITS.recentSales),
    }),
  );

  app.get(
    '/:id',
    {
      onRequest: seller,
      schema: {
        tags,
        security,
        summary: 'Una venta con sus líneas (para el recibo)',
        params: idParams,
        response: { 200: saleResponse },
      },
    },
    async (request) => ({ success: true as const, data: { sale: await service.getSale(app.db, request.params.id) } }),
  );
}

export const localSalesModule: ApiModule = {
  name: 'local-sales',
  routes: [{ prefix: '/local-sales', plugin: localSalesRoutes }],
};
