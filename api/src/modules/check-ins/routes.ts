import {
  canManageKioskDevices,
  canRegisterVisits,
  CHECK_IN_MESSAGES,
  isDeviceToken,
  parseBearerToken,
  USER_MESSAGES,
} from '@gym/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiModule } from '../../lib/api-module';
import { AppError } from '../../lib/errors';
import { currentUser, requireAbility } from '../../plugins/auth';
import * as devices from './devices.service';
import {
  checkInBody,
  checkInResponse,
  createdDeviceResponse,
  deviceBody,
  deviceParams,
  deviceResponse,
  devicesResponse,
  memberParams,
  passBody,
  passResponse,
  secretResponse,
} from './schemas';
import * as service from './service';

const tags = ['check-ins'];
const security = [{ bearerAuth: [] }];

/** Check-in by code (mounted at /check-ins): the member's secret, the door's scans, the door tablets. */
export async function checkInRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** A door tablet's token (only on this route), else a staff session that may register visits. */
  const scannerOf = async (request: FastifyRequest, reply: FastifyReply): Promise<service.Scanner> => {
    const token = parseBearerToken(request.headers.authorization);
    if (token && isDeviceToken(token)) {
      const device = await devices.deviceByToken(app.db, token);
      if (!device) throw new AppError(401, CHECK_IN_MESSAGES.deviceTokenRequired);
      return { kind: 'device', deviceId: device.id };
    }
    await app.authenticate(request, reply);
    const actor = currentUser(request);
    if (!canRegisterVisits(actor)) throw new AppError(403, USER_MESSAGES.noPermission);
    return { kind: 'staff', actor };
  };

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary:
          'Entrada por código: registra la visita de un miembro (o acepta un pase del día) o la rechaza con el motivo (`code`): no_membership, expired, payment_pending, frozen, suspended, already_checked_in, invalid_code',
        description:
          'Para el personal (sesión con permiso de registrar visitas) y para un kiosco habilitado (`Authorization: Bearer kiosk_...`).',
        body: checkInBody,
        response: { 200: checkInResponse, 201: checkInResponse },
      },
    },
    async (request, reply) => {
      const scanner = await scannerOf(request, reply);
      const { answer, created } = await service.checkIn(app.db, scanner, request.body);
      return reply.code(created ? 201 : 200).send({ success: true as const, data: answer, message: answer.message });
    },
  );

  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'El secreto del código de entrada del miembro (se crea la primera vez); el teléfono calcula el código sin conexión',
        response: { 200: secretResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (user.role !== 'cliente') throw new AppError(403, CHECK_IN_MESSAGES.onlyMembers);
      return { success: true as const, data: await service.memberSecret(app.db, user.id) };
    },
  );

  app.post(
    '/members/:userId/reset-secret',
    {
      onRequest: requireAbility(app, canRegisterVisits, USER_MESSAGES.noPermission),
      schema: {
        tags,
        security,
        summary: 'Genera un nuevo secreto para el miembro: los códigos anteriores dejan de funcionar',
        params: memberParams,
        response: { 200: secretResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.resetMemberSecret(app.db, currentUser(request), request.params.userId),
      message: CHECK_IN_MESSAGES.secretReset,
    }),
  );

  app.post(
    '/passes',
    {
      onRequest: requireAbility(app, canRegisterVisits, USER_MESSAGES.noPermission),
      schema: {
        tags,
        security,
        summary: 'Código de un día para un pase diario vendido hoy (`P.<token>`), que el kiosco acepta',
        body: passBody,
        response: { 201: passResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: await service.issueDailyPassCode(app.db, currentUser(request), request.body.paymentId),
        message: CHECK_IN_MESSAGES.passIssued,
      }),
  );

  const admin = requireAbility(app, canManageKioskDevices, CHECK_IN_MESSAGES.noPermission);

  app.get(
    '/devices',
    { onRequest: admin, schema: { tags, security, summary: 'Kioscos de entrada', response: { 200: devicesResponse } } },
    async () => ({ success: true as const, data: { devices: await devices.listDevices(app.db) } }),
  );

  app.post(
    '/devices',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Habilita un kiosco: su token se muestra una sola vez y solo sirve para registrar entradas',
        body: deviceBody,
        response: { 201: createdDeviceResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: await devices.createDevice(app.db, currentUser(request), request.body.name),
        message: CHECK_IN_MESSAGES.deviceCreated,
      }),
  );

  app.post(
    '/devices/:id/revoke',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Deshabilita un kiosco: su token deja de funcionar',
        params: deviceParams,
        response: { 200: deviceResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { device: await devices.revokeDevice(app.db, currentUser(request), request.params.id) },
      message: CHECK_IN_MESSAGES.deviceRevoked,
    }),
  );
}

export const checkInsModule: ApiModule = {
  name: 'check-ins',
  routes: [{ prefix: '/check-ins', plugin: checkInRoutes }],
};
