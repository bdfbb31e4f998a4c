import { PAGINATION, PAYMENT_MESSAGES, STORE_FIELDS, STORE_MESSAGES } from '@gym/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { readProofUpload } from '../payments/proof-upload';
import { paymentResponse } from '../payments/schemas';
import * as cart from './cart.service';
import { createCatalogueCache } from './catalogue.cache';
import { managementRoutes } from './management.routes';
import * as catalogueService from './catalogue.service';
import { orderPaymentInstructions, uploadOrderTransferProof } from './order-payment.service';
import * as ordersService from './orders.service';
import { orderRateLimit } from './order-rate-limit';
import { guestOwner, optionalAuth, ownerOf, userOwner } from './owner';
import {
  addToCartBody,
  brandsResponse,
  cartItemParams,
  cartQuery,
  cartResponse,
  categoriesResponse,
  createdOrderResponse,
  createOrderBody,
  featuredQuery,
  idsQuery,
  listProductsQuery,
  mergeCartBody,
  myOrdersQuery,
  orderHeaders,
  orderParams,
  orderPaymentResponse,
  orderResponse,
  ordersListResponse,
  orderViewQuery,
  productIdParams,
  productResponse,
  productsListResponse,
  productsResponse,
  proofTokenHeaders,
  updateCartBody,
} from './schemas';
import type { ApiModule } from '../../lib/api-module';

const tags = ['store'];
// Optional sign-in: a token or nothing (guests).
const security: { [label: string]: string[] }[] = [{ bearerAuth: [] }, {}];
const cartWithMessage = cartResponse;

/** Sends an already serialized JSON body (the response schemas were applied when it was built); fastify writes bytes as they are. */
function sendJson(reply: FastifyReply, body: Buffer) {
  return reply.header('content-type', 'application/json; charset=utf-8').send(body);
}

