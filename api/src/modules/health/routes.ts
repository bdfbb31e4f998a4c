import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_MESSAGES } from '../../lib/messages';
import { healthResponse } from './schemas';
import { checkHealth, type HealthCheck } from './service';
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
}

/** Liveness and readiness of the api and what it depends on. */
export const healthModule: ApiModule = { name: 'health', routes: [{ prefix: '/health', plugin: healthRoutes }] };
