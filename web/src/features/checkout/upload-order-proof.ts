import { config } from '../../platform/config';
import { stringAt, upload } from '../../platform/upload';
import { CHECKOUT_TEXTS as T } from './texts';

/**
 * Field `proof` to the order's transfer-proof route: the signed-in owner's bearer travels by
 * itself; a guest's secret goes as the x-order-token header (never in the URL). Resolves the
 * payment id the proof now belongs to.
 */
export function uploadOrderProof(
  orderId: string,
  file: File,
  token: string | null,
  onProgress?: (percent: number) => void,
): Promise<{ paymentId: string }> {
  return upload({
    url: config.orderProofUploadUrl(orderId),
    field: 'proof',
    file,
    onProgress,
    headers: token ? { 'x-order-token': token } : undefined,
    read: (data) => {
      const paymentId = stringAt(data, 'payment', 'id');
      return paymentId === null ? null : { paymentId };
    },
    messages: {
      network: T.proofNetwork,
      byStatus: { 413: T.proofTooLarge, 415: T.proofInvalidType },
      serverError: T.proofServerError,
    },
  });
}
