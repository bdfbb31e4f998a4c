import { canReadMessages, MESSAGE_ADMIN_MESSAGES } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiModule } from '../../lib/api-module';
import { currentUser, requireAbility } from '../../plugins/auth';
import { welcomeNewMember } from './handlers/account';
import { deliverQueuedMessage } from './handlers/deliver';
import { expenseWaitsForApproval } from './handlers/expenses';
import { invoiceCertified } from './handlers/invoices';
import { membershipActivated, membershipFrozen, membershipUnfrozen } from './handlers/memberships';
import { orderReceived, orderStatusChanged } from './handlers/orders';
import { receiptOfPayment, rejectedPayment } from './handlers/payments';
import { messageKindSettings, presentKindSettings, updateMessageKindSettings } from './kind-settings';
import { runMembershipReminders } from './reminders';
import { membershipRemindersJob } from './reminders.job';
import {
  messageListQuery,
  messageListResponse,
  messageParams,
  messageResponse,
  messageSettingsBody,
  messageSettingsResponse,
  remindersRunResponse,
} from './schemas';
import * as service from './service';

const tags = ['messages'];
const security = [{ bearerAuth: [] }];

/** The admin's 'Mensajes': every message the gym wrote, what it said, and 'Reintentar' for a failed one. */
export async function messageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = requireAbility(app, canReadMessages, MESSAGE_ADMIN_MESSAGES.forbidden);

  app.get(
    '/',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Mensajes enviados, guardados o fallidos, los más recientes primero',
        querystring: messageListQuery,
        response: { 200: messageListResponse },
      },
    },
    async (request) => ({ success: true as const, data: await service.listMessages(app.db, request.query) }),
  );

  app.get(
    '/settings',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Los tipos de mensaje que el gimnasio envía: cada uno con su nombre y si está activado',
        response: { 200: messageSettingsResponse },
      },
    },
    async () => ({ success: true as const, data: presentKindSettings(await messageKindSettings(app.db)) }),
  );

  app.put(
    '/settings',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary:
          'Activa o desactiva tipos de mensaje (solo los enviados; 422 si un tipo no existe, 400 si se intenta desactivar el restablecimiento de contraseña)',
        body: messageSettingsBody,
        response: { 200: messageSettingsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: presentKindSettings(await updateMessageKindSettings(app.db, currentUser(request).id, request.body.kinds)),
      message: MESSAGE_ADMIN_MESSAGES.settingsSaved,
    }),
  );

  app.get(
    '/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Un mensaje con su contenido (HTML y texto)',
        params: messageParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { message: await service.getMessage(app.db, request.params.id) },
    }),
  );

  app.post(
    '/:id/retry',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Vuelve a poner en cola un mensaje que falló (409 si no falló)',
        params: messageParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { message: await service.retryMessage(app.db, request.params.id) },
      message: MESSAGE_ADMIN_MESSAGES.retried,
    }),
  );
}

/** POST /notifications/reminders/run (admin): today's membership reminders now; a repeat queues nothing new. */
export async function notificationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/reminders/run',
    {
      onRequest: requireAbility(app, canReadMessages, MESSAGE_ADMIN_MESSAGES.forbidden),
      schema: {
        tags,
        security,
        summary:
          'Pone en cola los recordatorios de membresía de hoy (una segunda corrida el mismo día no repite ninguno)',
        response: { 200: remindersRunResponse },
      },
    },
    async () => {
      const context = { db: app.db, log: app.log, config: app.config };
      const queued = await runMembershipReminders(context);
      return { success: true as const, data: { queued }, message: MESSAGE_ADMIN_MESSAGES.remindersRun(queued) };
    },
  );
}

/** Messages: what the gym tells its people, each kind a handler of the event it answers. */
export const messagesModule: ApiModule = {
  name: 'messages',
  routes: [
    { prefix: '/messages', plugin: messageRoutes },
    { prefix: '/notifications', plugin: notificationRoutes },
  ],
  schedules: [membershipRemindersJob],
  handlers: [
    deliverQueuedMessage,
    welcomeNewMember,
    orderReceived,
    orderStatusChanged,
    receiptOfPayment,
    rejectedPayment,
    membershipActivated,
    membershipFrozen,
    membershipUnfrozen,
    expenseWaitsForApproval,
    invoiceCertified,
  ],
};
