import { PAYMENT_MESSAGES } from '@gym/domain';
import { config } from '../../platform/config';
import { stringAt, upload, type UploadMessages } from '../../platform/upload';
import { PAYMENT_TEXTS as T } from './texts';

/** What a proof upload answers: where the proof is read, and anything the member should know. */
export interface ProofUploaded {
  proofUrl: string;
  /** A warning to show beside the success (slots that could not be held again). */
  notice?: string | null;
}

/** Sends a proof for a payment with progress (ProofUpload takes one of these). */
export type ProofUploader = (
  paymentId: string,
  file: File,
  onProgress?: (percent: number) => void,
) => Promise<ProofUploaded>;

const messages: UploadMessages = {
  network: T.network,
  byStatus: { 413: T.tooLarge, 415: T.invalidType },
  sessionExpired: T.sessionExpired,
  serverError: T.serverError,
};

/** Field `proof` to the payment's transfer-proof route; resolves the stored proof's URL. */
export const uploadTransferProof: ProofUploader = (paymentId, file, onProgress) =>
  upload({
    url: config.transferProofUploadUrl(paymentId),
    field: 'proof',
    file,
    onProgress,
    read: (data) => {
      const proofUrl = stringAt(data, 'payment', 'proofUrl');
      return proofUrl === null ? null : { proofUrl };
    },
    messages,
  });

/** The slots the api could not hold again, as the member reads them ('Jueves 17:00 - 19:00'). */
function notHeldSlots(data: unknown): string[] {
  const list = (data as { notHeldSlots?: unknown } | null)?.notHeldSlots;
  if (!Array.isArray(list)) return [];
  return list
    .map((slot) => [stringAt(slot, 'dayName'), stringAt(slot, 'timeRange')].filter(Boolean).join(' '))
    .filter(Boolean);
}

/**
 * A new proof on a rejected transfer: the payment goes back to the staff's queue. The api refuses
 * (its Spanish message shown) another member's payment, a second one, or one after the term.
 */
export const resubmitTransferProof: ProofUploader = (paymentId, file, onProgress) =>
  upload({
    url: config.transferProofResubmitUrl(paymentId),
    field: 'proof',
    file,
    onProgress,
    read: (data) => {
      const proofUrl = stringAt(data, 'payment', 'proofUrl');
      if (proofUrl === null) return null;
      const slots = notHeldSlots(data);
      return { proofUrl, notice: slots.length > 0 ? PAYMENT_MESSAGES.slotsNotHeldAgain(slots) : null };
    },
    messages,
  });
