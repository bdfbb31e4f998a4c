import { CARD_PAYMENT_MESSAGES as M, CURRENCY, cardProviderMode } from '@gym/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiModule } from '../../lib/api-module';
import { AppError } from '../../lib/errors';
import { currentUser, requirePermission } from '../../plugins/auth';
import type { PaymentSettlements } from '../payments/settlement';
import { optionalAuth } from '../store/owner';
import { proofTokenHeaders } from '../store/schemas';
import { createStripeClient } from './client';
import {
  cancelIntentBody,
  cardPaymentsQuery,
  cardPaymentsResponse,
  configResponse,
  confirmResponse,
  customerParams,
  customerResponse,
  healthResponse,
  intentIdBody,
  intentResponse,
  membershipIntentBody,
  paymentMethodsResponse,
  refundBody,
  refundResponse,
  statusResponse,
  storeIntentBody,
  webhookResponse,
} from './schemas';
import type { CardContext } from './context';
import { createCustomer, paymentMethods } from './customers.service';
import * as intents from './intents.service';
import { listCardPayments, refundPayment } from './refunds.service';
import { cardStatus, providerHealth } from './status.service';
import { handleWebhookEvent, verifiedEvent } from './webhook.service';
import { IDEMPOTENT } from '../../plugins/idempotency';

const tags = ['stripe'];
const security = [{ bearerAuth: [] }];

/**
 * Card payments through Stripe (mounted at /stripe). Off unless the three keys are configured:
 * then GET /config says `enabled: false` and every other call answers 409 with a Spanish message
 * (after the sign-in and permission checks, so a cliente still gets 403 from a staff call).
 */
