import { businessDate, reportRange } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiModule } from '../../lib/api-module';
import { requirePermission } from '../../plugins/auth';
import { breakdowns, performanceReport } from './performance.service';
import {
  breakdownsResponse,
  performanceResponse,
  rangeQuery,
  sourceParams,
  sourceQuery,
  sourceResponse,
} from './schemas';
import { reportExportRoutes } from './export.routes';
import { financialSource } from './service';

const tags = ['reports'];
const security = [{ bearerAuth: [] }];

/** The report figures (mounted at /reports), each computed by the database where the data lives. */
export async function reportsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = [app.authenticate, requirePermission('view_reports')];

  app.get(
    '/financial/:source',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Una fuente del reporte financiero (memberships, online-orders, local-sales, expenses): total, cantidad, desglose, métodos de pago y una página de detalle (100 por página)',
        params: sourceParams,
        querystring: sourceQuery,
        response: { 200: sourceResponse },
      },
    },
    async (request) => {
      const { period, page, limit, rows, ...given } = request.query;
      const range = reportRange(period, given);
      const data = await financialSource(app.db, request.params.source, { ...range, page, limit, rows });
      return { success: true as const, data: { ...range, ...data } };
    },
  );

  app.get(
    '/performance',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Ocupación, retención y satisfacción del periodo contra el periodo anterior de igual duración (valores de referencia solo sin datos)',
        querystring: rangeQuery,
        response: { 200: performanceResponse },
      },
    },
    async (request) => {
      const { period, ...given } = request.query;
      const range = reportRange(period, given);
      return { success: true as const, data: await performanceReport(app.db, range.startDate, range.endDate) };
    },
  );

  await app.register(reportExportRoutes);

  app.get(
    '/breakdowns',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Membresías por plan y usuarios nuevos por mes (último año)',
        response: { 200: breakdownsResponse },
      },
    },
    async () => ({ success: true as const, data: await breakdowns(app.db, businessDate()) }),
  );
}

export const reportsModule: ApiModule = {
  name: 'reports',
  routes: [{ prefix: '/reports', plugin: reportsRoutes }],
};
