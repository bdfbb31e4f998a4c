import { canManageStore, STORE_ADMIN_MESSAGES as ADMIN } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireAbility } from '../../plugins/auth';
import type { CatalogueCache } from './catalogue.cache';
import { removeImageFiles } from './management-images.service';
import * as service from './management-products.service';
import {
  bulkStockBody,
  bulkStockResponse,
  createProductBody,
  deleteProductResponse,
  idParams,
  managementProductResponse,
  managementProductsQuery,
  managementProductsResponse,
  movementsQuery,
  movementsResponse,
  productStatsResponse,
  stockBody,
  stockResponse,
  updateProductBody,
} from './management.schemas';
import { changeStock, listMovements } from './stock.service';

const tags = ['store-management'];
const security = [{ bearerAuth: [] }];

export interface ManagementOptions {
  /** The public catalogue's cache: every change here invalidates it. */
  catalogue: CatalogueCache;
}

/** Products and their stock in the back office (/store/management/products). */
export async function managementProductRoutes(fastify: FastifyInstance, { catalogue }: ManagementOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const manager = requireAbility(app, canManageStore, ADMIN.forbidden);
  const actor = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.get(
    '/products',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        summary: 'Productos de la tienda (activos, inactivos o archivados) con búsqueda, filtros y paginación',
        querystring: managementProductsQuery,
        response: { 200: managementProductsResponse },
      },
    },
    async (request) => ({ success: true as const, data: await service.listManagedProducts(app.db, request.query) }),
  );

  app.post(
    '/products',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        summary: 'Crea un producto (las imágenes se suben después, a /products/{id}/images)',
        body: createProductBody,
        response: { 201: managementProductResponse },
      },
    },
    async (request, reply) => {
      const product = await service.createProduct(app.db, actor(request), request.body);
      catalogue.invalidate();
      return reply.status(201).send({ success: true as const, data: { product }, message: ADMIN.productCreated });
    },
  );

  app.get(
    '/products/stats',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        summary: 'Cifras del inventario (sin archivados)',
        response: { 200: productStatsResponse },
      },
    },
    async () => ({ success: true as const, data: await service.productStats(app.db) }),
  );

  app.put(
    '/products/bulk-stock',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        summary:
          'Stock de varios productos a la vez: todo o nada, cada cambio con su movimiento; 409 si alguno quedaría bajo cero',
        body: bulkStockBody,
        response: { 200: bulkStockResponse },
      },
    },
    async (request) => {
      const updated = await changeStock(app.db, actor(request), request.body.updates);
      catalogue.invalidate();
      return { success: true as const, data: { updated }, message: ADMIN.bulkStockUpdated };
    },
  );

  app.get(
    '/products/:id',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        summary: 'Un producto (cualquier estado)',
        params: idParams,
        response: { 200: managementProductResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { product: await service.getManagedProduct(app.db, request.params.id) },
    }),
  );

  app.put(
    '/products/:id',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        summary: 'Cambia los campos enviados; un cambio de stockQuantity queda como movimiento (stockReason)',
        params: idParams,
        body: updateProductBody,
        response: { 200: managementProductResponse },
      },
    },
    async (request) => {
      const product = await service.updateProduct(app.db, actor(request), request.params.id, request.body);
      catalogue.invalidate();
      return { success: true as const, data: { product }, message: ADMIN.productUpdated };
    },
  );

  app.delete(
    '/products/:id',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        summary:
          'Elimina un producto sin pedidos; uno con pedidos se archiva (sale de la tienda, queda en sus pedidos)',
        params: idParams,
        response: { 200: deleteProductResponse },
      },
    },
    async (request) => {
      const { archived, imageKeys } = await service.deleteProduct(app.db, actor(request), request.params.id);
      await removeImageFiles(app.storage, imageKeys);
      catalogue.invalidate();
      return {
        success: true as const,
        data: { archived },
        message: archived ? ADMIN.productArchived : ADMIN.productDeleted,
      };
    },
  );

  app.put(
    '/products/:id/stock',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        summary:
          'Stock de un producto: set (cifra nueva), add o subtract, con motivo; bajo bloqueo de fila, con movimiento y auditoría; 409 si quedaría bajo cero',
        params: idParams,
        body: stockBody,
        response: { 200: stockResponse },
      },
    },
    async (request) => {
      const [change] = await changeStock(app.db, actor(request), [{ productId: request.params.id, ...request.body }]);
      catalogue.invalidate();
      const product = await service.getManagedProduct(app.db, request.params.id);
      return { success: true as const, data: { product, change: change! }, message: ADMIN.stockUpdated };
    },
  );

  app.get(
    '/products/:id/movements',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        summary: 'Movimientos de stock de un producto, del más reciente (quién, por qué, antes, después, cuándo)',
        params: idParams,
        querystring: movementsQuery,
        response: { 200: movementsResponse },
      },
    },
    async (request) => {
      await service.getManagedProduct(app.db, request.params.id);
      return {
        success: true as const,
        data: await listMovements(app.db, request.params.id, request.query.page, request.query.limit),
      };
    },
  );

  app.post(
    '/products/:id/duplicate',
    {
      onRequest: manager,
      schema: {
        tags,
        security,
        summary: "Copia un producto: '(copia)', SKU nuevo, sin stock ni imágenes",
        params: idParams,
        response: { 201: managementProductResponse },
      },
    },
    async (request, reply) => {
      const product = await service.duplicateProduct(app.db, actor(request), request.params.id);
      catalogue.invalidate();
      return reply.status(201).send({ success: true as const, data: { product }, message: ADMIN.productDuplicated });
    },
  );
}
