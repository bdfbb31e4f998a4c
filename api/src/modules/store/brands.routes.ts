import { canManageStore, CONTENT_IMAGE_MAX_BYTES, CONTENT_MESSAGES, STORE_ADMIN_MESSAGES as ADMIN } from '@gym/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import { readForm } from '../../lib/uploads';
import { messageEnvelope } from '../../lib/zod';
import { currentUser, requireAbility } from '../../plugins/auth';
import * as service from './brands.service';
import {
  brandBody,
  brandResponse,
  brandsListResponse,
  brandStatsResponse,
  brandUpdateBody,
  idParams,
  searchQuery,
} from './management.schemas';
import type { ManagementOptions } from './management-products.routes';

const tags = ['store-management'];
const security = [{ bearerAuth: [] }];
const logoSpec = {
  field: 'logo',
  maxBytes: CONTENT_IMAGE_MAX_BYTES,
  messages: { required: CONTENT_MESSAGES.imageRequired, tooLarge: CONTENT_MESSAGES.imageTooLarge },
};

/**
 * A brand's fields as JSON, or as a multipart form with its `logo` file: the form's text fields are
 * judged by the same schema, with the same 422 a JSON body gets.
 */
async function readBrand<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<{ body: z.infer<S>; logo: Buffer | null }> {
  const form = request.isMultipart() ? await readForm(request, logoSpec) : null;
  const parsed = schema.safeParse(form ? form.fields : (request.body ?? {}));
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      field: issue.path.join('.') || 'body',
      message: issue.message,
    }));
    throw new AppError(422, [...new Set(errors.map((e) => e.message))].join(', '), errors);
  }
  return { body: parsed.data, logo: form?.file ?? null };
}

/** Brands in the back office (/store/management/brands). */
export async function brandRoutes(fastify: FastifyInstance, { catalogue }: ManagementOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const manager = requireAbility(app, canManageStore, ADMIN.forbidden);

  app.get(
    '/brands',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        summary: 'Todas las marcas con su número de productos',
        response: { 200: brandsListResponse },
      },
    },
    async () => ({ success: true as const, data: { brands: await service.listBrands(app.db) } }),
  );

  app.get(
    '/brands/search',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        summary: 'Busca marcas por nombre (hasta 10)',
        querystring: searchQuery,
        response: { 200: brandsListResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { brands: await service.searchBrands(app.db, request.query.q) },
    }),
  );

  app.get(
    '/brands/stats',
    {
      onRequest: manager,
      schema: { tags, security, summary: 'Cifras de las marcas', response: { 200: brandStatsResponse } },
    },
    async () => ({ success: true as const, data: await service.brandStats(app.db) }),
  );

  app.post(
    '/brands',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        consumes: ['application/json', 'multipart/form-data'],
        summary:
          'Crea una marca: JSON (name, description, website) o formulario multipart con los mismos campos y el archivo logo (JPG, PNG, WebP o SVG, máximo 3MB)',
        response: { 201: brandResponse },
      },
    },
    async (request, reply) => {
      const { body, logo } = await readBrand(request, brandBody);
      const brand = await service.createBrand(app.db, app.storage, currentUser(request).id, body, logo);
      catalogue.invalidate();
      return reply.status(201).send({ success: true as const, data: { brand }, message: ADMIN.brandCreated });
    },
  );

  app.put(
    '/brands/:id',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        consumes: ['application/json', 'multipart/form-data'],
        summary: 'Cambia los campos enviados de una marca (JSON o multipart con un logo nuevo)',
        params: idParams,
        response: { 200: brandResponse },
      },
    },
    async (request) => {
      const { body, logo } = await readBrand(request, brandUpdateBody);
      const brand = await service.updateBrand(
        app.db,
        app.storage,
        currentUser(request).id,
        request.params.id,
        body,
        logo,
      );
      catalogue.invalidate();
      return { success: true as const, data: { brand }, message: ADMIN.brandUpdated };
    },
  );

  app.delete(
    '/brands/:id',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        summary: 'Elimina una marca sin productos (409 si algún producto la usa)',
        params: idParams,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      await service.deleteBrand(app.db, app.storage, currentUser(request).id, request.params.id);
      catalogue.invalidate();
      return { success: true as const, message: ADMIN.brandDeleted };
    },
  );
}
