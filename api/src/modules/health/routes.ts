import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_MESSAGES } from '../../lib/messages';
import { canViewSystemStatus, USER_MESSAGES } from '@gym/domain';
import { missingMigration } from '../../db/migration-state';
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

  // For orchestrators: alive while the process answers; ready once the database answers and has
  // every migration of this build (a new instance takes no traffic before that).
  app.get(
    '/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: 200 mientras el proceso responde',
        response: { 200: healthResponse },
      },
    },
    async () => ({ success: true as const, data: await checkHealth([]) }),
  );

  const readiness: HealthCheck[] = [
    { name: 'database', run: () => app.database.ping() },
    {
      name: 'migrations',
      run: async () => {
        const missing = await missingMigration(app.database.executeSql);
        if (missing) throw new Error(missing);
      },
    },
  ];
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: 200 con la base de datos accesible y migrada; 503 si no',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const report = await checkHealth(readiness);
      if (report.status !== 'healthy') {
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
