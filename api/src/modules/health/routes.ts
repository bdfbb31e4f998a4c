import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_MESSAGES } from '../../lib/messages';
import { canViewSystemStatus, USER_MESSAGES } from '@gym/domain';
import { requireAbility } from '../../plugins/auth';
import { healthResponse, jobsResponse } from './schemas';
import { checkHealth, jobsReport, type HealthCheck } from './service';
import type { ApiModule } from '../../lib/api-module';

export async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const checks: HealthCheck[] = [
    { name: 'database', run: () => app.database.ping() },
    { name: 'uploads', run: () => app.storage.checkWritable() },
  ];

  app.get(
    '/',
    {
      schema: {
        tags: ['health'],
        summary: 'Estado del servicio (público); 503 cuando está unhealthy',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const report = await checkHealth(checks);
      if (report.status === 'unhealthy') {
        return reply.status(503).send({ success: false, message: API_MESSAGES.serviceUnavailable, data: report });
      }
      return reply.status(200).send({ success: true, data: report });
    },
  );

  app.get(
    '/jobs',
    {
      onRequest: requireAbility(app, canViewSystemStatus, USER_MESSAGES.noPermission),
      schema: {
        tags: ['health'],
        security: [{ bearerAuth: [] }],
        summary:
          'Estado de la cola de trabajos: pendientes, fallidos, descartados y última ejecución de cada tarea programada',
        response: { 200: jobsResponse },
      },
    },
    async () => ({ success: true as const, data: await jobsReport(app.jobs) }),
  );
}

/** Liveness and readiness of the api and what it depends on. */
export const healthModule: ApiModule = { name: 'health', routes: [{ prefix: '/health', plugin: healthRoutes }] };
