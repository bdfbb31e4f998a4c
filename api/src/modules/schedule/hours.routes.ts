import { canManageContent, CONTENT_MESSAGES } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAbility } from '../../plugins/auth';
import { hoursBody, hoursResponse } from './hours.schemas';
import { saveHours, weeklySchedule } from './hours.service';

const tags = ['gym'];
const security = [{ bearerAuth: [] }];

/** The gym's weekly hours and slots (mounted at /gym/schedule): public to read, content managers edit. */
export async function hoursRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const scheduleEditor = requireAbility(app, canManageContent, CONTENT_MESSAGES.forbiddenSchedule);

  app.get(
    '',
    { schema: { tags, summary: 'Horario semanal con franjas y cupos', response: { 200: hoursResponse } } },
    async () => ({ success: true as const, data: { hours: await weeklySchedule(app.db) } }),
  );

  app.put(
    '',
    {
      onRequest: scheduleEditor,
      schema: {
        tags,
        security,
        summary: 'Guarda el horario semanal (días abiertos/cerrados, franjas con cupo)',
        body: hoursBody,
        response: { 200: hoursResponse },
      },
    },
    async (request) => ({ success: true as const, data: { hours: await saveHours(app.db, request.body.hours) } }),
  );
}