/** Public catalogue, guest-or-user cart and orders under /api/store. */
export async function storeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const maybeUser = optionalAuth(app);
  const catalogue = createCatalogueCache(Date.now, app.sharedState);
  const limitOrders = orderRateLimit(app);
  // The back office shares this cache: whatever it changes, the catalogue stops showing the old answer.
  await app.register(managementRoutes, { prefix: '/management', catalogue });

  app.get(
    '/products',
    {
      schema: {
        tags,
        summary: `Catálogo público con filtros, orden y paginación (${PAGINATION.defaultLimit} por página, máximo ${STORE_FIELDS.catalogue.limit.max})`,
        querystring: listProductsQuery,
        response: { 200: productsListResponse },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await catalogue.json(request.url, async () =>
          productsListResponse.parse({
            success: true,
            data: await catalogueService.listProducts(app.db, request.query),
          }),
        ),
      ),
  );

  const featured = {
    schema: {
      tags,
      summary: 'Productos destacados (por defecto 8)',
      querystring: featuredQuery,
      response: { 200: productsResponse },
    },
  };
  const featuredHandler = async (request: { query: { limit: number } }, reply: FastifyReply) =>
    sendJson(
      reply,
      await catalogue.json(`featured:${request.query.limit}`, async () =>
        productsResponse.parse({
          success: true,
          data: { products: await catalogueService.featuredProducts(app.db, request.query.limit) },
        }),
      ),
    );
  app.get('/products/featured', featured, featuredHandler);
  app.get('/featured-products', featured, featuredHandler);

  app.get(
    '/products/:id',
    {
      schema: { tags, summary: 'Un producto activo', params: productIdParams, response: { 200: productResponse } },
    },
    async (request) => ({
      success: true as const,
      data: { product: await catalogueService.getProduct(app.db, request.params.id) },
    }),
  );

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Categorías activas (ids: lote por id para el DataLoader de la bff)',
        querystring: idsQuery,
        response: { 200: categoriesResponse },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await catalogue.json(request.url, async () =>
          categoriesResponse.parse({
            success: true,
            data: { categories: await catalogueService.listCategories(app.db, request.query.ids) },
          }),
        ),
      ),
  );

  app.get(
    '/brands',
    {
      schema: {
        tags,
        summary: 'Marcas activas (ids: lote por id)',
        querystring: idsQuery,
        response: { 200: brandsResponse },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await catalogue.json(request.url, async () =>
          brandsResponse.parse({
            success: true,
            data: { brands: await catalogueService.listBrands(app.db, request.query.ids) },
          }),
        ),
      ),
  );

  // ---- cart: the signed-in user by token, a guest by its guest_ sessionId

  app.get(
    '/cart',
    {
      onRequest: maybeUser,
      schema: {
        tags,
        security,
        summary: 'Carrito del usuario (token) o del invitado (sessionId)',
        querystring: cartQuery,
        response: { 200: cartResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { cart: await cart.getCart(app.db, ownerOf(request, request.query.sessionId)) },
    }),
  );

  app.post(
    '/cart',
    {
      onRequest: maybeUser,
      schema: {
        tags,
        security,
        summary: 'Agrega un producto; misma opción = misma línea; la cantidad se limita al stock',
        body: addToCartBody,
        response: { 200: cartWithMessage },
      },
    },
    async (request) => {
      const result = await cart.addToCart(app.db, ownerOf(request, request.body.sessionId), request.body);
      return {
        success: true as const,
        data: { cart: result.cart },
        message: result.message ?? STORE_MESSAGES.addedToCart,
      };
    },
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/cart/:id',
      onRequest: maybeUser,
      schema: {
        tags,
        security,
        summary: 'Cambia la cantidad de una línea (0 la elimina)',
        params: cartItemParams,
        body: updateCartBody,
        response: { 200: cartWithMessage },
      },
      handler: async (request) => {
        const owner = ownerOf(request, request.body.sessionId);
        const result = await cart.updateCartItem(app.db, owner, request.params.id, request.body.quantity);
        return {
          success: true as const,
          data: { cart: result.cart },
          ...(result.message ? { message: result.message } : {}),
        };
      },
    });
  }

  app.delete(
    '/cart/:id',
    {
      onRequest: maybeUser,
      schema: {
        tags,
        security,
        summary: 'Elimina una línea del carrito',
        params: cartItemParams,
        querystring: cartQuery,
        response: { 200: cartResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { cart: await cart.removeCartItem(app.db, ownerOf(request, request.query.sessionId), request.params.id) },
    }),
  );

  app.delete(
    '/cart',
    {
      onRequest: maybeUser,
      schema: { tags, security, summary: 'Vacía el carrito', querystring: cartQuery, response: { 200: cartResponse } },
    },
    async (request) => {
      const owner = ownerOf(request, request.query.sessionId);
      await cart.clearCart(app.db, owner);
      return { success: true as const, data: { cart: await cart.getCart(app.db, owner) } };
    },
  );

  app.post(
    '/cart/merge',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Al iniciar sesión: une el carrito de invitado (sessionId) al del usuario',
        body: mergeCartBody,
        response: { 200: cartResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        cart: await cart.mergeGuestCart(app.db, userOwner(currentUser(request)), guestOwner(request.body.sessionId)),
      },
      message: STORE_MESSAGES.cartMerged,
    }),
  );

  // ---- orders

  app.post(
    '/orders',
    {
      onRequest: maybeUser,
      // After validation: only well-formed orders count, and the body names the guest session.
      preHandler: limitOrders,
      schema: {
        tags,
        security,
        summary:
          'Crea una orden: precios y totales recalculados en el servidor, stock descontado con bloqueo de filas; Idempotency-Key devuelve la primera orden. 400 por tarjeta mientras los pagos con tarjeta están apagados (sin Stripe configurado). 429 pasado el límite de pedidos (ORDER_RATE_LIMIT por dirección y por sesión de invitado; ORDER_RATE_LIMIT_MEMBER por cuenta)',
        headers: orderHeaders,
        body: createOrderBody,
        response: { 200: createdOrderResponse, 201: createdOrderResponse },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'] ?? request.body.idempotencyKey ?? null;
      const owner = ownerOf(request, request.body.sessionId);
      const { order, created, proofToken } = await ordersService.createOrder(app.db, owner, request.body, key, {
        cardPayments: app.config.stripe !== null,
      });
      // Stock changed: catalogue answers must not show the old figures.
      if (created) catalogue.invalidate();
      reply.status(created ? 201 : 200);
      return { success: true as const, data: { order, proofToken }, message: STORE_MESSAGES.orderCreated };
    },
  );

  app.get(
    '/my-orders',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Mis pedidos (10 por página)',
        querystring: myOrdersQuery,
        response: { 200: ordersListResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await ordersService.myOrders(app.db, currentUser(request).id, request.query.page, request.query.limit),
    }),
  );

  app.get(
    '/orders/:id',
    {
      onRequest: maybeUser,
      schema: {
        tags,
        security,
        summary: 'Una orden: su dueño, el personal, o el invitado con su sessionId o el enlace de su comprobante',
        params: orderParams,
        querystring: orderViewQuery,
        headers: proofTokenHeaders,
        response: { 200: orderResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        order: await ordersService.viewOrder(app.db, request.params.id, {
          userId: request.auth?.id ?? null,
          role: request.auth?.role ?? null,
          sessionId: request.query.sessionId ?? null,
          proofToken: request.headers['x-order-token'] ?? null,
        }),
      },
    }),
  );

  app.get(
    '/orders/:id/payment',
    {
      onRequest: maybeUser,
      schema: {
        tags,
        security,
        summary:
          'Cómo pagar una orden: monto, referencia, estado del pago y, por transferencia, las cuentas del gimnasio',
        params: orderParams,
        querystring: orderViewQuery,
        headers: proofTokenHeaders,
        response: { 200: orderPaymentResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orderPaymentInstructions(app.db, request.params.id, {
        userId: request.auth?.id ?? null,
        role: request.auth?.role ?? null,
        sessionId: request.query.sessionId ?? null,
        proofToken: request.headers['x-order-token'] ?? null,
      }),
    }),
  );

  app.post(
    '/orders/:id/transfer-proof',
    {
      onRequest: maybeUser,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary:
          'Comprobante de la transferencia de una orden (campo proof; imagen o PDF, máximo 5MB): su dueño, o el invitado con el enlace (x-order-token); entra a la cola de transferencias',
        params: orderParams,
        headers: proofTokenHeaders,
        response: { 200: paymentResponse },
      },
    },
    async (request) => {
      const data = await readProofUpload(request);
      const payment = await uploadOrderTransferProof(
        app.db,
        app.privateStorage,
        request.params.id,
        { actor: request.auth ?? null, proofToken: request.headers['x-order-token'] ?? null },
        data,
      );
      return { success: true as const, data: { payment }, message: PAYMENT_MESSAGES.proofUploaded };
    },
  );
}

/** The store: catalogue, carts, orders, and the back office (/store/management). */
export const storeModule: ApiModule = { name: 'store', routes: [{ prefix: '/store', plugin: storeRoutes }] };
