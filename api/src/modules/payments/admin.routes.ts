import { PAYMENT_MESSAGES, PAYMENT_STATUS_LABELS } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { currentUser, requirePermission } from '../../plugins/auth';
import * as admin from './admin.service';
import {
  activateCashMembershipBody,
  cancelBody,
  cancelCardBody,
  cancelCashMembershipBody,
  confirmCardBody,
  confirmCashBody,
  confirmCashResponse,
  healthResponse,
  membershipStatsResponse,
  methodQueueQuery,
  methodQueueResponse,
  methodStatsResponse,
  paymentDetailResponse,
  pendingDashboardResponse,
  reportQuery,
  reportResponse,
  searchQuery,
  searchResponse,
  setStatusBody,
  statisticsResponse,
  transferQueueQuery,
  transferQueueResponse,
  validateTransferBody,
} from './admin.schemas';
import * as figures from './figures.service';
import * as queues from './queues.service';
import { paymentIdParams, paymentResponse } from './schemas';
import type { PaymentSettlements } from './settlement';
import { IDEMPOTENT } from '../../plugins/idempotency';

const tags = ['payments (personal)'];
const security = [{ bearerAuth: [] }];
const viewPayments = requirePermission('view_payments');
const takePayments = requirePermission('create_payments');
const validateTransfers = requirePermission('validate_transfers');

/**
 * Payment administration (staff spec §7), mounted with the member routes at /payments; the
 * plugin-wide authentication of routes.ts applies. `settlements` tells a membership or an order
 * that its payment settled.
 */
