import { canManageStore, STORE_ADMIN_MESSAGES as ADMIN } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageEnvelope } from '../../lib/zod';
import { currentUser, requireAbility } from '../../plugins/auth';
import * as service from './categories.service';
import {
  categoriesListResponse,
  categoryBody,
  categoryResponse,
  categoryStatsResponse,
  categoryUpdateBody,
  idParams,
  reorderCategoriesBody,
  searchQuery,
  slugParams,
} from './management.schemas';
import type { ManagementOptions } from './management-products.routes';

const tags = ['store-management'];
const security = [{ bearerAuth: [] }];

/** Categories in the back office (/store/management/categories). */
export async function categoryRoutes(fastify: FastifyInstance, { catalogue }: ManagementOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const manager = requireAbility(app, canManageStore, ADMIN.forbidden);

  app.get(
    '/categories',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        summary: 'Todas las categorías, en su orden, con su número de productos',
        response: { 200: categoriesListResponse },
      },
    },
    async () => ({ success: true as const, data: { categories: await service.listCategories(app.db) } }),
  );

  app.get(
    '/categories/search',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        summary: 'Busca categorías por nombre o slug (hasta 10)',
        querystring: searchQuery,
        response: { 200: categoriesListResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { categories: await service.searchCategories(app.db, request.query.q) },
    }),
  );

  app.get(
    '/categories/stats',
    {
      onRequest: manager,
      schema: { tags, security, summary: 'Cifras por categoría', response: { 200: categoryStatsResponse } },
    },
    async () => ({ success: true as const, data: await service.categoryStats(app.db) }),
  );

  app.get(
    '/categories/slug/:slug',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        summary: 'Una categoría por su slug',
        params: slugParams,
        response: { 200: categoryResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { category: await service.categoryBySlug(app.db, request.params.slug) },
    }),
  );

  app.post(
    '/categories',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        summary: 'Crea una categoría (slug derivado del nombre si falta; va al final si no trae orden)',
        body: categoryBody,
        response: { 201: categoryResponse },
      },
    },
    async (request, reply) => {
      const category = await service.createCategory(app.db, currentUser(request).id, request.body);
      catalogue.invalidate();
      return reply.status(201).send({ success: true as const, data: { category }, message: ADMIN.categoryCreated });
    },
  );

  app.put(
    '/categories/reorder',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        summary: 'Nuevo orden de las categorías (categoryOrders: id y displayOrder)',
        body: reorderCategoriesBody,
        response: { 200: categoriesListResponse },
      },
    },
    async (request) => {
      const categories = await service.reorderCategories(app.db, currentUser(request).id, request.body.categoryOrders);
      catalogue.invalidate();
      return { success: true as const, data: { categories }, message: ADMIN.categoriesReordered };
    },
  );

  app.put(
    '/categories/:id',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        summary: 'Cambia los campos enviados de una categoría',
        params: idParams,
        body: categoryUpdateBody,
        response: { 200: categoryResponse },
      },
    },
    async (request) => {
      const category = await service.updateCategory(app.db, currentUser(request).id, request.params.id, request.body);
      catalogue.invalidate();
      return { success: true as const, data: { category }, message: ADMIN.categoryUpdated };
    },
  );

  app.delete(
    '/categories/:id',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        summary: 'Elimina una categoría sin productos (409 si tiene)',
        params: idParams,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      await service.deleteCategory(app.db, currentUser(request).id, request.params.id);
      catalogue.invalidate();
      return { success: true as const, message: ADMIN.categoryDeleted };
    },
  );
}
