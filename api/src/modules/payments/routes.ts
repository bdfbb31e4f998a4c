import { PAYMENT_MESSAGES, STORED_FILE_HEADERS } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { currentUser, requirePermission } from '../../plugins/auth';
import {
  bankAccountsResponse,
  createPaymentBody,
  fromOrderBody,
  listPaymentsQuery,
  paymentIdParams,
  paymentResponse,
  paymentsListResponse,
  pendingTransfersResponse,
  proofResubmittedResponse,
} from './schemas';
import { resubmissionMessage, resubmitTransferProof } from './proof-reupload.service';
import { readProofUpload } from './proof-upload';
import * as service from './member.service';
import { bankAccounts, readTransferProof, uploadTransferProof } from './proofs';
import type { ApiModule } from '../../lib/api-module';
import { paymentAdminRoutes } from './admin.routes';
import { financialRoutes } from './financial.routes';
import type { PaymentSettlements } from './settlement';
import { IDEMPOTENT } from '../../plugins/idempotency';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];

export const paymentRoutes = (settlements: PaymentSettlements) =>
  async function routes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);
    await app.register(paymentAdminRoutes(settlements));

    app.get(
      '/',
      {
        preHandler: async (request) => {
          const user = currentUser(request);
          if (!user.permissions.includes('view_own_payments') && !user.permissions.includes('view_payments')) {
            throw new AppError(403, PAYMENT_MESSAGES.notFound);
          }
        },
        schema: {
          tags,
          security,
          summary: 'Historial de pagos (cliente: los propios; personal: todos), 20 por página, con membresía y plan',
          querystring: listPaymentsQuery,
          response: { 200: paymentsListResponse },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.listPayments(app.db, currentUser(request), request.query),
      }),
    );

    app.post(
      '/',
      {
        config: IDEMPOTENT,
        schema: {
          tags,
          security,
          summary: 'Registra un pase diario o el pago de una membresía pendiente por el método elegido',
          body: createPaymentBody,
          response: { 201: paymentResponse },
        },
      },
      async (request, reply) => {
        const payment = await service.createPayment(app.db, settlements, currentUser(request), request.body);
        reply.code(201);
        return { success: true as const, data: { payment }, message: PAYMENT_MESSAGES.created };
      },
    );

    app.get(
      '/transfers/pending',
      {
        onRequest: requirePermission('validate_transfers'),
        schema: {
          tags,
          security,
          summary: 'Transferencias pendientes de validar (personal), las más antiguas primero',
          response: { 200: pendingTransfersResponse },
        },
      },
      async () => {
        const transfers = await service.pendingTransfers(app.db);
        return { success: true as const, data: { transfers, total: transfers.length } };
      },
    );

    app.post(
      '/from-order',
      {
        config: IDEMPOTENT,
        onRequest: requirePermission('create_payments'),
        schema: {
          tags,
          security,
          summary: 'Crea el pago pendiente de una orden de la tienda si aún no tiene (idempotente)',
          body: fromOrderBody,
          response: { 200: paymentResponse, 201: paymentResponse },
        },
      },
      async (request, reply) => {
        const result = await service.paymentFromOrder(app.db, currentUser(request), request.body.orderId);
        reply.code(result.created ? 201 : 200);
        return {
          success: true as const,
          data: { payment: result.payment },
          message: result.created ? PAYMENT_MESSAGES.created : PAYMENT_MESSAGES.orderAlreadyHasPayment,
        };
      },
    );

    app.post(
      '/:id/transfer-proof',
      {
        preHandler: requirePermission('upload_transfer_proof'),
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          summary:
            'Adjunta el comprobante (campo proof; imagen o PDF según su contenido; máximo 5MB) a la transferencia pendiente propia',
          params: paymentIdParams,
          response: { 200: paymentResponse },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const data = await readProofUpload(request);
        const payment = await uploadTransferProof(app.db, app.privateStorage, user, request.params.id, data);
        return { success: true as const, data: { payment }, message: PAYMENT_MESSAGES.proofUploaded };
      },
    );

    app.post(
      '/:id/transfer-proof/resubmit',
      {
        preHandler: requirePermission('upload_transfer_proof'),
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          summary:
            'Nuevo comprobante (campo proof; imagen o PDF según su contenido; máximo 5MB) de una transferencia propia rechazada, hasta 7 días después del rechazo: el pago vuelve a la cola del personal y la membresía u orden vuelve a esperar el pago (403 si no es el dueño; 409 si ya está pendiente o venció el plazo)',
          params: paymentIdParams,
          response: { 200: proofResubmittedResponse },
        },
      },
      async (request) => {
        const data = await readProofUpload(request);
        const result = await resubmitTransferProof(
          app.db,
          app.privateStorage,
          settlements,
          currentUser(request),
          request.params.id,
          data,
        );
        return { success: true as const, data: result, message: resubmissionMessage(result.notHeldSlots) };
      },
    );

    app.get(
      '/:id/transfer-proof',
      {
        schema: {
          tags,
          security,
          summary:
            'El comprobante de la transferencia (imagen o PDF) para el dueño del pago o el personal con view_payments; 404 para cualquier otro',
          produces: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
          params: paymentIdParams,
        },
      },
      async (request, reply) => {
        const proof = await readTransferProof(app.db, app.privateStorage, currentUser(request), request.params.id);
        return reply
          .headers({
            ...STORED_FILE_HEADERS,
            'content-type': proof.contentType,
            'content-disposition': `inline; filename="${proof.filename}"`,
            // A bank receipt: kept by no shared cache, and not by the browser once the page is left.
            'cache-control': 'private, no-store',
          })
          .send(proof.data);
      },
    );
  };

/**
 * Member payments, transfer proofs, payment administration and the financial figures. What a
 * payment pays for (memberships, store orders) is told of its settlement through `settlements`.
 */
/**
 * The gym's accounts for paying by transfer are public: a guest at checkout needs them before the
 * order exists, and they are what the gym hands to anyone who pays it.
 */
async function bankAccountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'Cuentas bancarias del gimnasio para pagar por transferencia (pública)',
        response: { 200: bankAccountsResponse },
      },
    },
    async () => ({ success: true as const, data: { accounts: await bankAccounts(app.db) } }),
  );
}

export const paymentsModule = (settlements: PaymentSettlements): ApiModule => ({
  name: 'payments',
  routes: [
    { prefix: '/payments', plugin: paymentRoutes(settlements) },
    { prefix: '/payments/bank-accounts', plugin: bankAccountRoutes },
    { prefix: '/financial', plugin: financialRoutes },
  ],
});
