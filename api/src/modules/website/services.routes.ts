import { canManageServices, CONTENT_MESSAGES } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageEnvelope } from '../../lib/zod';
import { requireAbility } from '../../plugins/auth';
import {
  createServiceBody,
  reorderServicesBody,
  serviceIdParams,
  serviceResponse,
  serviceSchema,
  servicesListResponse,
  serviceStatsResponse,
  updateServiceBody,
} from './services.schemas';
import * as service from './services.service';

const tags = ['services'];
const security = [{ bearerAuth: [] }];

/**
 * The gym's services (mounted at /services). Reads are public (the landing page and its fallback
 * list all services); writes need the services ability.
 */
export async function servicesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const creator = requireAbility(app, canManageServices, CONTENT_MESSAGES.forbiddenCreateService);
  const editor = requireAbility(app, canManageServices, CONTENT_MESSAGES.forbiddenUpdateService);
  const remover = requireAbility(app, canManageServices, CONTENT_MESSAGES.forbiddenDeleteService);

  app.get(
    '/',
    { schema: { tags, summary: 'Todos los servicios', response: { 200: servicesListResponse } } },
    async () => ({
      success: true as const,
      data: { services: await service.listServices(app.db) },
    }),
  );

  app.get(
    '/active',
    { schema: { tags, summary: 'Servicios activos', response: { 200: servicesListResponse } } },
    async () => ({
      success: true as const,
      data: { services: await service.activeServices(app.db) },
    }),
  );

  app.get(
    '/stats',
    {
      onRequest: editor,
      schema: { tags, security, summary: 'Totales de servicios', response: { 200: serviceStatsResponse } },
    },
    async () => ({ success: true as const, data: await service.serviceStats(app.db) }),
  );

  app.put(
    '/reorder',
    {
      onRequest: editor,
      schema: {
        tags,
        security,
        summary: 'Reordena servicios (todo o nada)',
        body: reorderServicesBody,
        response: { 200: servicesListResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { services: await service.reorderServices(app.db, request.body.services) },
      message: CONTENT_MESSAGES.reordered,
    }),
  );

  app.post(
    '/seed/defaults',
    {
      onRequest: creator,
      schema: {
        tags,
        security,
        summary: 'Crea los servicios predeterminados que falten',
        response: { 200: envelope(z.object({ created: z.number().int(), services: z.array(serviceSchema) })) },
      },
    },
    async () => ({
      success: true as const,
      data: await service.seedDefaultServices(app.db),
      message: CONTENT_MESSAGES.defaultsSeeded,
    }),
  );

  app.get(
    '/:id',
    { schema: { tags, summary: 'Un servicio', params: serviceIdParams, response: { 200: serviceResponse } } },
    async (request) => ({ success: true as const, data: await service.getService(app.db, request.params.id) }),
  );

  app.post(
    '/',
    {
      onRequest: creator,
      schema: {
        tags,
        security,
        summary: 'Crea un servicio (400 si el título ya existe)',
        body: createServiceBody,
        response: { 201: serviceResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await service.createService(app.db, request.body),
        message: CONTENT_MESSAGES.serviceCreated,
      }),
  );

  app.put(
    '/:id',
    {
      onRequest: editor,
      schema: {
        tags,
        security,
        summary: 'Actualiza un servicio',
        params: serviceIdParams,
        body: updateServiceBody,
        response: { 200: serviceResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.updateService(app.db, request.params.id, request.body),
      message: CONTENT_MESSAGES.serviceUpdated,
    }),
  );

  app.delete(
    '/:id',
    {
      onRequest: remover,
      schema: {
        tags,
        security,
        summary: 'Elimina un servicio',
        params: serviceIdParams,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      await service.deleteService(app.db, request.params.id);
      return { success: true as const, message: CONTENT_MESSAGES.serviceDeleted };
    },
  );

  app.patch(
    '/:id/toggle',
    {
      onRequest: editor,
      schema: {
        tags,
        security,
        summary: 'Activa o desactiva un servicio',
        params: serviceIdParams,
        response: { 200: serviceResponse },
      },
    },
    async (request) => ({ success: true as const, data: await service.toggleService(app.db, request.params.id) }),
  );

  app.post(
    '/:id/duplicate',
    {
      onRequest: creator,
      schema: {
        tags,
        security,
        summary: 'Duplica un servicio (queda inactivo)',
        params: serviceIdParams,
        response: { 201: serviceResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await service.duplicateService(app.db, request.params.id),
        message: CONTENT_MESSAGES.serviceCreated,
      }),
  );
}

/** The legacy whole-list save (mounted at /gym/services). */
export async function legacyServicesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serviceEditor = requireAbility(app, canManageServices, CONTENT_MESSAGES.forbiddenUpdateService);

  app.put(
    '',
    {
      onRequest: serviceEditor,
      schema: {
        tags: ['gym'],
        security,
        summary: 'Reemplaza la lista de servicios (legado)',
        body: z.object({ services: z.array(createServiceBody).max(50) }),
        response: { 200: envelope(z.object({ services: z.array(serviceSchema) })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { services: await service.replaceServices(app.db, request.body.services) },
    }),
  );
}
