import { canManageContent, CONTENT_MESSAGES } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageEnvelope } from '../../lib/zod';
import { requireAbility } from '../../plugins/auth';
import {
  createStatisticBody,
  reorderBody,
  statisticIdParams,
  statisticResponse,
  statisticSchema,
  statisticsListResponse,
  updateStatisticBody,
} from './statistics.schemas';
import * as service from './statistics.service';

const tags = ['statistics'];
const security = [{ bearerAuth: [] }];

/** The landing page's counters (mounted at /statistics): the active ones are public. */
export async function statisticsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = requireAbility(app, canManageContent, CONTENT_MESSAGES.forbiddenStatistics);

  app.get(
    '/',
    {
      onRequest: admin,
      schema: { tags, security, summary: 'Todas las estadísticas (admin)', response: { 200: statisticsListResponse } },
    },
    async () => ({ success: true as const, data: { statistics: await service.listStatistics(app.db) } }),
  );

  app.get(
    '/active',
    {
      schema: {
        tags,
        summary: 'Contadores activos de la página de inicio (público)',
        response: { 200: statisticsListResponse },
      },
    },
    async () => ({ success: true as const, data: { statistics: await service.activeStatistics(app.db) } }),
  );

  app.post(
    '/',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Crea un contador; la clave se deriva de la etiqueta si falta',
        body: createStatisticBody,
        response: { 201: statisticResponse },
      },
    },
    async (request, reply) => {
      const data = await service.createStatistic(app.db, request.body);
      return reply.status(201).send({ success: true as const, data, message: CONTENT_MESSAGES.statisticCreated });
    },
  );

  app.put(
    '/reorder/batch',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Reordena en lote (todo o nada)',
        body: reorderBody,
        response: { 200: statisticsListResponse },
      },
    },
    async (request) => {
      const list = await service.reorderStatistics(app.db, request.body.order);
      return { success: true as const, data: { statistics: list }, message: CONTENT_MESSAGES.reordered };
    },
  );

  app.post(
    '/seed/defaults',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Crea los contadores predeterminados que falten',
        response: { 200: envelope(z.object({ created: z.number().int(), statistics: z.array(statisticSchema) })) },
      },
    },
    async () => {
      const data = await service.seedDefaultStatistics(app.db);
      return { success: true as const, data, message: CONTENT_MESSAGES.defaultsSeeded };
    },
  );

  app.put(
    '/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Actualiza un contador',
        params: statisticIdParams,
        body: updateStatisticBody,
        response: { 200: statisticResponse },
      },
    },
    async (request) => {
      const data = await service.updateStatistic(app.db, request.params.id, request.body);
      return { success: true as const, data, message: CONTENT_MESSAGES.statisticUpdated };
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Elimina un contador',
        params: statisticIdParams,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      await service.deleteStatistic(app.db, request.params.id);
      return { success: true as const, message: CONTENT_MESSAGES.statisticDeleted };
    },
  );

  app.patch(
    '/:id/toggle',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Activa o desactiva un contador',
        params: statisticIdParams,
        response: { 200: statisticResponse },
      },
    },
    async (request) => {
      const data = await service.toggleStatistic(app.db, request.params.id);
      return { success: true as const, data };
    },
  );
}

/** The active counters under the gym's legacy path (mounted at /gym/stats). */
export async function gymStatsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '',
    {
      schema: {
        tags: ['gym'],
        summary: 'Cifras del gimnasio (contadores activos)',
        response: { 200: envelope(z.object({ statistics: z.array(statisticSchema) })) },
      },
    },
    async () => ({ success: true as const, data: { statistics: await service.activeStatistics(app.db) } }),
  );
}
