import { isUuid, PAYMENT_MESSAGES, TRANSFER_PROOF_LIMITS } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiConnection } from '../../context';
import { acceptRawMultipart, envelopeError, forwardMultipart, MULTIPART_ENVELOPE_BYTES } from '../../upload-forwarding';

/** 5 MB of proof plus the multipart envelope. */
export const TRANSFER_PROOF_BODY_LIMIT = TRANSFER_PROOF_LIMITS.maxBytes + MULTIPART_ENVELOPE_BYTES;

/**
 * POST /bff/payments/:id/transfer-proof (field `proof`): the member's browser posts the proof here
 * and it is streamed to the api, which checks ownership and judges the file by content.
 */
export function transferProofUploadRoute(connection: ApiConnection) {
  return async (scope: FastifyInstance) => {
    acceptRawMultipart(scope);
    scope.post<{ Params: { id: string } }>('/bff/payments/:id/transfer-proof', async (request, reply) => {
      if (!isUuid(request.params.id)) return envelopeError(reply, 404, PAYMENT_MESSAGES.notFound);
      return forwardMultipart(request, reply, connection, `/payments/${request.params.id}/transfer-proof`, {
        bodyLimit: TRANSFER_PROOF_BODY_LIMIT,
        messages: { required: PAYMENT_MESSAGES.proofRequired, tooLarge: PAYMENT_MESSAGES.proofTooLarge },
      });
    });
  };
}
