import { config } from '../../platform/config';
import { stringAt, upload } from '../../platform/upload';
import { PAYMENT_TEXTS as T } from './texts';

/** Field `proof` to the payment's transfer-proof route; resolves the stored proof's URL. */
export function uploadTransferProof(
  paymentId: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<{ proofUrl: string }> {
  return upload({
    url: config.transferProofUploadUrl(paymentId),
    field: 'proof',
    file,
    onProgress,
    read: (data) => {
      const proofUrl = stringAt(data, 'payment', 'proofUrl');
      return proofUrl === null ? null : { proofUrl };
    },
    messages: {
      network: T.network,
      byStatus: { 413: T.tooLarge, 415: T.invalidType },
      sessionExpired: T.sessionExpired,
      serverError: T.serverError,
    },
  });
}
