import { isUuid, PAYMENT_MESSAGES, TRANSFER_PROOF_LIMITS } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiConnection } from '../../kernel/http/api-connection';
import {
  acceptRawMultipart,
  envelopeError,
  forwardFile,
  forwardMultipart,
  MULTIPART_ENVELOPE_BYTES,
} from '../../kernel/http/upload-forwarding';

/** 5 MB of proof plus the multipart envelope. */
export const TRANSFER_PROOF_BODY_LIMIT = TRANSFER_PROOF_LIMITS.maxBytes + MULTIPART_ENVELOPE_BYTES;

/** Where the browser reads a payment's proof: this bff's authorized route, never a public file. */
export const transferProofPath = (paymentId: string) => `/bff/payments/${paymentId}/transfer-proof`;

/** The api's upload answer with the payment's proofUrl as the browser must call it. */
function withBffProofUrl(body: unknown): unknown {
  const data = (body as { data?: { payment?: { id?: unknown; proofUrl?: unknown } } } | null)?.data;
  const payment = data?.payment;
  if (!payment || typeof payment.id !== 'string') return body;
  const proofUrl = payment.proofUrl ? transferProofPath(payment.id) : null;
  return { ...(body as object), data: { ...data, payment: { ...payment, proofUrl } } };
}

/**
 * POST /bff/payments/:id/transfer-proof (field `proof`): the member's browser posts the proof here
 * and it is streamed to the api, which checks ownership and judges the file by content.
 * GET of the same path hands the proof back to whoever the api allows (owner or staff), with the
 * caller's bearer token: the browser fetches it and shows it from a blob URL.
 * POST /bff/payments/:id/transfer-proof/resubmit: a new proof on a rejected transfer, streamed the
 * same way; the answer carries the payment back in the queue and the slots that were not held again.
 */
export function transferProofUploadRoute(connection: ApiConnection) {
  return async (scope: FastifyInstance) => {
    acceptRawMultipart(scope);
    scope.post<{ Params: { id: string } }>('/bff/payments/:id/transfer-proof', async (request, reply) => {
      if (!isUuid(request.params.id)) return envelopeError(reply, 404, PAYMENT_MESSAGES.notFound);
      return forwardMultipart(request, reply, connection, `/payments/${request.params.id}/transfer-proof`, {
        bodyLimit: TRANSFER_PROOF_BODY_LIMIT,
        messages: { required: PAYMENT_MESSAGES.proofRequired, tooLarge: PAYMENT_MESSAGES.proofTooLarge },
        present: withBffProofUrl,
      });
    });
    // A new proof on a rejected transfer (the api checks the owner, the 7-day term, once per rejection).
    scope.post<{ Params: { id: string } }>('/bff/payments/:id/transfer-proof/resubmit', async (request, reply) => {
      if (!isUuid(request.params.id)) return envelopeError(reply, 404, PAYMENT_MESSAGES.notFound);
      return forwardMultipart(request, reply, connection, `/payments/${request.params.id}/transfer-proof/resubmit`, {
        bodyLimit: TRANSFER_PROOF_BODY_LIMIT,
        messages: { required: PAYMENT_MESSAGES.proofRequired, tooLarge: PAYMENT_MESSAGES.proofTooLarge },
        present: withBffProofUrl,
      });
    });
    scope.get<{ Params: { id: string } }>('/bff/payments/:id/transfer-proof', async (request, reply) => {
      if (!isUuid(request.params.id)) return envelopeError(reply, 404, PAYMENT_MESSAGES.notFound);
      return forwardFile(request, reply, connection, `/api/payments/${request.params.id}/transfer-proof`, {
        withToken: true,
      });
    });
  };
}
