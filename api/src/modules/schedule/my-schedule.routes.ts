import { isWeekday, SCHEDULE_MESSAGES } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import {
  cancelParams,
  changeBody,
  changeResponse,
  myScheduleResponse,
  optionsQuery,
  optionsResponse,
  previewResponse,
  statsResponse,
  unavailableResponse,
} from './my-schedule.schemas';
import * as service from './my-schedule.service';

const tags = ['schedule'];
const security = [{ bearerAuth: [] }];

/** The signed-in member's weekly slots (mounted at /memberships/my-schedule); always their own. */
export async function myScheduleRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Horario semanal reservado del miembro',
        response: { 200: myScheduleResponse },
      },
    },
    async (request) => ({ success: true as const, data: await service.mySchedule(app.db, currentUser(request).id) }),
  );

  app.get(
    '/available-options',
    {
      schema: {
        tags,
        security,
        summary: 'Horarios del gimnasio con cupo (capacity, reserved, available); day opcional',
        querystring: optionsQuery,
        response: { 200: optionsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { days: await service.availableOptions(app.db, currentUser(request).id, request.query.day) },
    }),
  );

  app.post(
    '/preview-change',
    {
      schema: {
        tags,
        security,
        summary: 'Vista previa de un cambio de horario (no guarda nada)',
        body: changeBody,
        response: { 200: previewResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.previewChange(app.db, currentUser(request).id, request.body.changes, request.body.replaceAll),
    }),
  );

  app.post(
    '/change',
    {
      schema: {
        tags,
        security,
        summary:
          'Cambia uno o varios días; si algún horario está lleno responde 409 con unavailableSlots y no aplica nada',
        body: changeBody,
        response: { 200: changeResponse, 409: unavailableResponse },
      },
    },
    async (request, reply) => {
      try {
        const result = await service.applyChange(
          app.db,
          currentUser(request).id,
          request.body.changes,
          request.body.replaceAll,
        );
        return {
          success: true as const,
          data: { ...result.schedule, changeType: result.changeType },
          message: SCHEDULE_MESSAGES.changed,
        };
      } catch (error) {
        if (error instanceof service.SlotsUnavailableError) {
          return reply
            .code(409)
            .send({ success: false as const, message: error.message, unavailableSlots: error.unavailableSlots });
        }
        throw error;
      }
    },
  );

  app.delete(
    '/:day/:slotId',
    {
      schema: {
        tags,
        security,
        summary: 'Cancela un horario reservado de un día',
        params: cancelParams,
        response: { 200: myScheduleResponse },
      },
    },
    async (request) => {
      const slotId = Number(request.params.slotId);
      if (!isWeekday(request.params.day) || !Number.isInteger(slotId) || slotId <= 0) {
        throw new AppError(400, SCHEDULE_MESSAGES.cancelNeedsDayAndSlot);
      }
      return {
        success: true as const,
        data: await service.cancelSlot(app.db, currentUser(request).id, request.params.day, slotId),
        message: SCHEDULE_MESSAGES.cancelled,
      };
    },
  );

  app.get(
    '/stats',
    { schema: { tags, security, summary: 'Estadísticas del horario del miembro', response: { 200: statsResponse } } },
    async (request) => ({ success: true as const, data: await service.scheduleStats(app.db, currentUser(request).id) }),
  );
}
