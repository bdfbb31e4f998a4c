import { canManageContent, CONTENT_MESSAGES } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageEnvelope } from '../../lib/zod';
import { currentUser, requireAbility } from '../../plugins/auth';
import {
  adminCreateBody,
  listQuery,
  statsResponse,
  testimonialIdParams,
  testimonialResponse,
  testimonialsListResponse,
} from './testimonial-moderation.schemas';
import * as service from './testimonial-moderation.service';

const tags = ['testimonials'];
const security = [{ bearerAuth: [] }];

/** Moderation of the testimonials table (mounted at /testimonials; content managers: admin or manage_content). */
export async function testimonialModerationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const moderator = requireAbility(app, canManageContent, CONTENT_MESSAGES.forbiddenTestimonials);
  const list = (testimonials: Awaited<ReturnType<typeof service.listTestimonials>>) => ({
    success: true as const,
    data: { testimonials, total: testimonials.length },
  });

  app.get(
    '/all',
    {
      onRequest: moderator,
      schema: {
        tags,
        security,
        summary: 'Todos los testimonios',
        querystring: listQuery,
        response: { 200: testimonialsListResponse },
      },
    },
    async (request) => list(await service.listTestimonials(app.db, request.query)),
  );

  app.get(
    '/pending',
    {
      onRequest: moderator,
      schema: {
        tags,
        security,
        summary: 'Cola de testimonios pendientes',
        response: { 200: testimonialsListResponse },
      },
    },
    async () => list(await service.listTestimonials(app.db, { status: 'pending' })),
  );

  app.get(
    '/stats',
    {
      onRequest: moderator,
      schema: { tags, security, summary: 'Totales de testimonios', response: { 200: statsResponse } },
    },
    async () => ({ success: true as const, data: await service.testimonialStats(app.db) }),
  );

  app.get(
    '/health',
    {
      schema: {
        tags,
        summary: 'Estado del módulo de testimonios',
        response: { 200: envelope(z.object({ status: z.literal('healthy'), total: z.number().int() })) },
      },
    },
    async () => ({
      success: true as const,
      data: { status: 'healthy' as const, total: (await service.testimonialStats(app.db)).total },
    }),
  );

  app.get(
    '/:id/details',
    {
      onRequest: moderator,
      schema: {
        tags,
        security,
        summary: 'Detalle de un testimonio',
        params: testimonialIdParams,
        response: { 200: testimonialResponse },
      },
    },
    async (request) => ({ success: true as const, data: await service.getTestimonial(app.db, request.params.id) }),
  );

  app.post(
    '/admin/create',
    {
      onRequest: moderator,
      schema: {
        tags,
        security,
        summary: 'Crea un testimonio publicado',
        body: adminCreateBody,
        response: { 201: testimonialResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await service.adminCreate(app.db, currentUser(request).id, request.body),
        message: 'Testimonio creado',
      }),
  );

  app.post(
    '/:id/approve',
    {
      onRequest: moderator,
      schema: {
        tags,
        security,
        summary: 'Aprueba y publica',
        params: testimonialIdParams,
        response: { 200: testimonialResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.approve(app.db, currentUser(request).id, request.params.id),
      message: 'Testimonio aprobado',
    }),
  );

  app.patch(
    '/:id/toggle-active',
    {
      onRequest: moderator,
      schema: {
        tags,
        security,
        summary: 'Muestra u oculta',
        params: testimonialIdParams,
        response: { 200: testimonialResponse },
      },
    },
    async (request) => ({ success: true as const, data: await service.toggle(app.db, request.params.id, 'isActive') }),
  );

  app.patch(
    '/:id/toggle-featured',
    {
      onRequest: moderator,
      schema: {
        tags,
        security,
        summary: 'Destaca o deja de destacar',
        params: testimonialIdParams,
        response: { 200: testimonialResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.toggle(app.db, request.params.id, 'isFeatured'),
    }),
  );

  app.delete(
    '/:id',
    {
      onRequest: moderator,
      schema: {
        tags,
        security,
        summary: 'Elimina un testimonio',
        params: testimonialIdParams,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      await service.remove(app.db, request.params.id);
      return { success: true as const, message: 'Testimonio eliminado' };
    },
  );
}