export function paymentAdminRoutes(settlements: PaymentSettlements) {
  return async function routes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const ok = <T>(data: T, message?: string) => ({ success: true as const, data, ...(message ? { message } : {}) });

    // --- Transfers -------------------------------------------------------------------------
    app.get(
      '/transfers/pending-detailed',
      {
        onRequest: validateTransfers,
        schema: {
          tags,
          security,
          summary:
            'Cola de transferencias pendientes (membresías, pases y tienda) con espera, urgencia y comprobante; por defecto la espera más larga primero',
          querystring: transferQueueQuery,
          response: { 200: transferQueueResponse },
        },
      },
      async (request) => ok(await queues.transferQueue(app.db, request.query)),
    );

    app.post(
      '/:id/validate-transfer',
      {
        config: IDEMPOTENT,
        onRequest: validateTransfers,
        schema: {
          tags,
          security,
          summary:
            'Aprueba (la membresía se activa, la orden se confirma) o rechaza con motivo (se liberan los horarios) una transferencia pendiente; una sola vez (409 la segunda)',
          params: paymentIdParams,
          body: validateTransferBody,
          response: { 200: paymentResponse },
        },
      },
      async (request) => {
        const payment = await admin.validateTransfer(
          app.db,
          settlements,
          currentUser(request),
          request.params.id,
          request.body,
        );
        return ok(
          { payment },
          request.body.approved ? PAYMENT_MESSAGES.transferApproved : PAYMENT_MESSAGES.transferRejected,
        );
      },
    );

    // --- Cash ------------------------------------------------------------------------------
    app.get(
      '/cash/pending',
      {
        onRequest: viewPayments,
        schema: {
          tags,
          security,
          summary: 'Pagos en efectivo pendientes, el más antiguo primero (urgente desde 4 h)',
          querystring: methodQueueQuery,
          response: { 200: methodQueueResponse },
        },
      },
      async (request) => ok(await queues.methodQueue(app.db, 'cash', request.query)),
    );

    app.get(
      '/cash/pending-memberships',
      {
        onRequest: viewPayments,
        schema: {
          tags,
          security,
          summary: 'Membresías pendientes de pago en efectivo',
          querystring: methodQueueQuery,
          response: { 200: methodQueueResponse },
        },
      },
      async (request) => ok(await queues.methodQueue(app.db, 'cash', { ...request.query, membershipsOnly: true })),
    );

    app.get(
      '/cash/stats',
      {
        onRequest: viewPayments,
        schema: {
          tags,
          security,
          summary: 'Efectivo: pendiente, confirmado y cancelado hoy, el mes',
          response: { 200: methodStatsResponse },
        },
      },
      async () => ok(await figures.methodStats(app.db, 'cash')),
    );

    for (const path of ['/membership-stats', '/cash/membership-stats']) {
      app.get(
        path,
        {
          onRequest: viewPayments,
          schema: {
            tags,
            security,
            summary: 'Pagos de membresías por estado y método, el mes y los pendientes en efectivo',
            response: { 200: membershipStatsResponse },
          },
        },
        async () => ok(await figures.membershipPaymentStats(app.db)),
      );
    }

    app.post(
      '/:id/confirm-cash',
      {
        config: IDEMPOTENT,
        onRequest: takePayments,
        schema: {
          tags,
          security,
          summary:
            "Confirma el efectivo recibido (receivedAmount ≥ monto; nota por defecto 'Pago en efectivo recibido') y responde el cambio; una sola vez",
          params: paymentIdParams,
          body: confirmCashBody,
          response: { 200: confirmCashResponse },
        },
      },
      async (request) =>
        ok(
          await admin.confirmCash(app.db, settlements, currentUser(request), request.params.id, request.body),
          PAYMENT_MESSAGES.cashConfirmed,
        ),
    );

    app.post(
      '/activate-cash-membership',
      {
        config: IDEMPOTENT,
        onRequest: takePayments,
        schema: {
          tags,
          security,
          summary:
            'Salda un pago de la cola de efectivo: una membresía pendiente se activa; otro pago (pase diario, pedido) se confirma como en confirm-cash, por el monto exacto',
          body: activateCashMembershipBody,
          response: { 200: paymentResponse },
        },
      },
      async (request) => {
        const { payment, membership } = await admin.activateCashMembership(
          app.db,
          settlements,
          currentUser(request),
          request.body.paymentId,
          request.body.notes,
        );
        return ok({ payment }, membership ? PAYMENT_MESSAGES.membershipActivated : PAYMENT_MESSAGES.cashConfirmed);
      },
    );

    app.post(
      '/:id/cancel-cash-payment',
      {
        onRequest: takePayments,
        schema: {
          tags,
          security,
          summary: 'Cancela un pago en efectivo pendiente (motivo obligatorio); su membresía u orden se cancela',
          params: paymentIdParams,
          body: cancelBody,
          response: { 200: paymentResponse },
        },
      },
      async (request) =>
        ok(
          {
            payment: await admin.cancelPayment(
              app.db,
              settlements,
              currentUser(request),
              request.params.id,
              'cash',
              request.body,
            ),
          },
          PAYMENT_MESSAGES.cashCancelled,
        ),
    );

    app.post(
      '/cancel-cash-membership',
      {
        onRequest: takePayments,
        schema: {
          tags,
          security,
          summary: 'Cancela una membresía pendiente de pago en efectivo y su pago (paymentId o membershipId; motivo)',
          body: cancelCashMembershipBody,
          response: { 200: paymentResponse },
        },
      },
      async (request) => {
        if (!request.body.paymentId && !request.body.membershipId)
          throw new AppError(400, PAYMENT_MESSAGES.paymentOrMembershipNeeded);
        const payment = await admin.cancelCashMembership(app.db, settlements, currentUser(request), request.body);
        return ok({ payment }, PAYMENT_MESSAGES.membershipCancelled);
      },
    );

    // --- Card ------------------------------------------------------------------------------
    app.get(
      '/card/pending',
      {
        onRequest: viewPayments,
        schema: {
          tags,
          security,
          summary: 'Pagos con tarjeta pendientes (50 por defecto), el más antiguo primero',
          querystring: methodQueueQuery,
          response: { 200: methodQueueResponse },
        },
      },
      async (request) => ok(await queues.methodQueue(app.db, 'card', request.query)),
    );

    app.get(
      '/card/stats',
      {
        onRequest: viewPayments,
        schema: {
          tags,
          security,
          summary: 'Tarjeta: pendiente, confirmado y cancelado hoy, el mes',
          response: { 200: methodStatsResponse },
        },
      },
      async () => ok(await figures.methodStats(app.db, 'card')),
    );

    app.post(
      '/:id/confirm-card',
      {
        config: IDEMPOTENT,
        onRequest: takePayments,
        schema: {
          tags,
          security,
          summary: 'Confirma un pago con tarjeta (transactionId, cardLast4); una sola vez',
          params: paymentIdParams,
          body: confirmCardBody,
          response: { 200: paymentResponse },
        },
      },
      async (request) =>
        ok(
          {
            payment: await admin.confirmCard(
              app.db,
              settlements,
              currentUser(request),
              request.params.id,
              request.body,
            ),
          },
          PAYMENT_MESSAGES.cardConfirmed,
        ),
    );

    app.post(
      '/:id/cancel-card',
      {
        onRequest: takePayments,
        schema: {
          tags,
          security,
          summary: 'Cancela un pago con tarjeta pendiente',
          params: paymentIdParams,
          body: cancelCardBody,
          response: { 200: paymentResponse },
        },
      },
      async (request) =>
        ok(
          {
            payment: await admin.cancelPayment(app.db, settlements, currentUser(request), request.params.id, 'card', {
              reason: request.body.reason ?? PAYMENT_MESSAGES.cardCancelled,
              notes: request.body.notes,
            }),
          },
          PAYMENT_MESSAGES.cardCancelled,
        ),
    );

    // --- Any payment -----------------------------------------------------------------------
    app.patch(
      '/:id/status',
      {
        onRequest: [takePayments, validateTransfers],
        schema: {
          tags,
          security,
          summary: 'Fija el estado de un pago pendiente (completed, failed, cancelled; los dos últimos con motivo)',
          params: paymentIdParams,
          body: setStatusBody,
          response: { 200: paymentResponse },
        },
      },
      async (request) =>
        ok(
          {
            payment: await admin.setPaymentStatus(
              app.db,
              settlements,
              currentUser(request),
              request.params.id,
              request.body,
            ),
          },
          PAYMENT_MESSAGES.statusUpdated(PAYMENT_STATUS_LABELS[request.body.status]),
        ),
    );

    app.get(
      '/search',
      {
        onRequest: viewPayments,
        schema: {
          tags,
          security,
          summary: 'Busca pagos por cliente (nombre, correo o teléfono), concepto o número de orden (10 por defecto)',
          querystring: searchQuery,
          response: { 200: searchResponse },
        },
      },
      async (request) => {
        const found = await queues.searchPayments(app.db, request.query.q, request.query.limit);
        return ok({ payments: found, total: found.length });
      },
    );

    app.get(
      '/statistics',
      {
        onRequest: viewPayments,
        schema: {
          tags,
          security,
          summary: 'Pagos por estado, método y tipo; ingresos de hoy y del mes',
          response: { 200: statisticsResponse },
        },
      },
      async () => ok(await figures.paymentStatistics(app.db)),
    );

    app.get(
      '/pending-dashboard',
      {
        onRequest: viewPayments,
        schema: {
          tags,
          security,
          summary: 'Lo que espera al personal: transferencias, efectivo y tarjeta con su parte urgente',
          response: { 200: pendingDashboardResponse },
        },
      },
      async () => ok(await figures.pendingDashboard(app.db)),
    );

    app.get(
      '/health',
      {
        onRequest: viewPayments,
        schema: {
          tags,
          security,
          summary: 'Estado del módulo de pagos: degradado cuando una transferencia espera 72 h o más',
          response: { 200: healthResponse },
        },
      },
      async () => ok(await figures.paymentsHealth(app.db)),
    );

    app.get(
      '/reports',
      {
        onRequest: viewPayments,
        schema: {
          tags,
          security,
          summary:
            'Ingresos de un periodo (today, week desde el lunes, month desde el 1, quarter, year, last30 o fechas): membresías, pases, ventas en línea y locales (dinero recibido, neto de reembolsos), por método y día, visitas',
          querystring: reportQuery,
          response: { 200: reportResponse },
        },
      },
      async (request) => ok(await figures.paymentReport(app.db, request.query)),
    );

    app.get(
      '/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Un pago con quien paga, su orden y su historial (personal, o el cliente dueño)',
          params: paymentIdParams,
          response: { 200: paymentDetailResponse },
        },
      },
      async (request) => {
        const actor = currentUser(request);
        const payment = await queues.queueItem(app.db, request.params.id);
        // Someone else's payment is "not found" for a cliente: its existence is not theirs to know.
        if (!payment || (payment.userId !== actor.id && !actor.permissions.includes('view_payments')))
          throw new AppError(404, PAYMENT_MESSAGES.notFound);
        return ok({ payment, history: await admin.paymentHistory(app.db, payment.id) });
      },
    );
  };
}
