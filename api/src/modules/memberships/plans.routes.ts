import { canManagePlans, CONTENT_MESSAGES } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAbility } from '../../plugins/auth';
import { plansBody, websitePlansResponse } from './plans.schemas';
import { listPlans, savePlans } from './plans.service';

const tags = ['gym'];
const security = [{ bearerAuth: [] }];

/** The plans the website shows and its editor saves (mounted at /gym/membership-plans). */
export async function planRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const planEditor = requireAbility(app, canManagePlans, CONTENT_MESSAGES.forbiddenPlans);

  app.get('', { schema: { tags, summary: 'Planes activos', response: { 200: websitePlansResponse } } }, async () => ({
    success: true as const,
    data: { plans: await listPlans(app.db) },
  }));

  app.get(
    '/all',
    {
      onRequest: planEditor,
      schema: {
        tags,
        security,
        summary: 'Todos los planes, también inactivos (admin)',
        response: { 200: websitePlansResponse },
      },
    },
    async () => ({ success: true as const, data: { plans: await listPlans(app.db, { includeInactive: true }) } }),
  );

  app.put(
    '',
    {
      onRequest: planEditor,
      schema: {
        tags,
        security,
        summary: 'Guarda los planes (con id actualiza, sin id crea)',
        body: plansBody,
        response: { 200: websitePlansResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { plans: await savePlans(app.db, request.body.plans) },
      message: 'Planes actualizados',
    }),
  );
}