export const stripeRoutes = (settlements: PaymentSettlements) =>
  async function routes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const config = app.config.stripe;
    const ctx: CardContext | null = config
      ? { db: app.db, stripe: await createStripeClient(config), config, settlements, log: app.log }
      : null;
    const card = (): CardContext => {
      if (!ctx) throw new AppError(409, M.disabled);
      return ctx;
    };
    // Before the body is judged: with card payments off, the answer is that, not a 422.
    const enabled = async () => {
      card();
    };
    const signedIn = [app.authenticate];
    const staff = [app.authenticate, requirePermission('view_payments')];
    const viewerOf = (request: FastifyRequest, sessionId?: string) => ({
      userId: request.auth?.id ?? null,
      role: request.auth?.role ?? null,
      sessionId: sessionId ?? null,
      proofToken: (request.headers['x-order-token'] as string | undefined) ?? null,
    });

    app.get(
      '/config',
      {
        schema: {
          tags,
          summary: 'Configuración pública del pago con tarjeta: habilitado, modo, moneda (GTQ) y clave publicable',
          response: { 200: configResponse },
        },
      },
      async () => ({
        success: true as const,
        data: {
          enabled: Boolean(config),
          mode: config ? cardProviderMode(config.secretKey) : null,
          currency: CURRENCY.code,
          publishableKey: config?.publishableKey ?? null,
        },
      }),
    );

    app.post(
      '/create-membership-intent',
      {
        onRequest: signedIn,
        preValidation: enabled,
        schema: {
          tags,
          security,
          summary:
            'Pago con tarjeta de una membresía: la membresía pendiente propia (membershipId) o la compra de un plan con sus horarios (planId, selectedSchedule), que quedan reservados hasta el pago',
          body: membershipIntentBody,
          response: { 201: intentResponse },
        },
      },
      async (request, reply) => {
        const data = await intents.createMembershipIntent(card(), currentUser(request), request.body);
        reply.code(201);
        return { success: true as const, data, message: M.intentCreated };
      },
    );

    app.post(
      '/create-daily-intent',
      {
        onRequest: signedIn,
        preValidation: enabled,
        schema: {
          tags,
          security,
          summary: 'Pago con tarjeta del pase diario de hoy (precio del plan diario activo)',
          response: { 201: intentResponse },
        },
      },
      async (request, reply) => {
        const data = await intents.createDailyIntent(card(), currentUser(request));
        reply.code(201);
        return { success: true as const, data, message: M.intentCreated };
      },
    );

    app.post(
      '/create-store-intent',
      {
        onRequest: optionalAuth(app),
        preValidation: enabled,
        schema: {
          tags,
          summary:
            'Pago con tarjeta de una orden de la tienda (orderId): su dueño, o el invitado con su sessionId o el enlace (x-order-token). El monto siempre es el total de la orden en el servidor',
          body: storeIntentBody,
          headers: proofTokenHeaders,
          response: { 201: intentResponse },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request, request.body.sessionId);
        const data = await intents.createStoreIntent(card(), viewer, request.body.orderId);
        reply.code(201);
        return { success: true as const, data, message: M.intentCreated };
      },
    );

    app.post(
      '/confirm-payment',
      {
        onRequest: optionalAuth(app),
        preValidation: enabled,
        schema: {
          tags,
          summary:
            'Tras el paso de la tarjeta: lee el intento en Stripe y, si se cobró, completa el pago (activa la membresía o confirma la orden) una sola vez',
          body: intentIdBody,
          response: { 200: confirmResponse },
        },
      },
      async (request) => {
        const data = await intents.confirmPayment(card(), request.auth, request.body.paymentIntentId);
        return { success: true as const, data, message: data.message };
      },
    );

    app.post(
      '/cancel-payment-intent',
      {
        onRequest: signedIn,
        preValidation: enabled,
        schema: {
          tags,
          security,
          summary:
            'Cancela un pago con tarjeta pendiente (su dueño o el personal): el intento en Stripe y el pago; libera la membresía o la orden',
          body: cancelIntentBody,
          response: { 200: confirmResponse },
        },
      },
      async (request) => {
        const { paymentIntentId, reason } = request.body;
        const data = await intents.cancelPaymentIntent(card(), currentUser(request), paymentIntentId, reason ?? null);
        return { success: true as const, data, message: data.message };
      },
    );

    app.post(
      '/refund',
      {
        config: IDEMPOTENT,
        onRequest: [app.authenticate, requirePermission('view_payments', 'create_payments')],
        preValidation: enabled,
        schema: {
          tags,
          security,
          summary:
            'Reembolso (personal) de un pago con tarjeta completado, parcial o total; nunca más de lo pagado menos lo ya devuelto',
          body: refundBody,
          response: { 200: refundResponse },
        },
      },
      async (request) => {
        const data = await refundPayment(card(), currentUser(request), request.body);
        return { success: true as const, data, message: M.refunded };
      },
    );

    app.get(
      '/payments',
      {
        onRequest: staff,
        preValidation: enabled,
        schema: {
          tags,
          security,
          summary: 'Pagos hechos con Stripe (personal), los más recientes primero, 30 por página',
          querystring: cardPaymentsQuery,
          response: { 200: cardPaymentsResponse },
        },
      },
      async (request) => ({ success: true as const, data: await listCardPayments(app.db, request.query) }),
    );

    app.get(
      '/payment-methods/:customerId',
      {
        onRequest: signedIn,
        preValidation: enabled,
        schema: {
          tags,
          security,
          summary: 'Tarjetas guardadas de un cliente de Stripe: el propio (o cualquiera para el personal)',
          params: customerParams,
          response: { 200: paymentMethodsResponse },
        },
      },
      async (request) => ({
        success: true as const,
        data: {
          paymentMethods: await paymentMethods(card(), currentUser(request), request.params.customerId),
        },
      }),
    );

    app.post(
      '/create-customer',
      {
        onRequest: signedIn,
        preValidation: enabled,
        schema: {
          tags,
          security,
          summary: 'Crea (una sola vez) el cliente de Stripe de la cuenta, donde se guardan sus tarjetas',
          response: { 200: customerResponse, 201: customerResponse },
        },
      },
      async (request, reply) => {
        const data = await createCustomer(card(), currentUser(request));
        reply.code(data.created ? 201 : 200);
        return { success: true as const, data, message: M.customerCreated };
      },
    );

    app.get(
      '/health',
      {
        onRequest: staff,
        preValidation: enabled,
        schema: {
          tags,
          security,
          summary: 'Si Stripe responde (personal) y cuánto tarda',
          response: { 200: healthResponse },
        },
      },
      async () => ({ success: true as const, data: await providerHealth(card()) }),
    );

    app.get(
      '/status',
      {
        onRequest: staff,
        preValidation: enabled,
        schema: {
          tags,
          security,
          summary: 'Estado de los pagos con tarjeta (personal): modo, último evento recibido, conteos y reembolsos',
          response: { 200: statusResponse },
        },
      },
      async () => ({ success: true as const, data: await cardStatus(card()) }),
    );

    await app.register(webhookRoute(card));
  };

/**
 * POST /webhook, in its own scope: the signature is computed over the exact bytes Stripe sent, so
 * here (and only here) the JSON body is kept as the raw text and parsed by the SDK once verified.
 */
const webhookRoute = (card: () => CardContext) =>
  async function routes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      done(null, typeof body === 'string' ? body : body.toString('utf8'));
    });
    app.post(
      '/webhook',
      {
        preValidation: async () => {
          card();
        },
        schema: {
          tags,
          summary:
            'Eventos de Stripe (payment_intent.succeeded, payment_intent.payment_failed, payment_intent.canceled, charge.refunded): firma verificada sobre el cuerpo original (tolerancia 300 s), cada evento se aplica una sola vez',
          headers: z.object({ 'stripe-signature': z.string().optional() }),
          body: z.string().describe('El evento tal como lo envía Stripe (JSON)'),
          response: { 200: webhookResponse },
        },
      },
      async (request) => {
        const ctx = card();
        const event = verifiedEvent(ctx, request.body, request.headers['stripe-signature']);
        const result = await handleWebhookEvent(ctx, event);
        request.log.info({ eventId: event.id, type: event.type, ...result }, 'card provider event');
        return { received: true as const, ...result };
      },
    );
  };

export const stripeModule = (settlements: PaymentSettlements): ApiModule => ({
  name: 'stripe',
  routes: [{ prefix: '/stripe', plugin: stripeRoutes(settlements) }],
});
