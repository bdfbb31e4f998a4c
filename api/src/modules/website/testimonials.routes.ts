import { TESTIMONIAL_MESSAGES } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/zod';
import { currentUser } from '../../plugins/auth';
import { moderatedTestimonialSchema } from './testimonial-moderation.schemas';
import { publicTestimonials } from './testimonial-moderation.service';
import {
  memberTestimonialResponse,
  myTestimonialsResponse,
  publicListQuery,
  publicListResponse,
  testimonialBody,
  testimonialIdParams,
} from './testimonials.schemas';
import * as service from './testimonials.service';

const tags = ['testimonials'];
const security = [{ bearerAuth: [] }];

/**
 * Member side of testimonials (mounted at /testimonials): the public list, a client's own
 * testimonial; moderation is in testimonial-moderation.routes.ts, on the same prefix.
 */
export async function testimonialRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Testimonios publicados (público): destacados primero',
        querystring: publicListQuery,
        response: { 200: publicListResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { testimonials: await service.listPublic(app.db, request.query.limit) },
    }),
  );

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Envía el testimonio del cliente (solo clientes, uno por cliente); queda pendiente de revisión',
        body: testimonialBody,
        response: { 201: memberTestimonialResponse },
      },
    },
    async (request, reply) => {
      const testimonial = await service.submitTestimonial(app.db, currentUser(request), request.body);
      reply.code(201);
      return {
        success: true as const,
        data: { testimonial, thankYouMessage: TESTIMONIAL_MESSAGES.thankYouPending },
        message: TESTIMONIAL_MESSAGES.submitted,
      };
    },
  );

  app.get(
    '/my-testimonials',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Testimonios propios y si puede enviar uno nuevo',
        response: { 200: myTestimonialsResponse },
      },
    },
    async (request) => ({ success: true as const, data: await service.myTestimonials(app.db, currentUser(request)) }),
  );

  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Edita el testimonio propio mientras está pendiente',
        params: testimonialIdParams,
        body: testimonialBody,
        response: { 200: memberTestimonialResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        testimonial: await service.updateOwnTestimonial(app.db, currentUser(request), request.params.id, request.body),
      },
      message: TESTIMONIAL_MESSAGES.updated,
    }),
  );
}

/** The published testimonials as the gym's legacy path gives them (mounted at /gym/testimonials). */
export async function gymTestimonialsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '',
    {
      schema: {
        tags: ['gym'],
        summary: 'Testimonios publicados, destacados primero',
        response: { 200: envelope(z.object({ testimonials: z.array(moderatedTestimonialSchema) })) },
      },
    },
    async () => ({ success: true as const, data: { testimonials: await publicTestimonials(app.db) } }),
  );
}
