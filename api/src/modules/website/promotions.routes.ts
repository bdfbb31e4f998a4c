import { canManageContent, CONTENT_MESSAGES } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAbility } from '../../plugins/auth';
import { promotionsBody, promotionsResponse } from './promotions.schemas';
import { promotions, savePromotions } from './promotions.service';

const tags = ['gym'];
const security = [{ bearerAuth: [] }];

/** Promotions of the landing page (mounted at /gym/promotions). */
export async function promotionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const configEditor = requireAbility(app, canManageContent, CONTENT_MESSAGES.forbiddenConfig);

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'Promociones; isRunning según el día en Guatemala',
        response: { 200: promotionsResponse },
      },
    },
    async () => ({ success: true as const, data: { promotions: await promotions(app.db) } }),
  );

  app.put(
    '',
    {
      onRequest: configEditor,
      schema: {
        tags,
        security,
        summary: 'Guarda las promociones (endDate YYYY-MM-DD, último día en Guatemala)',
        body: promotionsBody,
        response: { 200: promotionsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { promotions: await savePromotions(app.db, request.body.promotions) },
    }),
  );
}
