import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePermission } from '../../plugins/auth';
import { financialDashboardResponse } from './admin.schemas';
import { financialDashboard } from './figures.service';

/** The money of the day and of the month (mounted at /financial). */
export async function financialRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/dashboard',
    {
      onRequest: [app.authenticate, requirePermission('view_payments')],
      schema: {
        tags: ['payments (personal)'],
        security: [{ bearerAuth: [] }],
        summary: 'Ingresos de hoy y del mes por método y tipo, lo pendiente por método y las visitas de hoy',
        response: { 200: financialDashboardResponse },
      },
    },
    async () => ({ success: true as const, data: await financialDashboard(app.db) }),
  );
}
