import { canManageContent, CONTENT_MESSAGES } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAbility } from '../../plugins/auth';
import { metricsResponse } from './hours.schemas';
import { capacityMetrics } from './hours.service';

const tags = ['gym'];
const security = [{ bearerAuth: [] }];

/** Weekly capacity and occupancy for the admin (mounted at /gym/capacity). */
export async function capacityRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const viewer = requireAbility(app, canManageContent, CONTENT_MESSAGES.forbiddenView);

  app.get(
    '/metrics',
    {
      onRequest: viewer,
      schema: {
        tags,
        security,
        summary: 'Capacidad semanal, reservas y ocupación',
        response: { 200: metricsResponse },
      },
    },
    async () => ({ success: true as const, data: await capacityMetrics(app.db) }),
  );
}
