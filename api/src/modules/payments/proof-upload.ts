import { PAYMENT_MESSAGES, TRANSFER_PROOF_LIMITS } from '@gym/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';

/**
 * The transfer proof of a multipart request (field `proof`), as bytes: 422 when missing or empty,
 * 413 above the size limit. Its type is judged later, by content (uploadTransferProof).
 */
export async function readTransferProof(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(422, PAYMENT_MESSAGES.proofRequired);
  const file = await request.file({ limits: { fileSize: TRANSFER_PROOF_LIMITS.maxBytes, files: 1 } });
  if (!file || file.fieldname !== 'proof') throw new AppError(422, PAYMENT_MESSAGES.proofRequired);
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, PAYMENT_MESSAGES.proofTooLarge);
    throw error;
  }
  if (data.length === 0) throw new AppError(422, PAYMENT_MESSAGES.proofRequired);
  return data;
}
