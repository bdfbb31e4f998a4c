import { isUuid, PAYMENT_MESSAGES, STORE_MESSAGES, TRANSFER_PROOF_LIMITS } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiConnection } from '../../kernel/http/api-connection';
import {
  acceptRawMultipart,
  envelopeError,
  forwardMultipart,
  MULTIPART_ENVELOPE_BYTES,
} from '../../kernel/http/upload-forwarding';

/** 5 MB of proof plus the multipart envelope. */
const ORDER_PROOF_BODY_LIMIT = TRANSFER_PROOF_LIMITS.maxBytes + MULTIPART_ENVELOPE_BYTES;

/** Where the browser posts an order's transfer proof. */
export const orderProofPath = (orderId: string) => `/bff/store/orders/${orderId}/transfer-proof`;

/**
 * POST /bff/store/orders/:id/transfer-proof (field `proof`): the order's signed-in owner (bearer)
 * or the guest holding the order's secret link (header x-order-token) sends the proof; it is
 * streamed to the api, which checks the secret and judges the file by content. The answer never
 * carries a proof address: a guest cannot read a proof back, and a member sees it in 'Mis pagos'.
 */
export function orderProofUploadRoute(connection: ApiConnection) {
  return async (scope: FastifyInstance) => {
    acceptRawMultipart(scope);
    scope.post<{ Params: { id: string } }>('/bff/store/orders/:id/transfer-proof', async (request, reply) => {
      if (!isUuid(request.params.id)) return envelopeError(reply, 404, STORE_MESSAGES.orderNotFound);
      return forwardMultipart(request, reply, connection, `/store/orders/${request.params.id}/transfer-proof`, {
        bodyLimit: ORDER_PROOF_BODY_LIMIT,
        messages: { required: PAYMENT_MESSAGES.proofRequired, tooLarge: PAYMENT_MESSAGES.proofTooLarge },
        forwardHeaders: ['x-order-token'],
        present: withoutProofUrl,
      });
    });
  };
}

function withoutProofUrl(body: unknown): unknown {
  const data = (body as { data?: { payment?: Record<string, unknown> } } | null)?.data;
  const payment = data?.payment;
  if (!payment) return body;
  return { ...(body as object), data: { ...data, payment: { ...payment, proofUrl: null } } };
}
