import { PAYMENT_MESSAGES, TRANSFER_PROOF_LIMITS } from '@gym/domain';
import type { FastifyRequest } from 'fastify';
import { readUpload } from '../../lib/uploads';

/**
 * The transfer proof of a multipart request (field `proof`), as bytes: 422 when missing or empty,
 * 413 above the size limit with nothing kept. Its type is judged later, by content
 * (uploadTransferProof). Shared by a member's payment and a store order's payment.
 */
export function readProofUpload(request: FastifyRequest): Promise<Buffer> {
  return readUpload(request, {
    field: 'proof',
    maxBytes: TRANSFER_PROOF_LIMITS.maxBytes,
    messages: { required: PAYMENT_MESSAGES.proofRequired, tooLarge: PAYMENT_MESSAGES.proofTooLarge },
  });
}
