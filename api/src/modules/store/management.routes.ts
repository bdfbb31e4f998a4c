import type { FastifyInstance } from 'fastify';
import { brandRoutes } from './brands.routes';
import { categoryRoutes } from './categories.routes';
import { managementImageRoutes } from './management-images.routes';
import { managementOrderRoutes } from './management-orders.routes';
import { managementProductRoutes, type ManagementOptions } from './management-products.routes';

/**
 * The store's back office under /store/management: products and stock, images, brands,
 * categories, online orders. Mounted by the store's own routes so both share one catalogue cache.
 */
export async function managementRoutes(app: FastifyInstance, { catalogue }: ManagementOptions): Promise<void> {
  // Only the cache: the options fastify hands a plugin also carry its prefix, which must not apply twice.
  const options = { catalogue };
  await app.register(managementProductRoutes, options);
  await app.register(managementImageRoutes, options);
  await app.register(brandRoutes, options);
  await app.register(categoryRoutes, options);
  await app.register(managementOrderRoutes);
}
