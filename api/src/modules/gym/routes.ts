import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gymConfigResponse } from './schemas';
import { getGymConfig } from './service';

export async function gymRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/config',
    {
      schema: {
        tags: ['gym'],
        summary: 'Configuración pública del gimnasio: nombre, colores y contacto',
        response: { 200: gymConfigResponse },
      },
    },
    async () => ({ success: true as const, data: await getGymConfig(app.db) }),
  );
}
