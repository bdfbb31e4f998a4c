import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/zod';
import { landingContent } from './landing.service';

const tags = ['content'];

/** Everything the public landing page shows, in one call (mounted at /content/landing). */
export async function landingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'Contenido completo de la página de inicio (público)',
        response: { 200: envelope(z.unknown()) },
      },
    },
    async () => ({ success: true as const, data: await landingContent(app.db) }),
  );
}
