import { businessDate, canOperateStore, INVENTORY_MESSAGES, monthStart, reportRange } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiModule } from '../../lib/api-module';
import { requireAbility } from '../../plugins/auth';
import {
  dashboardResponse,
  employeeResponse,
  financialResponse,
  lowStockResponse,
  rangeQuery,
  statsQuery,
  statsResponse,
} from './schemas';
import * as service from './service';

const tags = ['inventory'];
const security = [{ bearerAuth: [] }];

/** The store's inventory figures (mounted at /inventory): admin, store managers and colaboradores. */
export async function inventoryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireAbility(app, canOperateStore, INVENTORY_MESSAGES.forbidden);
  /** Given days win; else the month up to today (spec §9: period default month). */
  const range = (q: { startDate?: string; endDate?: string }) => reportRange('month', q);

  app.get(
    '/stats',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Cifras del inventario: stock, ventas del periodo por día (en línea entregadas o recogidas, locales completadas), más vendidos, alertas y categorías',
        querystring: statsQuery,
        response: { 200: statsResponse },
      },
    },
    async (request) => {
      const { period } = request.query;
      return { success: true as const, data: await service.inventoryStats(app.db, period, reportRange(period)) };
    },
  );

  app.get(
    '/dashboard',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Ventas de hoy y del mes, stock, alertas y las últimas ventas locales',
        response: { 200: dashboardResponse },
      },
    },
    async () => {
      const today = businessDate();
      return { success: true as const, data: await service.inventoryDashboard(app.db, today, monthStart(today)) };
    },
  );

  app.get(
    '/financial-report',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Reporte financiero de un rango (el último mes por defecto): membresías, pedidos en línea, ventas locales y gastos; ingresos, utilidad y margen',
        querystring: rangeQuery,
        response: { 200: financialResponse },
      },
    },
    async (request) => ({ success: true as const, data: await service.financialReport(app.db, range(request.query)) }),
  );

  app.get(
    '/low-stock',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Productos a la venta en su stock mínimo o por debajo (agotados incluidos), el más vacío primero',
        response: { 200: lowStockResponse },
      },
    },
    async () => {
      const products = await service.lowStock(app.db);
      return { success: true as const, data: { products, total: products.length } };
    },
  );

  app.get(
    '/employee-performance',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Por vendedor: ventas locales (cantidad, monto, unidades, pendientes, canceladas) y pedidos en línea que atendió, en un rango (el último mes por defecto)',
        querystring: rangeQuery,
        response: { 200: employeeResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.employeePerformance(app.db, range(request.query)),
    }),
  );
}

export const inventoryModule: ApiModule = {
  name: 'inventory',
  routes: [{ prefix: '/inventory', plugin: inventoryRoutes }],
};
