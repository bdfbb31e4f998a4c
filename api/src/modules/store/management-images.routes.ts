import {
  canManageStore,
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_MESSAGES,
  PRODUCT_IMAGES_MAX,
  STORE_ADMIN_MESSAGES as ADMIN,
} from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readUpload, readUploads } from '../../lib/uploads';
import { messageEnvelope } from '../../lib/zod';
import { requireAbility } from '../../plugins/auth';
import * as images from './management-images.service';
import {
  idParams,
  imageParams,
  imageResponse,
  imagesResponse,
  imageUploadQuery,
  reorderImagesBody,
  updateImageBody,
} from './management.schemas';
import type { ManagementOptions } from './management-products.routes';

const tags = ['store-management'];
const security = [{ bearerAuth: [] }];
const limits = `JPG, PNG, WebP o SVG (por su contenido), máximo 3MB cada una, hasta ${PRODUCT_IMAGES_MAX} por producto`;
const messages = { required: CONTENT_MESSAGES.imageRequired, tooLarge: CONTENT_MESSAGES.imageTooLarge };

/** A product's images (/store/management/products/{id}/images). */
export async function managementImageRoutes(fastify: FastifyInstance, { catalogue }: ManagementOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const manager = requireAbility(app, canManageStore, ADMIN.forbidden);

  app.get(
    '/products/:id/images',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        summary: 'Imágenes del producto, en su orden',
        params: idParams,
        response: { 200: imagesResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { images: await images.listImages(app.db, request.params.id) },
    }),
  );

  app.post(
    '/products/:id/images',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary: `Sube una imagen (campo image): ${limits}; la primera del producto es la principal`,
        params: idParams,
        querystring: imageUploadQuery,
        response: { 201: imageResponse },
      },
    },
    async (request, reply) => {
      const data = await readUpload(request, { field: 'image', maxBytes: CONTENT_IMAGE_MAX_BYTES, messages });
      const [image] = await images.addImages(app.db, app.storage, request.params.id, [data], request.query);
      catalogue.invalidate();
      return reply.status(201).send({ success: true as const, data: { image: image! }, message: ADMIN.imageUploaded });
    },
  );

  app.post(
    '/products/:id/images/multiple',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary: `Sube varias imágenes (campo images): ${limits}; si una se rechaza no se guarda ninguna`,
        params: idParams,
        response: { 201: imagesResponse },
      },
    },
    async (request, reply) => {
      const files = await readUploads(request, {
        field: 'images',
        maxBytes: CONTENT_IMAGE_MAX_BYTES,
        maxFiles: PRODUCT_IMAGES_MAX,
        messages: {
          required: ADMIN.imagesRequired,
          tooLarge: messages.tooLarge,
          tooMany: images.IMAGE_MESSAGES.tooMany,
        },
      });
      const added = await images.addImages(app.db, app.storage, request.params.id, files);
      catalogue.invalidate();
      return reply.status(201).send({ success: true as const, data: { images: added }, message: ADMIN.imagesUploaded });
    },
  );

  app.put(
    '/products/:id/images/reorder',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        summary: 'Nuevo orden de las imágenes (imageOrders: imageId y displayOrder)',
        params: idParams,
        body: reorderImagesBody,
        response: { 200: imagesResponse },
      },
    },
    async (request) => {
      const list = await images.reorderImages(app.db, request.params.id, request.body.imageOrders);
      catalogue.invalidate();
      return { success: true as const, data: { images: list }, message: ADMIN.imagesReordered };
    },
  );

  app.put(
    '/products/:id/images/:imageId',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        summary: 'Cambia el texto alternativo, el orden o la marca de principal de una imagen',
        params: imageParams,
        body: updateImageBody,
        response: { 200: imageResponse },
      },
    },
    async (request) => {
      const image = await images.updateImage(app.db, request.params.id, request.params.imageId, request.body);
      catalogue.invalidate();
      return { success: true as const, data: { image }, message: ADMIN.imageUpdated };
    },
  );

  app.put(
    '/products/:id/images/:imageId/primary',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        summary: 'Hace principal una imagen',
        params: imageParams,
        response: { 200: imageResponse },
      },
    },
    async (request) => {
      const image = await images.setPrimaryImage(app.db, request.params.id, request.params.imageId);
      catalogue.invalidate();
      return { success: true as const, data: { image }, message: ADMIN.imagePrimary };
    },
  );

  app.delete(
    '/products/:id/images/:imageId',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        summary: 'Elimina una imagen y su archivo; si era la principal, la primera restante pasa a serlo',
        params: imageParams,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      await images.deleteImage(app.db, app.storage, request.params.id, request.params.imageId);
      catalogue.invalidate();
      return { success: true as const, message: ADMIN.imageDeleted };
    },
  );
}
