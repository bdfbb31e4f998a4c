import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { canReuploadProof, formatDate } from '@gym/domain';
import { ProofUpload } from './ProofUpload';
import { PAYMENT_TEXTS as T } from './texts';
import { resubmitTransferProof, type ProofUploader } from './upload-transfer-proof';

export interface RejectedTransferPayment {
  id: string;
  method: string;
  status: string;
  reason?: string | null;
  rejectedAt?: string | null;
  reuploadDeadline?: string | null;
}

interface RejectedTransferProps {
  payment: RejectedTransferPayment;
  /** The new proof was taken: the payment is pending again (the caller reads it again); `notice` names the slots not held again. */
  onResubmitted?: (notice: string | null) => void;
  /** Whether this viewer may send the new proof (its signed-in owner); otherwise only the reason shows. */
  canResubmit?: boolean;
  /** Injected in tests; the real one posts through the bff with progress events. */
  upload?: ProofUploader;
}

/**
 * A transfer staff rejected, as its owner sees it: the reason and, within PROOF_REUPLOAD_DAYS of the
 * rejection, the upload of a new proof on the same payment (it goes back to the queue instead of a
 * new purchase); after that, the day the term ended. Nothing for any other payment.
 */
export function RejectedTransfer({
  payment,
  onResubmitted,
  canResubmit = true,
  upload = resubmitTransferProof,
}: RejectedTransferProps) {
  const rejectedAt = payment.rejectedAt ?? null;
  if (payment.method !== 'transfer' || payment.status !== 'failed' || !rejectedAt) return null;
  const deadline = formatDate(payment.reuploadDeadline);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <Typography variant="body2">{T.rejectionReason(payment.reason ?? null)}</Typography>
      {!canResubmit ? null : canReuploadProof({ method: payment.method, status: payment.status, rejectedAt }) ? (
        <ProofUpload
          paymentId={payment.id}
          upload={upload}
          label={T.sendNewProof(deadline)}
          successMessage={T.resubmitted}
          onUploaded={(_proofUrl, notice) => onResubmitted?.(notice)}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {T.reuploadExpired(deadline)}
        </Typography>
      )}
    </Box>
  );
}
